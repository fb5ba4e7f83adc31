import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { todayInParis } from '../../server/contract/dates'
import { activity, session, staffUser } from '../../server/db/schema'
import { monthsBefore } from '../../server/services/retention-accounts'
import { apiForTests } from '../support/api'
import { testClock } from '../support/clock'
import { ApiCaller } from '../support/http'
import { createStaff, loginAdmin, loginBody } from '../support/users'

// The API's clock starts at the real time (the trail's entries are written at it) and moves on for the retention.
const clock = testClock()
const api = apiForTests({}, { clock })
let admin: ApiCaller
beforeAll(async () => {
  admin = await loginAdmin(api)
})

interface Entry {
  staffUserId: number | null
  staffName: string
  action: string
  label: string
  entity: string
  entityId: number
}

/** The trail's entries of one staff name, newest first. */
async function trailOf(user: string): Promise<Entry[]> {
  const answer = await admin.get('activity?size=200')
  expect(answer.status).toBe(200)
  return (answer.body.items as Entry[]).filter((entry) => entry.staffName === user)
}

describe('the trail of staff accesses', () => {
  it('records a login with its factor, a wrong password, an unknown name, a refusal by the API and by the site, and a logout', async () => {
    const member = await createStaff(api.db, '4')
    const caller = new ApiCaller(api.url)
    expect((await caller.post('user/login', { json: { ...member, password: 'pas-le-bon' } })).status).toBe(401)
    expect((await caller.post('user/login', { json: loginBody(api, member) })).status).toBe(200)
    expect((await caller.get('client/list')).status).toBe(403)
    expect((await caller.post('user/me/forbidden', { json: { path: '/admin/client-management/12' } })).status).toBe(200)
    expect((await caller.post('user/logout')).status).toBe(200)
    const unknown = `inconnu-${member.user}`
    expect((await new ApiCaller(api.url).post('user/login', { json: { user: unknown, password: 'essai' } })).status).toBe(401)

    const entries = await trailOf(member.user)
    const id = entries[0].staffUserId
    expect(typeof id).toBe('number')
    expect(entries.map(({ action, label }) => [action, label])).toEqual([
      ['logout', ''],
      ['forbidden', '/admin/client-management/12'],
      // The route as the API matched it, not the address as sent.
      ['forbidden', 'GET /api/client/list'],
      ['login', 'mot de passe et code TOTP'],
      ['login_failed', 'mot de passe incorrect'],
    ])
    expect(entries.every((entry) => entry.staffUserId === id && entry.entity === 'staff_user' && entry.entityId === id)).toBe(true)
    expect(await trailOf(unknown)).toMatchObject([{ action: 'login_failed', label: 'identifiant inconnu', staffUserId: null, entityId: 0 }])
  })

  it('records a session that ran out once, when a request comes with it', async () => {
    const member = await createStaff(api.db, '')
    const caller = new ApiCaller(api.url)
    expect((await caller.post('user/login', { json: loginBody(api, member) })).status).toBe(200)
    const [account] = await api.db.select().from(staffUser).where(eq(staffUser.user, member.user))
    // The member's session is idle for nine hours: past the eight of the rule.
    await api.db
      .update(session)
      .set({ lastSeenAt: new Date(Date.now() - 9 * 3600_000) })
      .where(eq(session.staffUserId, account.id))
    expect((await caller.get('user/me')).status).toBe(401)
    expect((await caller.get('user/me')).status).toBe(401)
    expect((await trailOf(member.user)).map((entry) => entry.action)).toEqual(['session_expired', 'login'])
  })

  it('pages and filters by member, kind and Paris day, and refuses bad filters in French', async () => {
    const member = await createStaff(api.db, '2')
    // Two logins (a code is used once: the second takes the next step's) and a failure.
    for (let attempt = 0; attempt < 2; attempt++) await new ApiCaller(api.url).post('user/login', { json: loginBody(api, member) })
    await new ApiCaller(api.url).post('user/login', { json: { ...member, password: 'pas-le-bon' } })
    const [{ staffUserId }] = await trailOf(member.user)

    const logins = await admin.get(`activity?staff=${staffUserId}&kind=login&size=1`)
    expect(logins.status).toBe(200)
    expect(logins.body).toMatchObject({ total: 2, page: 1, size: 1 })
    expect(logins.body.items.map((entry: Entry) => entry.action)).toEqual(['login'])
    expect((await admin.get(`activity?staff=${staffUserId}&kind=login&size=1&page=2`)).body.items).toHaveLength(1)
    expect((await admin.get(`activity?staff=${staffUserId}&kind=logout`)).body.total).toBe(0)

    const today = todayInParis()
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
    expect((await admin.get(`activity?staff=${staffUserId}&from=${today}&to=${today}`)).body.total).toBe(3)
    expect((await admin.get(`activity?staff=${staffUserId}&to=${yesterday}`)).body.total).toBe(0)

    const refused = await admin.get(`activity?staff=0x1&kind=connexion&from=2026-02-30&to=${yesterday}`)
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual({
      staff: ['Nombre entier attendu'],
      kind: ['Type d’action inconnu'],
      from: ['Date attendue au format aaaa-mm-jj'],
    })
    const backwards = await admin.get(`activity?from=${today}&to=${yesterday}`)
    expect(backwards.body.errors).toEqual({ to: ['La date de fin précède la date de début'] })
  })

  it('keeps the accesses out of the latest writes of the admin home and of an account’s history', async () => {
    const latest = await admin.get('activity/latest?limit=200')
    expect(latest.status).toBe(200)
    const actions = new Set(latest.body.map((entry: Entry) => entry.action))
    for (const access of ['login', 'login_failed', 'logout', 'session_expired', 'forbidden']) expect(actions.has(access)).toBe(false)
  })

  it('refuses a path that is no back-office page, and anybody not connected', async () => {
    const member = await createStaff(api.db, '')
    const caller = new ApiCaller(api.url)
    await caller.post('user/login', { json: loginBody(api, member) })
    for (const path of ['/client-account', '/admin/\u0001', `/admin/${'x'.repeat(600)}`]) {
      expect((await caller.post('user/me/forbidden', { json: { path } })).status).toBe(400)
    }
    expect((await new ApiCaller(api.url).post('user/me/forbidden', { json: { path: '/admin' } })).status).toBe(401)
  })
})

describe('the retention of the trail', () => {
  it('deletes the entries of more than twelve months each day, and keeps the others', async () => {
    // The next day of the API clock (today's rules ran at the file's first write); the trail's rows are dated by the
    // system's clock, which the rule reads.
    clock.advance(86_400_000)
    const old = (months: number, days: number) => new Date(monthsBefore(new Date(), months).getTime() - days * 86_400_000)
    await api.db.insert(activity).values([
      { staffName: 'ancienne', entity: 'staff_user', entityId: 0, action: 'login', at: old(12, 1) },
      { staffName: 'récente', entity: 'staff_user', entityId: 0, action: 'login', at: old(12, -1) },
    ])
    await api.runDueWork()
    const names = (await api.db.select().from(activity)).map((row) => row.staffName)
    expect(names).toContain('récente')
    expect(names).not.toContain('ancienne')
  })
})
