import { and, asc, eq, gte } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { todayInParis } from '../../server/contract/dates'
import { accountToken, certificate, client, registration, registrationClient, session } from '../../server/db/schema'
import { apiForTests } from '../support/api'
import { loginClient, visitor } from '../support/clients'
import { ApiCaller } from '../support/http'
import { loginStaff } from '../support/users'

const api = apiForTests()
let upcoming: typeof registration.$inferSelect
let later: typeof registration.$inferSelect
let past: typeof registration.$inferSelect
beforeAll(async () => {
  ;[upcoming, later] = await api.db
    .select()
    .from(registration)
    .where(gte(registration.eventDate, todayInParis()))
    .orderBy(asc(registration.eventDate))
    .limit(2)
  ;[past] = await api.db
    .insert(registration)
    .values({
      idRegistrationType: upcoming.idRegistrationType,
      eventDate: '2024-03-09',
      data: { Date: 'samedi 9 mars 2024, 9 h 30 – 17 h', Lieu: 'École Sens & Parole' },
    })
    .returning()
})

const link = (registrationId: number, clientId: number, confirmedAt: Date | null = new Date()) =>
  api.db.insert(registrationClient).values({ registrationId, clientId, confirmedAt })

describe('GET client/registrations', () => {
  it('answers the registrations of the connected client with their types, upcoming soonest first and past', async () => {
    const { caller, row } = await loginClient(api)
    await link(later.id, row.id)
    await link(past.id, row.id, null)
    await link(upcoming.id, row.id)
    const someoneElse = await loginClient(api)
    await link(upcoming.id, someoneElse.row.id)

    const answer = await caller.get('client/registrations')
    expect(answer.status).toBe(200)
    expect(answer.body.upcoming.map((item: { registration: { id: number } }) => item.registration.id)).toEqual([upcoming.id, later.id])
    expect(answer.body.past).toEqual([
      {
        registration: {
          id: past.id,
          id_registration_type: past.idRegistrationType,
          event_date: '2024-03-09',
          data: past.data,
          participants: 1,
          places: null,
          taken: 1,
          held: 0,
          waiting: 0,
        },
        type: expect.objectContaining({
          id: past.idRegistrationType,
          category: expect.any(String),
          title_registration: expect.any(String),
        }),
        confirmedAt: null,
      },
    ])
    expect(answer.body.upcoming[0].confirmedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(answer.body.upcoming[0].registration).not.toHaveProperty('clientIds')
  })

  it('answers an empty list to a client without registrations, 401 to nobody', async () => {
    const { caller } = await loginClient(api)
    expect(await caller.get('client/registrations')).toMatchObject({ status: 200, body: { upcoming: [], past: [] } })
    expect((await new ApiCaller(api.url).get('client/registrations')).status).toBe(401)
  })
})

describe('GET client/account', () => {
  const signedOut = 'Votre session a expiré ou vous n’êtes pas connecté. Connectez-vous à votre compte client.'

  it('answers the client, their registrations upcoming and past, and their certificates, as the three calls of the page did', async () => {
    const { caller, row, email } = await loginClient(api, { firstName: 'Inès', city: 'Lyon' })
    await link(later.id, row.id)
    await link(past.id, row.id)
    await link(upcoming.id, row.id)
    const [place] = await api.db
      .select()
      .from(registrationClient)
      .where(and(eq(registrationClient.registrationId, past.id), eq(registrationClient.clientId, row.id)))
    await api.db.insert(certificate).values({
      number: '2024-0417',
      registrationId: past.id,
      registrationClientId: place.id,
      clientId: row.id,
      kind: 'issue',
      content: { participant: 'Inès', title: 'Stage', firstDay: '2024-03-09', lastDay: '2024-03-09', trainer: '', hours: 7 },
      issuedAt: new Date('2024-03-10T09:00:00Z'),
    })
    // Another client's registration and certificate stay theirs.
    const someoneElse = await loginClient(api)
    await link(past.id, someoneElse.row.id)

    const answer = await caller.get('client/account')
    expect(answer.status).toBe(200)
    expect(answer.body.client).toMatchObject({ id: row.id, firstName: 'Inès', city: 'Lyon', email, hasAccount: true })
    const ids = (items: { registration: { id: number } }[]) => items.map((item) => item.registration.id)
    expect(ids(answer.body.registrations.upcoming)).toEqual([upcoming.id, later.id])
    expect(ids(answer.body.registrations.past)).toEqual([past.id])
    expect(answer.body.certificates).toMatchObject([{ number: '2024-0417', registrationId: past.id, clientId: row.id, kind: 'issue' }])
    expect(answer.body).toEqual({
      client: (await caller.get('client/me')).body,
      registrations: (await caller.get('client/registrations')).body,
      certificates: (await caller.get('client/certificates')).body,
    })
    expect(JSON.stringify(answer.body)).not.toMatch(/argon2|passwordHash|idHash|clientIds/)
  })

  it('answers a new client with no registration nor certificate', async () => {
    const { caller, row } = await loginClient(api)
    expect(await caller.get('client/account')).toMatchObject({
      status: 200,
      body: { client: { id: row.id }, registrations: { upcoming: [], past: [] }, certificates: [] },
    })
  })

  it('answers 401 to nobody, to staff, and to a client whose session has ended', async () => {
    expect(await new ApiCaller(api.url).get('client/account')).toMatchObject({ status: 401, body: { message: signedOut } })
    const admin = await loginStaff(api, '1')
    expect(await admin.get('client/account')).toMatchObject({ status: 401, body: { message: signedOut } })
    const { caller, row } = await loginClient(api)
    await api.db.delete(session).where(eq(session.clientId, row.id))
    expect(await caller.get('client/account')).toMatchObject({ status: 401, body: { message: signedOut } })
  })
})

describe('GET client/export', () => {
  it('answers everything held about the client as a JSON file', async () => {
    const { caller, row, email } = await loginClient(api, { phone: '06 00 00 00 01', note: 'Note de l’école' })
    await link(upcoming.id, row.id)
    const answer = await caller.get('client/export')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="mes-donnees-sens-et-parole.json"')
    expect(answer.body).toMatchObject({
      exportedAt: expect.any(String),
      client: { id: row.id, email, phone: '06 00 00 00 01', note: 'Note de l’école', hasAccount: true },
      account: { email, confirmedAt: expect.any(String), createdAt: expect.any(String) },
      registrations: [{ registration: { id: upcoming.id }, type: { id: upcoming.idRegistrationType } }],
      sessions: [{ createdAt: expect.any(String), lastSeenAt: expect.any(String) }],
    })
    expect(JSON.stringify(answer.body)).not.toMatch(/argon2|passwordHash|idHash/)
  })

  it('answers 401 to nobody', async () => {
    expect((await new ApiCaller(api.url).get('client/export')).status).toBe(401)
  })
})

describe('DELETE client/me', () => {
  it('erases the client, its sessions and tokens, and keeps its places anonymised', async () => {
    const { caller, row, email, password } = await loginClient(api)
    await link(upcoming.id, row.id)
    await visitor(api).post('client/create_account', { json: { email } })
    expect(await api.db.select().from(accountToken).where(eq(accountToken.clientId, row.id))).toHaveLength(1)
    const participantsBefore = (await new ApiCaller(api.url).get('registration/all')).body.find(
      (r: { id: number }) => r.id === upcoming.id,
    ).participants

    const answer = await caller.delete('client/me')
    expect(answer).toMatchObject({ status: 200, body: { success: true } })
    expect(caller.cookies.has('school_client')).toBe(false)

    expect(await api.db.select().from(client).where(eq(client.id, row.id))).toEqual([])
    expect(await api.db.select().from(session).where(eq(session.clientId, row.id))).toEqual([])
    expect(await api.db.select().from(accountToken).where(eq(accountToken.clientId, row.id))).toEqual([])
    const places = await api.db
      .select()
      .from(registrationClient)
      .where(and(eq(registrationClient.registrationId, upcoming.id), eq(registrationClient.anonymised, true)))
    expect(places).toHaveLength(1)
    expect(places[0].clientId).toBeNull()
    const participantsAfter = (await new ApiCaller(api.url).get('registration/all')).body.find(
      (r: { id: number }) => r.id === upcoming.id,
    ).participants
    expect(participantsAfter).toBe(participantsBefore)

    expect((await visitor(api).post('client/login', { json: { email, password } })).status).toBe(401)
  })

  it('answers 401 to nobody', async () => {
    expect((await new ApiCaller(api.url).delete('client/me')).status).toBe(401)
  })
})

describe('GET registration/{id}/ics', () => {
  it('answers a calendar file of a registration the client is linked to', async () => {
    const { caller, row } = await loginClient(api)
    await link(upcoming.id, row.id)
    const answer = await caller.get(`registration/${upcoming.id}/ics`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="inscription-${upcoming.eventDate}-${upcoming.id}.ics"`)
    const text = answer.body as string
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(text).toContain(`UID:registration-${upcoming.id}@site.test\r\n`)
    expect(text).toMatch(new RegExp(`\r\nDTSTART:${upcoming.eventDate.replace(/-/g, '')}T\\d{6}Z\r\n`))
    expect(text).toContain(`URL:http://site.test/registration/`)
  })

  it('answers 404 for a registration of someone else or unknown, 400 for a bad id, 401 to nobody', async () => {
    const { caller } = await loginClient(api)
    const other = await loginClient(api)
    await link(later.id, other.row.id)
    expect(await caller.get(`registration/${later.id}/ics`)).toMatchObject({
      status: 404,
      body: { message: 'Cette inscription n’existe pas.' },
    })
    expect((await caller.get('registration/999999/ics')).status).toBe(404)
    expect(await caller.get('registration/abc/ics')).toMatchObject({ status: 400, body: { errors: { id: ['Nombre entier attendu'] } } })
    expect((await new ApiCaller(api.url).get(`registration/${later.id}/ics`)).status).toBe(401)
  })
})
