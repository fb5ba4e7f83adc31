import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accountFlows, newAddress } from '../support/accounts'
import { apiForTests } from '../support/api'
import { createClientAccount, visitor } from '../support/clients'
import { ApiCaller } from '../support/http'
import { createStaff } from '../support/users'

const api = apiForTests()

/** The two logins of decision 0019: a client's (address) and a staff user's (user name). */
const logins = [
  {
    name: 'client/login',
    async account() {
      const { email, password } = await createClientAccount(api)
      return { name: email, password, body: (guess: string) => ({ email, password: guess }) }
    },
  },
  {
    name: 'user/login',
    async account() {
      // Without a second factor: this is the password's throttle (the code step's is in second-factor.test.ts).
      const { user, password } = await createStaff(api.db, '2', undefined, { enrolled: false })
      return { name: user, password, body: (guess: string) => ({ user, password: guess }) }
    },
  },
]

let ipv6Networks = 0
const tooMany = /^Trop de tentatives de connexion\. Réessayez dans \d+\u00a0(secondes?|minutes?)\.$/

/** Time passes for the waits of an account (its rows of the rate_limit table). */
const later = (account: string, seconds: number) =>
  api.db.execute(
    sql`UPDATE rate_limit SET window_start = window_start - make_interval(secs => ${seconds}::int) WHERE key LIKE ${`%:${account.toLowerCase()}%`}`,
  )

describe.each(logins)('$name', (login) => {
  const tryLogin = (source: ApiCaller, body: object) => source.post(login.name, { json: body })

  it('lets the owner in from another source and from a known one while 50 wrong passwords come from one source, which waits', async () => {
    const account = await login.account()
    const known = visitor(api)
    expect((await tryLogin(known, account.body(account.password))).status).toBe(200)

    const attacker = visitor(api)
    const answers = []
    for (let i = 0; i < 50; i++) answers.push(await tryLogin(attacker, account.body(`essai-${i}-xx`)))
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401])
    expect(answers.slice(5).map((answer) => answer.status)).toEqual(Array(45).fill(429))
    expect(answers[5].body.message).toMatch(tooMany)
    expect(Number(answers[5].headers.get('retry-after'))).toBeGreaterThan(0)
    // The attacker's source waits, even with the right password.
    expect((await tryLogin(attacker, account.body(account.password))).status).toBe(429)

    expect((await tryLogin(visitor(api), account.body(account.password))).status).toBe(200)
    expect((await tryLogin(known, account.body(account.password))).status).toBe(200)
  })

  it('doubles the wait of a source after 5 failures (2 s, then 4 s…), and a success from it starts afresh', async () => {
    const account = await login.account()
    const source = visitor(api)
    for (let i = 0; i < 5; i++) expect((await tryLogin(source, account.body(`essai-${i}-xx`))).status).toBe(401)
    const first = await tryLogin(source, account.body('essai-5-xx'))
    expect(first.status).toBe(429)
    // Counted from the previous attempt, in whole seconds.
    expect(['1', '2']).toContain(first.headers.get('retry-after'))
    expect(first.body.message).toMatch(/^Trop de tentatives de connexion\. Réessayez dans [12]\u00a0secondes?\.$/)

    await later(account.name, 2)
    expect((await tryLogin(source, account.body('essai-6-xx'))).status).toBe(401)
    expect(['3', '4']).toContain((await tryLogin(source, account.body('essai-7-xx'))).headers.get('retry-after'))
    await later(account.name, 4)
    expect((await tryLogin(source, account.body(account.password))).status).toBe(200)
    for (let i = 0; i < 5; i++) expect((await tryLogin(source, account.body(`encore-${i}-xx`))).status).toBe(401)
  })

  it('lets no more than one attempt of a waiting source through a burst', async () => {
    const account = await login.account()
    const source = visitor(api)
    for (let i = 0; i < 5; i++) await tryLogin(source, account.body(`essai-${i}-xx`))
    await later(account.name, 2)
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => tryLogin(source, account.body(`rafale-${i}-xx`))))
    expect(burst.filter((answer) => answer.status === 401)).toHaveLength(1)
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(19)
  })

  it('counts the addresses of one IPv6 /64 as one source, and an IPv4-mapped address as its IPv4 one', async () => {
    const account = await login.account()
    const site = `2001:db8:${(ipv6Networks += 1).toString(16)}`
    const network = `${site}:27`
    const from = (address: string) => new ApiCaller(api.url, { 'X-Forwarded-For': address })
    const answers = []
    for (let host = 1; host <= 40; host++)
      answers.push(await tryLogin(from(`${network}::${host.toString(16)}`), account.body(`essai-${host}-xx`)))
    expect(answers.map((answer) => answer.status)).toEqual([...Array(5).fill(401), ...Array(35).fill(429)])
    expect(answers[39].body.message).toMatch(tooMany)
    // Another /64 is another source: the owner there logs in.
    expect((await tryLogin(from(`${site}:28::1`), account.body(account.password))).status).toBe(200)

    const other = await login.account()
    for (let i = 0; i < 5; i++) expect((await tryLogin(from('198.51.100.27'), other.body(`essai-${i}-xx`))).status).toBe(401)
    expect((await tryLogin(from('::ffff:198.51.100.27'), other.body('essai-5-xx'))).status).toBe(429)
  })

  it('slows a distributed attack at 100 tries of the account from unknown sources, yet lets a known source in', async () => {
    const account = await login.account()
    const known = visitor(api)
    // Its first login came from a source not known yet: the first of the 100.
    expect((await tryLogin(known, account.body(account.password))).status).toBe(200)
    for (let batch = 0; batch < 9; batch++) {
      const answers = await Promise.all(Array.from({ length: 11 }, (_, i) => tryLogin(visitor(api), account.body(`essai-${batch}-${i}`))))
      expect(answers.map((answer) => answer.status)).toEqual(Array(11).fill(401))
    }
    const refused = await tryLogin(visitor(api), account.body(account.password))
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(tooMany)
    expect((await tryLogin(known, account.body(account.password))).status).toBe(200)
  })
})

describe('client/login after « mot de passe oublié »', () => {
  it('lets in the address that set the password through the mailed link while the account’s ceiling is reached', async () => {
    const email = newAddress('reset')
    const { token } = await accountFlows(api).requestLink(email)
    const owner = visitor(api)
    const confirmed = await owner.put('client/confirm_account', { json: { email, token } })
    const newPassword = 'un-nouveau-mot-de-passe'
    expect((await owner.put('client/password', { json: { email, token: confirmed.body.token, newPassword } })).status).toBe(200)
    // A distributed attack already made its 100 tries of the quarter of an hour.
    await api.db.execute(sql`INSERT INTO rate_limit (key, window_start, count) VALUES (${`client-login:account:${email}`}, now(), 100)`)

    expect((await visitor(api).post('client/login', { json: { email, password: newPassword } })).status).toBe(429)
    expect((await owner.post('client/login', { json: { email, password: newPassword } })).status).toBe(200)
  })
})
