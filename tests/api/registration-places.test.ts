import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Registration, RegistrationType } from '#contract/registration'
import { registration, registrationClient } from '../../server/db/schema'
import type { TestApi } from '../support/api'
import { createClientAccount, loginClient } from '../support/clients'
import { ApiCaller } from '../support/http'
import { startApiWithStaff } from '../support/users'

/** Issue 28, point 1: the places of a session, never more participants than places. */

let api: TestApi
let types: RegistrationType[]
let editor: ApiCaller
const anonymous = () => new ApiCaller(api.url)

beforeAll(async () => ({ api, editor } = await startApiWithStaff({ editor: '7;8' })))
beforeAll(async () => {
  types = (await anonymous().get('registration_type/all')).body
})
afterAll(() => api?.close())

const phone = '06 10 20 30 40'
const meditation = () => types.find((type) => type.category === 'stage' && type.subcategory === 'meditation')!
const full = 'Cette session est complète\u00a0: inscrivez-vous sur sa liste d’attente pour être prévenu si une place se libère.'

/** A new upcoming session of the meditation stage with `places`, made in the database. */
async function newSession(places: number | null) {
  const [row] = await api.db
    .insert(registration)
    .values({ idRegistrationType: meditation().id, eventDate: '2031-06-14', data: { Lieu: 'Lyon' }, places })
    .returning()
  return row
}
/** `n` clients linked to a session in the database, as staff would have linked them. */
async function fill(registrationId: number, n: number) {
  for (let index = 0; index < n; index++) {
    const { row } = await createClientAccount(api, { phone })
    await api.db.insert(registrationClient).values({ registrationId, clientId: row.id })
  }
}
const patch = (path: string, payload: { json: unknown }) => editor.request('PATCH', path, payload)
const answerOf = async (id: number): Promise<Registration> =>
  (await anonymous().get('registration/all')).body.find((row: Registration) => row.id === id)

describe('the places of a session', () => {
  it('are the seeded stages’ « Places disponibles », whose number no text repeats', async () => {
    const { registrations } = (await anonymous().get('registration/listing?category=stage')).body as { registrations: Registration[] }
    expect(registrations.length).toBeGreaterThan(0)
    for (const row of registrations) {
      expect(row.places, JSON.stringify(row)).toEqual(expect.any(Number))
      expect(row.data).not.toHaveProperty('Places_disponibles')
    }
  })
  it('are set on creation and changed by PATCH, empty meaning no limit, and every answer carries places, taken and waiting', async () => {
    const form = new FormData()
    for (const [name, value] of Object.entries({
      id_registration_type: String(meditation().id),
      event_date: '2031-06-21',
      places: '12',
      Lieu: 'Lyon',
    })) {
      form.append(name, value)
    }
    const created = await editor.post('registration', { multipart: form })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ places: 12, taken: 0, held: 0, waiting: 0, data: { Lieu: 'Lyon' } })
    expect(created.body.data).not.toHaveProperty('places')
    expect(await answerOf(created.body.id)).toMatchObject({ places: 12, taken: 0, waiting: 0 })
    const listing = await anonymous().get('registration/listing?category=stage&subcategory=meditation')
    expect(listing.body.registrations.find((row: Registration) => row.id === created.body.id)).toMatchObject({ places: 12, taken: 0 })

    expect((await patch(`registration/${created.body.id}`, { json: { places: 8 } })).body).toMatchObject({ places: 8 })
    expect((await patch(`registration/${created.body.id}`, { json: { data: { Lieu: 'Paris' } } })).body).toMatchObject({ places: 8 })
    expect((await patch(`registration/${created.body.id}`, { json: { places: '' } })).body).toMatchObject({ places: null })
  })

  it('refuses a number that is not a whole number from 1 to 10 000, in French', async () => {
    const row = await newSession(null)
    const message = 'Un nombre entier de places de 1 à 10\u00a0000 est attendu (vide\u00a0: sans limite)'
    for (const places of [0, -3, 2.5, 10001, 'douze']) {
      const answer = await patch(`registration/${row.id}`, { json: { places } })
      expect(answer, String(places)).toMatchObject({ status: 400, body: { errors: { places: [message] } } })
    }
  })

  it('are never fewer than the places taken', async () => {
    const row = await newSession(5)
    await fill(row.id, 3)
    expect(await patch(`registration/${row.id}`, { json: { places: 2 } })).toMatchObject({
      status: 400,
      body: { errors: { places: ['Cette session compte déjà 3 places prises\u00a0: 3 places au moins.'] } },
    })
    expect((await patch(`registration/${row.id}`, { json: { places: 3 } })).body).toMatchObject({ places: 3, taken: 3 })
  })

  it('take a number typed in « Places disponibles », which then leaves the text', async () => {
    const row = await newSession(null)
    const answer = await patch(`registration/${row.id}`, { json: { data: { Places_disponibles: ' 14 ' } } })
    expect(answer.body).toMatchObject({ places: 14, data: { Lieu: 'Lyon' } })
    expect(answer.body.data).not.toHaveProperty('Places_disponibles')
    const text = await patch(`registration/${row.id}`, { json: { data: { Places_disponibles: '50 invitations' } } })
    expect(text.body).toMatchObject({ places: 14, data: { Places_disponibles: '50 invitations' } })
  })
})

describe('a full session', () => {
  it('refuses a client’s confirmation with a 409 pointing to the waiting list, and staff’s link too', async () => {
    const row = await newSession(2)
    await fill(row.id, 2)
    const { caller, row: person } = await loginClient(api, { firstName: 'Nora', secondName: 'Benali', phone })
    expect(await caller.put(`registration/${row.id}/confirm`)).toMatchObject({ status: 409, body: { message: full } })
    expect(await editor.put(`registration/${row.id}/link/${person.id}`)).toMatchObject({
      status: 409,
      body: { message: 'Cette session est complète\u00a0: augmentez son nombre de places pour inscrire ce client.' },
    })
    expect(await answerOf(row.id)).toMatchObject({ places: 2, taken: 2 })
    // More places: the client gets in.
    await patch(`registration/${row.id}`, { json: { places: 3 } })
    expect((await caller.put(`registration/${row.id}/confirm`)).status).toBe(200)
    expect(await answerOf(row.id)).toMatchObject({ places: 3, taken: 3 })
  })

  it('keeps a participant’s own place: confirming again, or after staff linked them, is no new place', async () => {
    const row = await newSession(1)
    const { caller, row: person } = await loginClient(api, { phone })
    expect((await editor.put(`registration/${row.id}/link/${person.id}`)).status).toBe(200)
    expect((await caller.put(`registration/${row.id}/confirm`)).status).toBe(200)
    expect((await caller.put(`registration/${row.id}/confirm`)).status).toBe(200)
    expect(await answerOf(row.id)).toMatchObject({ places: 1, taken: 1 })
  })

  it('gives its last place to exactly one of 30 clients confirming it at the same instant', async () => {
    const row = await newSession(5)
    await fill(row.id, 4)
    const clients = await Promise.all(Array.from({ length: 30 }, () => loginClient(api, { phone })))
    const started = performance.now()
    const answers = await Promise.all(clients.map(({ caller }) => caller.put(`registration/${row.id}/confirm`)))
    const elapsed = Math.round(performance.now() - started)
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(29)
    const [links] = await api.db.select({ n: count() }).from(registrationClient).where(eq(registrationClient.registrationId, row.id))
    expect(links.n).toBe(5)
    console.info(`places: 30 clients confirmed the last place at once: 1 × 200, 29 × 409, 5/5 taken, in ${elapsed} ms`)
  })
})
