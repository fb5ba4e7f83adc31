import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffUser } from '../../server/db/schema'
import { startApi, type TestApi } from '../support/api'
import { type TestClock, testClock } from '../support/clock'
import { ApiCaller } from '../support/http'
import { enrolThroughApi, stepOf, totpAt } from '../support/totp'
import { createStaff, loginAdmin, loginAs, type StaffAccount } from '../support/users'

/** The staff's second factor (issue 29, decision 0037), on an API whose clock the tests move. */
let api: TestApi
let clock: TestClock
let admin: ApiCaller
beforeAll(async () => {
  clock = testClock('2031-03-02T09:00:00Z')
  api = await startApi({}, { seeded: false, clock })
  admin = await loginAdmin(api)
})
afterAll(() => api?.close())

const MINUTE = 60_000
/** The code of `secret` at the API's time, `steps` time steps later (30 s each). */
const codeOf = (secret: string, steps = 0) => totpAt(secret, stepOf(clock.now()) + steps)
const post = (caller: ApiCaller, body: object) => caller.post('user/login', { json: body })
/** What a login form sends: the name and the password (never the test's copy of the secret). */
const typed = (account: { user: string; password: string }) => ({ user: account.user, password: account.password })
const trailOf = async (user: string) =>
  ((await admin.get('activity?size=50')).body.items as { staffName: string; action: string; label: string }[])
    .filter((entry) => entry.staffName === user)
    .map(({ action, label }) => [action, label])

/** An account created by an administrator, not enrolled yet, logged in with its password. */
async function newcomer() {
  const account = await createStaff(api.db, '2', undefined, { enrolled: false })
  const caller = new ApiCaller(api.url)
  expect(await post(caller, typed(account))).toMatchObject({
    status: 200,
    body: { secondFactor: false },
  })
  return { account, caller }
}

describe('enrolment', () => {
  it('shows the secret until a code of it is proved, then ten recovery codes once, and never the secret again', async () => {
    const { account, caller } = await newcomer()
    // Nothing but enrolment until then.
    expect(await caller.get('user/me/sessions')).toMatchObject({ status: 403, body: { enrolment: true } })

    const first = await caller.get('user/me/second-factor')
    expect(first.body).toMatchObject({ enrolled: false, recoveryCodesLeft: 0 })
    const { secret, uri, qrSvg } = first.body.enrolment
    expect(secret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{4}$/)
    const plain = secret.replace(/ /g, '')
    expect(uri).toBe(
      `otpauth://totp/${encodeURIComponent('École de communication consciente')}:${account.user}?issuer=${encodeURIComponent('École de communication consciente')}&secret=${plain}&algorithm=SHA1&digits=6&period=30`,
    )
    expect(qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s)
    // The same secret at the next visit, until proved.
    expect((await caller.get('user/me/second-factor')).body.enrolment.secret).toBe(secret)

    const wrong = await caller.post('user/me/second-factor', { json: { code: codeOf(plain, 3) } })
    expect(wrong).toMatchObject({ status: 400, body: { errors: { code: ['Code incorrect ou déjà utilisé.'] } } })
    const right = await caller.post('user/me/second-factor', { json: { code: codeOf(plain) } })
    expect(right.status).toBe(200)
    expect(right.body.recoveryCodes).toHaveLength(10)
    expect(new Set(right.body.recoveryCodes).size).toBe(10)
    for (const code of right.body.recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/)

    expect(await caller.get('user/me/second-factor')).toMatchObject({
      status: 200,
      body: { enrolled: true, recoveryCodesLeft: 10, enrolment: null },
    })
    expect(JSON.stringify((await caller.get('user/me/second-factor')).body)).not.toContain(plain)
    expect((await caller.get('user/me/sessions')).status).toBe(200)
    expect(await caller.post('user/me/second-factor', { json: { code: codeOf(plain, 1) } })).toMatchObject({ status: 409 })
    expect(await trailOf(account.user)).toContainEqual(['factor_enabled', 'application TOTP'])
  })
})

