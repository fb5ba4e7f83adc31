import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../db'
import { client, registrationClient } from '../db/schema'
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

/**
 * The people on a session's waiting list, in their order. The waiting list (issue 28, point 2) is built apart:
 * until it lands there is nobody on it, and this is the one place that reads it for mails.
 */
export async function waitingListRecipients(_db: Database, _registrationId: number): Promise<SessionRecipient[]> {
  return []
}
