import type { ParticipantMessage, ParticipantMessageAnswer, SessionReminders } from '#contract/reminders'
import { callApi } from '~/utils/api.server'

// The mails of a session's people (issue 28): its reminders, and staff's messages to them.

/** GET registration_type/{id}/reminders (right 7): per session, what each reminder did or will do. */
export function getSessionReminders(request: Request, typeId: number) {
  return callApi<SessionReminders>(request, { path: `registration_type/${typeId}/reminders`, action: 'charger les rappels' })
}

/** POST registration/{id}/message (rights 7 and 8): the recipients, and with `confirm` one mail each. */
export function messageParticipants(request: Request, id: number, message: ParticipantMessage) {
  return callApi<ParticipantMessageAnswer>(request, {
    method: 'POST',
    path: `registration/${id}/message`,
    body: { json: message },
    action: 'écrire aux participants',
  })
}
