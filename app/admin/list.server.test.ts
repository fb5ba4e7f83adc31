import { describe, expect, it } from 'vitest'
import { listSearch } from '~/components/admin/list-query'
import { listPageOf, pageRows } from './list.server'

interface Row {
  id: number
  title: string
  date: string
}

const rows: Row[] = [
  { id: 1, title: 'Été', date: '2026-06-01' },
  { id: 2, title: 'automne', date: '2026-09-01' },
  { id: 3, title: 'Hiver', date: '2026-12-01' },
  { id: 4, title: 'Printemps', date: '2026-09-01' },
  { id: 5, title: 'atelier 10', date: '2026-01-01' },
  { id: 6, title: 'atelier 9', date: '2026-01-01' },
]
const spec = { orders: { title: (row: Row) => row.title, date: (row: Row) => row.date }, defaultSort: '-date', size: 4 }
const list = (search: string) => pageRows(new URL(`http://site/admin/list${search}`), spec, rows)
const ids = (search: string) => list(search).rows.map((row) => row.id)

/** The status of what a loader throws (the 404 page is a thrown Response). */
function statusOf(run: () => unknown): number | null {
  try {
    run()
    return null
  } catch (thrown) {
    return thrown instanceof Response ? thrown.status : -1
  }
}

describe('a small list sorted and paged in the loader (pageRows)', () => {
  it('orders by the default sort, rows equal by it keeping the order the API gave', () => {
    expect(ids('')).toEqual([3, 2, 4, 1])
    expect(ids('?page=2')).toEqual([5, 6])
    expect(list('').total).toBe(6)
  })

  it('orders by a column as French readers do (accents and case aside, numbers as numbers), either way', () => {
    expect(list('?sort=title').rows.map((row) => row.title)).toEqual(['atelier 9', 'atelier 10', 'automne', 'Été'])
    expect(ids('?sort=-title')).toEqual([4, 3, 1, 2])
  })

  it('reads an unknown order or page as the default one, and a page past the last as the 404 page', () => {
    expect(list('?sort=id&page=x').query).toMatchObject({ sort: '-date', page: 1 })
    expect(statusOf(() => list('?page=3'))).toBe(404)
    expect(statusOf(() => list('?page=2'))).toBeNull()
    // An empty list has its first page.
    expect(statusOf(() => pageRows(new URL('http://site/'), spec, []))).toBeNull()
  })

  it('keeps the list’s own filters in its links, besides its order and page', () => {
    const filtered = pageRows(new URL('http://site/?filtre=2&sort=title&page=2&autre=1'), { ...spec, size: 1, filters: ['filtre'] }, rows)
    expect(filtered.query.filters).toEqual({ filtre: '2' })
    expect(listSearch(filtered.query, { page: 3 }, filtered.defaultSort)).toBe('?filtre=2&sort=title&page=3')
    expect(listSearch(filtered.query, { sort: '-date', page: 1 }, filtered.defaultSort)).toBe('?filtre=2')
  })
})

describe('a page of a list the API pages (listPageOf)', () => {
  it('answers the 404 page past its last page', () => {
    const query = { q: '', page: 2, sort: 'name' }
    expect(statusOf(() => listPageOf(query, { defaultSort: 'name' }, { items: [], total: 20, size: 20 }))).toBe(404)
    expect(listPageOf(query, { defaultSort: 'name' }, { items: [1], total: 21, size: 20 })).toMatchObject({ rows: [1], total: 21 })
  })
})
