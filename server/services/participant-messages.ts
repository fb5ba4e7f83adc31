import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { site } from '../../content/site'
import type { MessageRecipient, ParticipantMessageSchema } from '../contract/reminders'
import { staffTransaction } from './activity'
import type { ClientRow } from './clients'
import { enqueueMail } from './outbox'
import { clientAddress } from './registration-mails'
import { registrationLabel, type RegistrationRow } from './registrations'
import { confirmedParticipants, waitingListRecipients } from './session-recipients'

/** Messages from staff to the people of a session (issue 28, point 5): one mail each, through the outbox. */

type Message = z.output<typeof ParticipantMessageSchema>

/** Who a message goes to: the confirmed participants, then (with `waiting`) the waiting list; one mail per address. */
async function recipientsOf(request: FastifyRequest, row: RegistrationRow, waiting: boolean) {
  const { db } = request.server
  const participants = (await confirmedParticipants(db, row.id)).map(({ person }) => person)
  const groups: [ClientRow[], boolean][] = [[participants, false]]
  if (waiting) groups.push([await waitingListRecipients(db, row.id), true])
  const seen = new Set<string>()
  return groups.flatMap(([people, onWaitingList]) =>
    people.flatMap((person) => {
      const email = clientAddress(person)
      if (!email || seen.has(email.toLowerCase())) return []
      seen.add(email.toLowerCase())
      const name = `${person.firstName} ${person.secondName}`.trim()
      return [{ recipient: { clientId: person.id, name, email, waiting: onWaitingList } satisfies MessageRecipient, person }]
    }),
  )
}

/**
 * Without `confirm`, the recipients only; with it, the message written to the outbox for each of them and one
 * activity entry (who, which session, the subject, how many), in one transaction.
 */
export async function messageParticipants(request: FastifyRequest, row: RegistrationRow, message: Message) {
  const found = await recipientsOf(request, row, message.waiting)
  const recipients = found.map((one) => one.recipient)
  if (!message.confirm) return { sent: false, recipients }
  const { config } = request.server
  await staffTransaction(request, async (tx, record) => {
    for (const { recipient, person } of found) {
      await enqueueMail(tx, {
        to: recipient.email,
        replyTo: config.schoolEmail,
        subject: message.subject,
        text: [person.firstName ? `Bonjour ${person.firstName},` : 'Bonjour,', message.message, `L’équipe de l’${site.school.name}`].join(
          '\n\n',
        ),
      })
    }
    await record({
      entity: 'registration',
      entityId: row.id,
      action: 'message',
      label: await registrationLabel(tx, row),
      before: {},
      after: { subject: message.subject, recipients: recipients.length, waiting: message.waiting },
    })
  })
  return { sent: true, recipients }
}
