import { readFile } from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Registration, registrationCategories, type RegistrationType } from '#contract/registration'
import { todayInParis } from '../../server/contract/dates'
import { activity, registration, registrationClient, registrationType } from '../../server/db/schema'
import { frenchDate } from '../../server/services/registrations'
import type { TestApi } from '../support/api'
import { completeClient, loginClient } from '../support/clients'
import { ApiCaller } from '../support/http'
import { loginStaff, startApiWithStaff } from '../support/users'

let api: TestApi
let types: RegistrationType[]
let editor: ApiCaller
let viewer: ApiCaller
const anonymous = () => new ApiCaller(api.url)

beforeAll(async () => ({ api, editor, viewer } = await startApiWithStaff({ editor: '8', viewer: '7' })))
beforeAll(async () => {
  types = (await anonymous().get('registration_type/all')).body
})
afterAll(() => api?.close())

const typeOf = (category: string, subcategory: string) => types.find((t) => t.category === category && t.subcategory === subcategory)!
const sessionsOf = async (type: RegistrationType): Promise<Registration[]> =>
  (await anonymous().get('registration/all')).body.filter((r: Registration) => r.id_registration_type === type.id)
/** A new upcoming registration of a type, made in the database. */
async function newRegistration(type: RegistrationType, eventDate = '2031-05-17') {
  const [row] = await api.db
    .insert(registration)
    .values({
      idRegistrationType: type.id,
      eventDate,
      data: {
        Date: 'samedi 17 mai 2031, 9 h 30 – 17 h',
        Horaires: '9 h 30 – 17 h',
        Lieu: 'École Sens & Parole',
        Adresse: '12 rue des Tilleuls, 69004 Lyon',
      },
    })
    .returning()
  return row
}
/** What everybody reads of a registration made by newRegistration (on its default date) once one client took its place. */
const answerWithOneParticipant = (row: Awaited<ReturnType<typeof newRegistration>>, type: RegistrationType) => ({
  id: row.id,
  id_registration_type: type.id,
  event_date: '2031-05-17',
  data: row.data,
  participants: 1,
  places: null,
  taken: 1,
  held: 0,
  waiting: 0,
})

function multipart(fields: Record<string, string>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return { multipart: form }
}

describe('the seeded registrations', () => {
  it('has a type for every category and subcategory of section 2, with its page link and field lists', async () => {
    for (const [category, subcategories] of Object.entries(registrationCategories)) {
      for (const subcategory of subcategories) {
        const type = typeOf(category, subcategory)
        expect(type, `${category}/${subcategory}`).toBeDefined()
        expect(type.link).toMatch(/^\/[a-z-]+(\/[a-z-]+)?$/)
        expect(type.data_name_list.flat()).toEqual(expect.arrayContaining(['Date', 'Lieu', 'Tarif']))
        expect(type.data_name_client).toEqual(expect.arrayContaining(['firstName', 'secondName']))
      }
    }
    expect(typeOf('stage', 'meditation')).toMatchObject({ title_category: 'Stages', link: '/stages/meditation', id_page: 11 })
    expect(typeOf('event', 'webinars').link).toBe('/events/webinars')
    expect(typeOf('training', 'trainer-trainings').link).toBe('/trainer-trainings')
  })

  it('has two or three upcoming sessions of each type, with their French date text and the prices of the specification', async () => {
    const today = todayInParis()
    for (const type of types) {
      const sessions = await sessionsOf(type)
      expect(sessions.length, type.subcategory).toBeGreaterThanOrEqual(2)
      expect(sessions.length, type.subcategory).toBeLessThanOrEqual(3)
      for (const session of sessions) {
        expect(session.event_date >= today).toBe(true)
        expect(session.data.Date).toMatch(/^(du )?(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) .*\d{4}, \d{1,2} h/)
        expect(session).not.toHaveProperty('clientIds')
      }
    }
    const tariff = async (category: string, subcategory: string) => (await sessionsOf(typeOf(category, subcategory)))[0].data.Tarif
    expect(await tariff('stage', 'meditation')).toBe('185\u00a0€')
    expect(await tariff('stage', 'consciousness-initiation')).toBe('20\u00a0€ par personne')
    // Under the catalogue's promotion: the price to pay, then the price before it (content/prices.ts).
    expect(await tariff('stage', 'sagacity')).toBe('92,50\u00a0€ au lieu de 185\u00a0€ par personne')
    expect(await tariff('training', 'trainer-trainings')).toBe(
      'En groupe\u00a0: 555\u00a0€ les 3\u00a0jours. En individuel\u00a0: 705\u00a0€ les 3\u00a0demi-journées',
    )
    expect(await tariff('training', 'training-become-coach')).toContain('185\u00a0€ par jour et par personne')
  })
})

