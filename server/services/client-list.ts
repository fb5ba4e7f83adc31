import { and, asc, count, desc, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { ClientSort, ClientSortField } from '../contract/client-fields'
import type { Database } from '../db'
import { client } from '../db/schema'
import type { ClientRow } from './clients'

/** Accounts asked for but not yet confirmed are nobody's client yet: the staff lists leave them out. */
const listed = or(isNull(client.accountEmail), isNotNull(client.confirmedAt))

/** `LIKE` reads `%`, `_` and `\` as patterns: a filter typed by staff means them literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

function filterOf(q: string | undefined): SQL | undefined {
  const text = q?.trim().normalize('NFC')
  if (!text) return listed
  // Folded by the same SQL function as the column, so that both sides agree on every letter.
  return and(listed, sql`${client.search} LIKE '%' || school_fold(${escapeLike(text)}) || '%'`)
}

/**
 * The order of a sort: byte order (COLLATE "C") of folded keys is the French order of names once accents, case,
 * spaces and hyphens are gone; empty values go last in both directions; the id breaks ties, so pages never overlap.
 */
function orderOf(sort: ClientSort): SQL[] {
  const descending = sort.startsWith('-')
  const field = (descending ? sort.slice(1) : sort) as ClientSortField
  const direction = descending ? desc : asc
  const byName = sql`${client.sortName} COLLATE "C"`
  if (field === 'name') return [direction(byName), direction(client.id)]
  if (field === 'id') return [direction(client.id)]
  const column = client[field]
  return [asc(sql`${column} = ''`), direction(sql`school_sort_key(${column}) COLLATE "C"`), asc(byName), asc(client.id)]
}

export interface ClientPageQuery {
  q?: string
  sort: ClientSort
  /** Omitted: every row. */
  page?: number
  size?: number
}

/** Clients filtered, ordered and paged by the database; `total` counts the filtered list. */
export async function listClients(db: Database, query: ClientPageQuery): Promise<{ rows: ClientRow[]; total: number }> {
  const where = filterOf(query.q)
  const select = db.select().from(client).where(where).orderBy(...orderOf(query.sort))
  if (query.page === undefined || query.size === undefined) {
    const rows = await select
    return { rows, total: rows.length }
  }
  const [rows, [{ total }]] = await Promise.all([
    select.limit(query.size).offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(client).where(where),
  ])
  return { rows, total }
}
