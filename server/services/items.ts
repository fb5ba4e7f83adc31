import { and, asc, desc, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../db'
import type { blog, news } from '../db/schema'
import { staffTransaction } from './activity'
import { deleteRevisionsOf, unknownOwner } from './html-texts'
import type { ItemView } from './publication'

/** What blog articles and news items (section 3) share: how they are read and how they are deleted. */

/**
 * The rows of the items a read answers (all, or the one of `onlyId`; visitors the published ones only), newest
 * first.
 */
export async function selectItems<Table extends typeof blog | typeof news>(
  db: Database,
  table: Table,
  onlyId: number | undefined,
  view: ItemView,
): Promise<Table['$inferSelect'][]> {
  const item: typeof blog | typeof news = table
  return db
    .select()
    .from(item)
    .where(and(onlyId === undefined ? undefined : eq(item.id, onlyId), view === 'public' ? eq(item.state, 'published') : undefined))
    .orderBy(desc(item.publishedOn), asc(item.id))
}

/** What a deleted item was, for its log entry. */
interface DeletedItem {
  title: string
  before: Record<string, unknown>
}

/**
 * Deletes an item (`deleteRow` deletes its row and what hangs on it, and answers what it was, or nothing when there
 * was no such item: the French 404), then the revisions of its texts, with its « delete » entry in the same transaction.
 */
export async function deleteItem(
  request: FastifyRequest,
  kind: 'blog' | 'news',
  itemId: number,
  deleteRow: (tx: Database) => Promise<DeletedItem | undefined>,
): Promise<void> {
  await staffTransaction(request, async (tx, record) => {
    const deleted = await deleteRow(tx)
    if (!deleted) throw unknownOwner(kind)
    await deleteRevisionsOf(tx, kind, itemId)
    await record({ entity: kind, entityId: itemId, action: 'delete', label: deleted.title, before: deleted.before, after: null })
  })
}
