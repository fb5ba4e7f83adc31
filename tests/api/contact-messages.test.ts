import { beforeAll, describe, expect, it } from 'vitest'
import { apiForTests } from '../support/api'
import { visitor } from '../support/clients'
import type { ApiCaller } from '../support/http'
import { loginStaff } from '../support/users'

const api = apiForTests({}, { seeded: false })
let staff: ApiCaller
beforeAll(async () => {
  staff = await loginStaff(api, '2')
  for (const subject of ['Premier', 'Deuxième', 'Troisième']) {
    const sent = await visitor(api).post('contact/sendMessage', {
      form: { fullName: 'Jérôme Noël', email: 'jerome@example.fr', subject, message: `Message ${subject}` },
    })
    expect(sent.status).toBe(200)
  }
})

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

  it('sorts them by subject or by name, either way, newest first among equals; a bad sort is a 400', async () => {
    const subjects = async (sort: string) =>
      ((await staff.get(`contact/messages?sort=${sort}`)).body.items as { subject: string }[]).map((item) => item.subject)
    expect(await subjects('subject')).toEqual(['Deuxième', 'Premier', 'Troisième'])
    expect(await subjects('-subject')).toEqual(['Troisième', 'Premier', 'Deuxième'])
    expect(await subjects('date')).toEqual(['Premier', 'Deuxième', 'Troisième'])
    expect(await subjects('-date')).toEqual(['Troisième', 'Deuxième', 'Premier'])
    // One sender: the same name, so the newest first.
    expect(await subjects('name')).toEqual(['Troisième', 'Deuxième', 'Premier'])
    const paged = await staff.get('contact/messages?sort=subject&size=2&page=2')
    expect(paged.body.items.map((item: { subject: string }) => item.subject)).toEqual(['Troisième'])
    const bad = await staff.get('contact/messages?sort=email')
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('Tri possible\u00a0: date, name, subject')
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

  it('archives one out of the inbox, lists the archive, puts it back, and logs both', async () => {
    const [newest] = (await staff.get('contact/messages')).body.items
    const archived = await staff.put(`contact/messages/${newest.id}/archive`, { json: { archived: true } })
    expect(archived.status).toBe(200)
    expect(Date.parse(archived.body.archivedAt)).toBeGreaterThan(Date.now() - 60_000)
    const inbox = (await staff.get('contact/messages')).body
    expect(inbox).toMatchObject({ total: 2, unread: 2 })
    expect(inbox.items.map((item: { id: number }) => item.id)).not.toContain(newest.id)
    const archive = (await staff.get('contact/messages?archived=true')).body
    expect(archive).toMatchObject({ total: 1 })
    expect(archive.items[0]).toMatchObject({ id: newest.id, subject: newest.subject })
    // Archiving again keeps the first time and logs nothing more.
    expect((await staff.put(`contact/messages/${newest.id}/archive`, { json: { archived: true } })).body.archivedAt).toBe(
      archived.body.archivedAt,
    )

    const back = await staff.put(`contact/messages/${newest.id}/archive`, { json: { archived: false } })
    expect(back.body.archivedAt).toBeNull()
    expect((await staff.get('contact/messages')).body.total).toBe(3)
    const log = (await staff.get(`activity/contact_message/${newest.id}`)).body
    expect(log.map((entry: { action: string; staffName: string }) => entry.action)).toEqual(['unarchive', 'archive'])
    expect(log[0].label).toMatch(/^n°\u00a0\d+ du \d\d\/\d\d\/\d{4}$/)
  })

  it('deletes one for good, keeping only its number and date in the log', async () => {
    const [, middle] = (await staff.get('contact/messages')).body.items
    expect((await staff.get(`contact/messages/${middle.id}`)).body).toMatchObject({ id: middle.id, email: 'jerome@example.fr' })
    expect((await staff.delete(`contact/messages/${middle.id}`)).body).toEqual({ success: true })
    expect((await staff.get(`contact/messages/${middle.id}`)).status).toBe(404)
    expect((await staff.get('contact/messages')).body.total).toBe(2)
    const [entry] = (await staff.get(`activity/contact_message/${middle.id}`)).body
    expect(entry).toMatchObject({ action: 'delete', changes: {} })
    expect(JSON.stringify(entry)).not.toMatch(/Jérôme|jerome|Deuxième/)
    const again = await staff.delete(`contact/messages/${middle.id}`)
    expect(again).toMatchObject({ status: 404, body: { message: 'Ce message n’existe pas.' } })
    expect((await staff.put(`contact/messages/${middle.id}/archive`, { json: { archived: true } })).status).toBe(404)
    expect((await staff.put(`contact/messages/1/archive`, { json: { archived: 'oui' } })).body).toMatchObject({
      errors: { archived: ['true ou false attendu'] },
    })
  })
})
