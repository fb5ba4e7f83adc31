import { count, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../db'

/** Which page of an admin list to answer: `page` from 1, `size` rows each. */
export interface PageQuery {
  page: number
  size: number
}

/** One page of the rows of `table` that `where` selects, in the order of `orderBy`, and how many it selects in all. */
export async function pageOfRows<Table extends PgTable>(
  db: Database,
  table: Table,
  where: SQL | undefined,
  orderBy: SQL[],
  { page, size }: PageQuery,
): Promise<{ rows: Table['$inferSelect'][]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ])
  return { rows: rows as Table['$inferSelect'][], total }
}