describe('GET registration/all', () => {
  it('shows the linked client ids to staff holding right 7 only', async () => {
    const type = typeOf('stage', 'sagacity')
    const row = await newRegistration(type)
    const { row: person } = await loginClient(api)
    await api.db.insert(registrationClient).values({ registrationId: row.id, clientId: person.id })
    const find = async (caller: ApiCaller) => (await caller.get('registration/all')).body.find((r: Registration) => r.id === row.id)
    expect(await find(viewer)).toMatchObject({ participants: 1, clientIds: [person.id] })
    expect(await find(editor)).not.toHaveProperty('clientIds')
    expect(await find(anonymous())).toEqual(answerWithOneParticipant(row, type))
  })
})

describe('GET registration/listing', () => {
  it('answers the types of a subcategory, a category or all, with all their registrations by date and no client ids', async () => {
    const type = typeOf('event', 'workshops')
    const past = await newRegistration(type, '2020-01-04')
    const { row: person } = await loginClient(api)
    await api.db.insert(registrationClient).values({ registrationId: past.id, clientId: person.id })
    const all: Registration[] = (await viewer.get('registration/all')).body
    const withoutClients = (rows: Registration[]) => rows.map(({ clientIds: _ids, ...row }) => row)

    const one = await viewer.get('registration/listing?category=event&subcategory=workshops')
    expect(one.status).toBe(200)
    expect(one.body).toEqual({
      types: [type],
      registrations: withoutClients(all.filter((r) => r.id_registration_type === type.id)),
    })
    expect(one.body.registrations[0]).toMatchObject({ id: past.id, participants: 1 })

    const events = (await anonymous().get('registration/listing?category=event')).body
    expect(events.types).toEqual(types.filter((t) => t.category === 'event'))
    const everything = (await anonymous().get('registration/listing')).body
    expect(everything).toEqual({ types, registrations: withoutClients(all) })
  })

  it('answers 400 naming an unknown category or subcategory, or a subcategory without its category', async () => {
    for (const [query, field] of [
      ['category=nope', 'category'],
      ['category=event&subcategory=sagacity', 'subcategory'],
      ['subcategory=webinars', 'category'],
    ]) {
      const answer = await anonymous().get(`registration/listing?${query}`)
      expect(answer.status, query).toBe(400)
      expect(Object.keys(answer.body.errors), query).toEqual([field])
    }
  })
})

