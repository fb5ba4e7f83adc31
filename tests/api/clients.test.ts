import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { client } from '../../server/db/schema'
import type { TestApi } from '../support/api'
import { loginClient, visitor } from '../support/clients'
import { ApiCaller } from '../support/http'
import { startApiWithStaff } from '../support/users'

let api: TestApi
let viewer: ApiCaller
let editor: ApiCaller
beforeAll(async () => ({ api, viewer, editor } = await startApiWithStaff({ viewer: '2', editor: '3' })))
afterAll(() => api?.close())

const newClient = {
  type: 'Entreprise ; Tous publics',
  firstName: 'Élise',
  secondName: 'Aubert',
  phone: '06 12 34 56 78 ; 04 78 00 00 00',
  email: 'elise@example.fr;Elise.Aubert@Atelier.example',
  address: '3 place Sathonay',
  zip: '69001',
  city: 'Lyon',
  country: 'France',
  note: 'Rencontrée au salon',
  business: 'Atelier Aubert',
  professionalPhone: '04 72 00 00 00',
}

const tooLong = Object.keys(newClient)
  .filter((field) => !['type', 'zip', 'email'].includes(field))
  .map((field): [string, string | number, string] => [field, 'x'.repeat(256), '255 caractères maximum'])

describe('POST client/add', () => {
  it('adds a client, lists written as « a;b », and answers it', async () => {
    const answer = await editor.post('client/add', { json: newClient })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      ...newClient,
      id: expect.any(Number),
      type: 'Entreprise;Tous publics',
      phone: '06 12 34 56 78;04 78 00 00 00',
      hasAccount: false,
    })
    const [row] = await api.db.select().from(client).where(eq(client.id, answer.body.id))
    expect(row).toMatchObject({ firstName: 'Élise', zip: '69001', accountEmail: null, passwordHash: null })
  })

  it('gives a client without type the type « Tous publics »', async () => {
    const answer = await editor.post('client/add', { json: { firstName: 'Paul', secondName: 'Roche' } })
    expect(answer.body).toMatchObject({ type: 'Tous publics', phone: '', email: '' })
  })

  it.each([
    ['firstName', '', 'Ce champ est obligatoire'],
    ['secondName', '   ', 'Ce champ est obligatoire'],
    ['type', 'Particulier', 'Valeurs possibles\u00a0: Tous publics, Entreprise'],
    ['email', 'elise@example.fr;pas-une-adresse', 'Adresses e-mail invalides (séparez-les par «\u00a0;\u00a0»)'],
    ['zip', '690010', '5 caractères maximum'],
    ...tooLong,
  ])('answers 400 under %s', async (field, value, error) => {
    const answer = await editor.post('client/add', { json: { ...newClient, [field]: value } })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ message: 'Certains champs sont invalides.', errors: { [field]: [error] } })
  })

  it('answers 401 to nobody and 403 to staff without right 3', async () => {
    expect((await new ApiCaller(api.url).post('client/add', { json: newClient })).status).toBe(401)
    expect(await viewer.post('client/add', { json: newClient })).toMatchObject({
      status: 403,
      body: { message: 'Vous n’avez pas le droit de faire cette action.' },
    })
  })
})

describe('writes sent by a browser from another site', () => {
  it('refuses them (403) even with the right session: a foreign Origin, or Sec-Fetch-Site other than same-origin', async () => {
    const form = { form: { firstName: 'Intrus', secondName: 'Ailleurs' } }
    const refused = { status: 403, body: { message: 'Cette requête doit venir du site lui-même.' } }
    expect(await editor.post('client/add', form, { Origin: 'https://evil.example' })).toMatchObject(refused)
    expect(await editor.post('client/add', form, { 'Sec-Fetch-Site': 'cross-site' })).toMatchObject(refused)
    expect(await editor.post('client/add', form, { 'Sec-Fetch-Site': 'same-site', Origin: 'https://sub.example' })).toMatchObject(refused)
    const [row] = await api.db.select().from(client).where(eq(client.secondName, 'Ailleurs'))
    expect(row).toBeUndefined()
  })

  it('accepts the site’s own calls (neither header) and a same-origin browser', async () => {
    expect((await editor.post('client/add', { form: { firstName: 'Voisine', secondName: 'Ici' } })).status).toBe(200)
    expect(
      (await editor.post('client/add', { json: { firstName: 'Voisin', secondName: 'Ici' } }, { 'Sec-Fetch-Site': 'same-origin' })).status,
    ).toBe(200)
  })
})

