import { beforeAll, describe, expect, it } from 'vitest'
import { apiForTests } from '../support/api'
import { loginClient } from '../support/clients'
import type { ApiCaller } from '../support/http'
import { loginStaff } from '../support/users'

// A database of its own, without the seeded content: the lists below hold exactly these clients.
const api = apiForTests({}, { seeded: false })
let viewer: ApiCaller
let editor: ApiCaller
const ids: Record<string, number> = {}
const people = [
  { key: 'zoe', firstName: 'Zoé', secondName: 'Arnaud', city: 'Paris', email: 'zoe@example.fr' },
  { key: 'eric', firstName: 'Éric', secondName: 'Arnaud', city: 'Saint-Étienne', email: 'eric@example.fr' },
  { key: 'ecart', firstName: 'Anne', secondName: 'Écart', city: '', email: '', note: 'Cœur ouvert' },
  { key: 'zola', firstName: 'Émile', secondName: 'zola', city: 'Aix-en-Provence', business: 'Atelier 100%' },
  { key: 'dalmeida', firstName: 'Inès', secondName: "D'Almeida", city: 'Évreux', phone: '06 11 22 33 44' },
  { key: 'dabo', firstName: 'Paul', secondName: 'Dabo', city: 'Lyon', professionalPhone: '04 72 00 00 01' },
]

beforeAll(async () => {
  viewer = await loginStaff(api, '2')
  editor = await loginStaff(api, '3')
  for (const { key, ...fields } of people) {
    const answer = await editor.post('client/add', { json: fields })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    ids[key] = answer.body.id
  }
})

const names = (items: { firstName: string; secondName: string }[]) => items.map((item) => `${item.firstName} ${item.secondName}`)

describe('GET client/list', () => {
  it('orders by surname then first name as a French reader does: accents, case, apostrophes ignored', async () => {
    const answer = await viewer.get('client/list')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ total: 6, page: 1, size: 50 })
    expect(names(answer.body.items)).toEqual(['Éric Arnaud', 'Zoé Arnaud', 'Paul Dabo', "Inès D'Almeida", 'Anne Écart', 'Émile zola'])
    expect(names((await viewer.get('client/list?sort=-name')).body.items)).toEqual([
      'Émile zola',
      'Anne Écart',
      "Inès D'Almeida",
      'Paul Dabo',
      'Zoé Arnaud',
      'Éric Arnaud',
    ])
  })

  it('orders by another column, empty values last, and descending as its exact reverse', async () => {
    const cities = async (sort: string) =>
      (await viewer.get(`client/list?sort=${sort}`)).body.items.map((item: { city: string }) => item.city)
    expect(await cities('city')).toEqual(['Aix-en-Provence', 'Évreux', 'Lyon', 'Paris', 'Saint-Étienne', ''])
    expect(await cities('-city')).toEqual(['', 'Saint-Étienne', 'Paris', 'Lyon', 'Évreux', 'Aix-en-Provence'])
    expect(names((await viewer.get('client/list?sort=firstName')).body.items).slice(0, 3)).toEqual([
      'Anne Écart',
      'Émile zola',
      'Éric Arnaud',
    ])
  })

  it.each([
    ['eric', ['Éric Arnaud']],
    ['ÉRIC', ['Éric Arnaud']],
    ['saint-etienne', ['Éric Arnaud']],
    ['ecart', ['Anne Écart']],
    ['coeur', ['Anne Écart']],
    ['d’alm', ["Inès D'Almeida"]],
    ['11 22', ["Inès D'Almeida"]],
    ['04 72', ['Paul Dabo']],
    ['zoe@', ['Zoé Arnaud']],
    ['100%', ['Émile zola']],
    ['%', ['Émile zola']],
    ['_', []],
    ['arnaud', ['Éric Arnaud', 'Zoé Arnaud']],
    ['Éric Arnaud', ['Éric Arnaud']],
  ])('filters « %s » in the fields of section 5, case and accents ignored', async (q, expected) => {
    const answer = await viewer.get(`client/list?q=${encodeURIComponent(q)}`)
    expect(answer.status).toBe(200)
    expect(names(answer.body.items)).toEqual(expected)
    expect(answer.body.total).toBe(expected.length)
  })

  it('answers pages that do not overlap, the total of the filtered list, and caps the size at 200', async () => {
    const first = await viewer.get('client/list?size=4')
    const second = await viewer.get('client/list?size=4&page=2')
    expect(first.body).toMatchObject({ total: 6, page: 1, size: 4 })
    expect(second.body).toMatchObject({ total: 6, page: 2, size: 4 })
    expect([...names(first.body.items), ...names(second.body.items)]).toEqual(names((await viewer.get('client/list')).body.items))
    expect((await viewer.get('client/list?page=9')).body).toMatchObject({ items: [], total: 6, page: 9 })
    expect((await viewer.get('client/list?size=5000')).body.size).toBe(200)
  })

  it.each([
    ['sort=birthday', 'sort'],
    ['sort=--name', 'sort'],
    ['page=0', 'page'],
    ['page=1e2', 'page'],
    ['page=0x10', 'page'],
    ['size=-1', 'size'],
    [`q=${'x'.repeat(256)}`, 'q'],
  ])('refuses %s with a French message under the field', async (query, field) => {
    const answer = await viewer.get(`client/list?${query}`)
    expect(answer.status).toBe(400)
    expect(answer.body.errors[field]?.[0]).toMatch(/[a-zé]/)
  })

  it('finds a client by a value written after its creation, whoever wrote it', async () => {
    await editor.put(`client/update/${ids.dabo}`, { json: { city: 'Besançon' } })
    expect(names((await viewer.get('client/list?q=besancon')).body.items)).toEqual(['Paul Dabo'])
    // A client's own update and account creation go through other code paths: the database keeps the column.
    const own = await loginClient(api, { firstName: 'Gaëlle', secondName: 'Noël' })
    expect(names((await viewer.get('client/list?q=gaelle')).body.items)).toEqual(['Gaëlle Noël'])
    expect((await own.caller.put(`client/update/${own.row.id}`, { json: { city: 'Nîmes' } })).status).toBe(200)
    expect(names((await viewer.get('client/list?q=nimes')).body.items)).toEqual(['Gaëlle Noël'])
  })
})

describe('GET client/getAll', () => {
  it('still answers the whole list as an array, and takes the same filter, order and page', async () => {
    const all = await viewer.get('client/getAll')
    expect(Array.isArray(all.body)).toBe(true)
    expect(names(all.body).slice(0, 2)).toEqual(['Éric Arnaud', 'Zoé Arnaud'])
    expect(names((await viewer.get('client/getAll?q=eric')).body)).toEqual(['Éric Arnaud'])
    expect(names((await viewer.get('client/getAll?sort=-name&size=2')).body)).toHaveLength(2)
    expect(names((await viewer.get('client/getAll?page=2&size=1')).body)).toEqual(['Zoé Arnaud'])
  })
})

describe('GET client/{id}', () => {
  it('answers one client', async () => {
    const answer = await viewer.get(`client/${ids.eric}`)
    expect(answer).toMatchObject({ status: 200, body: { id: ids.eric, firstName: 'Éric', city: 'Saint-Étienne', hasAccount: false } })
    expect(answer.body).not.toHaveProperty('search')
  })

  it.each(['999999', '0', '-1', '0x10', '1e2', '%201', '01', '1.0', '99999999999', 'abc'])('answers 404 to « %s »', async (id) => {
    const answer = await viewer.get(`client/${id}`)
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe('Ce client n’existe pas.')
  })
})