describe('POST registration (multipart)', () => {
  it('creates a registration, every other part a data entry keyed with underscores', async () => {
    const type = typeOf('stage', 'meditation')
    const answer = await editor.post(
      'registration',
      multipart({
        id_registration_type: String(type.id),
        event_date: '2031-06-14',
        Date: 'samedi 14 juin 2031, 9 h 30 – 17 h',
        'Places disponibles': '12',
        Tarif: '185\u00a0€',
      }),
    )
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      id: expect.any(Number),
      id_registration_type: type.id,
      event_date: '2031-06-14',
      // A number of « Places disponibles » is the session's places (issue 28).
      data: { Date: 'samedi 14 juin 2031, 9 h 30 – 17 h', Tarif: '185\u00a0€' },
      participants: 0,
      places: 12,
      taken: 0,
      held: 0,
      waiting: 0,
    })
    const [row] = await api.db.select().from(registration).where(eq(registration.id, answer.body.id))
    expect(row).toMatchObject({ eventDate: '2031-06-14', data: answer.body.data })
  })

  it.each([
    [{ event_date: '2031-06-14' }, { id_registration_type: ['Nombre entier attendu'] }],
    [{ id_registration_type: 'abc', event_date: '2031-06-14' }, { id_registration_type: ['Nombre entier attendu'] }],
    [{ id_registration_type: '999999', event_date: '2031-06-14' }, { id_registration_type: ['Ce type d’inscription n’existe pas'] }],
    [{ id_registration_type: 'TYPE' }, { event_date: ['Ce champ est obligatoire'] }],
    // An empty date picker sends an empty value: a missing date, not a format to learn.
    [{ id_registration_type: 'TYPE', event_date: '' }, { event_date: ['Ce champ est obligatoire'] }],
    [{ id_registration_type: 'TYPE', event_date: '14/06/2031' }, { event_date: ['Date attendue au format aaaa-mm-jj'] }],
    [{ id_registration_type: 'TYPE', event_date: '2031-02-30' }, { event_date: ['Date attendue au format aaaa-mm-jj'] }],
    [
      { id_registration_type: '999999', event_date: 'demain' },
      { id_registration_type: ['Ce type d’inscription n’existe pas'], event_date: ['Date attendue au format aaaa-mm-jj'] },
    ],
  ])('answers 400 per field (%j)', async (fields, errors) => {
    const typeId = String(typeOf('event', 'workshops').id)
    const parts = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value === 'TYPE' ? typeId : value]))
    const answer = await editor.post('registration', multipart(parts))
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ message: 'Certains champs sont invalides.', errors })
  })

  it('answers 401 to nobody and to a client, 403 to staff without right 8', async () => {
    const fields = { id_registration_type: String(types[0].id), event_date: '2031-06-14' }
    expect((await anonymous().post('registration', multipart(fields))).status).toBe(401)
    expect((await (await loginClient(api)).caller.post('registration', multipart(fields))).status).toBe(401)
    expect((await viewer.post('registration', multipart(fields))).status).toBe(403)
  })
})

describe('PUT registration/{id}', () => {
  it('changes the date, the type and the whole data', async () => {
    const row = await newRegistration(typeOf('event', 'conferences'))
    const other = typeOf('event', 'workshops')
    const answer = await editor.put(`registration/${row.id}`, {
      json: {
        id_registration_type: other.id,
        event_date: '2031-09-20',
        data: { Thème: 'L’écoute', 'Places disponibles': 'Sur réservation' },
      },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      id: row.id,
      id_registration_type: other.id,
      event_date: '2031-09-20',
      data: { Thème: 'L’écoute', Places_disponibles: 'Sur réservation' },
    })
    expect(Object.keys(answer.body.data)).toHaveLength(2)
    const [stored] = await api.db.select().from(registration).where(eq(registration.id, row.id))
    expect(stored).toMatchObject({ idRegistrationType: other.id, eventDate: '2031-09-20' })
  })

  it.each([
    [{ event_date: '2031-13-01' }, { event_date: ['Date attendue au format aaaa-mm-jj'] }],
    [{ id_registration_type: 999999 }, { id_registration_type: ['Ce type d’inscription n’existe pas'] }],
    [{ id_registration_type: 'x' }, { id_registration_type: ['Nombre entier attendu'] }],
    [{ data: { Lieu: 'x'.repeat(2001) } }, { data: ['2\u202f000 caractères maximum'] }],
  ])('answers 400 per field (%j)', async (body, errors) => {
    const row = await newRegistration(typeOf('event', 'conferences'))
    const answer = await editor.put(`registration/${row.id}`, { json: body })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual(errors)
  })

  it('answers 404 for an unknown registration, 401 to nobody, 403 without right 8', async () => {
    expect(await editor.put('registration/999999', { json: { event_date: '2031-09-20' } })).toMatchObject({
      status: 404,
      body: { message: 'Cette inscription n’existe pas.' },
    })
    const row = await newRegistration(typeOf('event', 'conferences'))
    expect((await anonymous().put(`registration/${row.id}`, { json: {} })).status).toBe(401)
    expect((await viewer.put(`registration/${row.id}`, { json: {} })).status).toBe(403)
  })
})

