import { and, asc, count, eq, gte, inArray, lte, max } from 'drizzle-orm'
import { site } from '../../content/site'
import type { ApiConfig } from '../config'
import { colon } from '../contract/common'
import { todayInParis } from '../contract/dates'
import type { SessionReminder } from '../contract/reminders'
import type { Database } from '../db'
import { registration, registrationReminder } from '../db/schema'
import { zonedToUtc } from './ics'
import type { Mail } from './mail'
import { enqueueMail } from './outbox'
import { clientAddress, icsAttachment, registrationUrl, sessionLines, sessionTimes } from './registration-mails'
import { findRegistrationType, type RegistrationTypeRow } from './registration-types'
import { frenchDate, type RegistrationRow } from './registrations'
import { confirmedParticipants, type SessionRecipient } from './session-recipients'

/**
 * Reminders of a session to its confirmed participants (`REMINDER_DAYS`, issue 28 point 4). Reminder J-n is due
 * at 9:00 (Paris) n days before the session's day, and may go until the next reminder is due or, for the last one,
 * until the session starts: an API down at the due time sends it late, but never two reminders at once and never
 * once the session started. A participant gets it when they were one before it was due (confirmed, or linked by
 * staff, before that instant): someone confirmed later gets only the later reminders. One row per participant and
 * reminder, written with its mail, makes it go once whatever the processes.
 */

const TIME_ZONE = 'Europe/Paris'
/** The hour of the day, in Paris, a reminder is due. */
const REMINDER_HOUR = 9

export interface ReminderWindow {
  days: number
  /** When the reminder is due. */
  due: Date
  /** Not sent from then on: the next reminder's due time, or the session's start. */
  until: Date
}

/** A day `days` before or after yyyy-mm-dd. */
export function shiftDay(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/** When a session starts: its `Horaires` (or `Date`) start time in Paris, else the start of its day. */
export function sessionStart(row: RegistrationRow): Date {
  return zonedToUtc(row.eventDate, sessionTimes(row)?.start ?? { hour: 0, minute: 0 }, TIME_ZONE)
}

/** The reminders of a session, farthest first (`days` is sorted so), each with the time it may be sent in. */
export function reminderWindows(row: RegistrationRow, days: readonly number[]): ReminderWindow[] {
  const start = sessionStart(row)
  const dues = days.map((n) => zonedToUtc(shiftDay(row.eventDate, -n), { hour: REMINDER_HOUR, minute: 0 }, TIME_ZONE))
  return days.map((n, index) => {
    const next = dues[index + 1]
    return { days: n, due: dues[index], until: next && next < start ? next : start }
  })
}

/** The reminder mail: the session's date, times and place, what to bring, its page, and its .ics. */
export function reminderMail(
  config: ApiConfig,
  type: RegistrationTypeRow,
  row: RegistrationRow,
  { person }: SessionRecipient,
  days: number,
): Mail {
  const when = days === 1 ? 'demain' : `dans ${days} jours`
  return {
    to: clientAddress(person),
    replyTo: config.schoolEmail,
    subject: colon('Rappel', `${type.titleRegistration} ${when}, le ${frenchDate(row.eventDate)}`),
    text: [
      person.firstName ? `Bonjour ${person.firstName},` : 'Bonjour,',
      `Votre session a lieu ${when}. Voici ce qu’il faut savoir pour venir.`,
      sessionLines(type, row).join('\n'),
      type.whatToBring.trim() && `À apporter\u00a0:\n${type.whatToBring.trim()}`,
      'L’événement est joint à ce message (fichier .ics) pour l’ajouter à votre agenda.',
      colon('Retrouvez cette inscription sur le site', registrationUrl(config, type, row)),
      'Un empêchement ou une question\u00a0? Répondez simplement à ce message.',
      `L’équipe de l’${site.school.name}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    attachments: [icsAttachment(config, type, row)],
  }
}

/** The sessions that may have a reminder due at `now`: from today to the farthest reminder's day. */
async function sessionsAround(db: Database, now: Date, days: readonly number[]): Promise<RegistrationRow[]> {
  const today = todayInParis(now)
  return db
    .select()
    .from(registration)
    .where(and(gte(registration.eventDate, today), lte(registration.eventDate, shiftDay(today, Math.max(...days)))))
    .orderBy(asc(registration.id))
}

/**
 * The due work: every reminder due at `now` written to the outbox for each participant who has not had it, each
 * with its row in one transaction; the row's primary key and the mail's key make a second process write nothing.
 */
export async function writeDueReminders(db: Database, config: ApiConfig, now: Date): Promise<void> {
  const days = config.reminderDays
  if (!days.length) return
  for (const row of await sessionsAround(db, now, days)) {
    const window = reminderWindows(row, days).find(({ due, until }) => due <= now && now < until)
    if (!window) continue
    const done = new Set(
      (
        await db
          .select({ linkId: registrationReminder.registrationClientId })
          .from(registrationReminder)
          .where(and(eq(registrationReminder.registrationId, row.id), eq(registrationReminder.days, window.days)))
      ).map((reminder) => reminder.linkId),
    )
    const recipients = (await confirmedParticipants(db, row.id)).filter((one) => one.since < window.due && !done.has(one.linkId))
    if (!recipients.length) continue
    const type = (await findRegistrationType(db, row.idRegistrationType))!
    for (const recipient of recipients) {
      await db.transaction(async (tx) => {
        const written = await tx
          .insert(registrationReminder)
          .values({ registrationClientId: recipient.linkId, days: window.days, registrationId: row.id, sentAt: now })
          .onConflictDoNothing()
          .returning({ days: registrationReminder.days })
        if (!written.length) return
        await enqueueMail(tx, reminderMail(config, type, row, recipient, window.days), {
          key: `reminder:${recipient.linkId}:${window.days}`,
        })
      })
    }
  }
}

/**
 * What the reminders of sessions did and will do at `now`, for the admin session page: per session, per reminder,
 * how many went and when the last one went, or when it is due.
 */
export async function remindersOf(
  db: Database,
  config: ApiConfig,
  rows: RegistrationRow[],
  now: Date,
): Promise<Record<number, SessionReminder[]>> {
  const ids = rows.map((row) => row.id)
  const sent = ids.length
    ? await db
        .select({
          registrationId: registrationReminder.registrationId,
          days: registrationReminder.days,
          sent: count(),
          lastSentAt: max(registrationReminder.sentAt),
        })
        .from(registrationReminder)
        .where(inArray(registrationReminder.registrationId, ids))
        .groupBy(registrationReminder.registrationId, registrationReminder.days)
    : []
  return Object.fromEntries(
    rows.map((row) => {
      const windows = reminderWindows(row, config.reminderDays)
      // A reminder of a former REMINDER_DAYS that went still shows.
      const days = [...new Set([...config.reminderDays, ...sent.filter((s) => s.registrationId === row.id).map((s) => s.days)])].sort(
        (a, b) => b - a,
      )
      const reminders = days.map((n): SessionReminder => {
        const done = sent.find((s) => s.registrationId === row.id && s.days === n)
        const window = windows.find((w) => w.days === n)
        const state = done ? 'sent' : window && now < window.due ? 'due' : 'none'
        return {
          days: n,
          state,
          sent: done?.sent ?? 0,
          sentAt: done?.lastSentAt ? new Date(done.lastSentAt).toISOString() : null,
          dueAt: window ? window.due.toISOString() : null,
        }
      })
      return [row.id, reminders]
    }),
  )
}
