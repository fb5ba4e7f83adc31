import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { declarationSentence } from '../../content/legal'
import { site } from '../../content/site'
import type { ApiConfig } from '../config'
import type { Certificate, CertificateContent, CertificateRequest } from '../contract/attendance'
import { colon } from '../contract/common'
import { todayInParis } from '../contract/dates'
import type { Database } from '../db'
import { certificate, certificateYear, client, registration } from '../db/schema'
import { HttpError, notFound } from '../errors'
import { staffOf } from '../plugins/auth'
import { recordActivity } from './activity'
import { attendanceOf, dayAfter } from './attendance'
import type { ClientRow } from './clients'
import type { Mail } from './mail'
import { enqueueMail } from './outbox'
import { clientAddress } from './registration-mails'
import { lockSession } from './registration-places'
import { findRegistrationType } from './registration-types'
import { registrationLabel, type RegistrationRow } from './registrations'
import { readSchoolSettings } from './school-settings'

/**
 * Certificates of completion (« certificat de réalisation », Code du travail L6353-1, decision 0039): after a
 * session's last half-day, each participant who attended gets one, numbered in the year (« 2026-0001 »), with the
 * hours of the grid. Issues are kept: a re-issue or a correction is a new number naming the one it replaces. Every
 * issue runs under the session's lock, so several API processes (the due work) never issue one twice.
 */

/** Sessions whose certificates the due work still issues: those that ended within this many days. */
const DUE_WINDOW_DAYS = 30
/** The due work's name in the activity log. */
const DUE_WORK = { id: null, user: 'Certificats automatiques' }

type CertificateRow = typeof certificate.$inferSelect

/** The next number of the year of `now` in Paris, its counter row locked until the transaction ends. */
async function nextNumber(tx: Database, now: Date): Promise<string> {
  const year = Number(todayInParis(now).slice(0, 4))
  const [row] = await tx
    .insert(certificateYear)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: certificateYear.year, set: { last: sql`${certificateYear.last} + 1` } })
    .returning({ last: certificateYear.last })
  return `${year}-${String(row.last).padStart(4, '0')}`
}

function certificateAnswer(row: CertificateRow, replaces: string | null): Certificate {
  return {
    id: row.id,
    number: row.number,
    registrationId: row.registrationId,
    clientId: row.clientId,
    kind: row.kind as Certificate['kind'],
    replaces,
    note: row.note,
    issuedAt: row.issuedAt.toISOString(),
    content: row.content as CertificateContent,
  }
}

/** Answers of certificate rows, each with the number of the one it replaces. */
async function answersOf(db: Database, rows: CertificateRow[]): Promise<Certificate[]> {
  const ids = [...new Set(rows.map((row) => row.replacesId).filter((id): id is number => id !== null))]
  const replaced = ids.length
    ? await db.select({ id: certificate.id, number: certificate.number }).from(certificate).where(inArray(certificate.id, ids))
    : []
  const numbers = new Map(replaced.map((row) => [row.id, row.number]))
  return rows.map((row) => certificateAnswer(row, row.replacesId === null ? null : (numbers.get(row.replacesId) ?? null)))
}

/** The mail of a certificate: where to download it in the client area. */
function certificateMail(config: ApiConfig, person: ClientRow, row: CertificateRow, title: string): Mail {
  const link = `${config.publicUrl.replace(/\/$/, '')}/client-account/certificate/${row.registrationId}.pdf`
  return {
    to: clientAddress(person),
    replyTo: config.schoolEmail,
    subject: colon('Votre certificat de réalisation', title),
    text: [
      person.firstName ? `Bonjour ${person.firstName},` : 'Bonjour,',
      `Votre certificat de réalisation n°\u00a0${row.number} pour «\u00a0${title}\u00a0» est prêt${row.kind === 'issue' ? '' : ' (il remplace le précédent)'}.`,
      colon('Téléchargez-le depuis votre espace client', link),
      `L’équipe de l’${site.school.name}`,
    ].join('\n\n'),
  }
}

/**
 * Writes certificates of a session, in a transaction holding the session's lock: for `action=issue`, one per
 * participant who attended and has none yet; for `reissue` or `correct`, a new one for that participant.
 */
