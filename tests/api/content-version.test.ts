import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { RegistrationType } from '#contract/registration'
import { registration } from '../../server/db/schema'
import type { TestApi } from '../support/api'
import { loginClient } from '../support/clients'
import { ApiCaller } from '../support/http'
import { startApiWithStaff } from '../support/users'

let api: TestApi
let visitor: ApiCaller
let editor: ApiCaller

beforeAll(async () => ({ api, visitor, editor } = await startApiWithStaff({ editor: '10' })))
afterAll(() => api?.close())

const version = async () => {
  const answer = await visitor.get<{ version: string }>('content-version')
  expect(answer.status).toBe(200)
  return answer.body.version
}

describe('GET content-version', () => {
  it('is public, not cached, and the same while nothing changes', async () => {
    const answer = await visitor.get('content-version')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await version()).toBe(answer.body.version)
  })

  it('changes with a staff write, and not with a failed one, a read, a line of the trail or a visitor’s message', async () => {
    const before = await version()
    await editor.get('page/2')
    expect((await editor.put('page/2/inconnu', { html: '' })).status).toBeGreaterThanOrEqual(400)
    // A back-office page refused to the editor, reported for the trail (decision 0035): no page of the site changed.
    expect((await editor.post('user/me/forbidden', { json: { path: '/admin/users' } })).status).toBe(200)
    const message = { fullName: 'Camille Martin', email: 'camille@example.fr', subject: 'Sujet', message: 'Un message assez long.' }
    expect((await visitor.post('contact/sendMessage', { form: message })).status).toBe(200)
    expect(await version()).toBe(before)

    expect((await editor.put('page/2/intro', { html: '<p>Nouvelle introduction</p>' })).status).toBe(200)
    expect(await version()).not.toBe(before)
  })

  it('changes with a client’s confirmed registration (the session’s places), not with the client’s login', async () => {
    const [type] = (await visitor.get<RegistrationType[]>('registration_type/all')).body
    const [session] = await api.db
      .insert(registration)
      .values({ idRegistrationType: type.id, eventDate: '2031-05-17', data: { Lieu: 'École Sens & Parole' } })
      .returning()
    const before = await version()
    const { caller } = await loginClient(api, {
      phone: '06 10 20 30 40',
      address: '5 rue Royale',
      zip: '69001',
      city: 'Lyon',
      country: 'France',
    })
    expect(await version()).toBe(before)
    expect((await caller.put(`registration/${session.id}/confirm`)).status).toBe(200)
    expect(await version()).not.toBe(before)
  })

  it('answers a long poll as soon as a staff write changes the version', async () => {
    const before = await version()
    const waiting = visitor.get<{ version: string }>(`content-version?after=${encodeURIComponent(before)}`)
    let answered = false
    void waiting.then(() => (answered = true))
    // The API holds the poll: a poll answered at once is never counted, and the test fails here.
    await vi.waitFor(() => expect(api.waitingPolls()).toBe(1), { timeout: 5_000, interval: 10 })
    expect(answered).toBe(false)
    expect((await editor.put('page/2/intro', { html: '<p>Autre introduction</p>' })).status).toBe(200)
    const answer = await waiting
    expect(answer.body.version).not.toBe(before)
    expect(answer.body.version).toBe(await version())
  })

  it('answers a long poll at once when the caller’s version is not the current one', async () => {
    const answer = await visitor.get<{ version: string }>('content-version?after=ancienne')
    expect(answer.body.version).toBe(await version())
    expect(api.waitingPolls()).toBe(0)
  })
})
