import { and, asc, count, eq, gt, isNull, lte, max, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { colon } from '../contract/common'
import { todayInParis } from '../contract/dates'
import type { WaitingPerson } from '../contract/registration'
import type { Database } from '../db'
import { client, registrationWaiting } from '../db/schema'
import { HttpError, ValidationError } from '../errors'
import { staffTransaction } from './activity'
import type { ClientRow } from './clients'
import type { Mail } from './mail'
import { enqueueMail } from './outbox'
import { confirmationMails } from './registration-mails'
import { freePlaces, isParticipant, lockSession, requireClientFields, takePlace } from './registration-places'
import { findRegistrationType } from './registration-types'
import { findRegistration, frenchDate, registrationLabel, type RegistrationRow } from './registrations'
import { hashToken, newToken } from './tokens'

/**
 * The waiting list of a full session (issue 28). A place that frees (a cancellation, staff unlinking someone, more
 * places, a hold that ran out) is held for the first person waiting, who is mailed a single-use link; the place is
 * theirs once they confirm through it (a POST: mail scanners open links), for `WAITLIST_HOLD_HOURS`; then it goes
 * to the next. Every change happens under the session's lock (registration-places.ts).
 */

type WaitingRow = typeof registrationWaiting.$inferSelect

const goneHold = 'Ce lien n’est plus valable\u00a0: la place a été proposée à la personne suivante ou le lien a déjà servi.'

/** What the waiting lists need of the API: its database, configuration and clock. */
export type WaitingContext = Pick<FastifyInstance, 'db' | 'config' | 'clock'>

/** Someone's place in the list, from 1. */
async function positionOf(tx: Database, registrationId: number, rank: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(registrationWaiting)
    .where(and(eq(registrationWaiting.registrationId, registrationId), lte(registrationWaiting.rank, rank)))
  return row.n
}

/** The client's position on a session's waiting list, or null when not on it. */
export async function waitingPosition(db: Database, registrationId: number, clientId: number): Promise<number | null> {
  const [mine] = await db
    .select()
    .from(registrationWaiting)
    .where(and(eq(registrationWaiting.registrationId, registrationId), eq(registrationWaiting.clientId, clientId)))
  return mine ? positionOf(db, registrationId, mine.rank) : null
}

/**
 * A connected client joins a full session's waiting list, at its end (joining twice keeps the first place): a 409
 * when the session has a free place or the client is a participant, a 400 for a past session or missing fields.
 */
export async function joinWaitingList(request: FastifyRequest, row: RegistrationRow, person: ClientRow): Promise<number> {
  if (row.eventDate < todayInParis(request.server.clock.now())) {
    throw new ValidationError({ event_date: ['Cette session a déjà eu lieu\u00a0: il n’est plus possible de s’y inscrire'] })
  }
  await requireClientFields(request.server.db, row, person)
  return request.server.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    const locked = await lockSession(tx, row.id)
    if (await isParticipant(tx, row.id, person.id)) throw new HttpError(409, 'Vous êtes déjà inscrit à cette session.')
    const [existing] = await tx
      .select()
      .from(registrationWaiting)
      .where(and(eq(registrationWaiting.registrationId, row.id), eq(registrationWaiting.clientId, person.id)))
    if (existing) return positionOf(tx, row.id, existing.rank)
    if ((await freePlaces(tx, locked, request.server.clock.now())) > 0) {
      throw new HttpError(409, 'Cette session a encore des places\u00a0: confirmez directement votre inscription.')
    }
    const [last] = await tx
      .select({ rank: max(registrationWaiting.rank) })
      .from(registrationWaiting)
      .where(eq(registrationWaiting.registrationId, row.id))
    const rank = (last?.rank ?? 0) + 1
    await tx.insert(registrationWaiting).values({ registrationId: row.id, clientId: person.id, rank })
    return positionOf(tx, row.id, rank)
  })
}

