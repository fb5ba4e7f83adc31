import { createHash, randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountToken, client } from '../../server/db/schema'
import { startApi, type TestApi } from '../support/api'
import { createClientAccount, loginClient, visitor } from '../support/clients'
import { ApiCaller } from '../support/http'
import { readOutbox, waitForMail, type OutboxMail } from '../support/outbox'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api?.close())

const newAddress = (name = 'lea') => `${name}.${randomBytes(4).toString('hex')}@example.fr`
const mailsTo = async (email: string) => (await readOutbox(api.outboxDir)).filter((mail) => mail.to === email)
const invalidLink =
  'Ce lien n’est plus valable\u00a0: il a déjà servi, il a expiré ou il est incomplet. Demandez un nouvel e-mail depuis l’espace client («\u00a0Créer mon compte\u00a0» avec la même adresse).'

/** The address and token of the confirmation link of a mail, as the site's page reads them from its URL. */
function linkOf(mail: OutboxMail) {
  const [link] = mail.links
  const [, area, page, email, token] = new URL(link).pathname.split('/')
  expect(`${area}/${page}`).toBe('client-account/confirm-account')
  return { link, email: decodeURIComponent(email), token }
}

/** Asks for a link as a new visitor and answers it from the newest mail to that address. */
async function requestLink(email: string) {
  const before = (await mailsTo(email)).length
  const answer = await visitor(api).post('client/create_account', { json: { email } })
  expect(answer.status).toBe(200)
  const mail = await waitForMail(api.outboxDir, (m) => m.to === email)
  expect(await mailsTo(email)).toHaveLength(before + 1)
  return { mail, ...linkOf(mail) }
}

/** Time passes for the 60-second resend limit of an address. */
const afterResendDelay = (email: string) =>
  api.db.execute(sql`UPDATE rate_limit SET window_start = now() - interval '61 seconds' WHERE key = ${`account-mail:email:${email}`}`)

/** A confirmed account with its first password set through the mailed link, as a visitor does it. */
async function openAccount(email: string, password: string) {
  const { token } = await requestLink(email)
  const confirmed = await visitor(api).put('client/confirm_account', { json: { email, token } })
  expect(confirmed.status).toBe(200)
  const set = await visitor(api).put('client/password', { json: { email, token: confirmed.body.token, newPassword: password } })
  expect(set.status).toBe(200)
}

describe('the account lifecycle, following the mail', () => {
  it('create → confirm from the link → set the password → log in → me → change the password → log out', async () => {
    const typed = `Léa.Roux+${randomBytes(3).toString('hex')}@Example.FR`.replace('é', 'e')
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

    expect(await person.get('client/me')).toMatchObject({ status: 200, body: { id: row.id, email, type: 'Tous publics', hasAccount: true } })

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
    expect([...answers[0].headers.keys()].filter((name) => name !== 'date')).toEqual([...answers[1].headers.keys()].filter((name) => name !== 'date'))
    expect(await mailsTo(existing.email)).toHaveLength(1)
    expect(await mailsTo(fresh)).toHaveLength(1)

    // The way back after a forgotten password: the link, then a new password without the old one.
    const [mail] = await mailsTo(existing.email)
    expect(mail.subject).toBe('Votre lien d’accès à votre compte client')
    const { email, token } = linkOf(mail)
    const confirmed = await visitor(api).put('client/confirm_account', { json: { email, token } })
    const reset = await visitor(api).put('client/password', { json: { email, token: confirmed.body.token, newPassword: 'un tout nouveau secret' } })
    expect(reset.status).toBe(200)
    expect((await visitor(api).post('client/login', { json: { email, password: existing.password } })).status).toBe(401)
    expect((await visitor(api).post('client/login', { json: { email, password: 'un tout nouveau secret' } })).status).toBe(200)
  })

  it('refuses a second mail to the same address within 60 seconds (429 saying how long, with Retry-After)', async () => {
    const email = newAddress()
    await requestLink(email)
    const again = await visitor(api).post('client/create_account', { json: { email } })
    expect(again.status).toBe(429)
    const match = again.body.message.match(/^Un e-mail vient d’être envoyé à cette adresse\. Réessayez dans (\d+)\u00a0secondes?\.$/)
    expect(match).not.toBeNull()
    const seconds = Number(match![1])
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(60)
    expect(Number(again.headers.get('retry-after'))).toBe(seconds)
    expect(await mailsTo(email)).toHaveLength(1)
  })

  it('sends a fresh link once the delay is over, and the older link then no longer works', async () => {
    const email = newAddress()
    const first = await requestLink(email)
    await afterResendDelay(email)
    const second = await requestLink(email)
    expect(second.token).not.toBe(first.token)
    const old = await visitor(api).put('client/confirm_account', { json: { email, token: first.token } })
    expect(old).toMatchObject({ status: 400, body: { errors: { token: [invalidLink] } } })
    expect((await visitor(api).put('client/confirm_account', { json: { email, token: second.token } })).status).toBe(200)
  })

  it('limits the account mails asked from one visitor address (429)', async () => {
    const person = visitor(api)
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await person.post('client/create_account', { json: { email: newAddress(`ip${i}`) } })).status)
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200))
    const blocked = await person.post('client/create_account', { json: { email: newAddress() } })
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toMatch(/^Trop de demandes envoyées depuis votre connexion\. Réessayez dans \d+\u00a0minutes?\.$/)
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

