import { beforeAll, expect, it } from 'vitest'
import { clientSortFields } from '../../server/contract/client-fields'
import { seedManyClients } from '../../server/db/seed/many-clients'
import { apiForTests } from '../support/api'
import type { ApiCaller } from '../support/http'
import { loginStaff } from '../support/users'

type Row = Record<string, string | number | boolean>

const COUNT = 320
const SIZE = 50
const api = apiForTests({}, { seeded: false })
let viewer: ApiCaller
let clients: Row[]
beforeAll(async () => {
  await seedManyClients(api.db, COUNT)
  viewer = await loginStaff(api, '2')
  clients = (await viewer.get('client/getAll')).body
}, 120_000)

/**
 * A French reader's key, written apart from the database's: accents, case and ligatures folded, spaces, hyphens,
 * apostrophes and dots ignored (« D'Almeida » beside « Dalmeida », « Le Goff » beside « Legoff »).
 */
const keyOf = (text: string) =>
  text
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ \-'’.]/g, '')

const byName = (row: Row) => `${keyOf(String(row.secondName))} ${keyOf(String(row.firstName))}`
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The list's order for `field` ascending: its key (empty values last), then the name, then the id. */
function ascending(field: string) {
  return (a: Row, b: Row) => {
    if (field === 'id') return Number(a.id) - Number(b.id)
    if (field !== 'name') {
      const [keyA, keyB] = [keyOf(String(a[field])), keyOf(String(b[field]))]
      if (!keyA !== !keyB) return keyA ? -1 : 1
      const byField = compareText(keyA, keyB)
      if (byField) return byField
    }
    return compareText(byName(a), byName(b)) || Number(a.id) - Number(b.id)
  }
}

it.each(clientSortFields.flatMap((field) => [field, `-${field}`]))(
  'answers a deep page sorted by %s with the right clients in order',
  async (sort) => {
    const field = sort.replace(/^-/, '')
    const ordered = clients.toSorted(ascending(field))
    if (sort.startsWith('-')) ordered.reverse()
    const page = 5
    const answer = await viewer.get(`client/list?size=${SIZE}&page=${page}&sort=${sort}`)
    expect(answer.status).toBe(200)
    expect(answer.body.total).toBe(COUNT)
    expect(answer.body.items.map((item: Row) => item.id)).toEqual(ordered.slice((page - 1) * SIZE, page * SIZE).map((item) => item.id))
  },
)

it('answers a filtered page sorted by a field with the right clients in order', async () => {
  const matching = clients.filter((row) => keyOf(String(row.city)).includes('saintetienne'))
  const ordered = matching.toSorted(ascending('email')).reverse()
  expect(ordered.length).toBeGreaterThan(12)
  const answer = await viewer.get('client/list?size=6&page=2&sort=-email&q=Saint-%C3%89tienne')
  expect(answer.status).toBe(200)
  expect(answer.body.total).toBe(matching.length)
  expect(answer.body.items.map((item: Row) => item.id)).toEqual(ordered.slice(6, 12).map((item) => item.id))
})
