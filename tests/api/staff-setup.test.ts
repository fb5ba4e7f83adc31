import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureAdmin } from '../../server/bootstrap'
import { reservedStaffNameMessage } from '../../server/contract/user'
import { activity, staffSetupToken, staffUser } from '../../server/db/schema'
import { ADMIN, apiForTests } from '../support/api'
import { testClock } from '../support/clock'
import { ApiCaller } from '../support/http'
import { ADMIN_ACCOUNT, loginBody } from '../support/users'

/** No default account (ASVS 6.3.2, decision 0038): a first start without ADMIN_PASSWORD issues a setup link. */

const invalidLink = 'Ce lien de création du compte d’administration n’est pas valable.'
const HOUR = 60 * 60 * 1000
const clock = testClock('2031-03-05T09:00:00Z')
const api = apiForTests({}, { firstStart: true, clock })
let token: string

beforeAll(async () => {
  if (!api.firstAccount || !('setupToken' in api.firstAccount)) throw new Error('no setup token issued')
  token = api.firstAccount.setupToken
})

const visitor = () => new ApiCaller(api.url)
const setup = (body: Record<string, unknown>, caller = visitor()) => caller.post('user/setup', { json: body })

describe('a first start without ADMIN_PASSWORD', () => {
  it('creates no account, and stores its setup token hashed, valid 24 hours', async () => {
    expect(await api.db.select().from(staffUser)).toEqual([])
    const rows = await api.db.select().from(staffSetupToken)
    expect(rows).toHaveLength(1)
    expect(rows[0].tokenHash).not.toContain(token)
    expect(rows[0].expiresAt.getTime() - clock.now().getTime()).toBe(24 * HOUR)
    expect(await visitor().get(`user/setup/${token}`)).toMatchObject({ status: 200, body: { valid: true } })
  })

  it('answers 404 in the same words for a token unknown, or one character short', async () => {
    for (const wrong of ['inconnu', token.slice(1), `${token}x`]) {
      expect(await visitor().get(`user/setup/${wrong}`)).toMatchObject({ status: 404, body: { message: invalidLink } })
      const answer = await setup({ token: wrong, user: 'claire', password: 'un-mot-de-passe' })
      expect(answer).toMatchObject({ status: 404, body: { message: invalidLink } })
    }
  })

  it('refuses a reserved name or a short password under its field, and the link still works', async () => {
    for (const user of ['admin', ' Root ', 'ADMINISTRATEUR', 'sa']) {
      const answer = await setup({ token, user, password: 'un-mot-de-passe' })
      expect(answer).toMatchObject({ status: 400, body: { errors: { user: [reservedStaffNameMessage] } } })
    }
    const short = await setup({ token, user: 'claire', password: 'court' })
    expect(short).toMatchObject({ status: 400, body: { errors: { password: ['Le mot de passe doit contenir au moins 7 caractères'] } } })
    expect((await visitor().get(`user/setup/${token}`)).status).toBe(200)
  })

  it('creates the full admin once, logs it in, and the link never works again', async () => {
    const owner = visitor()
    const answer = await setup({ token, user: 'Claire', password: 'le-mot-de-passe-de-claire' }, owner)
    expect(answer).toMatchObject({ status: 200, body: { isConnected: true, user: 'Claire', rights: '1' } })
    expect(await owner.get('user/me')).toMatchObject({ status: 200, body: { user: 'Claire', rights: '1' } })
    const [row] = await api.db.select().from(staffUser)
    const trail = await api.db
      .select({ action: activity.action, staffName: activity.staffName, label: activity.label })
      .from(activity)
      .where(and(eq(activity.entity, 'staff_user'), eq(activity.entityId, row.id)))
    expect(trail).toEqual(
      expect.arrayContaining([
        { action: 'create', staffName: 'Claire', label: 'Claire' },
        { action: 'login', staffName: 'Claire', label: 'lien de création du compte' },
      ]),
    )
    const again = await setup({ token, user: 'intrus', password: 'un-autre-mot-de-passe' })
    expect(again).toMatchObject({ status: 404, body: { message: invalidLink } })
    expect((await visitor().get(`user/setup/${token}`)).status).toBe(404)
    expect(await api.db.select({ user: staffUser.user }).from(staffUser)).toEqual([{ user: 'Claire' }])
    expect((await visitor().post('user/login', { json: { user: 'Claire', password: 'le-mot-de-passe-de-claire' } })).status).toBe(200)
  })

  it('issues no link on a later start, and deletes any left', async () => {
    await api.db.insert(staffSetupToken).values({ tokenHash: 'reste', expiresAt: new Date(clock.now().getTime() + HOUR) })
    expect(await ensureAdmin(api.db, api.config, clock.now())).toBeNull()
    expect(await api.db.select().from(staffSetupToken)).toEqual([])
  })
})

