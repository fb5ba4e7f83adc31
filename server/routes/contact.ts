import { createHash } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import { colon, SuccessAnswer } from '../contract/common'
import { type ContactMessage, ContactMessageSchema } from '../contract/contact'
import { parse } from '../errors'
import { storeContactMessage } from '../services/contact-messages'
import type { Mail } from '../services/mail'
import { enqueueMail } from '../services/outbox'
import { hit } from '../services/rate-limit'
import { requestSource } from '../services/source-address'

/** A resend of the same message within this delay is the same message (double click, refresh, back). */
const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000

export const contactRoutes: FastifyPluginAsync = async (app) => {
  const doc = {
    summary: 'Sends a contact message to the school (stored, then mailed)',
    tag: 'contact',
    access: 'public',
    bodyType: 'form',
    body: ContactMessageSchema,
    response: SuccessAnswer,
  } as const
  app.post('/contact/sendMessage', { config: { doc } }, async (request) => {
    const message = parse(ContactMessageSchema, request.body)
    await hit(app.db, [{ key: `contact:ip:${requestSource(request)}`, max: 10, windowSeconds: 3600 }], 'Trop de messages envoyés.')

    // The message and its mail to the school are written together: the outbox sends it after the answer.
    const stored = await app.db.transaction(async (tx) => {
      const row = await storeContactMessage(tx, message, fingerprintOf(message), DUPLICATE_WINDOW_MS, app.clock.now())
      if (row) await enqueueMail(tx, schoolMailOf(app.config.schoolEmail, message))
      return row
    })
    if (!stored) request.log.info('duplicate contact message ignored')
    return { success: true }
  })
}

function schoolMailOf(schoolEmail: string, message: ContactMessage): Mail {
  return {
    to: schoolEmail,
    replyTo: message.email,
    subject: colon('Message du site', message.subject || 'sans objet'),
    text: `${[
      `Message de ${message.fullName} <${message.email}>`,
      message.personalPhone && colon('Téléphone', message.personalPhone),
      message.subject && colon('Objet', message.subject),
    ]
      .filter(Boolean)
      .join('\n')}\n\n${message.message}`,
  }
}

function fingerprintOf(message: ContactMessage): string {
  const content = [message.email, message.fullName, message.subject ?? '', message.message].join('\u0000')
  return createHash('sha256').update(content).digest('hex')
}
