import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api'
import { visitor } from '../support/clients'
import type { ApiCaller } from '../support/http'
import { loginStaff } from '../support/users'

let api: TestApi
let staff: ApiCaller
beforeAll(async () => {
  api = await startApi({}, { seeded: false })
  staff = await loginStaff(api, '2')
  for (const subject of ['Premier', 'Deuxième', 'Troisième']) {
    const sent = await visitor(api).post('contact/sendMessage', {
      form: { fullName: 'Jérôme Noël', email: 'jerome@example.fr', subject, message: `Message ${subject}` },
    })
    expect(sent.status).toBe(200)
  }
})
afterAll(() => api?.close())

describe('contact messages for staff', () => {
  it('lists them newest first, one page at a time, with the unread count', async () => {
    const answer = await staff.get('contact/messages')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ total: 3, unread: 3, page: 1, size: 50 })
    expect(answer.body.items.map((item: { subject: string }) => item.subject)).toEqual(['Troisième', 'Deuxième', 'Premier'])
    expect(answer.body.items[0]).toMatchObject({
      fullName: 'Jérôme Noël',
      email: 'jerome@example.fr',
      message: 'Message Troisième',
      readAt: null,
      mailed: true,
    })
    const second = await staff.get('contact/messages?size=2&page=2')
    expect(second.body.items.map((item: { subject: string }) => item.subject)).toEqual(['Premier'])
  })

  it('marks one read, then unread again', async () => {
    const [newest] = (await staff.get('contact/messages')).body.items
    const read = await staff.put(`contact/messages/${newest.id}/read`, { json: { read: true } })
    expect(read.status).toBe(200)
    expect(Date.parse(read.body.readAt)).toBeGreaterThan(Date.now() - 60_000)
    const unreadOnly = await staff.get('contact/messages?unread=true')
    expect(unreadOnly.body).toMatchObject({ total: 2, unread: 2 })
    expect(unreadOnly.body.items.map((item: { id: number }) => item.id)).not.toContain(newest.id)
    expect((await staff.get('contact/messages')).body).toMatchObject({ total: 3, unread: 2 })

    expect((await staff.put(`contact/messages/${newest.id}/read`, { json: { read: false } })).body.readAt).toBeNull()
    expect((await staff.get('contact/messages')).body.unread).toBe(3)
  })

  it('answers 404 for an unknown or badly written id, 400 for a bad body', async () => {
    expect((await staff.put('contact/messages/999999/read', { json: { read: true } })).status).toBe(404)
    expect((await staff.put('contact/messages/1e2/read', { json: { read: true } })).status).toBe(404)
    const [newest] = (await staff.get('contact/messages')).body.items
    const bad = await staff.put(`contact/messages/${newest.id}/read`, { json: { read: 'oui' } })
    expect(bad).toMatchObject({ status: 400, body: { errors: { read: ['true ou false attendu'] } } })
    expect((await staff.get('contact/messages?unread=peut-être')).status).toBe(400)
  })
})