/** The mail that offers a held place: its single-use link and until when it is held. */
async function offerMail(app: WaitingContext, tx: Database, row: RegistrationRow, person: ClientRow, token: string, until: Date) {
  const type = (await findRegistrationType(tx, row.idRegistrationType))!
  const link = `${app.config.publicUrl.replace(/\/$/, '')}/registration/place/${token}`
  const deadline = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(until)
  return {
    to: person.accountEmail ?? person.email.split(';')[0],
    replyTo: app.config.schoolEmail,
    subject: colon('Une place s’est libérée', `${type.titleRegistration} du ${frenchDate(row.eventDate)}`),
    text: [
      person.firstName ? `Bonjour ${person.firstName},` : 'Bonjour,',
      `Une place s’est libérée pour la session «\u00a0${type.titleRegistration}\u00a0» du ${frenchDate(row.eventDate)}, sur laquelle vous étiez en liste d’attente.`,
      `Nous vous la réservons jusqu’au ${deadline}. Pour la prendre, ouvrez ce lien puis confirmez\u00a0:`,
      link,
      'Sans réponse d’ici là, elle sera proposée à la personne suivante.',
    ].join('\n\n'),
  } satisfies Mail
}

/** Holds a place for one waiting person: a new link, and its mail, written in the same transaction. */
async function hold(app: WaitingContext, tx: Database, row: RegistrationRow, waiting: WaitingRow, now: Date) {
  const [person] = await tx.select().from(client).where(eq(client.id, waiting.clientId))
  const token = newToken()
  const until = new Date(now.getTime() + app.config.waitlistHoldHours * 3_600_000)
  await tx
    .update(registrationWaiting)
    .set({ heldUntil: until, tokenHash: hashToken(token) })
    .where(eq(registrationWaiting.id, waiting.id))
  await enqueueMail(tx, await offerMail(app, tx, row, person, token, until))
}

/**
 * The places of a locked session that nobody holds go to the first people waiting, in order, each mailed in the
 * transaction `tx`; holds whose time ran out leave the list first.
 */
export async function offerFreedPlaces(app: WaitingContext, tx: Database, row: RegistrationRow, now: Date): Promise<void> {
  if (row.eventDate < todayInParis(now)) return
  await tx.delete(registrationWaiting).where(and(eq(registrationWaiting.registrationId, row.id), lte(registrationWaiting.heldUntil, now)))
  for (let free = await freePlaces(tx, row, now); free > 0; free--) {
    const [next] = await tx
      .select()
      .from(registrationWaiting)
      .where(and(eq(registrationWaiting.registrationId, row.id), isNull(registrationWaiting.heldUntil)))
      .orderBy(asc(registrationWaiting.rank))
      .limit(1)
    if (!next) break
    await hold(app, tx, row, next, now)
  }
}

/** Locks a session and offers its free places to its waiting list. */
export async function offerPlacesOf(app: WaitingContext, registrationId: number, now = app.clock.now()) {
  await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    await offerFreedPlaces(app, tx, await lockSession(tx, registrationId), now)
  })
}

/**
 * The due task of the waiting lists: every hold whose time ran out is claimed by one process (the DELETE … RETURNING
 * of several API processes never returns a row twice) and its place offered to the next person.
 */
export async function expireHolds(app: WaitingContext, now: Date) {
  const expired = await app.db
    .delete(registrationWaiting)
    .where(lte(registrationWaiting.heldUntil, now))
    .returning({ registrationId: registrationWaiting.registrationId })
  // And the sessions whose list waits without a hold: a place freed by a write that could not offer it at once.
  const waiting = await app.db
    .selectDistinct({ registrationId: registrationWaiting.registrationId })
    .from(registrationWaiting)
    .where(isNull(registrationWaiting.heldUntil))
  for (const registrationId of new Set([...expired, ...waiting].map((row) => row.registrationId))) {
    if (await findRegistration(app.db, registrationId)) await offerPlacesOf(app, registrationId, now)
  }
}

/** What the link of a held place shows: the session, the person, and until when; a 410 once it no longer holds. */
export async function holdOfToken(db: Database, token: string, now: Date) {
  const [waiting] = await db
    .select()
    .from(registrationWaiting)
    .where(and(eq(registrationWaiting.tokenHash, hashToken(token)), gt(registrationWaiting.heldUntil, now)))
  const row = waiting && (await findRegistration(db, waiting.registrationId))
  if (!waiting || !row) throw new HttpError(410, goneHold)
  return { waiting, row }
}

/** POST of the held place's link: the place becomes the person's (the confirmation mails follow); a 410 once gone. */
export async function takeHeldPlace(app: WaitingContext, token: string, now: Date) {
  const { waiting, row } = await holdOfToken(app.db, token, now)
  const [person] = await app.db.select().from(client).where(eq(client.id, waiting.clientId))
  const type = (await findRegistrationType(app.db, row.idRegistrationType))!
  await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    await lockSession(tx, row.id)
    // Read again under the lock: the hold may have run out or been used meanwhile.
    const [still] = await tx
      .select()
      .from(registrationWaiting)
      .where(and(eq(registrationWaiting.id, waiting.id), gt(registrationWaiting.heldUntil, now)))
    if (!still) throw new HttpError(410, goneHold)
    if (!(await takePlace(tx, row, person.id, true, now))) return
    for (const mail of confirmationMails(app.config, type, row, person)) await enqueueMail(tx, mail)
  })
  return { row, type, person }
}