describe('links that no longer work', () => {
  it('refuses a used, a wrong, an expired or another address’s confirmation token (400 under token)', async () => {
    const email = newAddress()
    const { token } = await requestLink(email)
    const other = newAddress()
    const otherLink = await requestLink(other)

    const wrong = await visitor(api).put('client/confirm_account', { json: { email, token: 'x'.repeat(43) } })
    expect(wrong).toMatchObject({ status: 400, body: { message: invalidLink, errors: { token: [invalidLink] } } })
    const foreign = await visitor(api).put('client/confirm_account', { json: { email, token: otherLink.token } })
    expect(foreign.body.errors).toEqual({ token: [invalidLink] })

    expect((await visitor(api).put('client/confirm_account', { json: { email, token } })).status).toBe(200)
    const used = await visitor(api).put('client/confirm_account', { json: { email, token } })
    expect(used).toMatchObject({ status: 400, body: { errors: { token: [invalidLink] } } })

    const [otherRow] = await api.db.select().from(client).where(eq(client.accountEmail, other))
    await api.db.update(accountToken).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountToken.clientId, otherRow.id))
    const expired = await visitor(api).put('client/confirm_account', { json: { email: other, token: otherLink.token } })
    expect(expired).toMatchObject({ status: 400, body: { errors: { token: [invalidLink] } } })
  })

  it('refuses a used or expired password token, and a confirmation token in its place', async () => {
    const email = newAddress()
    const { token: confirmToken } = await requestLink(email)
    const { body } = await visitor(api).put('client/confirm_account', { json: { email, token: confirmToken } })
    const asPassword = await visitor(api).put('client/password', { json: { email, token: confirmToken, newPassword: 'mot de passe' } })
    expect(asPassword.body.errors).toEqual({ token: [invalidLink] })

    expect((await visitor(api).put('client/password', { json: { email, token: body.token, newPassword: 'mot de passe' } })).status).toBe(200)
    const reused = await visitor(api).put('client/password', { json: { email, token: body.token, newPassword: 'autre mot de passe' } })
    expect(reused).toMatchObject({ status: 400, body: { errors: { token: [invalidLink] } } })

    await afterResendDelay(email)
    const { token: secondConfirm } = await requestLink(email)
    const second = await visitor(api).put('client/confirm_account', { json: { email, token: secondConfirm } })
    const [row] = await api.db.select().from(client).where(eq(client.accountEmail, email))
    const [passwordToken] = await api.db.select().from(accountToken).where(eq(accountToken.tokenHash, createHash('sha256').update(second.body.token).digest('hex')))
    expect(passwordToken.expiresAt.getTime() - passwordToken.createdAt.getTime()).toBeLessThanOrEqual(3600_000 + 1000)
    await api.db.update(accountToken).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountToken.clientId, row.id))
    const expired = await visitor(api).put('client/password', { json: { email, token: second.body.token, newPassword: 'mot de passe' } })
    expect(expired).toMatchObject({ status: 400, body: { errors: { token: [invalidLink] } } })
  })

  it.each([
    [{ token: 'abc' }, 'email', 'Ce champ est obligatoire'],
    [{ email: 'pas-une-adresse', token: 'abc' }, 'email', 'Adresse e-mail invalide'],
    [{ email: 'a@example.fr' }, 'token', 'Ce champ est obligatoire'],
    [{ email: 'a@example.fr', token: 't'.repeat(256) }, 'token', '255 caractères maximum'],
  ])('confirm_account answers 400 per field (%j)', async (body, field, error) => {
    const answer = await visitor(api).put('client/confirm_account', { json: body })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual({ [field]: [error] })
  })
})