describe('the setup links of starts without an account', () => {
  const expiring = testClock('2031-06-01T08:00:00Z')
  const own = apiForTests({}, { firstStart: true, clock: expiring })
  const tokenOf = (first: Awaited<ReturnType<typeof ensureAdmin>>) => (first && 'setupToken' in first ? first.setupToken : '')

  it('each start prints a new one; each works until its 24 hours are over, not a second later', async () => {
    const first = tokenOf(own.firstAccount)
    expiring.advance(23 * HOUR)
    // A restart an hour before the first link ends: a new link, the first one still good for its last hour.
    const second = tokenOf(await ensureAdmin(own.db, own.config, expiring.now()))
    expect(second).not.toBe(first)
    const caller = new ApiCaller(own.url)
    expect((await caller.get(`user/setup/${first}`)).status).toBe(200)
    expiring.advance(HOUR)
    expect(await caller.get(`user/setup/${first}`)).toMatchObject({ status: 404, body: { message: invalidLink } })
    expect(await caller.post('user/setup', { json: { token: first, user: 'claire', password: 'un-mot-de-passe' } })).toMatchObject({
      status: 404,
      body: { message: invalidLink },
    })
    expect((await caller.get(`user/setup/${second}`)).status).toBe(200)
    expiring.advance(23 * HOUR)
    expect((await caller.get(`user/setup/${second}`)).status).toBe(404)
    expect(await own.db.select().from(staffUser)).toEqual([])
    // The next start deletes the expired links and prints a working one.
    const third = tokenOf(await ensureAdmin(own.db, own.config, expiring.now()))
    expect(await own.db.select().from(staffSetupToken)).toHaveLength(1)
    const created = await caller.post('user/setup', { json: { token: third, user: 'claire', password: 'un-mot-de-passe' } })
    expect(created).toMatchObject({ status: 200, body: { user: 'claire', rights: '1' } })
  })
})

describe('two setups at once', () => {
  const own = apiForTests({}, { firstStart: true })

  it('create one account, with two links as with one', async () => {
    const first = own.firstAccount && 'setupToken' in own.firstAccount ? own.firstAccount.setupToken : ''
    const second = await ensureAdmin(own.db, own.config)
    const tokens = [first, second && 'setupToken' in second ? second.setupToken : '', first]
    const answers = await Promise.all(
      tokens.map((token, index) =>
        new ApiCaller(own.url).post('user/setup', { json: { token, user: `premier${index}`, password: 'un-mot-de-passe' } }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404, 404])
    expect(await own.db.select({ n: staffUser.id }).from(staffUser)).toHaveLength(1)
    expect(await own.db.select().from(staffSetupToken)).toEqual([])
  })
})

describe('a first start with ADMIN_USER and ADMIN_PASSWORD', () => {
  const own = apiForTests()

  it('creates that full admin directly, with no setup link', async () => {
    expect(own.firstAccount).toEqual({ created: ADMIN.user })
    expect(await own.db.select().from(staffSetupToken)).toEqual([])
    expect((await new ApiCaller(own.url).post('user/login', { json: loginBody(own, ADMIN_ACCOUNT) })).status).toBe(200)
  })
})
