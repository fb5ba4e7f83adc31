import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { todayInParis } from '../contract/dates'
import type { RegistrationCandidate, RegistrationParticipant } from '../contract/registration'
import type { Database } from '../db'
import { client, registrationClient, registrationWaiting } from '../db/schema'
import { notFound, ValidationError } from '../errors'
import { staffTransaction } from './activity'
import { searchClients } from './client-list'
import { type ClientRow, missingClientFields, missingFieldsError } from './clients'
import { confirmationMails } from './registration-mails'
import { lockSession, requireFreePlace } from './registration-places'
import { findRegistrationType } from './registration-types'
import { registrationLabel, type RegistrationRow } from './registrations'

/** The participants of a registration: the clients linked to it, by staff or by their own confirmation. */

/** A client as the log names a participant. */
const participantOf = (person: ClientRow) => ({ clientId: person.id, client: `${person.firstName} ${person.secondName}`.trim() })

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
async function requireClientFields(db: Database, row: RegistrationRow, person: ClientRow) {
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
export async function takePlace(tx: Database, row: RegistrationRow, clientId: number, confirmation: boolean, fullMessage?: string) {
  const locked = await lockSession(tx, row.id)
  if (!(await isParticipant(tx, row.id, clientId))) await requireFreePlace(tx, locked, new Date(), clientId, fullMessage)
  const made = await linkClient(tx, row.id, clientId, confirmation)
  await tx
    .delete(registrationWaiting)
    .where(and(eq(registrationWaiting.registrationId, row.id), eq(registrationWaiting.clientId, clientId)))
  return made
}

const fullForStaff = 'Cette session est complète\u00a0: augmentez son nombre de places pour inscrire ce client.'

/** Staff link a client: linking twice keeps one link, and one log entry; a full session is a 409. */
export async function linkParticipant(request: FastifyRequest, row: RegistrationRow, person: ClientRow): Promise<void> {
  await requireClientFields(request.server.db, row, person)
  await staffTransaction(request, async (tx, record) => {
    if (!(await takePlace(tx, row, person.id, false, fullForStaff))) return
    const label = await registrationLabel(tx, row)
    await record({ entity: 'registration', entityId: row.id, action: 'link', label, before: {}, after: participantOf(person) })
  })
}

/** Staff unlink a client: a 404 when that client is not linked to the registration. */
export async function unlinkParticipant(request: FastifyRequest, row: RegistrationRow, clientId: number, person: ClientRow | null) {
  await staffTransaction(request, async (tx, record) => {
    const removed = await tx
      .delete(registrationClient)
      .where(and(eq(registrationClient.registrationId, row.id), eq(registrationClient.clientId, clientId)))
      .returning({ id: registrationClient.id })
    if (!removed.length || !person) throw notFound('Ce client n’est pas inscrit à cette session.')
    const label = await registrationLabel(tx, row)
    await record({ entity: 'registration', entityId: row.id, action: 'unlink', label, before: participantOf(person), after: {} })
  })
}

/**
 * A client confirms a registration: linked once, then mailed a confirmation with the .ics and the school a
 * notification. A past session or a missing client field is a 400.
 */
export async function confirmRegistration(request: FastifyRequest, row: RegistrationRow, person: ClientRow): Promise<void> {
  const { db, config, mailer } = request.server
  if (row.eventDate < todayInParis()) {
    throw new ValidationError({ event_date: ['Cette session a déjà eu lieu\u00a0: il n’est plus possible de s’y inscrire'] })
  }
  const type = await requireClientFields(db, row, person)
  const made = await db.transaction((transaction) => takePlace(transaction as unknown as Database, row, person.id, true))
  if (!made) return
  for (const mail of confirmationMails(config, type, row, person)) {
    // The confirmation is stored: a mail that fails is logged, the school sees the link in its list.
    await mailer.send(mail).catch((error) => request.log.error({ err: error, registrationId: row.id }, 'registration mail not sent'))
  }
}

/** The clients to link to a registration (decision 0016): at most 20 found by the staff search, each telling whether it is linked. */
export async function candidatesOf(db: Database, registrationId: number, q: string): Promise<RegistrationCandidate[]> {
  const found = await searchClients(db, q, 20)
  const ids = found.map((row) => row.id)
  const linked = ids.length
    ? await db
        .select({ clientId: registrationClient.clientId })
        .from(registrationClient)
        .where(and(eq(registrationClient.registrationId, registrationId), inArray(registrationClient.clientId, ids)))
    : []
  const linkedIds = new Set(linked.map((link) => link.clientId))
  return found.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    secondName: row.secondName,
    email: row.email,
    city: row.city,
    linked: linkedIds.has(row.id),
  }))
}

/** The participants of a registration, in the order they were linked; anonymised ones keep their place, nameless. */
export async function participantsOf(db: Database, registrationId: number): Promise<RegistrationParticipant[]> {
  const rows = await db
    .select({ link: registrationClient, person: client })
    .from(registrationClient)
    .leftJoin(client, eq(client.id, registrationClient.clientId))
    .where(eq(registrationClient.registrationId, registrationId))
    .orderBy(asc(registrationClient.id))
  return rows.map(({ link, person }) => ({
    clientId: person?.id ?? null,
    firstName: person?.firstName ?? '',
    secondName: person?.secondName ?? '',
    email: person?.email ?? '',
    phone: person?.phone ?? '',
    city: person?.city ?? '',
    confirmedAt: link.confirmedAt ? link.confirmedAt.toISOString() : null,
  }))
}
