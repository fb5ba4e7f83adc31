import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accountToken, client } from '../../server/db/schema'
import { accountFlows, invalidLink, newAddress } from '../support/accounts'
import { apiForTests } from '../support/api'
import { createClientAccount, visitor } from '../support/clients'
import type { ApiCaller } from '../support/http'
import type { OutboxMail } from '../support/outbox'

/**
 * The client's way in that an attacker cannot use (issue 27, decision 0019): a single-use login link mailed to the
 * account's address, which logs in while the password login of the account is throttled.
 */
const api = apiForTests()
const flows = accountFlows(api)

const subject = 'Votre lien de connexion à votre compte client'
const tooMany = /^Trop de tentatives de connexion\. Réessayez dans \d+\u00a0(secondes?|minutes?)\.$/

/** Asks for a login link as `caller` and answers the newest mail to the address. */
async function askLink(caller: ApiCaller, email: string): Promise<{ answer: Awaited<ReturnType<ApiCaller['post']>>; mail: OutboxMail }> {
  const before = (await flows.mailsTo(email)).length
  const answer = await caller.post('client/login_link', { json: { email } })
  expect(answer.status).toBe(200)
  const mails = await flows.mailsTo(email)
  expect(mails).toHaveLength(before + 1)
  return { answer, mail: mails.at(-1)! }
}

/** The address and token of a login link, as the site's page reads them from its URL. */
function tokenOf(mail: OutboxMail, email: string): string {
  const link = mail.links.find((href) => href.startsWith('http://site.test/client-account/login-link/'))
  expect(link, mail.text).toBeDefined()
  const [, , , address, token] = new URL(link!).pathname.split('/')
  expect(decodeURIComponent(address)).toBe(email)
  return token
}

/** A distributed attack made its 100 tries of the quarter of an hour on the account (decision 0019). */
const ceilingReached = (email: string) =>
  api.db.execute(sql`INSERT INTO rate_limit (key, window_start, count) VALUES (${`client-login:account:${email}`}, now(), 100)`)

describe('POST client/login_link, then client/login_with_link', () => {
  it('logs the owner in from a new address while the password login of the account is throttled, once', async () => {
    const { email, password, row } = await createClientAccount(api)
    await ceilingReached(email)
    const owner = visitor(api)
    const refused = await owner.post('client/login', { json: { email, password } })
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(tooMany)

    const { answer, mail } = await askLink(owner, email)
    expect(answer.body).toEqual({ success: true })
    expect(mail.subject).toBe(subject)
    expect(mail.text).toContain('valable 15\u00a0minutes, une seule fois')
    const token = tokenOf(mail, email)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const login = await owner.post('client/login_with_link', { json: { email, token } })
    expect(login.status).toBe(200)
    expect(login.body).toMatchObject({ isConnected: true, client: { id: row.id, email } })
    expect(login.headers.getSetCookie().some((line) => line.startsWith('school_client='))).toBe(true)
    expect(await owner.get('client/me')).toMatchObject({ status: 200, body: { id: row.id } })

    // Single use, whoever tries it again.
    for (const caller of [owner, visitor(api)]) {
      expect(await caller.post('client/login_with_link', { json: { email, token } })).toMatchObject({
        status: 400,
        body: { errors: { token: [invalidLink] } },
      })
    }
    // The mailbox proved the account: this address now passes the ceiling with the password too.
    expect((await owner.post('client/login', { json: { email, password } })).status).toBe(200)
    expect((await visitor(api).post('client/login', { json: { email, password } })).status).toBe(429)
  })

  it('answers the same whether the address has an account or not, and mails the address either way', async () => {
    const { email: withAccount } = await createClientAccount(api)
    const unconfirmed = newAddress('sans-mot-de-passe')
    await api.db.insert(client).values({ email: unconfirmed, accountEmail: unconfirmed })
    const unknown = newAddress('inconnue')

    const asked = await Promise.all([withAccount, unconfirmed, unknown].map((email) => askLink(visitor(api), email)))
    const shapes = asked.map(({ answer }) => ({
      status: answer.status,
      body: answer.body,
      headers: [...answer.headers.keys()].filter((name) => name !== 'date').sort(),
    }))
    expect(shapes[1]).toEqual(shapes[0])
    expect(shapes[2]).toEqual(shapes[0])
    expect(asked.map(({ mail }) => mail.subject)).toEqual([subject, subject, subject])
    tokenOf(asked[0].mail, withAccount)
    for (const { mail } of asked.slice(1)) {
      expect(mail.links).toEqual([])
      expect(mail.text).toContain('aucun compte client n’y est ouvert')
    }
    expect(await api.db.select().from(client).where(eq(client.accountEmail, unknown))).toEqual([])
  })

  it('works for 15 minutes, the newest link only, and for its own address only', async () => {
    const { email, row } = await createClientAccount(api)
    const first = tokenOf((await askLink(visitor(api), email)).mail, email)
    await flows.afterResendDelay(email)
    const second = tokenOf((await askLink(visitor(api), email)).mail, email)
    const [stored] = await api.db.select().from(accountToken).where(eq(accountToken.clientId, row.id))
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeGreaterThan(14.9 * 60_000)
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeLessThanOrEqual(15 * 60_000 + 1000)

    const other = await createClientAccount(api)
    for (const json of [
      { email, token: first },
      { email: other.email, token: second },
    ]) {
      expect((await visitor(api).post('client/login_with_link', { json })).body.errors).toEqual({ token: [invalidLink] })
    }
    await api.db.execute(sql`UPDATE account_token SET expires_at = now() - interval '1 second' WHERE client_id = ${row.id}`)
    expect((await visitor(api).post('client/login_with_link', { json: { email, token: second } })).body.errors).toEqual({
      token: [invalidLink],
    })
  })

  it('counts against the account mails’ limits: one mail per address per minute, whichever it is', async () => {
    const { email } = await createClientAccount(api)
    await askLink(visitor(api), email)
    for (const path of ['client/login_link', 'client/create_account']) {
      const again = await visitor(api).post(path, { json: { email } })
      expect(again.status, path).toBe(429)
      expect(again.body.message, path).toMatch(/^Un e-mail vient d’être envoyé à cette adresse\. Réessayez dans \d+\u00a0secondes?\.$/)
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect(await flows.mailsTo(email)).toHaveLength(1)
  })

  it('answers 400 per field in French', async () => {
    expect(await visitor(api).post('client/login_link', { json: { email: 'pas-une-adresse' } })).toMatchObject({
      status: 400,
      body: { errors: { email: [expect.stringMatching(/^[A-ZÉ]/)] } },
    })
    expect(await visitor(api).post('client/login_with_link', { json: { email: newAddress() } })).toMatchObject({
      status: 400,
      body: { errors: { token: ['Ce champ est obligatoire'] } },
    })
  })
})