describe('PUT registration/{id}/link/{clientId} (staff)', () => {
  it('links a client once and answers the registration and the client', async () => {
    const row = await newRegistration(typeOf('stage', 'meditation'))
    const { row: person } = await loginClient(api, completeClient)
    const admin = await loginStaff(api, '1')
    const answer = await admin.put(`registration/${row.id}/link/${person.id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      registration: { id: row.id, participants: 1, clientIds: [person.id] },
      client: { id: person.id, firstName: 'Nora' },
    })
    expect((await editor.put(`registration/${row.id}/link/${person.id}`)).body.registration).toMatchObject({ participants: 1 })
    const links = await api.db.select().from(registrationClient).where(eq(registrationClient.registrationId, row.id))
    expect(links).toHaveLength(1)
    expect(links[0].confirmedAt).toBeNull()
  })

  it('refuses a client that lacks the fields the type requires, naming them (400)', async () => {
    const type = typeOf('training', 'training-become-coach')
    const row = await newRegistration(type)
    const { row: person } = await loginClient(api, { firstName: 'Nora', secondName: 'Benali', phone: '', city: 'Lyon' })
    const answer = await editor.put(`registration/${row.id}/link/${person.id}`)
    expect(answer.status).toBe(400)
    const required = 'Ce champ est obligatoire pour cette inscription'
    expect(answer.body).toEqual({
      message: 'Cette inscription demande des informations qui manquent\u00a0: téléphone, adresse, code postal.',
      errors: { phone: [required], address: [required], zip: [required] },
    })
    expect(await api.db.select().from(registrationClient).where(eq(registrationClient.registrationId, row.id))).toEqual([])
  })

  it('answers 404 for an unknown registration or client, 401 to nobody, 403 without right 8', async () => {
    const row = await newRegistration(typeOf('stage', 'meditation'))
    const { row: person } = await loginClient(api, completeClient)
    expect(await editor.put(`registration/999999/link/${person.id}`)).toMatchObject({
      status: 404,
      body: { message: 'Cette inscription n’existe pas.' },
    })
    expect(await editor.put(`registration/${row.id}/link/999999`)).toMatchObject({
      status: 404,
      body: { message: 'Ce client n’existe pas.' },
    })
    expect(await editor.put(`registration/${row.id}/link/abc`)).toMatchObject({
      status: 400,
      body: { errors: { clientId: ['Nombre entier attendu'] } },
    })
    expect((await anonymous().put(`registration/${row.id}/link/${person.id}`)).status).toBe(401)
    expect((await viewer.put(`registration/${row.id}/link/${person.id}`)).status).toBe(403)
  })
})

describe('PUT registration/{id}/confirm (client)', () => {
  it('links the client, mails the client (with the .ics) and the school, and answers both', async () => {
    const type = typeOf('stage', 'meditation')
    const row = await newRegistration(type)
    const { caller, row: person, email } = await loginClient(api, completeClient)
    const answer = await caller.put(`registration/${row.id}/confirm`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      registration: answerWithOneParticipant(row, type),
      client: expect.objectContaining({ id: person.id, email, hasAccount: true }),
    })
    const [link] = await api.db.select().from(registrationClient).where(eq(registrationClient.registrationId, row.id))
    expect(link).toMatchObject({ clientId: person.id, anonymised: false })
    expect(link.confirmedAt).not.toBeNull()

    const mails = (await api.mails()).filter((mail) => mail.subject.endsWith(`${type.title_registration} du ${frenchDate('2031-05-17')}`))
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [email, 'Inscription confirmée\u00a0: Stage de méditation du 17/05/2031'],
      ['ecole@example.test', 'Nouvelle inscription\u00a0: Stage de méditation du 17/05/2031'],
    ])
    const [toClient, toSchool] = mails
    expect(toClient.text).toContain('Date\u00a0: 17/05/2031 (samedi 17 mai 2031, 9 h 30 – 17 h)')
    expect(toClient.text).toContain('Lieu\u00a0: École Sens & Parole, 12 rue des Tilleuls, 69004 Lyon')
    expect(toClient.attachments).toEqual([
      { filename: `inscription-2031-05-17-${row.id}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
    ])
    expect(toSchool.text).toContain('Nora Benali a confirmé son inscription.')
    expect(toSchool.text).toContain(`E-mail\u00a0: ${email}`)
    expect(toSchool.replyTo).toBe(email)

    const parsed = await simpleParser(await readFile(toClient.eml))
    const ics = parsed.attachments[0].content.toString('utf8')
    expect(ics).toContain('BEGIN:VEVENT\r\n')
    // 9 h 30 in Lyon in May is 7 h 30 UTC.
    expect(ics).toContain('DTSTART:20310517T073000Z\r\n')
    expect(ics).toContain('SUMMARY:Stage de méditation – École Sens & Parole\r\n')
  })

  it('links once and mails once (one mail to the client, one to the school) under 50 concurrent confirmations', async () => {
    const type = typeOf('stage', 'sagacity')
    const row = await newRegistration(type, '2031-07-05')
    const { caller, email } = await loginClient(api, completeClient)
    const answers = await Promise.all(Array.from({ length: 50 }, () => caller.put(`registration/${row.id}/confirm`)))
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 50 }, () => 200))
    expect(await api.db.select().from(registrationClient).where(eq(registrationClient.registrationId, row.id))).toHaveLength(1)
    const mails = (await api.mails()).filter((mail) => mail.subject.endsWith(`Stage Sagacité du 05/07/2031`))
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [email, 'Inscription confirmée\u00a0: Stage Sagacité du 05/07/2031'],
      ['ecole@example.test', 'Nouvelle inscription\u00a0: Stage Sagacité du 05/07/2031'],
    ])
  })

  it('mails once when staff linked the client first and the client confirms 50 times at once', async () => {
    const type = typeOf('stage', 'sagacity')
    const row = await newRegistration(type, '2031-07-12')
    const { caller, row: person, email } = await loginClient(api, completeClient)
    expect((await editor.put(`registration/${row.id}/link/${person.id}`)).status).toBe(200)
    const answers = await Promise.all(Array.from({ length: 50 }, () => caller.put(`registration/${row.id}/confirm`)))
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]))
    const mails = (await api.mails()).filter((mail) => mail.subject.endsWith(`Stage Sagacité du 12/07/2031`))
    expect(mails.map((mail) => mail.to)).toEqual([email, 'ecole@example.test'])
  })

  it('refuses a client that lacks the fields the type requires, naming them, and sends nothing', async () => {
    const type = typeOf('stage', 'eat-well')
    const row = await newRegistration(type, '2031-08-02')
    const { caller } = await loginClient(api, { firstName: 'Nora', secondName: '', phone: '' })
    const answer = await caller.put(`registration/${row.id}/confirm`)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('Cette inscription demande des informations qui manquent\u00a0: nom, téléphone.')
    expect(Object.keys(answer.body.errors)).toEqual(['secondName', 'phone'])
    expect((await api.mails()).filter((mail) => mail.subject.endsWith('02/08/2031'))).toEqual([])
  })

  it('refuses a past session (400 under event_date)', async () => {
    const row = await newRegistration(typeOf('stage', 'meditation'), '2024-01-13')
    const { caller } = await loginClient(api, completeClient)
    const answer = await caller.put(`registration/${row.id}/confirm`)
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: { event_date: ['Cette session a déjà eu lieu\u00a0: il n’est plus possible de s’y inscrire'] } },
    })
  })

  it('answers 404 for an unknown registration, 401 to nobody and to staff', async () => {
    const { caller } = await loginClient(api, completeClient)
    expect(await caller.put('registration/999999/confirm')).toMatchObject({
      status: 404,
      body: { message: 'Cette inscription n’existe pas.' },
    })
    const row = await newRegistration(typeOf('stage', 'meditation'))
    expect((await anonymous().put(`registration/${row.id}/confirm`)).status).toBe(401)
    expect((await (await loginStaff(api, '1')).put(`registration/${row.id}/confirm`)).status).toBe(401)
  })
})

