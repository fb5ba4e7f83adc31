import type { FastifyRequest } from 'fastify'
import type { Mail } from './mail'
import { enqueueMail } from './outbox'
import { hit } from './rate-limit'
import { requestSource } from './source-address'

/** The client area's send button waits this long before a new mail may be asked for (section 9). */
export const RESEND_DELAY_SECONDS = 60

/**
 * Every mail a visitor asks for an account (a confirmation link, a new password, a login link) counts against
 * the same limits (decision 0007): 20 per source per hour, one per address per RESEND_DELAY_SECONDS. The mail
 * goes to the owner of the address: asking for it gives a stranger nothing but a 429.
 */
export async function admitAccountMail(request: FastifyRequest, email: string): Promise<void> {
  const { db } = request.server
  await hit(
    db,
    [{ key: `account-mail:ip:${requestSource(request)}`, max: 20, windowSeconds: 3600 }],
    'Trop de demandes envoyées depuis votre connexion.',
  )
  await hit(
    db,
    [{ key: `account-mail:email:${email}`, max: 1, windowSeconds: RESEND_DELAY_SECONDS }],
    'Un e-mail vient d’être envoyé à cette adresse.',
  )
}

/** Writes an account mail admitted by `admitAccountMail` into the outbox (sent after the answer, retried if need be). */
export async function queueAccountMail(request: FastifyRequest, mail: Mail): Promise<void> {
  await enqueueMail(request.server.db, mail)
}
