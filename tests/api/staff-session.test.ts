import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { session, staffUser } from '../../server/db/schema'
import { ADMIN, apiForTests } from '../support/api'
import { ApiCaller } from '../support/http'
import { ADMIN_ACCOUNT, createStaff, loginAs, loginBody } from '../support/users'

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const MINUTE = 60_000

/** A new staff member logged in from a browser, with its account's id. */
async function memberIn(userAgent: string) {
  const credentials = await createStaff(api.db, '2')
  const caller = new ApiCaller(api.url, { 'User-Agent': userAgent })
  expect((await caller.post('user/login', { json: loginBody(api, credentials) })).status).toBe(200)
  const [account] = await api.db.select().from(staffUser).where(eq(staffUser.user, credentials.user))
  return { caller, credentials, id: account.id }
}

/** Moves the times of every session of an account, as if it had been opened or used earlier. */
const ageSessions = (staffUserId: number, times: { createdAt?: Date; lastSeenAt?: Date }) =>
  api.db.update(session).set(times).where(eq(session.staffUserId, staffUserId))

const api = apiForTests()

describe('staff sessions', () => {
  it('logs in with a database-backed HttpOnly cookie, knows the user, and logs out', async () => {
    const staff = new ApiCaller(api.url)
    expect((await staff.get('user/me')).status).toBe(401)

    const account = await createStaff(api.db, '1')
    const login = await staff.post('user/login', { json: loginBody(api, account) })
    expect(login.status).toBe(200)
    expect(login.body).toEqual({ isConnected: true, user: account.user, rights: '1', secondFactor: true, reauthNeeded: false })
    const cookie = login.headers.getSetCookie().find((line) => line.startsWith('school_admin='))!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Max-Age|Expires/i)

    expect(await staff.get('user/me')).toMatchObject({ status: 200, body: { user: account.user, rights: '1' } })

    const token = staff.cookies.get('school_admin')!
    expect((await staff.post('user/logout')).status).toBe(200)
    // The old id is dead server-side, even if someone kept it.
    const replay = new ApiCaller(api.url)
    replay.cookies.set('school_admin', token)
    expect((await replay.get('user/me')).status).toBe(401)
  })

  it('issues a new session id at every login', async () => {
    const account = await createStaff(api.db, '2')
    const staff = await loginAs(api, account)
    const first = staff.cookies.get('school_admin')
    await loginAs(api, account, staff)
    const second = staff.cookies.get('school_admin')
    expect(second).not.toBe(first)
    const old = new ApiCaller(api.url)
    old.cookies.set('school_admin', first!)
    expect((await old.get('user/me')).status).toBe(401)
  })

  it('refuses a wrong password or an unknown user with the same 401', async () => {
    const visitor = new ApiCaller(api.url)
    const wrong = await visitor.post('user/login', { json: { user: ADMIN.user, password: 'not-the-password' } })
    const unknown = await visitor.post('user/login', { json: { user: 'nobody', password: 'not-the-password' } })
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Identifiant ou mot de passe incorrect.' } })
    expect(unknown.status).toBe(401)
    expect(unknown.body).toEqual(wrong.body)
  })

  it('answers 400 per field to an incomplete login', async () => {
    const answer = await new ApiCaller(api.url).post('user/login', { json: { user: '' } })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual({ user: ['Ce champ est obligatoire'], password: ['Ce champ est obligatoire'] })
  })
})

describe('the limits of a staff session (ASVS 7.3)', () => {
  it('ends after 30 minutes without a request, and says why once, then that it ended', async () => {
    const { caller, id } = await memberIn(FIREFOX)
    await ageSessions(id, { lastSeenAt: new Date(Date.now() - 29 * MINUTE) })
    expect((await caller.get('user/me')).status).toBe(200)
    await ageSessions(id, { lastSeenAt: new Date(Date.now() - 31 * MINUTE) })
    expect(await caller.get('user/me')).toMatchObject({
      status: 401,
      body: { message: 'Votre session a pris fin après 30\u00a0minutes sans activité\u00a0: connectez-vous de nouveau.' },
    })
    expect((await caller.get('user/me')).body.message).toBe('Votre session a pris fin\u00a0: connectez-vous de nouveau.')
    // Without any session cookie, the words of the catalogue.
    expect((await new ApiCaller(api.url).get('user/me')).body.message).toBe('Vous n’êtes pas connecté.')
  })

  it('ends 12 hours after the login, however busy', async () => {
    const { caller, id } = await memberIn(FIREFOX)
    await ageSessions(id, { createdAt: new Date(Date.now() - 12 * 60 * MINUTE + MINUTE) })
    expect((await caller.get('user/me')).status).toBe(200)
    await ageSessions(id, { createdAt: new Date(Date.now() - 12 * 60 * MINUTE - MINUTE) })
    expect((await caller.get('client/list')).body.message).toBe(
      'Votre session a pris fin après 12\u00a0heures\u00a0: connectez-vous de nouveau.',
    )
  })
})

describe('the open sessions of a staff member (ASVS 7.4)', () => {
  it('lists them with their browser, this one marked, and closes the others', async () => {
    const { caller, credentials } = await memberIn(FIREFOX)
    const phone = new ApiCaller(api.url, { 'User-Agent': SAFARI })
    expect((await phone.post('user/login', { json: loginBody(api, credentials) })).status).toBe(200)

    const listed = await caller.get('user/me/sessions')
    expect(listed.status).toBe(200)
    expect(listed.body).toMatchObject({ idleMinutes: 30, maxHours: 12 })
    // The latest used first: the phone's, then this one.
    expect(listed.body.items.map(({ browser, current }: { browser: string; current: boolean }) => [browser, current])).toEqual([
      ['Safari sur iOS', false],
      ['Firefox sur Windows', true],
    ])
    expect(Date.parse(listed.body.items[1].startedAt)).toBeGreaterThan(Date.now() - MINUTE)

    expect((await caller.post('user/me/sessions/close-others')).status).toBe(200)
    expect((await phone.get('user/me')).body.message).toBe('Votre session a pris fin\u00a0: connectez-vous de nouveau.')
    expect((await caller.get('user/me/sessions')).body.items).toHaveLength(1)
  })

  it('lets an administrator close every session of a member, and says so for an account that is none', async () => {
    const { caller, id } = await memberIn(FIREFOX)
    const admin = new ApiCaller(api.url)
    await admin.post('user/login', { json: loginBody(api, ADMIN_ACCOUNT) })
    expect((await admin.post(`user/${id}/sessions/close`)).status).toBe(200)
    expect((await caller.get('user/me')).status).toBe(401)
    expect((await admin.get('user/me')).status).toBe(200)
    expect(await admin.post('user/999999/sessions/close')).toMatchObject({ status: 404, body: { message: 'Ce compte n’existe pas.' } })

    const trail = await admin.get(
      `activity?kind=sessions_closed&staff=${(await admin.get('user/all')).body.find((row: { user: string }) => row.user === ADMIN.user).id}`,
    )
    expect(trail.body.items[0]).toMatchObject({ entity: 'staff_user', entityId: id, staffName: ADMIN.user })
  })
})
