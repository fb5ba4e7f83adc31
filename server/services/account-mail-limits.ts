import type { FastifyRequest } from 'fastify'
import { HttpError } from '../errors'
import type { Mail } from './mail'
import { clear, hit } from './rate-limit'
import { requestSource } from './source-address'

/** The client area's send button waits this long before a new mail may be asked for (section 9). */
export const RESEND_DELAY_SECONDS = 60

/**
 * Every mail a visitor asks for an account (a confirmation link, a new password, a login link) counts against
 * the same limits (decision 0007): 20 per source per hour, one per address per RESEND_DELAY_SECONDS. The mail
 * goes to the owner of the address: asking for it gives a stranger nothing but a 429.
 */
export async function admitAccountMail(request: FastifyRequest, email: string): Promise<string> {
  const { db } = request.server
  await hit(
    db,
    [{ key: `account-mail:ip:${requestSource(request)}`, max: 20, windowSeconds: 3600 }],
    'Trop de demandes envoyées depuis votre connexion.',
  )
  const addressKey = `account-mail:email:${email}`
  await hit(db, [{ key: addressKey, max: 1, windowSeconds: RESEND_DELAY_SECONDS }], 'Un e-mail vient d’être envoyé à cette adresse.')
  return addressKey
}

/** Sends an account mail admitted by `admitAccountMail`; when nothing went out, the address may ask again at once. */
export async function sendAccountMail(request: FastifyRequest, mail: Mail, addressKey: string): Promise<void> {
  try {
    await request.server.mailer.send(mail)
  } catch (error) {
    request.log.error({ err: error }, 'account mail not sent')
    await clear(request.server.db, addressKey)
    throw new HttpError(500, 'L’e-mail n’a pas pu être envoyé. Réessayez dans quelques minutes.')
  }
}
