import { and, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { site } from '../../content/site'
import { colon } from '../contract/common'
import { lastCancelDay, todayInParis } from '../contract/dates'
import type { Database } from '../db'
import { registrationClient } from '../db/schema'
import { HttpError, notFound } from '../errors'
import type { ClientRow } from './clients'
import type { Mail } from './mail'
import { enqueueMail } from './outbox'
import { lockSession } from './registration-places'
import type { RegistrationTypeRow } from './registration-types'
import { findRegistrationType } from './registration-types'
import { offerFreedPlaces } from './registration-waiting'
import { frenchDate, requireRegistration } from './registrations'

/**
 * A client cancels a registration themselves (issue 28), until the deadline of its type (`cancel_days` before the
 * session): the place goes to the waiting list in the same transaction, the client and the school are mailed.
 * Past the deadline, a 409 says whom to write to.
 */
export async function cancelRegistration(request: FastifyRequest, registrationId: number, person: ClientRow): Promise<void> {
  const app = request.server
  const row = await requireRegistration(app.db, registrationId)
  const type = (await findRegistrationType(app.db, row.idRegistrationType))!
  const last = lastCancelDay(row.eventDate, type.cancelDays)
  const now = app.clock.now()
  await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    const locked = await lockSession(tx, row.id)
    const mine = and(eq(registrationClient.registrationId, row.id), eq(registrationClient.clientId, person.id))
    const [link] = await tx.select().from(registrationClient).where(mine)
    if (!link) throw notFound('Vous n’êtes pas inscrit à cette session.')
    if (todayInParis(now) > last) {
      throw new HttpError(
        409,
        `Le délai d’annulation en ligne de cette session est passé (jusqu’au ${frenchDate(last)})\u00a0: pour l’annuler, écrivez à l’école à ${app.config.schoolEmail}.`,
      )
    }
    await tx.delete(registrationClient).where(mine)
    for (const mail of cancellationMails(app.config, type, row.eventDate, person)) await enqueueMail(tx, mail)
    await offerFreedPlaces(app, tx, locked, now)
  })
}

/** The two mails of a cancellation: the client's receipt and the school's notification. */
function cancellationMails(config: { schoolEmail: string }, type: RegistrationTypeRow, eventDate: string, person: ClientRow): Mail[] {
  const to = person.accountEmail ?? person.email.split(';')[0]
  const name = [person.firstName, person.secondName].filter(Boolean).join(' ')
  const session = `${type.titleRegistration} du ${frenchDate(eventDate)}`
  return [
    {
      to,
      replyTo: config.schoolEmail,
      subject: colon('Inscription annulée', session),
      text: [
        person.firstName ? `Bonjour ${person.firstName},` : 'Bonjour,',
        `Votre inscription à la session «\u00a0${session}\u00a0» est annulée, comme vous l’avez demandé.`,
        'Vous pouvez vous inscrire à une autre date depuis le site. Pour toute question, répondez simplement à ce message.',
        `L’équipe de l’${site.school.name}`,
      ].join('\n\n'),
    },
    {
      to: config.schoolEmail,
      replyTo: to,
      subject: colon('Inscription annulée par le client', session),
      text: [
        `${name || to} a annulé son inscription depuis son espace client.`,
        colon('Client', `${name || '(nom non renseigné)'} (n° ${person.id})`),
        colon('E-mail', to),
        'Sa place est proposée à la liste d’attente de la session, s’il y en a une.',
      ].join('\n\n'),
    },
  ]
}
