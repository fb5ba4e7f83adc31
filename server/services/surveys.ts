import { and, eq, gte, isNull, lte, or } from 'drizzle-orm'
import { site } from '../../content/site'
import type { ApiConfig } from '../config'
import { colon } from '../contract/common'
import { todayInParis } from '../contract/dates'
import { dataKey } from '../contract/registration-categories'
import {
  answeredSurveyMessage,
  type SurveyAnswerValues,
  type SurveyInvitationAnswer,
  type SurveyKind,
  surveyKindLabels,
  unknownSurveyMessage,
} from '../contract/surveys'
import type { Database } from '../db'
import { client, registration, registrationClient, registrationType, surveyAnswer, surveyInvitation } from '../db/schema'
import { HttpError, notFound } from '../errors'
import type { ClientRow } from './clients'
import { consecutiveDays, zonedToUtc } from './ics'
import type { Mail } from './mail'
import { enqueueMail } from './outbox'
import { clientAddress } from './registration-mails'
import type { RegistrationTypeRow } from './registration-types'
import { frenchDate, type RegistrationRow } from './registrations'
import { shiftDay } from './reminders'
import { confirmedParticipants } from './session-recipients'
import { hashToken, newToken } from './tokens'

/**
 * The satisfaction surveys of the sessions (issue 31 point 4, decision 0040). « À chaud » is due at 9:00 (Paris) the
 * day after the session's last day, « à froid » 60 days after that last day; each may go during SEND_DAYS after it
 * is due (an API down at the due time sends it late, not months late). A survey unanswered REMINDER_AFTER_DAYS after
 * it went gets one reminder, during SEND_DAYS too. One row per participant and survey, written with its mail, makes
 * it go once whatever the processes; the reminder is claimed by an update of the row.
 */

const TIME_ZONE = 'Europe/Paris'
const DUE_HOUR = 9
const DAY_MS = 24 * 3600_000
/** Days after the last day each survey is due. */
export const SURVEY_DAYS: Record<SurveyKind, number> = { hot: 1, cold: 60 }
export const SEND_DAYS = 14
export const REMINDER_AFTER_DAYS = 7
/** The longest session the due work looks back for (its last day at most this many days after its first). */
const LONGEST_SESSION_DAYS = 366

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']
const namedDay = new RegExp(`\\b(1er|\\d{1,2})\\s+(${MONTHS.join('|')})\\s+(\\d{4})\\b`, 'gi')

/** The latest date (yyyy-mm-dd) a session's `Date` or `Calendrier` text names (« … au samedi 12 juillet 2027 »). */
function latestNamedDay(row: RegistrationRow): string | undefined {
  const text = ['Date', 'Calendrier'].map((name) => row.data[dataKey(name)] ?? '').join(' ')
  const days = [...text.matchAll(namedDay)].map(([, day, month, year]) => {
    const date = new Date(Date.UTC(Number(year), MONTHS.indexOf(month.toLowerCase()), day === '1er' ? 1 : Number(day)))
    return date.toISOString().slice(0, 10)
  })
  return days.sort().at(-1)
}

/**
 * The session's last day: its first day and its `Durée` in consecutive days (« 3 jours »), or the latest day its
 * `Date` or `Calendrier` text names when later (a training of days spread over months), within a year.
 */
export function lastDayOf(row: RegistrationRow): string {
  const consecutive = shiftDay(row.eventDate, consecutiveDays(row.data[dataKey('Durée')]) - 1)
  const named = latestNamedDay(row)
  return named && named > consecutive && named <= shiftDay(row.eventDate, LONGEST_SESSION_DAYS) ? named : consecutive
}

/** When a survey of a session is due. */
export function surveyDue(row: RegistrationRow, kind: SurveyKind): Date {
  return zonedToUtc(shiftDay(lastDayOf(row), SURVEY_DAYS[kind]), { hour: DUE_HOUR, minute: 0 }, TIME_ZONE)
}

const surveyUrl = (config: ApiConfig, token: string) => `${config.publicUrl.replace(/\/$/, '')}/survey/${token}`

const sessionName = (type: RegistrationTypeRow, row: RegistrationRow) => `${type.titleRegistration} du ${frenchDate(row.eventDate)}`

