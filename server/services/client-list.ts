import { and, asc, count, desc, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { ClientSort, ClientSortField } from '../contract/client-fields'
import type { Database } from '../db'
import { client, clientSortKeyName } from '../db/schema'
import type { ClientRow } from './clients'

/** Accounts asked for but not yet confirmed are nobody's client yet: the staff lists leave them out. */
const listed = or(isNull(client.accountEmail), isNotNull(client.confirmedAt))

/** `LIKE` reads `%`, `_` and `\` as patterns: a filter typed by staff means them literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** The staff search (section 5): folded text of the client's fields containing the folded `q`, listed clients only. */
function filterOf(q: string | undefined): SQL | undefined {
  const text = q?.trim().normalize('NFC')
  if (!text) return listed
  // Folded by the same SQL function as the column, so that both sides agree on every letter.
  return and(listed, sql`${client.search} LIKE '%' || school_fold(${escapeLike(text)}) || '%'`)
}

/**
 * The order of a sort, as the indexes of the client table hold it (stored keys: nothing is folded at read time): byte order (COLLATE "C") of folded keys is
 * the French order once accents, case, spaces and hyphens are gone; the name then the id break ties, so pages
 * never overlap. Empty values come last in ascending order; descending is its exact reverse.
 */
function orderOf(sort: ClientSort): SQL[] {
  const descending = sort.startsWith('-')
  const field = (descending ? sort.slice(1) : sort) as ClientSortField
  const direction = descending ? desc : asc
  const byName = sql`${client.sortName} COLLATE "C"`
  if (field === 'id') return [direction(client.id)]
  const keys = field === 'name' ? [byName] : [sql`${client[clientSortKeyName(field)]} COLLATE "C"`, byName]
  return [...keys.map((key) => direction(key)), direction(client.id)]
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
  const select = db
    .select()
    .from(client)
    .where(where)
    .orderBy(...orderOf(query.sort))
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

/**
 * The first `limit` clients the staff search finds for `q`, by name: the same filter and order as the client
 * list, for the calls that offer a few clients to pick (linking one to a registration).
 */
export function searchClients(db: Database, q: string, limit: number): Promise<ClientRow[]> {
  return db
    .select()
    .from(client)
    .where(filterOf(q))
    .orderBy(...orderOf('name'))
    .limit(limit)
}