describe('the login in two steps', () => {
  let account: StaffAccount
  beforeAll(async () => {
    account = await createStaff(api.db, '2')
  })

  it('asks for the code after the password, refuses a wrong code, then logs in with the right one, once', async () => {
    clock.advance(10 * MINUTE)
    const caller = new ApiCaller(api.url)
    const step1 = await post(caller, typed(account))
    expect(step1).toMatchObject({
      status: 401,
      body: {
        secondFactor: true,
        message: 'Saisissez le code à six chiffres de votre application d’authentification, ou un code de secours.',
      },
    })
    expect(caller.cookies.get('school_admin')).toBeUndefined()
    const { pendingLogin } = step1.body
    expect(pendingLogin).toMatch(/^[\w-]{40,}$/)

    expect(await post(caller, { pendingLogin, code: codeOf(account.totpSecret, 5) })).toMatchObject({
      status: 401,
      body: { secondFactor: true, message: 'Code incorrect ou déjà utilisé.' },
    })
    const code = codeOf(account.totpSecret)
    expect(await post(caller, { pendingLogin, code })).toMatchObject({ status: 200, body: { user: account.user, secondFactor: true } })
    // The pending login is used up; the same code again, with the password, is a replay.
    expect(await post(new ApiCaller(api.url), { pendingLogin, code: codeOf(account.totpSecret, 1) })).toMatchObject({
      status: 401,
      body: { message: 'Votre connexion a expiré\u00a0: saisissez de nouveau votre identifiant et votre mot de passe.' },
    })
    expect(await post(new ApiCaller(api.url), { ...typed(account), code })).toMatchObject({ status: 401, body: { secondFactor: true } })
    // An earlier step than the one used is refused too; the next one passes.
    expect(await post(new ApiCaller(api.url), { ...typed(account), code: codeOf(account.totpSecret, -1) })).toMatchObject({ status: 401 })
    expect(await post(new ApiCaller(api.url), { ...typed(account), code: codeOf(account.totpSecret, 1) })).toMatchObject({ status: 200 })
    expect((await trailOf(account.user)).slice(0, 5)).toEqual([
      ['login', 'mot de passe et code TOTP'],
      ['login_failed', 'code incorrect'],
      ['login_failed', 'code incorrect'],
      ['login', 'mot de passe et code TOTP'],
      ['login_failed', 'code incorrect'],
    ])
  })

  it('accepts a code of the step before or after, not two steps away', async () => {
    clock.advance(10 * MINUTE)
    expect((await post(new ApiCaller(api.url), { ...typed(account), code: codeOf(account.totpSecret, 2) })).status).toBe(401)
    expect((await post(new ApiCaller(api.url), { ...typed(account), code: codeOf(account.totpSecret, -1) })).status).toBe(200)
    clock.advance(10 * MINUTE)
    expect((await post(new ApiCaller(api.url), { ...typed(account), code: codeOf(account.totpSecret, 1) })).status).toBe(200)
  })

  it('refuses a code of another account', async () => {
    clock.advance(10 * MINUTE)
    const other = await createStaff(api.db, '2')
    expect(await post(new ApiCaller(api.url), { ...typed(account), code: codeOf(other.totpSecret) })).toMatchObject({
      status: 401,
      body: { secondFactor: true },
    })
  })

  it('ends a pending login after 5 minutes', async () => {
    clock.advance(10 * MINUTE)
    const step1 = await post(new ApiCaller(api.url), typed(account))
    clock.advance(5 * MINUTE + 1000)
    expect(await post(new ApiCaller(api.url), { pendingLogin: step1.body.pendingLogin, code: codeOf(account.totpSecret) })).toMatchObject({
      status: 401,
      body: { message: 'Votre connexion a expiré\u00a0: saisissez de nouveau votre identifiant et votre mot de passe.' },
    })
  })

  it('throttles the code step as the password (decision 0019): wrong codes make the source wait', async () => {
    clock.advance(10 * MINUTE)
    const target = await createStaff(api.db, '2')
    const attacker = new ApiCaller(api.url, { 'X-Forwarded-For': '203.0.113.77' })
    const { pendingLogin } = (await post(attacker, typed(target))).body
    const statuses = []
    for (let guess = 0; guess < 6; guess++) statuses.push((await post(attacker, { pendingLogin, code: String(100000 + guess) })).status)
    // The password counted once, then four wrong codes, then the source waits, the right code included.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429])
    expect(await post(attacker, { pendingLogin, code: codeOf(target.totpSecret) })).toMatchObject({
      status: 429,
      body: { message: expect.stringMatching(/^Trop de tentatives de connexion\. Réessayez dans/) },
    })
  })
})

