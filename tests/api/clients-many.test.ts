import { beforeAll, expect, it } from 'vitest'
import { seedManyClients } from '../../server/db/seed/many-clients'
import { apiForTests } from '../support/api'
import type { ApiCaller } from '../support/http'
import { loginStaff } from '../support/users'

const COUNT = 10_000
const api = apiForTests({}, { seeded: false })
let viewer: ApiCaller
beforeAll(async () => {
  await seedManyClients(api.db, COUNT)
  viewer = await loginStaff(api, '2')
}, 120_000)

it('pages 10,000 clients with the right total, in French order, without overlap', async () => {
  const first = await viewer.get('client/list?size=200')
  const second = await viewer.get('client/list?size=200&page=2')
  expect(first.body).toMatchObject({ total: COUNT, size: 200, page: 1 })
  expect(first.body.items).toHaveLength(200)
  const ids = new Set([...first.body.items, ...second.body.items].map((item: { id: number }) => item.id))
  expect(ids.size).toBe(400)
  const last = await viewer.get(`client/list?size=200&page=${COUNT / 200}`)
  expect(last.body.items).toHaveLength(200)
  expect((await viewer.get(`client/list?size=200&page=${COUNT / 200 + 1}`)).body.items).toEqual([])
  // Surnames starting with an accented letter sit among the others, not after « Z ».
  const surnames = last.body.items.map((item: { secondName: string }) => item.secondName)
  expect(surnames.at(-1)).toBe('Zola')
})

it('finds « Éric » by « eric » among 10,000 clients, and counts them all', async () => {
  const answer = await viewer.get('client/list?q=eric&size=200')
  expect(answer.status).toBe(200)
  expect(answer.body.total).toBeGreaterThan(50)
  expect(answer.body.total).toBeLessThan(COUNT)
  const texts = answer.body.items.map((item: Record<string, string>) => `${item.firstName} ${item.secondName} ${item.email}`)
  expect(texts.some((text: string) => text.startsWith('Éric '))).toBe(true)
  expect(texts.every((text: string) => /[eé]ric/i.test(text.normalize('NFC')))).toBe(true)
})
