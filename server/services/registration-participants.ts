import { and, asc, eq, inArray } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { todayInParis } from '../contract/dates'
import type { RegistrationCandidate, RegistrationParticipant } from '../contract/registration'
import type { Database } from '../db'
import { client, registrationClient } from '../db/schema'
import { notFound, ValidationError } from '../errors'
import { staffTransaction } from './activity'
import { searchClients } from './client-list'
import type { ClientRow } from './clients'
import { enqueueMail } from './outbox'
import { confirmationMails } from './registration-mails'
import { lockSession, requireClientFields, takePlace } from './registration-places'
import { offerFreedPlaces } from './registration-waiting'
import { registrationLabel, type RegistrationRow } from './registrations'

/** The participants of a registration: the clients linked to it, by staff or by their own confirmation. */

/** A client as the log names a participant. */
const participantOf = (person: ClientRow) => ({ clientId: person.id, client: `${person.firstName} ${person.secondName}`.trim() })

const fullForStaff = 'Cette session est complète\u00a0: augmentez son nombre de places pour inscrire ce client.'

/** Staff link a client: linking twice keeps one link, and one log entry; a full session is a 409. */
export async function linkParticipant(request: FastifyRequest, row: RegistrationRow, person: ClientRow): Promise<void> {
  await requireClientFields(request.server.db, row, person)
  await staffTransaction(request, async (tx, record) => {
    if (!(await takePlace(tx, row, person.id, false, request.server.clock.now(), fullForStaff))) return
    const label = await registrationLabel(tx, row)
    await record({ entity: 'registration', entityId: row.id, action: 'link', label, before: {}, after: participantOf(person) })
  })
}

/** Staff unlink a client: a 404 when that client is not linked to the registration; the place goes to the waiting list. */
export async function unlinkParticipant(request: FastifyRequest, row: RegistrationRow, clientId: number, person: ClientRow | null) {
  await staffTransaction(request, async (tx, record) => {
    const locked = await lockSession(tx, row.id)
    const removed = await tx
      .delete(registrationClient)
      .where(and(eq(registrationClient.registrationId, row.id), eq(registrationClient.clientId, clientId)))
      .returning({ id: registrationClient.id })
    if (!removed.length || !person) throw notFound('Ce client n’est pas inscrit à cette session.')
    const label = await registrationLabel(tx, row)
    await record({ entity: 'registration', entityId: row.id, action: 'unlink', label, before: participantOf(person), after: {} })
    await offerFreedPlaces(request.server, tx, locked, request.server.clock.now())
  })
}

/**
 * A client confirms a registration: linked once, then mailed a confirmation with the .ics and the school a
 * notification. A past session or a missing client field is a 400.
 */
export async function confirmRegistration(request: FastifyRequest, row: RegistrationRow, person: ClientRow): Promise<void> {
  const { db, config, clock } = request.server
  if (row.eventDate < todayInParis(clock.now())) {
    throw new ValidationError({ event_date: ['Cette session a déjà eu lieu\u00a0: il n’est plus possible de s’y inscrire'] })
  }
  const type = await requireClientFields(db, row, person)
  // The place, under the session's lock, and its mails (the client's, with the .ics, and the school's) are written together.
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    if (!(await takePlace(tx, row, person.id, true, clock.now()))) return
    for (const mail of confirmationMails(config, type, row, person)) await enqueueMail(tx, mail)
  })
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
