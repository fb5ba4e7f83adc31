import { and, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Database } from '../db'
import { registration, registrationClient, registrationWaiting } from '../db/schema'
import { HttpError, notFound } from '../errors'
import { type ClientRow, missingClientFields, missingFieldsError } from './clients'
import { findRegistrationType } from './registration-types'
import type { RegistrationRow } from './registrations'

/**
 * The places of a session (issue 28): `places` participants at most, null for no limit. Every write that takes a
 * place first locks the session's row (`lockSession`), then counts and writes in the same transaction: two
 * clients confirming the last place at the same instant wait for each other, and the second one counts the
 * first one's place (READ COMMITTED takes a new snapshot for each statement after the lock).
 */

export const fullSession =
  'Cette session est complète\u00a0: inscrivez-vous sur sa liste d’attente pour être prévenu si une place se libère.'

/** The session's row, locked until the end of the transaction `tx`; a 404 when it is gone. */
export async function lockSession(tx: Database, id: number): Promise<RegistrationRow> {
  const [row] = await tx.select().from(registration).where(eq(registration.id, id)).for('update')
  if (!row) throw notFound('Cette inscription n’existe pas.')
  return row
}

/** How many people a session counts now: its participants and the places held for someone of its waiting list. */
export async function occupancyOf(tx: Database, registrationId: number, now: Date, exceptClientId?: number) {
  const [taken] = await tx.select({ n: count() }).from(registrationClient).where(eq(registrationClient.registrationId, registrationId))
  const [held] = await tx
    .select({ n: count() })
    .from(registrationWaiting)
    .where(
      and(
        eq(registrationWaiting.registrationId, registrationId),
        gt(registrationWaiting.heldUntil, now),
        exceptClientId === undefined ? undefined : ne(registrationWaiting.clientId, exceptClientId),
      ),
    )
  return { taken: taken.n, held: held.n }
}

/** The places left for someone (`clientId`: their own held place counts as theirs); Infinity without a limit. */
export async function freePlaces(tx: Database, row: RegistrationRow, now: Date, clientId?: number): Promise<number> {
  if (row.places === null) return Number.POSITIVE_INFINITY
  const { taken, held } = await occupancyOf(tx, row.id, now, clientId)
  return row.places - taken - held
}

/** The 409 of a full session, with what the caller can do about it. */
export async function requireFreePlace(tx: Database, row: RegistrationRow, now: Date, clientId: number, message = fullSession) {
  if ((await freePlaces(tx, row, now, clientId)) <= 0) throw new HttpError(409, message)
}

/** The counts the registration answers carry, for several sessions at once. */
export async function placeCounts(db: Database, ids: number[], now: Date) {
  const waiting = await db
    .select({
      registrationId: registrationWaiting.registrationId,
      waiting: count(),
      held: sql<number>`count(*) filter (where ${registrationWaiting.heldUntil} > ${now.toISOString()})`.mapWith(Number),
    })
    .from(registrationWaiting)
    .where(inArray(registrationWaiting.registrationId, ids))
    .groupBy(registrationWaiting.registrationId)
  return new Map(waiting.map((row) => [row.registrationId, row]))
}

/**
 * A number typed in a session's « Places disponibles » text becomes its places (issue 28): the text would say
 * something else as soon as a place is taken. Another text (« 50 invitations ») stays as typed.
 */
export const PLACES_TEXT = 'Places_disponibles'
export function placesOfText(data: Record<string, string>): { places: number | null; data: Record<string, string> } {
  const text = data[PLACES_TEXT]?.trim() ?? ''
  if (!/^\d{1,4}$/.test(text) || Number(text) < 1) return { places: null, data }
  const { [PLACES_TEXT]: _moved, ...rest } = data
  return { places: Number(text), data: rest }
}

/**
 * Links a client to a registration, at most once whatever the concurrency (the unique index decides). A client's
 * own confirmation also stamps `confirmed_at`, once. Answers whether this call made the link or the
 * confirmation, so that its mails go out once.
 */
export async function linkClient(db: Database, registrationId: number, clientId: number, confirmation: boolean): Promise<boolean> {
  const insert = db.insert(registrationClient).values({ registrationId, clientId, confirmedAt: confirmation ? sql`now()` : null })
  const rows = confirmation
    ? await insert
        .onConflictDoUpdate({
          target: [registrationClient.registrationId, registrationClient.clientId],
          set: { confirmedAt: sql`now()` },
          setWhere: isNull(registrationClient.confirmedAt),
        })
        .returning({ id: registrationClient.id })
    : await insert.onConflictDoNothing().returning({ id: registrationClient.id })
  return rows.length > 0
}

/** Whether a client is linked to a registration. */
export async function isParticipant(db: Database, registrationId: number, clientId: number): Promise<boolean> {
  const links = await db
    .select({ id: registrationClient.id })
    .from(registrationClient)
    .where(and(eq(registrationClient.registrationId, registrationId), eq(registrationClient.clientId, clientId)))
  return links.length > 0
}

/** The 400 naming the client fields the registration's type requires (`data_name_client`) that the client left empty. */
export async function requireClientFields(db: Database, row: RegistrationRow, person: ClientRow) {
  const type = (await findRegistrationType(db, row.idRegistrationType))!
  const missing = missingClientFields(person, type.dataNameClient)
  if (missing.length) throw missingFieldsError(missing)
  return type
}

/**
 * Takes a place of a session for a client, under the session's lock (registration-places.ts): a new participant
 * needs a free place (409 otherwise, with `fullMessage`), one already linked keeps theirs. The client leaves the
 * session's waiting list. Answers whether this call made the link (or the client's own confirmation).
 */
export async function takePlace(
  tx: Database,
  row: RegistrationRow,
  clientId: number,
  confirmation: boolean,
  now: Date,
  fullMessage?: string,
) {
  const locked = await lockSession(tx, row.id)
  if (!(await isParticipant(tx, row.id, clientId))) await requireFreePlace(tx, locked, now, clientId, fullMessage)
  const made = await linkClient(tx, row.id, clientId, confirmation)
  await tx
    .delete(registrationWaiting)
    .where(and(eq(registrationWaiting.registrationId, row.id), eq(registrationWaiting.clientId, clientId)))
  return made
}
