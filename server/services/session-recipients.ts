import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../db'
import { client, registrationClient, registrationWaiting } from '../db/schema'
import type { ClientRow } from './clients'

/** The people mails about a session go to: its confirmed participants, and those on its waiting list. */

export interface SessionRecipient {
  /** The registration_client row: what a reminder is keyed on. */
  linkId: number
  /** When the person became a participant: their own confirmation, or staff's link when staff linked them. */
  since: Date
  person: ClientRow
}

/**
 * The confirmed participants of a session who can be written to, in the order they were linked (anonymised ones,
 * whose account was deleted, have no address any more).
 */
export async function confirmedParticipants(db: Database, registrationId: number): Promise<SessionRecipient[]> {
  const rows = await db
    .select({ link: registrationClient, person: client })
    .from(registrationClient)
    .innerJoin(client, eq(client.id, registrationClient.clientId))
    .where(and(eq(registrationClient.registrationId, registrationId), isNotNull(registrationClient.clientId)))
    .orderBy(asc(registrationClient.id))
  return rows.map(({ link, person }) => ({ linkId: link.id, since: link.confirmedAt ?? link.createdAt, person }))
}

/** The people on a session's waiting list, in their order (a held place's person first, as they rank first). */
export async function waitingListRecipients(db: Database, registrationId: number): Promise<ClientRow[]> {
  const rows = await db
    .select({ person: client })
    .from(registrationWaiting)
    .innerJoin(client, eq(client.id, registrationWaiting.clientId))
    .where(eq(registrationWaiting.registrationId, registrationId))
    .orderBy(asc(registrationWaiting.rank))
  return rows.map(({ person }) => person)
}
