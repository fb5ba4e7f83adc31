import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Registration, RegistrationCandidate, RegistrationParticipant, RegistrationType } from '../contract/registration'
import type { Database } from '../db'
import { client, registration, registrationClient, registrationType } from '../db/schema'
import { searchClients } from './client-list'

export type RegistrationRow = typeof registration.$inferSelect
export type RegistrationTypeRow = typeof registrationType.$inferSelect

export function registrationTypeAnswer(row: RegistrationTypeRow): RegistrationType {
  return {
    id: row.id,
    category: row.category,
    subcategory: row.subcategory,
    title_category: row.titleCategory,
    title_subcategory: row.titleSubcategory,
    title_registration: row.titleRegistration,
    link: row.link,
    id_page: row.idPage,
    id_image: row.idImage,
    data_name_list: row.dataNameList,
    data_name_client: row.dataNameClient,
  }
}

/**
 * Registrations as the API answers them: the number of participants for everybody, the linked client ids only
 * when `withClients` (staff holding the view-registrations right).
 */
export async function registrationAnswers(db: Database, rows: RegistrationRow[], withClients: boolean): Promise<Registration[]> {
  if (!rows.length) return []
  const ids = rows.map((row) => row.id)
  const links = await db
    .select({ registrationId: registrationClient.registrationId, clientId: registrationClient.clientId })
    .from(registrationClient)
    .where(inArray(registrationClient.registrationId, ids))
    .orderBy(asc(registrationClient.id))
  return rows.map((row) => {
    const own = links.filter((link) => link.registrationId === row.id)
    return {
      id: row.id,
      id_registration_type: row.idRegistrationType,
      event_date: row.eventDate,
      data: row.data,
      // Anonymised participants (deleted accounts) still took a place.
      participants: own.length,
      ...(withClients ? { clientIds: own.flatMap((link) => (link.clientId === null ? [] : [link.clientId])) } : {}),
    }
  })
}

export async function registrationAnswer(db: Database, row: RegistrationRow, withClients: boolean): Promise<Registration> {
  const [answer] = await registrationAnswers(db, [row], withClients)
  return answer
}

export async function findRegistration(db: Database, id: number): Promise<RegistrationRow | null> {
  const [row] = await db.select().from(registration).where(eq(registration.id, id))
  return row ?? null
}

export async function findRegistrationType(db: Database, id: number): Promise<RegistrationTypeRow | null> {
  const [row] = await db.select().from(registrationType).where(eq(registrationType.id, id))
  return row ?? null
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

/** The registrations of a client with their types, soonest first. */
export async function registrationsOfClient(db: Database, clientId: number) {
  return db
    .select({ registration, type: registrationType, confirmedAt: registrationClient.confirmedAt })
    .from(registrationClient)
    .innerJoin(registration, eq(registration.id, registrationClient.registrationId))
    .innerJoin(registrationType, eq(registrationType.id, registration.idRegistrationType))
    .where(and(eq(registrationClient.clientId, clientId), isNotNull(registrationClient.clientId)))
    .orderBy(asc(registration.eventDate), asc(registration.id))
}

/** yyyy-mm-dd as French readers write it: dd/mm/yyyy (section 3). */
export function frenchDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-')
  return `${day}/${month}/${year}`
}

/** The participants of a registration, in the order they were linked; anonymised ones keep their place, nameless. */
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
