import type { FastifyPluginAsync } from 'fastify'
import { IdParams } from '../contract/common'
import { ParticipantMessageAnswer, ParticipantMessageSchema, SessionReminders } from '../contract/reminders'
import { Right } from '../contract/rights'
import { parse } from '../errors'
import { messageParticipants } from '../services/participant-messages'
import { requireRegistrationTypeOfPath } from '../services/registration-types'
import { listRegistrations, requireRegistration } from '../services/registrations'
import { remindersOf, writeDueReminders } from '../services/reminders'

/** The mails of a session's people: the reminders (due work) and what they did, and staff's messages to them. */
export const registrationReminderRoutes: FastifyPluginAsync = async (app) => {
  app.dueWork.add('reminders', (now) => writeDueReminders(app.db, app.config, now))

  app.get(
    '/registration_type/:id/reminders',
    {
      config: {
        doc: {
          summary:
            'The reminders (REMINDER_DAYS) of each session of a registration type: sent (to how many, when the last went), due (when) or none (its time passed with nobody to remind)',
          tag: 'registration',
          access: { rights: [Right.ViewRegistrations] },
          params: IdParams,
          response: SessionReminders,
        },
      },
    },
    async (request) => {
      const type = await requireRegistrationTypeOfPath(app.db, request.params)
      const rows = await listRegistrations(app.db, [type.id])
      const reminders = await remindersOf(app.db, app.config, rows, app.clock.now())
      return rows.map((row) => ({ registrationId: row.id, reminders: reminders[row.id] }))
    },
  )

  app.post(
    '/registration/:id/message',
    {
      config: {
        doc: {
          summary:
            'A message (JSON: subject, message, waiting?, confirm?) to every confirmed participant of a session, and to its waiting list with waiting=true: one mail each through the outbox and one activity entry. Without confirm=true nothing is sent and the answer lists the recipients',
          tag: 'registration',
          access: { rights: [Right.ViewRegistrations, Right.EditRegistrations] },
          params: IdParams,
          body: ParticipantMessageSchema,
          response: ParticipantMessageAnswer,
        },
      },
    },
    async (request) => {
      const params = parse(IdParams, request.params)
      const row = await requireRegistration(app.db, params.id)
      return messageParticipants(request, row, parse(ParticipantMessageSchema, request.body ?? {}))
    },
  )
}
