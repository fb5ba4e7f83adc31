import type { Submission } from '@conform-to/react'
import { data } from '@remix-run/node'
import { z } from 'zod'
import type { Registration } from '#contract/registration'
import { type MessageRecipient, ParticipantMessageSchema, type SessionReminder } from '#contract/reminders'
import type { AdminForm } from '~/admin/action.server'
import { staffApiFailure } from '~/admin/auth.server'
import { staffOnce } from '~/admin/once.server'
import { messageParticipants } from '~/models/session-mails.server'
import { ApiError, ApiFieldErrors } from '~/utils/api.server'
import { httpError, idParam } from '~/utils/errors.server'
import { constraintsOf } from '~/utils/form-constraints.server'
import { redirectWithToast } from '~/utils/toast.server'
import type { RegistrationForms } from './actions.server'

// The mails of a session's people on the registration handler (issue 28): its reminders, and staff's messages.

const sent = z.string().optional()

/** `intent=message`: the subject and the text checked as the API checks them; `waiting=on`; `confirm=yes` sends. */
export const MessageForm = z.object({
  intent: z.literal('message'),
  id: sent,
  subject: ParticipantMessageSchema.shape.subject,
  message: ParticipantMessageSchema.shape.message,
  waiting: sent,
  confirm: sent,
})
export const messageConstraint = constraintsOf(MessageForm.pick({ subject: true, message: true }))

/** The page's answer before sending: the recipients, and what was typed, sent again with `confirm=yes`. */
export interface MessagePreview {
  form: 'message-preview'
  id: number
  subject: string
  message: string
  waiting: boolean
  recipients: MessageRecipient[]
}

type MessageSubmission = AdminForm<typeof RegistrationForms, 'message'>

/** The API refused (its field errors, or a failure): said on the form, everything typed kept. */
function refusedMessage(submission: MessageSubmission['submission'], error: ApiError | ApiFieldErrors) {
  const message = error instanceof ApiError ? error.display.message : error.message
  const fieldErrors = error instanceof ApiFieldErrors ? error.errors : {}
  const result = (submission as Submission<unknown>).reply({ formErrors: [`Le message n’est pas parti\u00a0: ${message}`], fieldErrors })
  return data({ result }, { status: error instanceof ApiFieldErrors ? 400 : (error.status ?? 503) })
}

/**
 * `intent=message` (issue 28, point 5): without `confirm=yes` the API's list of recipients, which the page shows
 * before sending; with it, one mail each through the outbox and a toast saying how many. A session of another
 * list is a 404.
 */
export async function messageAction(request: Request, registrations: Registration[], { value, formData, submission }: MessageSubmission) {
  const id = idParam(value.id)
  if (!registrations.some((registration) => registration.id === id)) httpError(404, 'Cette inscription n’existe pas.')
  const confirm = value.confirm === 'yes'
  const body = { subject: value.subject, message: value.message, waiting: value.waiting === 'on', confirm }
  try {
    const answer = await (confirm
      ? staffOnce(request, formData, 'admin-registration-message', [id, JSON.stringify(body)], () => messageParticipants(request, id, body))
      : messageParticipants(request, id, body))
    if (!answer.sent) {
      const preview: MessagePreview = { form: 'message-preview', id, ...body, recipients: answer.recipients }
      return data(preview)
    }
    const count = answer.recipients.length
    return redirectWithToast(request, `${new URL(request.url).pathname}?view=${id}`, {
      kind: 'success',
      message: count ? `Le message part à ${recipientsText(count)}.` : 'Aucun destinataire\u00a0: le message n’est pas parti.',
    })
  } catch (error) {
    await staffApiFailure(request, error)
    if (error instanceof ApiError || error instanceof ApiFieldErrors) return refusedMessage(submission, error)
    throw error
  }
}

export const recipientsText = (count: number) => (count === 1 ? '1 destinataire' : `${count} destinataires`)

const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' })
const hour = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' })
const at = (iso: string) => `le ${day.format(new Date(iso))} à ${hour.format(new Date(iso))}`

/**
 * A session's reminders as the list says them: « Rappel J-7 : envoyé le … à 3 participants », « prévu le … »,
 * « aucun envoi ». A past session keeps only those that went.
 */
export function reminderTexts(reminders: SessionReminder[], upcoming: boolean): string[] {
  return reminders
    .filter((reminder) => upcoming || reminder.state === 'sent')
    .map((reminder) => {
      const title = `Rappel J-${reminder.days}`
      if (reminder.state === 'sent') {
        const people = reminder.sent === 1 ? '1 participant' : `${reminder.sent} participants`
        return `${title}\u00a0: envoyé ${at(reminder.sentAt!)} à ${people}`
      }
      if (reminder.state === 'due') return `${title}\u00a0: prévu ${at(reminder.dueAt!)}`
      return `${title}\u00a0: aucun envoi`
    })
}
