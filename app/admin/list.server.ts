import type { ListPage } from '~/components/admin/data-table'
import { isPastLastPage, type ListQuery, type ListSpec, readList } from '~/components/admin/list-query'
import { notFound } from '~/utils/errors.server'

/** A page of a list as the API answers it (clients, messages, an image folder). */
interface ApiPage<Row> {
  items: Row[]
  total: number
  size: number
}

/**
 * The page of a list the address asks for, past the last one the 404 page (an old bookmark, a number typed by
 * hand), never « Page 1000 sur 201 » over an empty table.
 */
export function listPageOf<Row>(
  query: ListQuery,
  spec: Pick<ListSpec, 'defaultSort'>,
  { items, total, size }: ApiPage<Row>,
): ListPage<Row> {
  if (isPastLastPage(query, total, size)) notFound()
  return { query, defaultSort: spec.defaultSort, rows: items, total, size }
}

/** A small list: its orders (each `sort` name and the value it orders by), the default one, its page size. */
export interface RowsSpec<Row> extends Omit<ListSpec, 'sorts'> {
  orders: Record<string, (row: Row) => string | number | null>
  size: number
}

const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' })

function compare(a: string | number | null, b: string | number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b))
}

/**
 * A small list the API answers whole (articles, news items, staff accounts), read from its address, then sorted
 * and paged here as the API pages the large ones: the same addresses, headers and page links.
 */
export function pageRows<Row>(url: URL, spec: RowsSpec<Row>, rows: Row[]): ListPage<Row> {
  const query = readList(url, { ...spec, sorts: Object.keys(spec.orders) })
  const direction = query.sort.startsWith('-') ? -1 : 1
  const valueOf = spec.orders[query.sort.replace(/^-/, '')]
  // Stable: rows equal by the column keep the API's order.
  const sorted = valueOf ? rows.toSorted((a, b) => direction * compare(valueOf(a), valueOf(b))) : rows
  const start = (query.page - 1) * spec.size
  return listPageOf(query, spec, { items: sorted.slice(start, start + spec.size), total: rows.length, size: spec.size })
}
