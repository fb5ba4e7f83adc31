import { createHash, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accountToken, client } from '../../server/db/schema'
import { accountFlows, invalidLink, linkOf, newAddress } from '../support/accounts'
import { apiForTests } from '../support/api'
import { createClientAccount, visitor } from '../support/clients'
import { waitForMail } from '../support/outbox'

const api = apiForTests()
const flows = accountFlows(api)

describe('the account lifecycle, following the mail', () => {
  it('create → confirm from the link → set the password → log in → me → change the password → log out', async () => {
    const typed = `Lea.Roux+${randomBytes(3).toString('hex')}@Example.FR`
    const email = typed.toLowerCase()
    const person = visitor(api)

    const created = await person.post('client/create_account', { json: { email: typed } })
    expect(created.status).toBe(200)
    expect(created.body).toEqual({ success: true })

    const mail = await waitForMail(api.outboxDir, (m) => m.to === email)
    expect(mail.subject).toBe('Confirmez votre compte client')
    expect(mail.text).toContain('valable 24\u00a0heures')
    const { link, token } = linkOf(mail)
    expect(link).toBe(`http://site.test/client-account/confirm-account/${encodeURIComponent(email)}/${token}`)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // Stored hashed: the database alone does not give a working link.
    const [row] = await api.db.select().from(client).where(eq(client.accountEmail, email))
    const tokens = await api.db.select().from(accountToken).where(eq(accountToken.clientId, row.id))
    expect(tokens.map((t) => t.tokenHash)).toEqual([createHash('sha256').update(token).digest('hex')])
    expect(tokens[0].expiresAt.getTime() - tokens[0].createdAt.getTime()).toBeGreaterThan(23.9 * 3600_000)
    expect(row.confirmedAt).toBeNull()

    const confirmed = await person.put('client/confirm_account', { json: { email, token } })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toEqual({ success: true, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) })
    const [afterConfirm] = await api.db.select().from(client).where(eq(client.id, row.id))
    expect(afterConfirm.confirmedAt).not.toBeNull()

    const set = await person.put('client/password', { json: { email, token: confirmed.body.token, newPassword: 'premier secret' } })
    expect(set).toMatchObject({ status: 200, body: { success: true } })
    const [withPassword] = await api.db.select().from(client).where(eq(client.id, row.id))
    expect(withPassword.passwordHash).toMatch(/^\$argon2id\$/)

    const login = await person.post('client/login', { json: { email: typed, password: 'premier secret' } })
    expect(login.status).toBe(200)
    expect(login.body).toMatchObject({ isConnected: true, client: { id: row.id, email, hasAccount: true } })
    expect(login.body.client).not.toHaveProperty('passwordHash')
    const cookie = login.headers.getSetCookie().find((line) => line.startsWith('school_client='))!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).not.toMatch(/Max-Age|Expires/i)

    expect(await person.get('client/me')).toMatchObject({
      status: 200,
      body: { id: row.id, email, type: 'Tous publics', hasAccount: true },
    })

    const changed = await person.put('client/password', { json: { email, oldPassword: 'premier secret', newPassword: 'second secret' } })
    expect(changed).toMatchObject({ status: 200, body: { success: true } })
    expect((await person.get('client/me')).status).toBe(200)

    expect(await person.post('client/logout')).toMatchObject({ status: 200, body: { success: true } })
    expect(await person.get('client/me')).toMatchObject({
      status: 401,
      body: { message: 'Votre session a expiré ou vous n’êtes pas connecté. Connectez-vous à votre compte client.' },
    })
    expect((await person.post('client/login', { json: { email, password: 'premier secret' } })).status).toBe(401)
    expect((await person.post('client/login', { json: { email, password: 'second secret' } })).status).toBe(200)
  })

  it('answers an existing address exactly as a new one, with one mail each, and its link resets the password', async () => {
    const existing = await createClientAccount(api)
    const fresh = newAddress()
    const answers = [
      await visitor(api).post('client/create_account', { json: { email: existing.email } }),
      await visitor(api).post('client/create_account', { json: { email: fresh } }),
    ]
    expect(answers.map((a) => [a.status, a.body])).toEqual([
      [200, { success: true }],
      [200, { success: true }],
    ])
    expect([...answers[0].headers.keys()].filter((name) => name !== 'date')).toEqual(
      [...answers[1].headers.keys()].filter((name) => name !== 'date'),
    )
    expect(await flows.mailsTo(existing.email)).toHaveLength(1)
    expect(await flows.mailsTo(fresh)).toHaveLength(1)

    // The way back after a forgotten password: the link, then a new password without the old one.
    const [mail] = await flows.mailsTo(existing.email)
    expect(mail.subject).toBe('Votre lien d’accès à votre compte client')
    const { email, token } = linkOf(mail)
    const confirmed = await visitor(api).put('client/confirm_account', { json: { email, token } })
    const reset = await visitor(api).put('client/password', {
      json: { email, token: confirmed.body.token, newPassword: 'un tout nouveau secret' },
    })
    expect(reset.status).toBe(200)
    expect((await visitor(api).post('client/login', { json: { email, password: existing.password } })).status).toBe(401)
    expect((await visitor(api).post('client/login', { json: { email, password: 'un tout nouveau secret' } })).status).toBe(200)
  })

  it('refuses a second mail to the same address within 60 seconds (429 saying how long, with Retry-After)', async () => {
    const email = newAddress()
    await flows.requestLink(email)
    const again = await visitor(api).post('client/create_account', { json: { email } })
    expect(again.status).toBe(429)
    const match = again.body.message.match(/^Un e-mail vient d’être envoyé à cette adresse\. Réessayez dans (\d+)\u00a0secondes?\.$/)
    expect(match).not.toBeNull()
    const seconds = Number(match![1])
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(60)
    expect(Number(again.headers.get('retry-after'))).toBe(seconds)
    expect(await flows.mailsTo(email)).toHaveLength(1)
  })

  it('sends a fresh link once the delay is over, and the older link then no longer works', async () => {
    const email = newAddress()
    const first = await flows.requestLink(email)
    await flows.afterResendDelay(email)
    const second = await flows.requestLink(email)
    expect(second.token).not.toBe(first.token)
    const old = await visitor(api).put('client/confirm_account', { json: { email, token: first.token } })
    expect(old).toMatchObject({ status: 400, body: { errors: { token: [invalidLink] } } })
    expect((await visitor(api).put('client/confirm_account', { json: { email, token: second.token } })).status).toBe(200)
  })

  it('limits the account mails asked from one visitor address (429)', async () => {
    const person = visitor(api)
    const statuses: number[] = []
    for (let i = 0; i < 21; i++)
      statuses.push((await person.post('client/create_account', { json: { email: newAddress(`ip${i}`) } })).status)
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200))
    const blocked = await person.post('client/create_account', { json: { email: newAddress() } })
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toMatch(/^Trop de demandes envoyées depuis votre connexion\. Réessayez dans \d+\u00a0minutes?\.$/)
  })

  it('forgets an account asked for a week ago and never confirmed, but keeps a recent one', async () => {
    const abandoned = newAddress('oubli')
    const recent = newAddress('recent')
    await flows.requestLink(abandoned)
    await flows.requestLink(recent)
    await api.db
      .update(client)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600_000) })
      .where(eq(client.accountEmail, abandoned))
    await flows.requestLink(newAddress())
    expect(await api.db.select().from(client).where(eq(client.accountEmail, abandoned))).toEqual([])
    expect(await api.db.select().from(client).where(eq(client.accountEmail, recent))).toHaveLength(1)
  })

  it.each([
    ['', 'Ce champ est obligatoire'],
    ['pas-une-adresse', 'Adresse e-mail invalide'],
    [`${'a'.repeat(250)}@example.fr`, '255 caractères maximum'],
  ])('create_account answers 400 under email for « %s »', async (email, error) => {
    const answer = await visitor(api).post('client/create_account', { json: { email } })
    expect(answer).toMatchObject({ status: 400, body: { message: 'Certains champs sont invalides.', errors: { email: [error] } } })
  })
})
