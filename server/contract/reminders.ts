import { z } from 'zod'
import { messages, requiredText } from './common'

/** One reminder of a session (`REMINDER_DAYS`), as the admin session page shows it. */
export const SessionReminder = z.object({
  /** Days before the session (7: « J-7 »). */
  days: z.number(),
  /** sent: written to the outbox for `sent` participants; due: at `dueAt`; none: its time passed with nobody to remind. */
  state: z.enum(['sent', 'due', 'none']),
  sent: z.number(),
  /** ISO 8601: when the last one was written to the outbox. */
  sentAt: z.string().nullable(),
  /** ISO 8601: when it is (or was) due; null for a reminder no longer in REMINDER_DAYS. */
  dueAt: z.string().nullable(),
})
export type SessionReminder = z.infer<typeof SessionReminder>

/** GET registration_type/{id}/reminders: the reminders of each session of the type, by session id. */
export const SessionReminders = z.array(z.object({ registrationId: z.number(), reminders: z.array(SessionReminder) }))
export type SessionReminders = z.infer<typeof SessionReminders>

export const MESSAGE_SUBJECT_MAX = 150
export const MESSAGE_TEXT_MAX = 5000

/** A subject is one line: no line break nor other control character (a mail header). */
const oneLine = (value: string) => !/\p{Cc}/u.test(value)

/**
 * POST registration/{id}/message (JSON, rights 7 and 8): a subject and a text to every confirmed participant, and
 * to the waiting list with `waiting`; without `confirm` nothing is sent and the answer lists the recipients.
 */
export const ParticipantMessageSchema = z.object({
  subject: requiredText(MESSAGE_SUBJECT_MAX).refine(oneLine, messages.controlCharacters),
  // A browser posts a textarea's line breaks as CRLF: the mail has plain ones.
  message: requiredText(MESSAGE_TEXT_MAX).transform((text) => text.replace(/\r\n?/g, '\n')),
  waiting: z.boolean({ error: 'true ou false attendu' }).default(false),
  confirm: z.boolean({ error: 'true ou false attendu' }).default(false),
})
export type ParticipantMessage = z.input<typeof ParticipantMessageSchema>

export const MessageRecipient = z.object({
  clientId: z.number(),
  name: z.string(),
  email: z.string(),
  /** On the waiting list rather than a confirmed participant. */
  waiting: z.boolean(),
})
export type MessageRecipient = z.infer<typeof MessageRecipient>

export const ParticipantMessageAnswer = z.object({ sent: z.boolean(), recipients: z.array(MessageRecipient) })
export type ParticipantMessageAnswer = z.infer<typeof ParticipantMessageAnswer>
