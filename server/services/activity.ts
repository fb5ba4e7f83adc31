import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import {
  type ActivityAction,
  activityEntities,
  type ActivityEntity,
  type ActivityEntry,
  type ActivityTrailPage,
  type ActivityTrailQuery,
  activityViewRight,
  writeActions,
} from '../contract/activity'
import { hasRight } from '../contract/rights'
import type { Database } from '../db'
import { activity } from '../db/schema'
import { staffOf } from '../plugins/auth'
import { pageOfRows } from './list-pages'

type Fields = Record<string, unknown>
type Changes = ActivityEntry['changes']

/** Fields whose values never enter the log: only the fact that they changed. */
const secretFields = new Set(['password', 'passwordHash'])

export interface ActivityInput {
  entity: ActivityEntity
  entityId: number
  action: ActivityAction
  /** What the entity is called (a client's name, an image's role…), kept as it was at that time. */
  label: string
  /** The entity before and after the write, as the API answers it (null: created or deleted). */
  before: Fields | null
  after: Fields | null
}

/** The fields that differ between two states of an entity, secrets masked. */
export function changesOf(before: Fields | null, after: Fields | null): Changes {
  const changes: Changes = {}
  for (const name of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (name === 'id') continue
    const was = before?.[name] ?? null
    const is = after?.[name] ?? null
    if (JSON.stringify(was) === JSON.stringify(is)) continue
    changes[name] = secretFields.has(name) ? { before: null, after: null, hidden: true } : { before: was, after: is }
  }
  return changes
}

/**
 * Writes one entry of the log, in the transaction `tx` of the write it records. An update that changed nothing (a
 * cell saved as it was) writes none: the log would say « a modifié » and name no change.
 */
/** `staff`: who wrote; a null id for the API's own work (a scheduled publication). */
export async function recordActivity(tx: Database, staff: { id: number | null; user: string }, input: ActivityInput): Promise<void> {
  const changes = changesOf(input.before, input.after)
  if (input.action === 'update' && Object.keys(changes).length === 0) return
  await tx.insert(activity).values({
    staffUserId: staff.id,
    staffName: staff.user,
    entity: input.entity,
    entityId: input.entityId,
    label: input.label,
    action: input.action,
    changes,
  })
}

export type RecordActivity = (input: ActivityInput) => Promise<void>

/**
 * Runs a staff write in a transaction with its log entry: `work` writes through `tx` (never `app.db`, which
 * PGlite would make wait for this very transaction) and calls `record` with what changed.
 */
export async function staffTransaction<T>(request: FastifyRequest, work: (tx: Database, record: RecordActivity) => Promise<T>): Promise<T> {
  const staff = await staffOf(request)
  return request.server.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    return work(tx, (input) => recordActivity(tx, staff, input))
  })
}

/** What a « create » entry says of the new row: its name and its fields as the log keeps them. */
export interface Created {
  label: string
  after: Fields
}

/**
 * Creates a row and its « create » entry in one transaction, the tail every resource's add shares: `insert`
 * writes through `tx` and answers the new row, `describe` names it for the log.
 */
export async function createWithActivity<Row extends { id: number }>(
  request: FastifyRequest,
  entity: ActivityEntity,
  insert: (tx: Database) => Promise<Row>,
  describe: (row: Row, tx: Database) => Created | Promise<Created>,
): Promise<Row> {
  return staffTransaction(request, async (tx, record) => {
    const row = await insert(tx)
    const { label, after } = await describe(row, tx)
    await record({ entity, entityId: row.id, action: 'create', label, before: null, after })
    return row
  })
}

/** The entities whose activity a staff user may read (decision 0002: the right that views the entity). */
export function viewableEntities(rights: readonly number[]): ActivityEntity[] {
  return activityEntities.filter((entity) => hasRight(rights, activityViewRight[entity]))
}

/** An entry as the API answers it. */
function entryOf(row: typeof activity.$inferSelect): ActivityEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    staffUserId: row.staffUserId,
    staffName: row.staffName,
    entity: row.entity as ActivityEntity,
    entityId: row.entityId,
    label: row.label,
    action: row.action as ActivityAction,
    changes: row.changes,
  }
}

/**
 * Writes of the log, newest first: of the given entities, or of one entity when `entityId` is given (the accesses
 * of staff are read through the trail only).
 */
export async function readActivity(
  db: Database,
  { entities, entityId, limit }: { entities: readonly ActivityEntity[]; entityId?: number; limit: number },
): Promise<ActivityEntry[]> {
  if (!entities.length) return []
  const rows = await db
    .select()
    .from(activity)
    .where(
      and(
        inArray(activity.action, [...writeActions]),
        entityId === undefined
          ? inArray(activity.entity, [...entities])
          : and(eq(activity.entity, entities[0]), eq(activity.entityId, entityId)),
      ),
    )
    .orderBy(desc(activity.id))
    .limit(limit)
  return rows.map(entryOf)
}

/**
 * The first instant of a day of the school (Paris). The trail's days compare `at` to such instants, computed once,
 * rather than the Paris day of every entry: its index then finds the range, where converting 10,000 dates to Paris
 * time was most of a filtered page's cost (issue 33).
 */
const parisMidnight = (day: string, after = 0) => sql`((${day}::date + ${after}::int)::timestamp AT TIME ZONE 'Europe/Paris')`

/** The whole trail, writes and accesses, newest first, one page of it (decision 0035). */
export async function readTrail(
  db: Database,
  { staff, kind, from, to, page, size }: Omit<ActivityTrailQuery, 'page' | 'size'> & { page: number; size: number },
): Promise<ActivityTrailPage> {
  const conditions: (SQL | undefined)[] = [
    staff === undefined ? undefined : eq(activity.staffUserId, Number(staff)),
    kind === undefined ? undefined : eq(activity.action, kind),
    from === undefined ? undefined : gte(activity.at, parisMidnight(from)),
    to === undefined ? undefined : lt(activity.at, parisMidnight(to, 1)),
  ]
  const where = and(...conditions)
  const { rows, total } = await pageOfRows(db, activity, where, [desc(activity.id)], { page, size })
  return { items: rows.map(entryOf), total, page, size }
}