describe('PUT client/password', () => {
  it.each([
    [{ email: 'a@example.fr', token: 'abc', newPassword: 'court' }, 'newPassword', 'Le nouveau mot de passe doit contenir au moins 7 caractères'],
    [{ email: 'a@example.fr', token: 'abc', newPassword: 'p'.repeat(256) }, 'newPassword', '255 caractères maximum'],
    [{ email: 'a@example.fr', token: 'abc' }, 'newPassword', 'Ce champ est obligatoire'],
    [{ token: 'abc', newPassword: 'assez long' }, 'email', 'Ce champ est obligatoire'],
    [{ newPassword: 'assez long' }, 'oldPassword', 'Ce champ est obligatoire'],
    [{ oldPassword: 'court', newPassword: 'assez long' }, 'oldPassword', 'L’ancien mot de passe contient au moins 7 caractères'],
  ])('answers 400 per field (%j)', async (body, field, error) => {
    const answer = await visitor(api).put('client/password', { json: body })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual({ [field]: [error] })
  })

  it('answers 401 to a change without token from nobody connected', async () => {
    const answer = await visitor(api).put('client/password', { json: { oldPassword: 'ancien secret', newPassword: 'nouveau secret' } })
    expect(answer.status).toBe(401)
  })

  it('answers 400 under oldPassword when the old password is wrong, and keeps the password', async () => {
    const { caller, email, password } = await loginClient(api)
    const answer = await caller.put('client/password', { json: { oldPassword: 'pas le bon mot', newPassword: 'nouveau secret' } })
    expect(answer).toMatchObject({ status: 400, body: { errors: { oldPassword: ['L’ancien mot de passe est incorrect'] } } })
    expect((await visitor(api).post('client/login', { json: { email, password } })).status).toBe(200)
  })

  it('ends the other sessions of the client, and all of them when set through a link', async () => {
    const first = await loginClient(api)
    const second = visitor(api)
    expect((await second.post('client/login', { json: { email: first.email, password: first.password } })).status).toBe(200)
    expect((await first.caller.put('client/password', { json: { oldPassword: first.password, newPassword: 'changé sur un poste' } })).status).toBe(200)
    expect((await first.caller.get('client/me')).status).toBe(200)
    expect((await second.get('client/me')).status).toBe(401)

    const email = newAddress()
    await openAccount(email, 'mot de passe initial')
    const connected = visitor(api)
    expect((await connected.post('client/login', { json: { email, password: 'mot de passe initial' } })).status).toBe(200)
    await afterResendDelay(email)
    await openAccount(email, 'mot de passe retrouvé')
    expect((await connected.get('client/me')).status).toBe(401)
  })
})

describe('POST client/login', () => {
  it('answers the same 401 for a wrong password, an unknown address and an account without password', async () => {
    const { email } = await createClientAccount(api)
    const unconfirmed = newAddress()
    await requestLink(unconfirmed)
    const person = visitor(api)
    const answers = [
      await person.post('client/login', { json: { email, password: 'pas le bon mot' } }),
      await person.post('client/login', { json: { email: newAddress(), password: 'pas le bon mot' } }),
      await person.post('client/login', { json: { email: unconfirmed, password: 'pas le bon mot' } }),
    ]
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 401, body: { message: 'Adresse e-mail ou mot de passe incorrect.' } })
    }
    expect(person.cookies.has('school_client')).toBe(false)
  })

  it.each([
    [{ email: '', password: '' }, { email: ['Ce champ est obligatoire'], password: ['Ce champ est obligatoire'] }],
    [{ email: 'pas-une-adresse', password: 'x' }, { email: ['Adresse e-mail invalide'] }],
    [{ email: 'a@example.fr', password: 'p'.repeat(256) }, { password: ['255 caractères maximum'] }],
  ])('answers 400 per field (%j)', async (body, errors) => {
    const answer = await visitor(api).post('client/login', { json: body })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual(errors)
  })

  it('issues a new session id at every login; the previous one dies', async () => {
    const { caller, email, password } = await loginClient(api)
    const first = caller.cookies.get('school_client')!
    expect((await caller.post('client/login', { json: { email, password } })).status).toBe(200)
    const second = caller.cookies.get('school_client')!
    expect(second).not.toBe(first)
    const replay = new ApiCaller(api.url)
    replay.cookies.set('school_client', first)
    expect((await replay.get('client/me')).status).toBe(401)
    expect((await caller.get('client/me')).status).toBe(200)
  })

  it('rate-limits the logins of one address, even with the right password once blocked (429)', async () => {
    const { email, password } = await createClientAccount(api)
    const attacker = visitor(api)
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await attacker.post('client/login', { json: { email, password: `essai ${i}` } })).status)
    expect(statuses).toEqual(Array(10).fill(401))
    const blocked = await visitor(api).post('client/login', { json: { email, password } })
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toMatch(/^Trop de tentatives de connexion\. Réessayez dans \d+\u00a0minutes?\.$/)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('rate-limits the logins of one visitor address across accounts (429)', async () => {
    const attacker = visitor(api)
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await attacker.post('client/login', { json: { email: newAddress(`try${i}`), password: 'devinette' } })).status)
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401))
    expect(statuses[30]).toBe(429)
  })
})