describe('GET client/{id}/registrations (staff, rights 2 and 7)', () => {
  it('answers the registrations a client is linked to, with their types, by date; 404 for an unknown client', async () => {
    const later = await newRegistration(typeOf('stage', 'meditation'), '2032-03-01')
    const sooner = await newRegistration(typeOf('event', 'webinars'), '2031-02-01')
    const { row: person } = await loginClient(api, completeClient)
    const admin = await loginStaff(api, '1')
    for (const row of [later, sooner]) expect((await admin.put(`registration/${row.id}/link/${person.id}`)).status).toBe(200)
    const reader = await loginStaff(api, '2;7')
    const answer = await reader.get(`client/${person.id}/registrations`)
    expect(answer.status).toBe(200)
    expect(answer.body.map((item: { registration: Registration }) => item.registration.id)).toEqual([sooner.id, later.id])
    expect(answer.body[0]).toMatchObject({ type: { category: 'event', subcategory: 'webinars' }, confirmedAt: null })
    expect((await reader.get('client/999999/registrations')).body).toEqual({ message: 'Ce client n’existe pas.' })
    expect((await reader.get('client/0x10/registrations')).status).toBe(404)
    expect((await (await loginStaff(api, '2')).get(`client/${person.id}/registrations`)).status).toBe(403)
  })
})

