import { z } from 'zod'
import { certificateKinds, halves } from './attendance-labels'
import { id, messages } from './common'

/**
 * Attendance per half-day (Code du travail, R6332-26) and certificates of completion (L6353-1), decision 0039.
 * A half-day is `am` (matin) or `pm` (après-midi); a box of the grid is `{clientId}:{yyyy-mm-dd}:{am|pm}`.
 */

export { certificateKindLabels, certificateKinds, type Half, halfLabels, halves } from './attendance-labels'

/** The most days a session runs (its half-days are listed in the grid). */
export const MAX_SESSION_DAYS = 60
/** The most boxes one grid sends: 60 days of 2 half-days for 500 participants is far beyond any session. */
const MAX_BOXES = 20000

const TIME_RANGE = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/
/** Minutes from midnight of each end of « 09:00-12:30 ». */
export function rangeMinutes(range: string): [number, number] | null {
  const match = TIME_RANGE.exec(range)
  if (!match) return null
  const [, h1, m1, h2, m2] = match.map(Number)
  return [h1 * 60 + m1, h2 * 60 + m2]
}

const rangeMessage = 'Horaires attendus sous la forme 09:00-12:30, le début avant la fin'
/** « 9 h 30 – 12 h 30 », « 9h-12h30 » or « 09:30-12:30 », written back as « 09:30-12:30 » (unreadable: as typed). */
function normaliseRange(value: string): string {
  const compact = value.replace(/\s+/g, '').replace(/[–—]/g, '-').toLowerCase()
  const match = /^(\d{1,2})(?:[h:](\d{2})?)?-(\d{1,2})(?:[h:](\d{2})?)?$/.exec(compact)
  if (!match) return value
  const clock = (hour: string, minute = '00') => `${hour.padStart(2, '0')}:${minute}`
  return `${clock(match[1], match[2])}-${clock(match[3], match[4])}`
}

const timeRange = z
  .string({ error: rangeMessage })
  .trim()
  .transform(normaliseRange)
  .refine((value) => {
    const minutes = rangeMinutes(value)
    return minutes !== null && minutes[0] < minutes[1]
  }, rangeMessage)

const daysMessage = `Un nombre entier de jours de 1 à ${MAX_SESSION_DAYS} est attendu`

/** PUT registration/{id}/schedule: how the session runs (days from its date, trainer, hours of each half-day). */
export const SessionScheduleSchema = z.object({
  days: z.preprocess(
    (value) => (typeof value === 'string' ? Number(value.trim() || Number.NaN) : value),
    z.number({ error: daysMessage }).int(daysMessage).min(1, daysMessage).max(MAX_SESSION_DAYS, daysMessage),
  ),
  trainer: z
    .string({ error: 'Texte attendu' })
    .trim()
    .max(200, messages.tooLong(200))
    .refine((value) => !/\p{Cc}/u.test(value), messages.controlCharacters),
  morning: timeRange,
  afternoon: timeRange,
})
export type SessionSchedule = z.output<typeof SessionScheduleSchema>

export const BOX = /^(\d{1,9}):(\d{4}-\d{2}-\d{2}):(am|pm)$/

/** PUT registration/{id}/attendance: the whole grid, one value per half-day attended (absent: not sent). */
export const AttendanceSchema = z.object({
  present: z
    .array(z.string({ error: 'Case de présence attendue' }).regex(BOX, 'Case de présence illisible (client:aaaa-mm-jj:am ou pm)'), {
      error: 'Liste des présences attendue',
    })
    .max(MAX_BOXES, `${MAX_BOXES} cases au plus`),
})

export const HalfDay = z.object({
  date: z.string(),
  half: z.enum(halves),
  /** « 09:00 » and « 12:30 ». */
  start: z.string(),
  end: z.string(),
  hours: z.number(),
})
export type HalfDay = z.infer<typeof HalfDay>

export const SessionAttendance = z.object({
  registrationId: z.number(),
  schedule: z.object({ days: z.number(), trainer: z.string(), morning: z.string(), afternoon: z.string() }),
  halfDays: z.array(HalfDay),
  participants: z.array(
    z.object({
      clientId: z.number(),
      name: z.string(),
      /** The boxes checked, `{clientId}:{date}:{half}`. */
      present: z.array(z.string()),
      hours: z.number(),
    }),
  ),
  /** Whether any presence was recorded for the session. */
  recorded: z.boolean(),
  /** When the session's last half-day ends (ISO): certificates are issued after it. */
  endsAt: z.string(),
})
export type SessionAttendance = z.infer<typeof SessionAttendance>

/** What a certificate says, as issued (kept with its number). */
export const CertificateContent = z.object({
  participant: z.string(),
  title: z.string(),
  firstDay: z.string(),
  lastDay: z.string(),
  trainer: z.string(),
  hours: z.number(),
  plannedHours: z.number(),
  halfDays: z.number(),
  plannedHalfDays: z.number(),
  /** The activity-declaration mention (L6352-12) when the school had set its number. */
  declaration: z.string().nullable(),
})
export type CertificateContent = z.infer<typeof CertificateContent>

export const Certificate = z.object({
  id: z.number(),
  number: z.string(),
  registrationId: z.number().nullable(),
  clientId: z.number().nullable(),
  kind: z.enum(certificateKinds),
  /** The number of the issue it replaces. */
  replaces: z.string().nullable(),
  note: z.string(),
  issuedAt: z.string(),
  content: CertificateContent,
})
export type Certificate = z.infer<typeof Certificate>

const noteMessage = 'Dites ce que corrige ce certificat'

/** POST registration/{id}/certificates: issue the missing ones, or a participant's again (the same, or corrected). */
export const CertificateRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('issue') }),
    z.object({ action: z.literal('reissue'), clientId: id }),
    z.object({
      action: z.literal('correct'),
      clientId: id,
      note: z
        .string({ error: noteMessage })
        .trim()
        .min(1, noteMessage)
        .max(500, messages.tooLong(500))
        .refine((value) => !/\p{Cc}/u.test(value), messages.controlCharacters),
    }),
  ],
  { error: 'Action attendue\u00a0: issue, reissue ou correct' },
)
export type CertificateRequest = z.infer<typeof CertificateRequestSchema>

export const CertificateIssueAnswer = z.object({ issued: z.array(Certificate) })

/** A client's certificate, listed in the client area: the latest issue of each session. */
export const ClientCertificate = z.object({ registrationId: z.number(), number: z.string(), title: z.string(), issuedAt: z.string() })
