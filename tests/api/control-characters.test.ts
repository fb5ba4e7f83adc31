import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, type TestApi } from '../support/api'
import { ApiCaller } from '../support/http'
import { imageForm, png } from '../support/images'
import { startApiWithStaff } from '../support/users'

/**
 * A control character (NUL first: PostgreSQL's text refuses it) in any text the API receives is a French 400 under
 * its field, never a 500 (issue 16), whatever the body: JSON, form, html text or multipart.
 */
let api: TestApi
let admin: ApiCaller
let visitor: ApiCaller
beforeAll(async () => ({ api, admin, visitor } = await startApiWithStaff({ admin: '1' })))
afterAll(() => api?.close())

const refused = (field: string) => ({
  status: 400,
  body: { message: 'Certains champs sont invalides.', errors: { [field]: ['Ce texte contient des caractères de contrôle non autorisés'] } },
})

describe('control characters in what the API receives', () => {
  it.each(['\u0000', '\u0007', '\u001b[31m', '\u007f'])('refuses %j under its field, in every kind of body', async (control) => {
    expect(await admin.post('client/add', { json: { firstName: 'Ana', secondName: `Roux${control}` } })).toMatchObject(
      refused('secondName'),
    )
    expect(
      await visitor.post('contact/sendMessage', { form: { fullName: 'Ana', email: 'ana@example.fr', message: `Bonjour${control}` } }),
    ).toMatchObject(refused('message'))
    expect(await visitor.post('user/login', { json: { user: `admin${control}`, password: ADMIN.password } })).toMatchObject(refused('user'))
    expect(await admin.put('page/2/colle', { html: `<p>Texte${control}</p>` })).toMatchObject(refused('html'))
    const upload = await admin.post('image', {
      multipart: imageForm({ data: await png(), name: 'a.png', type: 'image/png' }, { role: `Rôle${control}` }),
    })
    expect(upload).toMatchObject(refused('role'))
  })

  it('refuses a NUL in the data of a registration, in a value (multipart) or in a name (JSON), and stores nothing', async () => {
    const registration = (withData: [string, string]) => {
      const form = new FormData()
      form.append('id_registration_type', '1')
      form.append('event_date', '2031-03-14')
      form.append(...withData)
      return form
    }
    const created = await admin.post('registration', { multipart: registration(['Lieu', 'Lyon']) })
    expect(created.status).toBe(200)
    const count = async () => (await visitor.get('registration/listing')).body.registrations.length
    const before = await count()

    expect(await admin.post('registration', { multipart: registration(['Lieu', 'Ly\u0000on']) })).toMatchObject(refused('data'))
    expect(await admin.post('registration', { multipart: registration(['Li\u0000eu', 'Lyon']) })).toMatchObject(refused('data'))
    const patch = await admin.request('PATCH', `registration/${created.body.id}`, { json: { data: { 'Li\u0000eu': 'Paris' } } })
    expect(patch).toMatchObject(refused('data'))
    const put = await admin.put(`registration/${created.body.id}`, { json: { data: { 'Horaires\u0000': '10 h' } } })
    expect(put).toMatchObject(refused('data'))

    expect(await count()).toBe(before)
    const [stored] = (await visitor.get('registration/listing')).body.registrations.filter(
      (row: { id: number }) => row.id === created.body.id,
    )
    expect(stored.data).toEqual({ Lieu: 'Lyon' })
  })

  it('keeps tabs and line breaks, which people do type', async () => {
    const answer = await visitor.post('contact/sendMessage', {
      form: { fullName: 'Ana', email: 'ana.tab@example.fr', message: 'Bonjour,\r\n\tvoici ma question.' },
    })
    expect(answer.status).toBe(200)
  })
})