describe('PATCH registration/{id} (partial update)', () => {
  it('changes the data entries sent and keeps the others; an empty value removes its entry', async () => {
    const row = await newRegistration(typeOf('stage', 'meditation'))
    const answer = await editor.request('PATCH', `registration/${row.id}`, {
      json: { event_date: '2031-06-01', data: { Lieu: 'Salle des Tilleuls', Adresse: '' } },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id: row.id, event_date: '2031-06-01' })
    expect(answer.body.data).toEqual({
      Date: 'samedi 17 mai 2031, 9 h 30 – 17 h',
      Horaires: '9 h 30 – 17 h',
      Lieu: 'Salle des Tilleuls',
    })
    const twice = await editor.request('PATCH', `registration/${row.id}`, { json: { data: { Horaires: '10 h – 18 h' } } })
    expect(twice.body).toMatchObject({ event_date: '2031-06-01', data: { Lieu: 'Salle des Tilleuls', Horaires: '10 h – 18 h' } })
  })

  it('answers 400 under event_date, 404 for an unknown registration, 401 to nobody, 403 without right 8', async () => {
    const row = await newRegistration(typeOf('stage', 'meditation'))
    expect(await editor.request('PATCH', `registration/${row.id}`, { json: { event_date: '17/05/2031' } })).toMatchObject({
      status: 400,
      body: { errors: { event_date: expect.any(Array) } },
    })
    expect((await editor.request('PATCH', 'registration/999999', { json: {} })).status).toBe(404)
    expect((await anonymous().request('PATCH', `registration/${row.id}`, { json: {} })).status).toBe(401)
    expect((await viewer.request('PATCH', `registration/${row.id}`, { json: {} })).status).toBe(403)
  })
})

