import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { type HalfDay, halves, rangeMinutes, type SessionAttendance, type SessionSchedule } from '../contract/attendance'
import type { Database } from '../db'
import { attendance, client, registrationClient, sessionSchedule } from '../db/schema'
import { ValidationError } from '../errors'
import { staffTransaction } from './activity'
import { zonedToUtc } from './ics'
import { lockSession } from './registration-places'
import { frenchDate, registrationLabel, type RegistrationRow } from './registrations'

/** Attendance per half-day of a session (R6332-26, decision 0039): its schedule, its grid, and the grid's save. */

const TIME_ZONE = 'Europe/Paris'
export const defaultSchedule: SessionSchedule = { days: 1, trainer: '', morning: '09:00-12:30', afternoon: '13:30-17:00' }

/** The day `days` after yyyy-mm-dd. */
export const dayAfter = (date: string, days: number) => {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}
const clockText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

export async function scheduleOf(db: Database, registrationId: number): Promise<SessionSchedule> {
  const [row] = await db.select().from(sessionSchedule).where(eq(sessionSchedule.registrationId, registrationId))
  return row ? { days: row.days, trainer: row.trainer, morning: row.morning, afternoon: row.afternoon } : defaultSchedule
}

/** Every half-day of a session, in order, with its hours: `days` consecutive days from its `event_date`. */
export function halfDaysOf(row: RegistrationRow, schedule: SessionSchedule): HalfDay[] {
  return Array.from({ length: schedule.days }, (_, index) => dayAfter(row.eventDate, index)).flatMap((date) =>
    halves.map((half) => {
      const [start, end] = rangeMinutes(half === 'am' ? schedule.morning : schedule.afternoon) ?? [0, 0]
      return { date, half, start: clockText(start), end: clockText(end), hours: (end - start) / 60 }
    }),
  )
}

/** When the session's last half-day ends. */
export function sessionEnd(halfDays: HalfDay[]): Date {
  const last = halfDays[halfDays.length - 1]
  const [hour, minute] = last.end.split(':').map(Number)
  return zonedToUtc(last.date, { hour, minute }, TIME_ZONE)
}

const boxOf = (clientId: number, date: string, half: string) => `${clientId}:${date}:${half}`

/** The participants of a session who have a client (an anonymised one has none left to record). */
async function participantLinks(db: Database, registrationId: number) {
  return db
    .select({
      linkId: registrationClient.id,
      clientId: registrationClient.clientId,
      firstName: client.firstName,
      secondName: client.secondName,
    })
    .from(registrationClient)
    .innerJoin(client, eq(client.id, registrationClient.clientId))
    .where(and(eq(registrationClient.registrationId, registrationId), isNotNull(registrationClient.clientId)))
    .orderBy(asc(client.secondName), asc(client.firstName), asc(registrationClient.id))
}

/** The attendance of a session: its half-days, and per participant the boxes checked and the hours attended. */
export async function attendanceOf(db: Database, row: RegistrationRow): Promise<SessionAttendance & { links: Map<number, number> }> {
  const schedule = await scheduleOf(db, row.id)
  const halfDays = halfDaysOf(row, schedule)
  const hoursOf = new Map(halfDays.map((halfDay) => [`${halfDay.date}:${halfDay.half}`, halfDay.hours]))
  const people = await participantLinks(db, row.id)
  const rows = await db.select().from(attendance).where(eq(attendance.registrationId, row.id))
  const participants = people.map((person) => {
    const present = rows
      .filter((one) => one.registrationClientId === person.linkId && hoursOf.has(`${one.day}:${one.half}`))
      .map((one) => boxOf(person.clientId!, one.day, one.half))
      .sort()
    const hours = present.reduce((sum, box) => sum + (hoursOf.get(box.slice(box.indexOf(':') + 1)) ?? 0), 0)
    return { clientId: person.clientId!, name: `${person.firstName} ${person.secondName}`.trim(), present, hours }
  })
  return {
    registrationId: row.id,
    schedule,
    halfDays,
    participants,
    recorded: rows.length > 0,
    endsAt: sessionEnd(halfDays).toISOString(),
    links: new Map(people.map((person) => [person.clientId!, person.linkId])),
  }
}

/** Staff save how a session runs; logged on the session. */
export async function saveSchedule(request: FastifyRequest, row: RegistrationRow, schedule: SessionSchedule): Promise<void> {
  const before = await scheduleOf(request.server.db, row.id)
  await staffTransaction(request, async (tx, record) => {
    await tx
      .insert(sessionSchedule)
      .values({ registrationId: row.id, ...schedule })
      .onConflictDoUpdate({ target: sessionSchedule.registrationId, set: schedule })
    await record({
      entity: 'registration',
      entityId: row.id,
      action: 'update',
      label: await registrationLabel(tx, row),
      before,
      after: schedule,
    })
  })
}

/**
 * Staff save the whole grid: every box names a participant and a half-day of the session, else a 400 under
 * `present` saying which; then the session's presences are replaced by these, logged with what changed.
 */
export async function saveAttendance(request: FastifyRequest, row: RegistrationRow, present: string[]): Promise<void> {
  await staffTransaction(request, async (tx, record) => {
    // Read under the session's lock: a participant unlinked meanwhile is refused, not written.
    await lockSession(tx, row.id)
    const current = await attendanceOf(tx, row)
    const days = new Set(current.halfDays.map((halfDay) => halfDay.date))
    const errors = new Set<string>()
    const boxes = [...new Set(present)].map((box) => {
      const [clientId, date, half] = box.split(':')
      if (!current.links.has(Number(clientId))) errors.add(`Le client n°\u00a0${Number(clientId)} n’est pas inscrit à cette session`)
      if (!days.has(date)) errors.add(`Le ${frenchDate(date)} n’est pas un jour de cette session`)
      return { clientId: Number(clientId), date, half }
    })
    if (errors.size) throw new ValidationError({ present: [...errors] })
    const before = current.participants.flatMap((person) => person.present).sort()
    const after = boxes.map((box) => boxOf(box.clientId, box.date, box.half)).sort()
    await tx.delete(attendance).where(eq(attendance.registrationId, row.id))
    if (boxes.length) {
      await tx.insert(attendance).values(
        boxes.map((box) => ({
          registrationClientId: current.links.get(box.clientId)!,
          registrationId: row.id,
          day: box.date,
          half: box.half,
        })),
      )
    }
    // The log says which boxes were checked (after) and unchecked (before) by this save.
    await record({
      entity: 'registration',
      entityId: row.id,
      action: 'attendance',
      label: await registrationLabel(tx, row),
      before: { present: before.filter((box) => !after.includes(box)) },
      after: { present: after.filter((box) => !before.includes(box)) },
    })
  })
}