describe('GET client/getAll', () => {
  it('lists the clients by name, accounts not yet confirmed left out', async () => {
    await editor.post('client/add', { json: { firstName: 'Zoé', secondName: 'Abadie' } })
    const account = await loginClient(api, { firstName: 'Bruno', secondName: 'Zeller' })
    await visitor(api).post('client/create_account', { json: { email: 'jamais.confirme@example.fr' } })

    const answer = await viewer.get('client/getAll')
    expect(answer.status).toBe(200)
    const names = answer.body.map((c: { secondName: string }) => c.secondName)
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'fr')))
    expect(answer.body).toContainEqual(expect.objectContaining({ firstName: 'Zoé', secondName: 'Abadie', hasAccount: false }))
    expect(answer.body).toContainEqual(expect.objectContaining({ id: account.row.id, email: account.email, hasAccount: true }))
    expect(answer.body.some((c: { email: string }) => c.email === 'jamais.confirme@example.fr')).toBe(false)
    expect(JSON.stringify(answer.body)).not.toMatch(/passwordHash|argon2/)
  })

  it('answers 401 to nobody and to a client, 403 to staff without right 2', async () => {
    expect((await new ApiCaller(api.url).get('client/getAll')).status).toBe(401)
    expect((await (await loginClient(api)).caller.get('client/getAll')).status).toBe(401)
    expect((await editor.get('client/getAll')).status).toBe(403)
  })
})

describe('PUT client/update/{id}', () => {
  it('changes only the fields given (staff holding right 3, note and e-mail included)', async () => {
    const { body: added } = await editor.post('client/add', { json: newClient })
    const answer = await editor.put(`client/update/${added.id}`, {
      json: { city: 'Villeurbanne', zip: '69100', note: 'Rappeler en juin', email: 'nouvelle@example.fr' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ ...added, city: 'Villeurbanne', zip: '69100', note: 'Rappeler en juin', email: 'nouvelle@example.fr' })
    const [row] = await api.db.select().from(client).where(eq(client.id, added.id))
    expect(row).toMatchObject({ city: 'Villeurbanne', firstName: 'Élise', business: 'Atelier Aubert' })
  })

  it.each([
    ['type', 'Association', 'Valeurs possibles\u00a0: Tous publics, Entreprise'],
    ['email', 'pas-une-adresse', 'Adresses e-mail invalides (séparez-les par «\u00a0;\u00a0»)'],
    ['zip', '1234567', '5 caractères maximum'],
    ['firstName', 42, 'Texte attendu'],
    ...tooLong,
  ])('answers 400 under %s', async (field, value, error) => {
    const { body: added } = await editor.post('client/add', { json: { firstName: 'Inès', secondName: 'Morel' } })
    const answer = await editor.put(`client/update/${added.id}`, { json: { [field]: value } })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual({ [field]: [error] })
  })

  it('answers 404 for an unknown client and 400 for an id that is not one', async () => {
    expect(await editor.put('client/update/999999', { json: { city: 'Lyon' } })).toMatchObject({
      status: 404,
      body: { message: 'Ce client n’existe pas.' },
    })
    const answer = await editor.put('client/update/abc', { json: { city: 'Lyon' } })
    expect(answer).toMatchObject({ status: 400, body: { errors: { id: ['Nombre entier attendu'] } } })
  })

  it('lets a client update its own data, its e-mail unchanged and without the note', async () => {
    const { caller, row, email } = await loginClient(api, { note: 'Note de l’école' })
    const answer = await caller.put(`client/update/${row.id}`, { json: { phone: '07 11 22 33 44', city: 'Lyon', email } })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id: row.id, phone: '07 11 22 33 44', city: 'Lyon', email, note: 'Note de l’école' })
    expect(await caller.get('client/me')).toMatchObject({ body: { phone: '07 11 22 33 44' } })
  })

  it('refuses a client changing its e-mail or the note (400 under the field)', async () => {
    const { caller, row, email } = await loginClient(api)
    const answer = await caller.put(`client/update/${row.id}`, { json: { email: 'autre@example.fr', note: 'Je me note', city: 'Paris' } })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual({
      email: ['L’adresse e-mail ne peut pas être modifiée depuis votre compte. Écrivez-nous pour la changer'],
      note: ['Ce champ est réservé à l’école'],
    })
    const [stored] = await api.db.select().from(client).where(eq(client.id, row.id))
    expect(stored).toMatchObject({ email, note: '', city: '' })
  })

  it('answers 403 to a client on another client, 401 to nobody, 403 to staff without right 3', async () => {
    const { caller } = await loginClient(api)
    const other = await loginClient(api, { city: 'Annecy' })
    expect((await caller.put(`client/update/${other.row.id}`, { json: { city: 'Paris' } })).status).toBe(403)
    const [stored] = await api.db.select().from(client).where(eq(client.id, other.row.id))
    expect(stored.city).toBe('Annecy')
    expect((await new ApiCaller(api.url).put(`client/update/${other.row.id}`, { json: { city: 'Paris' } })).status).toBe(401)
    expect((await viewer.put(`client/update/${other.row.id}`, { json: { city: 'Paris' } })).status).toBe(403)
  })
})