/** The survey's mail, or its reminder: the session, why it matters, the link. */
export function surveyMail(
  config: ApiConfig,
  type: RegistrationTypeRow,
  row: RegistrationRow,
  person: ClientRow,
  kind: SurveyKind,
  token: string,
  reminder = false,
): Mail {
  const subject = colon(reminder ? 'Rappel' : 'Votre avis', `${sessionName(type, row)}`)
  const why =
    kind === 'hot'
      ? 'Votre session vient de se terminer. Quatre notes et, si vous le souhaitez, un commentaire nous aident à améliorer nos formations.'
      : 'Il y a deux mois se terminait votre session. Avec le recul, qu’en retenez-vous\u00a0? Quatre notes et, si vous le souhaitez, un commentaire nous aident à améliorer nos formations.'
  return {
    to: clientAddress(person),
    replyTo: config.schoolEmail,
    subject,
    text: [
      person.firstName ? `Bonjour ${person.firstName},` : 'Bonjour,',
      reminder ? `Vous n’avez pas encore répondu à notre questionnaire ${surveyKindLabels[kind]}. ${why}` : why,
      colon('Le questionnaire (deux minutes, sans compte)', surveyUrl(config, token)),
      'Ce lien vous est personnel et sert une seule fois. Une réclamation peut aussi y être écrite\u00a0: elle nous parvient directement.',
      `L’équipe de l’${site.school.name}`,
    ].join('\n\n'),
  }
}

/** The sessions whose last day may have a survey or a reminder due at `now`. */
async function endedSessions(db: Database, now: Date): Promise<RegistrationRow[]> {
  const today = todayInParis(now)
  const back = SURVEY_DAYS.cold + SEND_DAYS + REMINDER_AFTER_DAYS + LONGEST_SESSION_DAYS
  return db
    .select()
    .from(registration)
    .where(and(gte(registration.eventDate, shiftDay(today, -back)), lte(registration.eventDate, today)))
    .orderBy(registration.id)
}

/** Sends the surveys due at `now` to each participant who has not had them, each row with its mail. */
export async function writeDueSurveys(db: Database, config: ApiConfig, now: Date): Promise<void> {
  for (const row of await endedSessions(db, now)) {
    for (const kind of ['hot', 'cold'] as const) {
      const due = surveyDue(row, kind)
      if (now < due || now.getTime() >= due.getTime() + SEND_DAYS * DAY_MS) continue
      const done = new Set(
        (
          await db
            .select({ linkId: surveyInvitation.registrationClientId })
            .from(surveyInvitation)
            .where(and(eq(surveyInvitation.registrationId, row.id), eq(surveyInvitation.kind, kind)))
        ).map((one) => one.linkId),
      )
      const recipients = (await confirmedParticipants(db, row.id)).filter((one) => one.since < due && !done.has(one.linkId))
      if (!recipients.length) continue
      const [type] = await db.select().from(registrationType).where(eq(registrationType.id, row.idRegistrationType))
      for (const { linkId, person } of recipients) {
        const token = newToken()
        await db.transaction(async (tx) => {
          const written = await tx
            .insert(surveyInvitation)
            .values({ registrationId: row.id, registrationClientId: linkId, kind, tokenHash: hashToken(token), sentAt: now })
            .onConflictDoNothing()
            .returning({ id: surveyInvitation.id })
          if (!written.length) return
          await enqueueMail(tx, surveyMail(config, type, row, person, kind, token), { key: `survey:${linkId}:${kind}` })
        })
      }
    }
  }
}

