/**
 * The address of an admin list: its filter `q`, its `page` (from 1) and its `sort` (a column's name, `-` before it
 * for descending), as the form contract of DESIGN.md names them, and the list's own filters (`unread=1`,
 * `filtre=3`…). Plain data: the loader reads it, the page's links and forms write it, so a filtered, sorted page can
 * be bookmarked, shared and reloaded.
 */
export interface ListQuery {
  q: string
  page: number
  sort: string
  /** The list's own filters that the address holds (none empty), kept by its header and page links. */
  filters?: Record<string, string>
  /** The name of the page number in the address when it is not `page` (see ListSpec). */
  pageParam?: string
}

/** What a list's address may hold besides `q` and `page`: its orders (the first one by default) and filters. */
export interface ListSpec {
  sorts: readonly string[]
  defaultSort: string
  /** The names of the list's own filters, in the order its addresses write them. */
  filters?: readonly string[]
  /** The name of its page number in the address, `page` by default: another for a list beside others on one page. */
  pageParam?: string
}

const MAX_FILTER = 255

/**
 * Reads the list's address leniently: a page or an order that makes no sense (typed by hand, an old bookmark)
 * falls back to the first page or the default order instead of an error page.
 */
export function readListQuery(
  url: URL,
  sorts: readonly string[],
  defaultSort: string,
  filterNames: readonly string[] = [],
  pageParam = 'page',
): ListQuery {
  const text = (name: string) => (url.searchParams.get(name) ?? '').trim().slice(0, MAX_FILTER)
  const pageText = text(pageParam)
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1
  const sortText = text('sort')
  const sort = sorts.includes(sortText.replace(/^-/, '')) ? sortText : defaultSort
  const filters = Object.fromEntries(filterNames.map((name) => [name, text(name)]).filter(([, value]) => value))
  return { q: text('q'), page, sort, ...(filterNames.length ? { filters } : {}), ...(pageParam === 'page' ? {} : { pageParam }) }
}

/** `readListQuery` of a list described once (its orders, filters and page's name). */
export const readList = (url: URL, spec: ListSpec) => readListQuery(url, spec.sorts, spec.defaultSort, spec.filters, spec.pageParam)

/** The number of a list's last page (1 for an empty list). */
export const lastPageOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size))

/**
 * Whether the address asks for a page past the list's end (an old bookmark, a number typed by hand): the loader
 * answers the 404 page then, as the image folders do, never « Page 1000 sur 201 » over an empty table. The one
 * place where an admin list decides it.
 */
export const isPastLastPage = (query: Pick<ListQuery, 'page'>, total: number, size: number) => query.page > lastPageOf(total, size)

/** The query string of the list at `query` changed by `changes` (defaults left out, so addresses stay short). */
export function listSearch(query: ListQuery, changes: Partial<ListQuery> = {}, defaultSort = 'name'): string {
  const next = { ...query, ...changes }
  const params = new URLSearchParams(next.filters)
  if (next.q) params.set('q', next.q)
  if (next.sort && next.sort !== defaultSort) params.set('sort', next.sort)
  if (next.page > 1) params.set(next.pageParam ?? 'page', String(next.page))
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** The same list's address from its query string (the client page links back to the list it came from). */
export function listQueryOf(search: string, sorts: readonly string[], defaultSort: string): ListQuery {
  return readListQuery(new URL(`http://list/${search}`), sorts, defaultSort)
}

/** The sort of a column as the header shows it: ascending, descending, or not sorted by it. */
export function sortStateOf(query: ListQuery, column: string): 'ascending' | 'descending' | undefined {
  if (query.sort === column) return 'ascending'
  if (query.sort === `-${column}`) return 'descending'
  return undefined
}

/** A count in French (« 10 000 clients », « 1 client », « aucun client »; `none` for a feminine noun). */
export function frenchCount(
  count: number,
  singular: string,
  { plural = `${singular}s`, none = `aucun ${singular}` }: { plural?: string; none?: string } = {},
): string {
  if (count === 0) return none
  return `${new Intl.NumberFormat('fr-FR').format(count)}\u00a0${count > 1 ? plural : singular}`
}