async function writeCertificates(
  app: FastifyInstance,
  tx: Database,
  row: RegistrationRow,
  request: CertificateRequest,
  staff: { id: number | null; user: string },
  now: Date,
): Promise<CertificateRow[]> {
  await lockSession(tx, row.id)
  const grid = await attendanceOf(tx, row)
  const type = await findRegistrationType(tx, row.idRegistrationType)
  const settings = await readSchoolSettings(tx)
  const title = type?.titleRegistration ?? ''
  const planned = grid.halfDays.reduce((sum, halfDay) => sum + halfDay.hours, 0)
  const issues = await tx.select().from(certificate).where(eq(certificate.registrationId, row.id)).orderBy(asc(certificate.id))
  const latestOf = (linkId: number) => issues.filter((one) => one.registrationClientId === linkId).at(-1)
  const contentOf = (person: (typeof grid.participants)[number]): CertificateContent => ({
    participant: person.name,
    title,
    firstDay: row.eventDate,
    lastDay: dayAfter(row.eventDate, grid.schedule.days - 1),
    trainer: grid.schedule.trainer,
    hours: person.hours,
    plannedHours: planned,
    halfDays: person.present.length,
    plannedHalfDays: grid.halfDays.length,
    declaration: declarationSentence(settings) ?? null,
  })
  const targets =
    request.action === 'issue'
      ? grid.participants.filter((person) => person.hours > 0 && !latestOf(grid.links.get(person.clientId)!))
      : grid.participants.filter((person) => person.clientId === request.clientId)
  if (request.action !== 'issue') {
    if (!targets.length) throw notFound('Ce client n’est pas inscrit à cette session.')
    if (!latestOf(grid.links.get(request.clientId)!)) {
      throw new HttpError(
        409,
        'Aucun certificat n’a encore été émis pour ce participant\u00a0: émettez d’abord les certificats de la session.',
      )
    }
  }
  const written: CertificateRow[] = []
  for (const person of targets) {
    const linkId = grid.links.get(person.clientId)!
    const previous = latestOf(linkId)
    const kind = request.action === 'issue' ? 'issue' : request.action === 'reissue' ? 'reissue' : 'correction'
    const [inserted] = await tx
      .insert(certificate)
      .values({
        number: await nextNumber(tx, now),
        registrationId: row.id,
        registrationClientId: linkId,
        clientId: person.clientId,
        kind,
        replacesId: previous?.id ?? null,
        note: request.action === 'correct' ? request.note : '',
        // A re-issue says what the certificate it replaces said; a correction reads the grid again.
        content: request.action === 'reissue' && previous ? previous.content : contentOf(person),
        issuedAt: now,
      })
      .returning()
    written.push(inserted)
    const [owner] = await tx.select().from(client).where(eq(client.id, person.clientId))
    await enqueueMail(tx, certificateMail(app.config, owner, inserted, title), { key: `certificate:${inserted.id}` })
  }
  if (written.length) {
    await recordActivity(tx, staff, {
      entity: 'registration',
      entityId: row.id,
      action: 'certificate',
      label: await registrationLabel(tx, row),
      before: null,
      after: {
        certificates: written.map((one) => `${one.number} (${(one.content as CertificateContent).participant})`),
        note: written[0].note || null,
      },
    })
  }
  return written
}

/** Staff issue a session's missing certificates, or one participant's again; the session must have ended. */
export async function issueCertificates(request: FastifyRequest, row: RegistrationRow, body: CertificateRequest): Promise<Certificate[]> {
  const app = request.server
  const now = app.clock.now()
  const grid = await attendanceOf(app.db, row)
  if (new Date(grid.endsAt) > now) {
    throw new HttpError(409, 'La session n’est pas terminée\u00a0: les certificats s’émettent après sa dernière demi-journée.')
  }
  const staff = await staffOf(request)
  const written = await app.db.transaction(async (transaction) =>
    writeCertificates(app, transaction as unknown as Database, row, body, staff, now),
  )
  return answersOf(app.db, written)
}

/**
 * The due work: the sessions that ended (their last half-day over) in the last 30 days and whose attendance was
 * recorded get their missing certificates, each participant who attended one, mailed.
 */
export async function issueDueCertificates(app: FastifyInstance, now: Date): Promise<void> {
  const today = todayInParis(now)
  const rows = await app.db
    .select()
    .from(registration)
    .where(and(lte(registration.eventDate, today), gte(registration.eventDate, dayAfter(today, -(DUE_WINDOW_DAYS + 60)))))
    .orderBy(asc(registration.id))
  for (const row of rows) {
    const grid = await attendanceOf(app.db, row)
    const end = new Date(grid.endsAt)
    if (!grid.recorded || end > now || end.getTime() < now.getTime() - DUE_WINDOW_DAYS * 24 * 3600_000) continue
    const issued = new Set(
      (
        await app.db.select({ linkId: certificate.registrationClientId }).from(certificate).where(eq(certificate.registrationId, row.id))
      ).map((one) => one.linkId),
    )
    if (grid.participants.every((person) => person.hours === 0 || issued.has(grid.links.get(person.clientId)!))) continue
    await app.db.transaction(async (transaction) =>
      writeCertificates(app, transaction as unknown as Database, row, { action: 'issue' }, DUE_WORK, now),
    )
  }
}

/** Every issue of a session's certificates, in the order they were issued. */
export async function certificatesOf(db: Database, registrationId: number): Promise<Certificate[]> {
  return answersOf(
    db,
    await db.select().from(certificate).where(eq(certificate.registrationId, registrationId)).orderBy(asc(certificate.id)),
  )
}

/** The latest issue of each session's certificate of a client, newest first. */
export async function clientCertificates(db: Database, clientId: number): Promise<Certificate[]> {
  const rows = await db.select().from(certificate).where(eq(certificate.clientId, clientId)).orderBy(desc(certificate.id))
  const latest = rows.filter((row, index) => rows.findIndex((other) => other.registrationId === row.registrationId) === index)
  return answersOf(db, latest)
}

/** A client's latest certificate of a session; 404 when they have none (another client's included). */
export async function clientCertificate(db: Database, clientId: number, registrationId: number): Promise<Certificate> {
  const [row] = await db
    .select()
    .from(certificate)
    .where(and(eq(certificate.clientId, clientId), eq(certificate.registrationId, registrationId)))
    .orderBy(desc(certificate.id))
    .limit(1)
  if (!row) throw notFound('Ce certificat n’existe pas.')
  return (await answersOf(db, [row]))[0]
}