describe('participants: GET registration/{id}/participants and DELETE registration/{id}/link/{clientId}', () => {
  it('lists the linked clients by name for right 7, and unlinks one for right 8', async () => {
    const row = await newRegistration(typeOf('stage', 'meditation'))
    const { row: person } = await loginClient(api, { ...completeClient, firstName: 'Inès' })
    await editor.put(`registration/${row.id}/link/${person.id}`)
    const list = await viewer.get(`registration/${row.id}/participants`)
    expect(list.status).toBe(200)
    expect(list.body).toEqual([
      {
        clientId: person.id,
        firstName: 'Inès',
        secondName: 'Benali',
        email: person.email,
        phone: '06 10 20 30 40',
        city: 'Lyon',
        confirmedAt: null,
      },
    ])
    expect((await editor.get(`registration/${row.id}/participants`)).status).toBe(403)
    expect((await viewer.delete(`registration/${row.id}/link/${person.id}`)).status).toBe(403)
    const unlinked = await editor.delete(`registration/${row.id}/link/${person.id}`)
    expect(unlinked).toMatchObject({ status: 200, body: { id: row.id, participants: 0 } })
    const log = await viewer.get(`activity/registration/${row.id}`)
    expect(log.body.map((entry: { action: string }) => entry.action)).toEqual(['unlink', 'link'])
    expect(log.body[0].changes).toEqual({ clientId: { before: person.id, after: null }, client: { before: 'Inès Benali', after: null } })
    expect((await viewer.get(`registration/${row.id}/participants`)).body).toEqual([])
    expect(await editor.delete(`registration/${row.id}/link/${person.id}`)).toMatchObject({
      status: 404,
      body: { message: 'Ce client n’est pas inscrit à cette session.' },
    })
  })
})

describe('DELETE registration/{id}', () => {
  it('deletes a session without participants at once; the public list loses it', async () => {
    const type = typeOf('event', 'webinars')
    const row = await newRegistration(type)
    expect(await editor.delete(`registration/${row.id}`)).toMatchObject({ status: 200, body: { deleted: row.id, participants: 0 } })
    expect((await sessionsOf(type)).map((r) => r.id)).not.toContain(row.id)
    expect((await editor.delete(`registration/${row.id}`)).status).toBe(404)
  })

  it('asks for an explicit confirmation when clients are linked (409), then deletes it and its links', async () => {
    const type = typeOf('stage', 'meditation')
    const row = await newRegistration(type)
    const { row: person } = await loginClient(api, completeClient)
    await editor.put(`registration/${row.id}/link/${person.id}`)
    expect(await editor.delete(`registration/${row.id}`)).toMatchObject({
      status: 409,
      body: { message: 'Cette inscription a 1 participant\u00a0: confirmez sa suppression.' },
    })
    expect((await sessionsOf(type)).map((r) => r.id)).toContain(row.id)
    expect((await viewer.delete(`registration/${row.id}?confirm=true`)).status).toBe(403)
    expect(await editor.delete(`registration/${row.id}?confirm=true`)).toMatchObject({ status: 200, body: { participants: 1 } })
    expect((await sessionsOf(type)).map((r) => r.id)).not.toContain(row.id)
    expect(await api.db.select().from(registrationClient).where(eq(registrationClient.registrationId, row.id))).toEqual([])
  })
})