/** Sends the one reminder of each survey unanswered REMINDER_AFTER_DAYS after it went (and not SEND_DAYS later). */
export async function writeDueSurveyReminders(db: Database, config: ApiConfig, now: Date): Promise<void> {
  const after = new Date(now.getTime() - REMINDER_AFTER_DAYS * DAY_MS)
  const rows = await db
    .select({ invitation: surveyInvitation, session: registration, type: registrationType, person: client })
    .from(surveyInvitation)
    .innerJoin(registration, eq(registration.id, surveyInvitation.registrationId))
    .innerJoin(registrationType, eq(registrationType.id, registration.idRegistrationType))
    .innerJoin(registrationClient, eq(registrationClient.id, surveyInvitation.registrationClientId))
    .innerJoin(client, eq(client.id, registrationClient.clientId))
    .where(
      and(
        isNull(surveyInvitation.answeredAt),
        isNull(surveyInvitation.remindedAt),
        lte(surveyInvitation.sentAt, after),
        gte(surveyInvitation.sentAt, new Date(after.getTime() - SEND_DAYS * DAY_MS)),
      ),
    )
  for (const { invitation, session, type, person } of rows) {
    const token = newToken()
    await db.transaction(async (tx) => {
      const claimed = await tx
        .update(surveyInvitation)
        .set({ remindedAt: now, reminderTokenHash: hashToken(token) })
        .where(and(eq(surveyInvitation.id, invitation.id), isNull(surveyInvitation.remindedAt), isNull(surveyInvitation.answeredAt)))
        .returning({ id: surveyInvitation.id })
      if (!claimed.length) return
      await enqueueMail(tx, surveyMail(config, type, session, person, invitation.kind, token, true), {
        key: `survey-reminder:${invitation.id}`,
      })
    })
  }
}

async function invitationOfToken(db: Database, token: string) {
  const hash = hashToken(token)
  const [row] = await db
    .select({ invitation: surveyInvitation, session: registration, type: registrationType })
    .from(surveyInvitation)
    .innerJoin(registration, eq(registration.id, surveyInvitation.registrationId))
    .innerJoin(registrationType, eq(registrationType.id, registration.idRegistrationType))
    .where(or(eq(surveyInvitation.tokenHash, hash), eq(surveyInvitation.reminderTokenHash, hash)))
  if (!row) throw notFound(unknownSurveyMessage)
  return row
}

/** What a survey's link is about; opening it changes nothing (mail scanners open links). 404 for an unknown link. */
export async function readSurvey(db: Database, token: string): Promise<SurveyInvitationAnswer> {
  const { invitation, session, type } = await invitationOfToken(db, token)
  return { kind: invitation.kind, title: type.titleRegistration, eventDate: session.eventDate, answered: invitation.answeredAt !== null }
}

/**
 * Answers a survey, once: the invitation is claimed by an update, the answer written, and a complaint mailed to the
 * school (with who wrote it, to answer them), in one transaction. 409 when it was answered already.
 */
export async function answerSurvey(db: Database, config: ApiConfig, token: string, values: SurveyAnswerValues, now: Date): Promise<void> {
  const { invitation, session, type } = await invitationOfToken(db, token)
  const written = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(surveyInvitation)
      .set({ answeredAt: now })
      .where(and(eq(surveyInvitation.id, invitation.id), isNull(surveyInvitation.answeredAt)))
      .returning()
    if (!claimed) return false
    await tx
      .insert(surveyAnswer)
      .values({ ...values, registrationId: session.id, invitationId: invitation.id, kind: invitation.kind, answeredAt: now })
    if (values.complaint) {
      const [link] = invitation.registrationClientId
        ? await tx
            .select({ person: client })
            .from(registrationClient)
            .innerJoin(client, eq(client.id, registrationClient.clientId))
            .where(eq(registrationClient.id, invitation.registrationClientId))
        : []
      await enqueueMail(tx, complaintMail(config, type, session, invitation.kind, values.complaint, link?.person))
    }
    return true
  })
  if (!written) throw new HttpError(409, answeredSurveyMessage)
}

/** The complaint, to the school's address: the session, the survey, the person (to answer them) and the text. */
function complaintMail(
  config: ApiConfig,
  type: RegistrationTypeRow,
  row: RegistrationRow,
  kind: SurveyKind,
  complaint: string,
  person: ClientRow | undefined,
): Mail {
  const name = person ? [person.firstName, person.secondName].filter(Boolean).join(' ') : ''
  const address = person ? clientAddress(person) : ''
  return {
    to: config.schoolEmail,
    ...(address ? { replyTo: address } : {}),
    subject: colon('Réclamation', sessionName(type, row)),
    text: [
      `Une réclamation a été écrite dans le questionnaire ${surveyKindLabels[kind]} de la session «\u00a0${sessionName(type, row)}\u00a0».`,
      person ? colon('De', `${name || 'sans nom'} <${address}>`) : 'Son auteur n’est plus inscrit à la session.',
      complaint,
    ].join('\n\n'),
  }
}
