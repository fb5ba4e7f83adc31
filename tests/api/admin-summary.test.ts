import { beforeAll, expect, it } from 'vitest'
import { apiForTests } from '../support/api'
import { visitor } from '../support/clients'
import { loginStaff } from '../support/users'

const api = apiForTests()
beforeAll(async () => {
  await visitor(api).post('contact/sendMessage', { form: { fullName: 'Léa Martin', email: 'lea@example.fr', message: 'Bonjour' } })
})

it.each([
  ['', []],
  ['2', ['clients', 'messages']],
  ['3', []],
  ['4', ['images']],
  ['7', ['registrations']],
  ['1', ['clients', 'registrations', 'messages', 'images']],
])('gives staff holding «%s» the figures of their rights only', async (rights, parts) => {
  const caller = await loginStaff(api, rights)
  const answer = await caller.get('admin/summary')
  expect(answer.status).toBe(200)
  const held = ['clients', 'registrations', 'messages', 'images'].filter((part) => part in answer.body)
  expect(held).toEqual(parts)
  expect(answer.body.rights).toEqual(rights ? [Number(rights)] : [])
  expect(Array.isArray(answer.body.activity)).toBe(true)
})

it('counts what the seeded school holds', async () => {
  const answer = await (await loginStaff(api, '1')).get('admin/summary')
  const { clients, registrations, messages, images } = answer.body
  expect(clients.total).toBeGreaterThanOrEqual(0)
  expect(registrations.upcoming).toBeGreaterThan(0)
  expect(registrations.placesTaken).toBeGreaterThanOrEqual(0)
  expect(messages).toMatchObject({ unread: 1, latest: [{ fullName: 'Léa Martin', message: 'Bonjour', readAt: null }] })
  expect(images.total).toBeGreaterThan(0)
  expect(images.unused).toBeLessThanOrEqual(images.total)
})