describe('PUT registration_type/{id}', () => {
  /** The editable part of a type as it is, to change one thing at a time. */
  const editable = (type: RegistrationType) => ({
    title_category: type.title_category,
    title_subcategory: type.title_subcategory,
    title_registration: type.title_registration,
    link: type.link,
    id_page: type.id_page,
    id_image: type.id_image,
    data_name_list: type.data_name_list,
    data_name_client: type.data_name_client,
  })
  const restore = async (type: RegistrationType) => {
    expect((await editor.put(`registration_type/${type.id}`, { json: editable(type) })).status).toBe(200)
  }

  it('changes the titles and the field lists; the public list and the activity log follow', async () => {
    const type = typeOf('stage', 'meditation')
    const answer = await editor.put(`registration_type/${type.id}`, {
      json: {
        ...editable(type),
        title_registration: ' Stage de méditation en pleine nature ',
        data_name_list: [
          ['Date', 'Horaires'],
          ['Lieu', 'Hébergement'],
        ],
        data_name_client: ['firstName', 'phone', 'phone'],
      },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      ...type,
      title_registration: 'Stage de méditation en pleine nature',
      data_name_list: [
        ['Date', 'Horaires'],
        ['Lieu', 'Hébergement'],
      ],
      data_name_client: ['firstName', 'phone'],
    })
    const listed = (await anonymous().get('registration_type/all')).body.find((t: RegistrationType) => t.id === type.id)
    expect(listed.data_name_list).toEqual([
      ['Date', 'Horaires'],
      ['Lieu', 'Hébergement'],
    ])
    const [stored] = await api.db.select().from(registrationType).where(eq(registrationType.id, type.id))
    expect(stored.dataNameClient).toEqual(['firstName', 'phone'])
    const log = await viewer.get(`activity/registration_type/${type.id}`)
    expect(log.status).toBe(200)
    expect(JSON.stringify(log.body)).toContain('Hébergement')
    await restore(type)
    expect((await api.db.select().from(activity).where(eq(activity.entity, 'registration_type'))).length).toBeGreaterThanOrEqual(2)
  })

  it.each([
    [{ title_registration: '' }, 'title_registration'],
    [{ title_category: 'x'.repeat(101) }, 'title_category'],
    [{ title_subcategory: 'Stage\u0007' }, 'title_subcategory'],
    [{ data_name_list: [['Date'], []] }, 'data_name_list'],
    [{ data_name_list: [['Date', '']] }, 'data_name_list'],
    [{ data_name_list: Array.from({ length: 21 }, () => ['Date']) }, 'data_name_list'],
    [{ data_name_list: [Array.from({ length: 21 }, (_, i) => `Champ ${i}`)] }, 'data_name_list'],
    [{ data_name_list: 'Date' }, 'data_name_list'],
    [{ data_name_client: ['firstName', 'password'] }, 'data_name_client'],
    [{ link: 'javascript:alert(1)' }, 'link'],
    [{ link: '//example.com' }, 'link'],
    // Browsers open these as http://evil.test/ (issue 27).
    [{ link: '/\\evil.test' }, 'link'],
    [{ link: '/\\/evil.test' }, 'link'],
    [{ link: 'https://site.test\\@evil.test/' }, 'link'],
    [{ id_page: 999999 }, 'id_page'],
    [{ id_image: 999999 }, 'id_image'],
  ])('answers 400 under the field at fault (%j) and changes nothing', async (change, field) => {
    const type = typeOf('stage', 'meditation')
    const answer = await editor.put(`registration_type/${type.id}`, { json: { ...editable(type), ...change } })
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.body.errors)).toEqual([field])
    expect(answer.body.errors[field][0]).toMatch(/^[A-ZÉ0-9]/)
    const [stored] = await api.db.select().from(registrationType).where(eq(registrationType.id, type.id))
    expect(stored.titleRegistration).toBe(type.title_registration)
  })

  it('names each missing field in French', async () => {
    const type = typeOf('stage', 'meditation')
    const answer = await editor.put(`registration_type/${type.id}`, { json: {} })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toMatchObject({
      title_category: ['Ce champ est obligatoire'],
      title_registration: ['Ce champ est obligatoire'],
      data_name_list: ['Liste de blocs attendue'],
      data_name_client: ['Liste de champs client attendue'],
    })
  })

  it('answers 404 for an unknown or malformed id, 401 to nobody, 403 without right 8', async () => {
    const type = typeOf('stage', 'meditation')
    for (const path of ['999999', '0', '0x10', '1e2', '01', 'abc']) {
      expect(await editor.put(`registration_type/${path}`, { json: editable(type) })).toMatchObject({
        status: 404,
        body: { message: 'Ce type d’inscription n’existe pas.' },
      })
    }
    expect((await anonymous().put(`registration_type/${type.id}`, { json: editable(type) })).status).toBe(401)
    expect((await viewer.put(`registration_type/${type.id}`, { json: editable(type) })).status).toBe(403)
  })
})
