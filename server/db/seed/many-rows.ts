import { asc, eq, gte } from 'drizzle-orm'
import { activityActions } from '../../contract/activity-entities'
import { todayInParis } from '../../contract/dates'
import type { Database } from '..'
import { activity, client, registration, registrationType, registrationWaiting } from '../schema'

/** Rows per insert: well under PostgreSQL's 65,535 parameters. */
const BATCH = 1000

async function insertInBatches<Row>(count: number, rowOf: (index: number) => Row, insert: (rows: Row[]) => Promise<unknown>) {
  for (let start = 0; start < count; start += BATCH) {
    await insert(Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => rowOf(start + offset)))
  }
}

/**
 * `count` entries of the activity log (the bench's trail at a school's volume): every kind of action in turn, a
 * third by `staffUserId`, the others by the API itself, one every 45 minutes back from now.
 */
export async function seedManyActivities(db: Database, count: number, staffUserId: number | null): Promise<void> {
  const now = Date.now()
  await insertInBatches(
    count,
    (index) => ({
      at: new Date(now - index * 45 * 60_000),
      staffUserId: index % 3 === 0 ? staffUserId : null,
      staffName: index % 3 === 0 ? 'direction' : 'API',
      entity: 'client',
      entityId: 1 + index,
      label: `Client ${index + 1}`,
      action: activityActions[index % activityActions.length],
      changes: { note: { before: '', after: `Note ${index + 1}` } },
    }),
    (rows) => db.insert(activity).values(rows),
  )
}

/**
 * The first `count` clients, by id, on the waiting list of the first upcoming session (the bench's longest list);
 * answers that session's id and the category and subcategory of its type (the address of its back-office page).
 */
export async function seedLongWaitingList(db: Database, count: number) {
  const [session] = await db
    .select({ id: registration.id, category: registrationType.category, subcategory: registrationType.subcategory })
    .from(registration)
    .innerJoin(registrationType, eq(registrationType.id, registration.idRegistrationType))
    .where(gte(registration.eventDate, todayInParis()))
    .orderBy(asc(registration.eventDate), asc(registration.id))
    .limit(1)
  if (!session) throw new Error('no upcoming session to wait for')
  const people = await db.select({ id: client.id }).from(client).orderBy(asc(client.id)).limit(count)
  await insertInBatches(
    people.length,
    (index) => ({ registrationId: session.id, clientId: people[index].id, rank: index + 1 }),
    (rows) => db.insert(registrationWaiting).values(rows),
  )
  return session
}
