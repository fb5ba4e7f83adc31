import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RegistrationType } from '#contract/registration'
import { client, registration } from '../../server/db/schema'
import type { TestApi } from '../support/api'
import { ApiCaller } from '../support/http'
import { loginStaff, startApiWithStaff } from '../support/users'

let api: TestApi
let editor: ApiCaller
let sessionId: number

beforeAll(async () => ({ api, editor } = await startApiWithStaff({ editor: '8' })))
beforeAll(async () => {
  const types: RegistrationType[] = (await new ApiCaller(api.url).get('registration_type/all')).body
  const [row] = await api.db
    .insert(registration)
    .values({ idRegistrationType: types[0].id, eventDate: '2031-06-21', data: { Lieu: 'Salle des Tilleuls' } })
    .returning()
  sessionId = row.id
})
afterAll(() => api?.close())

/** Clients of a surname no seeded client has, so that the search finds only them. */
async function addClients(secondName: string, firstNames: string[], fields: Partial<typeof client.$inferInsert> = {}) {
  return api.db
    .insert(client)
    .values(
      firstNames.map((firstName) => ({
        firstName,
        secondName,
        city: 'Lyon',
        email: `${firstName.normalize('NFD').replace(/\p{M}/gu, '')}@example.fr`.toLowerCase(),
        ...fields,
      })),
    )
    .returning()
}

describe('GET registration/{id}/candidates (right 8)', () => {
  it('answers the clients the client list search finds, accents and case ignored, by name, each telling whether it is linked', async () => {
    const [elodie, zoe] = await addClients('Quérande', ['Élodie', 'Zoé'])
    await addClients('Quenard', ['Marc'])
    expect((await editor.put(`registration/${sessionId}/link/${zoe.id}`)).status).toBe(200)

    const answer = await editor.get(`registration/${sessionId}/candidates?q=${encodeURIComponent('QUERANDE')}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual([
      { id: elodie.id, firstName: 'Élodie', secondName: 'Quérande', email: 'elodie@example.fr', city: 'Lyon', linked: false },
      { id: zoe.id, firstName: 'Zoé', secondName: 'Quérande', email: 'zoe@example.fr', city: 'Lyon', linked: true },
    ])
    // The same fields as the client list: the first name, folded, finds her too.
    expect((await editor.get(`registration/${sessionId}/candidates?q=elodie%20quer`)).body.map((c: { id: number }) => c.id)).toEqual([
      elodie.id,
    ])
    expect((await editor.get(`registration/${sessionId}/candidates?q=zzzz-nobody`)).body).toEqual([])
  })

  it('answers at most 20 clients', async () => {
    await addClients(
      'Vingtetunième',
      Array.from({ length: 25 }, (_, index) => `Prénom${String(index).padStart(2, '0')}`),
    )
    const answer = await editor.get(`registration/${sessionId}/candidates?q=vingtetunieme`)
    expect(answer.status).toBe(200)
    expect(answer.body).toHaveLength(20)
  })

  it('answers 400 under q when it is missing, shorter than 2 or longer than 100 characters', async () => {
    for (const [query, message] of [
      ['', 'Ce champ est obligatoire'],
      ['?q=a', '2 caractères minimum'],
      ['?q=%20a%20', '2 caractères minimum'],
      [`?q=${'a'.repeat(101)}`, '100 caractères maximum'],
    ]) {
      expect(await editor.get(`registration/${sessionId}/candidates${query}`)).toMatchObject({
        status: 400,
        body: { errors: { q: [message] } },
      })
    }
  })

  it('answers 404 for an unknown or malformed registration id, 401 to nobody, 403 without right 8', async () => {
    for (const path of ['999999', '0', '0x10', '1e2', '01', 'abc']) {
      expect(await editor.get(`registration/${path}/candidates?q=lyon`)).toMatchObject({
        status: 404,
        body: { message: 'Cette inscription n’existe pas.' },
      })
    }
    expect((await new ApiCaller(api.url).get(`registration/${sessionId}/candidates?q=lyon`)).status).toBe(401)
    expect((await (await loginStaff(api, '7')).get(`registration/${sessionId}/candidates?q=lyon`)).status).toBe(403)
    expect((await (await loginStaff(api, '2;7')).get(`registration/${sessionId}/candidates?q=lyon`)).status).toBe(403)
  })
})
