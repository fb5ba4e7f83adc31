import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accountToken, client } from '../../server/db/schema'
import { accountFlows, invalidLink, newAddress } from '../support/accounts'
import { apiForTests } from '../support/api'
import { createClientAccount, loginClient, visitor } from '../support/clients'
import { ApiCaller } from '../support/http'

const api = apiForTests()
const flows = accountFlows(api)

describe('links that no longer work', () => {
  it('refuses a used, a wrong, an expired or another address’s confirmation token (400 under token)', async () => {
    const email = newAddress()
    const { token } = await flows.requestLink(email)
    const other = newAddress()
    const otherLink = await flows.requestLink(other)

    const wrong = await visitor(api).put('client/confirm_account', { json: { email, token: 'x'.repeat(43) } })
    expect(wrong).toMatchObject({ status: 400, body: { message: invalidLink, errors: { token: [invalidLink] } } })
    const foreign = await visitor(api).put('client/confirm_account', { json: { email, token: otherLink.token } })
    expect(foreign.body.errors).toEqual({ token: [invalidLink] })

    expect((await visitor(api).put('client/confirm_account', { json: { email, token } })).status).toBe(200)
    const used = await visitor(api).put('client/confirm_account', { json: { email, token } })
    expect(used).toMatchObject({ status: 400, body: { errors: { token: [invalidLink] } } })

    const [otherRow] = await api.db.select().from(client).where(eq(client.accountEmail, other))
    await api.db
      .update(accountToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountToken.clientId, otherRow.id))
    const expired = await visitor(api).put('client/confirm_account', { json: { email: other, token: otherLink.token } })
    expect(expired).toMatchObject({ status: 400, body: { errors: { token: [invalidLink] } } })
  })

  it('refuses a used or expired password token, and a confirmation token in its place', async () => {
    const email = newAddress()
    const { token: confirmToken } = await flows.requestLink(email)
    const { body } = await visitor(api).put('client/confirm_account', { json: { email, token: confirmToken } })
    const asPassword = await visitor(api).put('client/password', { json: { email, token: confirmToken, newPassword: 'mot de passe' } })
    expect(asPassword.body.errors).toEqual({ token: [invalidLink] })

    expect((await visitor(api).put('client/password', { json: { email, token: body.token, newPassword: 'mot de passe' } })).status).toBe(
      200,
    )
    const reused = await visitor(api).put('client/password', { json: { email, token: body.token, newPassword: 'autre mot de passe' } })
    expect(reused).toMatchObject({ status: 400, body: { errors: { token: [invalidLink] } } })

    await flows.afterResendDelay(email)
    const { token: secondConfirm } = await flows.requestLink(email)
    const second = await visitor(api).put('client/confirm_account', { json: { email, token: secondConfirm } })
    const [row] = await api.db.select().from(client).where(eq(client.accountEmail, email))
    const [passwordToken] = await api.db
      .select()
      .from(accountToken)
      .where(eq(accountToken.tokenHash, createHash('sha256').update(second.body.token).digest('hex')))
    expect(passwordToken.expiresAt.getTime() - passwordToken.createdAt.getTime()).toBeLessThanOrEqual(3600_000 + 1000)
    await api.db
      .update(accountToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountToken.clientId, row.id))
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
    [
      { email: 'a@example.fr', token: 'abc', newPassword: 'court' },
      'newPassword',
      'Le nouveau mot de passe doit contenir au moins 7 caractères',
    ],
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
    expect(
      (await first.caller.put('client/password', { json: { oldPassword: first.password, newPassword: 'changé sur un poste' } })).status,
    ).toBe(200)
    expect((await first.caller.get('client/me')).status).toBe(200)
    expect((await second.get('client/me')).status).toBe(401)

    const email = newAddress()
    await flows.openAccount(email, 'mot de passe initial')
    const connected = visitor(api)
    expect((await connected.post('client/login', { json: { email, password: 'mot de passe initial' } })).status).toBe(200)
    await flows.afterResendDelay(email)
    await flows.openAccount(email, 'mot de passe retrouvé')
    expect((await connected.get('client/me')).status).toBe(401)
  })
})

describe('POST client/login', () => {
  it('answers the same 401 for a wrong password, an unknown address and an account without password', async () => {
    const { email } = await createClientAccount(api)
    const unconfirmed = newAddress()
    await flows.requestLink(unconfirmed)
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
    [
      { email: '', password: '' },
      { email: ['Ce champ est obligatoire'], password: ['Ce champ est obligatoire'] },
    ],
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

  it('rate-limits the logins of one visitor address across accounts (429)', async () => {
    const attacker = visitor(api)
    const statuses: number[] = []
    for (let i = 0; i < 31; i++)
      statuses.push((await attacker.post('client/login', { json: { email: newAddress(`try${i}`), password: 'devinette' } })).status)
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401))
    expect(statuses[30]).toBe(429)
  })
})
