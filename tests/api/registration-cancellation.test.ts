import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Registration, RegistrationType } from '#contract/registration'
import { todayInParis } from '../../server/contract/dates'
import { registration, registrationClient, registrationType } from '../../server/db/schema'
import { apiForTests } from '../support/api'
import { loginClient } from '../support/clients'
import { ApiCaller } from '../support/http'
import { readOutbox } from '../support/outbox'
import { loginStaff } from '../support/users'

/** Issue 28, point 3: a client cancels a registration themselves, until the deadline of its type. */

const api = apiForTests()
let types: RegistrationType[]
let editor: ApiCaller
const anonymous = () => new ApiCaller(api.url)
const phone = '06 10 20 30 40'

beforeAll(async () => {
  types = (await anonymous().get('registration_type/all')).body
  editor = await loginStaff(api, '7;8')
})

const meditation = () => types.find((type) => type.category === 'stage' && type.subcategory === 'meditation')!
/** yyyy-mm-dd, `days` after today in Paris. */
const inDays = (days: number) => {
  const [year, month, day] = todayInParis().split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}
const french = (iso: string) => iso.split('-').reverse().join('/')

async function sessionIn(days: number, places: number | null = null) {
  const [row] = await api.db
    .insert(registration)
    .values({ idRegistrationType: meditation().id, eventDate: inDays(days), data: { Lieu: 'Lyon' }, places })
    .returning()
  return row
}
async function registered(registrationId: number, firstName = 'Nora') {
  const client = await loginClient(api, { firstName, secondName: 'Benali', phone })
  expect((await client.caller.put(`registration/${registrationId}/confirm`)).status).toBe(200)
  return client
}

describe('DELETE client/registrations/{id}', () => {
  it('cancels the client’s registration, mails the client and the school, and gives the place to the waiting list', async () => {
    const row = await sessionIn(30, 1)
    const { caller, email } = await registered(row.id)
    const waiting = await loginClient(api, { firstName: 'Lou', phone })
    expect(await waiting.caller.put(`registration/${row.id}/waitlist`)).toMatchObject({ body: { position: 1 } })

    expect(await caller.delete(`client/registrations/${row.id}`)).toMatchObject({ status: 200, body: { success: true } })
    expect(await api.db.select().from(registrationClient).where(eq(registrationClient.registrationId, row.id))).toEqual([])
    const session = `Stage de méditation du ${french(row.eventDate)}`
    await api.runDueWork()
    const mails = await readOutbox(api.outboxDir)
    expect(mails.filter((mail) => mail.subject.endsWith(session)).map((mail) => [mail.to, mail.subject])).toEqual([
      [email, `Inscription confirmée\u00a0: ${session}`],
      ['ecole@example.test', `Nouvelle inscription\u00a0: ${session}`],
      [email, `Inscription annulée\u00a0: ${session}`],
      ['ecole@example.test', `Inscription annulée par le client\u00a0: ${session}`],
      [waiting.email, `Une place s’est libérée\u00a0: ${session}`],
    ])
    const registrations: Registration[] = (await anonymous().get('registration/all')).body
    expect(registrations.find((item) => item.id === row.id)).toMatchObject({ taken: 0, held: 1, waiting: 1 })
    expect((await caller.get('client/registrations')).body.upcoming).toEqual([])
    expect(await caller.delete(`client/registrations/${row.id}`)).toMatchObject({
      status: 404,
      body: { message: 'Vous n’êtes pas inscrit à cette session.' },
    })
  })

  it('refuses past the deadline of the type (set by staff), saying whom to write to', async () => {
    const row = await sessionIn(3)
    const { caller } = await registered(row.id)
    const type = meditation()
    const put = (cancel_days: number | string) =>
      editor.put(`registration_type/${type.id}`, {
        json: { ...type, cancel_days, id: undefined, category: undefined, subcategory: undefined },
      })
    expect(await put('dix')).toMatchObject({
      status: 400,
      body: { errors: { cancel_days: ['Un nombre entier de jours de 0 à 365 est attendu'] } },
    })
    expect(await put(5)).toMatchObject({ status: 200, body: { cancel_days: 5 } })
    try {
      expect(await caller.delete(`client/registrations/${row.id}`)).toMatchObject({
        status: 409,
        body: {
          message: `Le délai d’annulation en ligne de cette session est passé (jusqu’au ${french(inDays(-2))})\u00a0: pour l’annuler, écrivez à l’école à ecole@example.test.`,
        },
      })
      expect((await caller.get('client/registrations')).body.upcoming).toHaveLength(1)
      expect(await put('3')).toMatchObject({ status: 200, body: { cancel_days: 3 } })
      expect((await caller.delete(`client/registrations/${row.id}`)).status).toBe(200)
    } finally {
      await api.db.update(registrationType).set({ cancelDays: 2 }).where(eq(registrationType.id, type.id))
    }
  })

  it('answers 401 to nobody and 404 for a registration of somebody else', async () => {
    const row = await sessionIn(30)
    await registered(row.id)
    expect((await anonymous().delete(`client/registrations/${row.id}`)).status).toBe(401)
    const other = await loginClient(api, { phone })
    expect((await other.caller.delete(`client/registrations/${row.id}`)).status).toBe(404)
    expect((await other.caller.delete('client/registrations/999999')).status).toBe(404)
  })
})