describe('recovery codes', () => {
  it('log in once each, case and dashes aside; regenerated, the old ones stop working', async () => {
    const { account, caller } = await newcomer()
    const { totpSecret, recoveryCodes } = await enrolThroughApi(caller, `${api.url} recovery`, clock.now())
    const full = { ...account, totpSecret }
    const [first, second] = recoveryCodes
    expect(await post(new ApiCaller(api.url), { ...typed(full), code: first.toLowerCase().replace(/-/g, ' ') })).toMatchObject({
      status: 200,
    })
    expect(await post(new ApiCaller(api.url), { ...typed(full), code: first })).toMatchObject({ status: 401, body: { secondFactor: true } })
    expect((await caller.get('user/me/second-factor')).body.recoveryCodesLeft).toBe(9)

    const regenerated = await caller.post('user/me/recovery-codes', { json: {} })
    expect(regenerated.status).toBe(200)
    expect(regenerated.body.recoveryCodes).toHaveLength(10)
    expect(await post(new ApiCaller(api.url), { ...typed(full), code: second })).toMatchObject({ status: 401 })
    expect(await post(new ApiCaller(api.url), { ...typed(full), code: regenerated.body.recoveryCodes[0] })).toMatchObject({ status: 200 })
    expect((await trailOf(account.user)).slice(0, 3)).toEqual([
      ['login', 'mot de passe et code de secours'],
      ['login_failed', 'code incorrect'],
      ['recovery_codes_regenerated', ''],
    ])
  })
})

describe('re-authentication after 5 minutes (ASVS 6.4, 7.5.1)', () => {
  it('asks for the password and a code again to change a password, codes or rights; the proof holds 5 minutes', async () => {
    clock.advance(10 * MINUTE)
    const boss = await createStaff(api.db, '1')
    const caller = await loginAs(api, boss, new ApiCaller(api.url))
    const member = await createStaff(api.db, '2')
    const [memberRow] = await api.db.select().from(staffUser).where(eq(staffUser.user, member.user))
    expect((await caller.put(`user/${memberRow.id}`, { json: { rights: '2;3' } })).status).toBe(200)
    expect((await caller.get('user/me')).body.reauthNeeded).toBe(false)

    clock.advance(5 * MINUTE + 1000)
    expect((await caller.get('user/me')).body.reauthNeeded).toBe(true)
    const reauth = {
      status: 403,
      body: {
        reauth: true,
        message: 'Pour cette modification, confirmez votre identité\u00a0: saisissez votre mot de passe et un code de votre application.',
      },
    }
    expect(await caller.put(`user/${memberRow.id}`, { json: { rights: '4' } })).toMatchObject(reauth)
    expect(await caller.put(`user/${memberRow.id}/password`, { json: {} })).toMatchObject(reauth)
    expect(await caller.post('user/me/recovery-codes', { json: {} })).toMatchObject(reauth)
    expect(await caller.put('user/me/password', { json: { oldPassword: boss.password, newPassword: 'un nouveau secret' } })).toMatchObject(
      reauth,
    )
    expect(
      await caller.put(`user/${memberRow.id}`, { json: { rights: '4', currentPassword: 'pas le bon', code: codeOf(boss.totpSecret) } }),
    ).toMatchObject({
      status: 403,
      body: { reauth: true, message: 'Mot de passe ou code incorrect.' },
    })
    expect((await api.db.select().from(staffUser).where(eq(staffUser.id, memberRow.id)))[0].rights).toBe('2;3')

    const proved = await caller.put(`user/${memberRow.id}`, {
      json: { rights: '4', currentPassword: boss.password, code: codeOf(boss.totpSecret, 1) },
    })
    expect(proved).toMatchObject({ status: 200, body: { rights: '4' } })
    // A fresh proof: the next change within 5 minutes needs none.
    clock.advance(4 * MINUTE)
    expect((await caller.put(`user/${memberRow.id}`, { json: { rights: '2' } })).status).toBe(200)
    expect(await trailOf(boss.user)).toContainEqual(['login_failed', 'confirmation d’identité refusée'])
  })
})
