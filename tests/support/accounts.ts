import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { TestApi } from './api'
import { visitor } from './clients'
import type { OutboxMail } from './outbox'

/** A new address for each account of a test. */
export const newAddress = (name = 'lea') => `${name}.${randomBytes(4).toString('hex')}@example.fr`

/** The 400 under `token` of a link that no longer works. */
export const invalidLink =
  'Ce lien n’est plus valable\u00a0: il a déjà servi, il a expiré ou il est incomplet. Demandez un nouvel e-mail depuis l’espace client, avec la même adresse.'

/** The address and token of the confirmation link of a mail, as the site's page reads them from its URL. */
export function linkOf(mail: OutboxMail) {
  const [link] = mail.links
  const [, area, page, email, token] = new URL(link).pathname.split('/')
  expect(`${area}/${page}`).toBe('client-account/confirm-account')
  return { link, email: decodeURIComponent(email), token }
}

/** The account flows as a visitor goes through them, reading the mails of the API's outbox. */
export function accountFlows(api: TestApi) {
  const mailsTo = async (email: string) => (await api.mails()).filter((mail) => mail.to === email)

  /** Asks for a link as a new visitor and answers it from the newest mail to that address. */
  async function requestLink(email: string) {
    const before = (await mailsTo(email)).length
    const answer = await visitor(api).post('client/create_account', { json: { email } })
    expect(answer.status).toBe(200)
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(before + 1)
    const mail = mails.at(-1)!
    return { mail, ...linkOf(mail) }
  }

  /** Time passes for the 60-second resend limit of an address. */
  const afterResendDelay = (email: string) =>
    api.db.execute(sql`UPDATE rate_limit SET window_start = now() - interval '61 seconds' WHERE key = ${`account-mail:email:${email}`}`)

  /** A confirmed account with its first password set through the mailed link. */
  async function openAccount(email: string, password: string) {
    const { token } = await requestLink(email)
    const confirmed = await visitor(api).put('client/confirm_account', { json: { email, token } })
    expect(confirmed.status).toBe(200)
    const set = await visitor(api).put('client/password', { json: { email, token: confirmed.body.token, newPassword: password } })
    expect(set.status).toBe(200)
  }

  return { mailsTo, requestLink, afterResendDelay, openAccount }
}