/**
 * One page of a session's waiting list in order, for staff (right 7), and how many wait in all. Only the page is
 * read: the page's rows are taken from the index on (session, rank) before the join, so a deep page skips index
 * entries, not joined client rows. Positions count from the list's start (the 51st person is 51 on page 2).
 */
export async function waitingListOf(
  db: Database,
  registrationId: number,
  now: Date,
  { page, size }: { page: number; size: number },
): Promise<{ items: WaitingPerson[]; total: number }> {
  const ofSession = eq(registrationWaiting.registrationId, registrationId)
  const onPage = db
    .select({ clientId: registrationWaiting.clientId, rank: registrationWaiting.rank, heldUntil: registrationWaiting.heldUntil })
    .from(registrationWaiting)
    .where(ofSession)
    .orderBy(asc(registrationWaiting.rank))
    .limit(size)
    .offset((page - 1) * size)
    .as('on_page')
  const [rows, [{ total }]] = await Promise.all([
    // The columns the answer shows, not the whole client rows.
    db
      .select({
        clientId: client.id,
        firstName: client.firstName,
        secondName: client.secondName,
        email: sql<string>`coalesce(${client.accountEmail}, ${client.email})`,
        heldUntil: onPage.heldUntil,
      })
      .from(onPage)
      .innerJoin(client, eq(client.id, onPage.clientId))
      .orderBy(asc(onPage.rank)),
    db.select({ total: count() }).from(registrationWaiting).where(ofSession),
  ])
  return {
    total,
    items: rows.map(({ heldUntil, ...person }, index) => ({
      ...person,
      position: (page - 1) * size + index + 1,
      heldUntil: heldUntil && heldUntil > now ? heldUntil.toISOString() : null,
    })),
  }
}

const notWaiting = () => new HttpError(404, 'Ce client n’est pas sur la liste d’attente de cette session.')

/**
 * Staff change a waiting list (right 8), logged on the session: `up` moves a person one place up (the first one
 * stays), `offer` holds a free place for them now, whatever their position (a 409 without a free place).
 */
export async function changeWaitingList(request: FastifyRequest, row: RegistrationRow, clientId: number, change: 'up' | 'offer') {
  const app = request.server
  await staffTransaction(request, async (tx, record) => {
    const locked = await lockSession(tx, row.id)
    const list = await tx
      .select()
      .from(registrationWaiting)
      .where(eq(registrationWaiting.registrationId, row.id))
      .orderBy(asc(registrationWaiting.rank))
    const index = list.findIndex((waiting) => waiting.clientId === clientId)
    if (index < 0) throw notWaiting()
    const [person] = await tx.select().from(client).where(eq(client.id, clientId))
    const who = { client: `${person.firstName} ${person.secondName}`.trim(), clientId }
    const label = await registrationLabel(tx, row)
    if (change === 'up') {
      if (index === 0) return
      const [above, mine] = [list[index - 1], list[index]]
      await tx.update(registrationWaiting).set({ rank: mine.rank }).where(eq(registrationWaiting.id, above.id))
      await tx.update(registrationWaiting).set({ rank: above.rank }).where(eq(registrationWaiting.id, mine.id))
      await record({
        entity: 'registration',
        entityId: row.id,
        action: 'update',
        label,
        before: { ...who, waiting: index + 1 },
        after: { ...who, waiting: index },
      })
      return
    }
    const now = app.clock.now()
    if (list[index].heldUntil && list[index].heldUntil! > now) throw new HttpError(409, 'Une place lui est déjà réservée.')
    if ((await freePlaces(tx, locked, now)) <= 0) {
      throw new HttpError(409, 'Aucune place n’est libre\u00a0: augmentez le nombre de places de la session pour la proposer.')
    }
    await record({
      entity: 'registration',
      entityId: row.id,
      action: 'update',
      label,
      before: { ...who, offered: false },
      after: { ...who, offered: true },
    })
    await hold(app, tx, locked, list[index], now)
  })
}
