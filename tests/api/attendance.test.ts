import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Certificate, SessionAttendance } from '#contract/attendance'
import { DECLARATION_WORDING_DEFAULT } from '../../content/legal'
import { activity, registration, registrationClient, registrationType } from '../../server/db/schema'
import { moreProcesses, startApi } from '../support/api'
import { createClientAccount, loginClient } from '../support/clients'
import { type TestClock, testClock } from '../support/clock'
import { closedAfterEach } from '../support/closing'
import { loginStaff } from '../support/users'

const closing = closedAfterEach()

/** The session of these tests: two days from Monday 2 March 2026; the clock starts the Friday before. */
const FIRST_DAY = '2026-03-02'
const SECOND_DAY = '2026-03-03'

async function setUp(clock: TestClock = testClock('2026-02-27T10:00:00Z')) {
  const api = closing(await startApi({}, { clock }))
  const [type] = await api.db.select().from(registrationType).where(eq(registrationType.subcategory, 'meditation'))
  const [session] = await api.db.insert(registration).values({ idRegistrationType: type.id, eventDate: FIRST_DAY, data: {} }).returning()
  const people = []
  for (const firstName of ['Ana', 'Bob']) {
    const account = await createClientAccount(api, { firstName, secondName: 'Durand' })
    await api.db.insert(registrationClient).values({ registrationId: session.id, clientId: account.row.id })
    people.push(account)
  }
  const editor = await loginStaff(api, '7;8')
  return { api, clock, type, session, people, editor }
}

const box = (clientId: number, date: string, half: 'am' | 'pm') => `${clientId}:${date}:${half}`

describe('the attendance of a session per half-day (R6332-26)', () => {
  it('lists the half-days of the schedule, saves the whole grid and counts the hours attended', async () => {
    const { session, people, editor, api } = await setUp()
    const [ana, bob] = people.map((person) => person.row.id)
    const first = await editor.get(`registration/${session.id}/attendance`)
    expect(first.status).toBe(200)
    expect((first.body as SessionAttendance).halfDays.map((one) => `${one.date} ${one.half} ${one.start}-${one.end}`)).toEqual([
      `${FIRST_DAY} am 09:00-12:30`,
      `${FIRST_DAY} pm 13:30-17:00`,
    ])

    const schedule = await editor.put(`registration/${session.id}/schedule`, {
      json: { days: '2', trainer: 'Claire Fontaine', morning: '9 h 30 – 12 h 30', afternoon: '14:00-17:30' },
    })
    expect(schedule.status).toBe(200)
    expect(schedule.body.schedule).toEqual({ days: 2, trainer: 'Claire Fontaine', morning: '09:30-12:30', afternoon: '14:00-17:30' })
    expect(schedule.body.halfDays).toHaveLength(4)

    const saved = await editor.put(`registration/${session.id}/attendance`, {
      json: { present: [box(ana, FIRST_DAY, 'am'), box(ana, FIRST_DAY, 'pm'), box(ana, SECOND_DAY, 'am'), box(bob, SECOND_DAY, 'pm')] },
    })
    expect(saved.status).toBe(200)
    const byName = Object.fromEntries((saved.body as SessionAttendance).participants.map((person) => [person.name, person.hours]))
    expect(byName).toEqual({ 'Ana Durand': 3 + 3.5 + 3, 'Bob Durand': 3.5 })

    // The whole grid is sent each time: a box left out is an absence.
    const again = await editor.put(`registration/${session.id}/attendance`, { json: { present: [box(bob, SECOND_DAY, 'pm')] } })
    expect(again.body.participants.map((person: { present: string[] }) => person.present)).toEqual([[], [box(bob, SECOND_DAY, 'pm')]])
    const logged = await api.db.select().from(activity).where(eq(activity.action, 'attendance'))
    expect(logged).toHaveLength(2)
    expect(logged[1].changes.present).toEqual({
      before: [box(ana, FIRST_DAY, 'am'), box(ana, FIRST_DAY, 'pm'), box(ana, SECOND_DAY, 'am')],
      after: [],
    })
  })

  it('refuses a box of someone who is not a participant, a day outside the session and a malformed box, in French', async () => {
    const { session, people, editor, api } = await setUp()
    const stranger = await createClientAccount(api, { firstName: 'Zoé' })
    const answer = await editor.put(`registration/${session.id}/attendance`, {
      json: {
        present: [box(people[0].row.id, FIRST_DAY, 'am'), box(stranger.row.id, FIRST_DAY, 'am'), box(people[0].row.id, SECOND_DAY, 'pm')],
      },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors.present).toEqual([
      `Le client n°\u00a0${stranger.row.id} n’est pas inscrit à cette session`,
      'Le 03/03/2026 n’est pas un jour de cette session',
    ])
    const malformed = await editor.put(`registration/${session.id}/attendance`, {
      json: { present: [`${people[0].row.id}:${FIRST_DAY}:soir`] },
    })
    expect(malformed.status).toBe(400)
    expect(JSON.stringify(malformed.body.errors)).toContain('Case de présence illisible')
    const schedule = await editor.put(`registration/${session.id}/schedule`, {
      json: { days: 0, trainer: '', morning: '12:30-09:00', afternoon: 'x' },
    })
    expect(schedule.status).toBe(400)
    expect(schedule.body.errors.days).toEqual(['Un nombre entier de jours de 1 à 60 est attendu'])
    expect(schedule.body.errors.morning).toEqual(['Horaires attendus sous la forme 09:00-12:30, le début avant la fin'])
    // Nothing was saved.
    expect((await editor.get(`registration/${session.id}/attendance`)).body.recorded).toBe(false)
  })

  it('lets right 7 read the grid and only 7 with 8 write it; an unknown session is a 404', async () => {
    const { session, api } = await setUp()
    const viewer = await loginStaff(api, '7')
    const editorOnly = await loginStaff(api, '8')
    expect((await viewer.get(`registration/${session.id}/attendance`)).status).toBe(200)
    expect((await viewer.put(`registration/${session.id}/attendance`, { json: { present: [] } })).status).toBe(403)
    expect((await editorOnly.put(`registration/${session.id}/attendance`, { json: { present: [] } })).status).toBe(403)
    expect((await viewer.get('registration/999999/attendance')).status).toBe(404)
    expect((await viewer.get(`registration/${session.id}/certificates`)).status).toBe(200)
    expect((await viewer.post(`registration/${session.id}/certificates`, { json: { action: 'issue' } })).status).toBe(403)
  })
})

describe('the certificates of completion (L6353-1)', () => {
  it('are issued after the session only, numbered in the year, re-issued and corrected as new numbers, each mailed', async () => {
    const { session, people, editor, api, clock } = await setUp()
    const [ana, bob] = people.map((person) => person.row.id)
    await editor.put(`registration/${session.id}/attendance`, { json: { present: [box(ana, FIRST_DAY, 'am'), box(ana, FIRST_DAY, 'pm')] } })
    const early = await editor.post(`registration/${session.id}/certificates`, { json: { action: 'issue' } })
    expect(early.status).toBe(409)
    expect(early.body.message).toContain('La session n’est pas terminée')

    const settings = { declarationNumber: '84691234569', declarationWording: DECLARATION_WORDING_DEFAULT }
    expect((await (await loginStaff(api, '1')).put('school-settings', { json: settings })).status).toBe(200)
    // The due work each write asks for is done before the session ends: staff issue first.
    await api.runDueWork()
    clock.set('2026-03-02T16:30:00Z') // 17:30 in Paris: the afternoon ended at 17:00.
    const issued = await editor.post(`registration/${session.id}/certificates`, { json: { action: 'issue' } })
    expect(issued.status).toBe(200)
    expect(issued.body.issued[0].content.declaration).toContain('84691234569')
    expect(issued.body.issued[0].content.declaration).toContain('Cet enregistrement ne vaut pas agrément de l’État')
    // Bob attended no half-day: no certificate.
    expect(issued.body.issued.map((one: Certificate) => [one.number, one.content.participant, one.content.hours])).toEqual([
      ['2026-0001', 'Ana Durand', 7],
    ])
    expect((await editor.post(`registration/${session.id}/certificates`, { json: { action: 'issue' } })).body.issued).toEqual([])

    const reissued = await editor.post(`registration/${session.id}/certificates`, { json: { action: 'reissue', clientId: ana } })
    expect(reissued.body.issued.map((one: Certificate) => [one.number, one.kind, one.replaces])).toEqual([
      ['2026-0002', 'reissue', '2026-0001'],
    ])
    const noNote = await editor.post(`registration/${session.id}/certificates`, { json: { action: 'correct', clientId: ana, note: ' ' } })
    expect(noNote.status).toBe(400)
    expect(noNote.body.errors.note).toEqual(['Dites ce que corrige ce certificat'])
    await editor.put(`registration/${session.id}/attendance`, { json: { present: [box(ana, FIRST_DAY, 'am')] } })
    const corrected = await editor.post(`registration/${session.id}/certificates`, {
      json: { action: 'correct', clientId: ana, note: 'Absente l’après-midi' },
    })
    expect(corrected.body.issued.map((one: Certificate) => [one.number, one.kind, one.replaces, one.note, one.content.hours])).toEqual([
      ['2026-0003', 'correction', '2026-0002', 'Absente l’après-midi', 3.5],
    ])
    const none = await editor.post(`registration/${session.id}/certificates`, { json: { action: 'reissue', clientId: bob } })
    expect(none.status).toBe(409)

    const all = await editor.get(`registration/${session.id}/certificates`)
    expect(all.body.map((one: Certificate) => one.number)).toEqual(['2026-0001', '2026-0002', '2026-0003'])
    const mails = (await api.mails()).filter((mail) => mail.to === people[0].email)
    expect(mails.map((mail) => mail.subject)).toEqual(Array(3).fill('Votre certificat de réalisation\u00a0: Stage de méditation'))
    expect(mails[2].text).toContain(`http://site.test/client-account/certificate/${session.id}.pdf`)
    expect(mails[2].text).toContain('n°\u00a02026-0003')
  })

  it('are issued once by the due work after the session, with several API processes, and read by their client only', async () => {
    const { session, people, editor, api, clock } = await setUp()
    const [ana, bob] = people.map((person) => person.row.id)
    await editor.put(`registration/${session.id}/attendance`, { json: { present: [box(ana, FIRST_DAY, 'am'), box(bob, FIRST_DAY, 'pm')] } })
    const processes = closing(await moreProcesses(api))

    clock.set('2026-03-02T15:30:00Z') // 16:30 in Paris: not ended.
    await processes.runDueWork()
    expect((await editor.get(`registration/${session.id}/certificates`)).body).toEqual([])

    clock.set('2026-03-02T17:00:00Z')
    await processes.runDueWork()
    await processes.runDueWork()
    const issued = (await editor.get(`registration/${session.id}/certificates`)).body as Certificate[]
    expect(issued.map((one) => `${one.number} ${one.content.participant} ${one.content.hours}`).sort()).toEqual([
      '2026-0001 Ana Durand 3.5',
      '2026-0002 Bob Durand 3.5',
    ])
    const log = await api.db.select().from(activity).where(eq(activity.action, 'certificate'))
    expect(log.map((row) => row.staffName)).toEqual(['Certificats automatiques'])
    const mails = (await api.mails()).filter((mail) => mail.subject.startsWith('Votre certificat'))
    expect(mails.map((mail) => mail.to).sort()).toEqual(people.map((person) => person.email).sort())

    const own = await loginClient(api, { firstName: 'Chloé' })
    await api.db.insert(registrationClient).values({ registrationId: session.id, clientId: own.row.id })
    expect((await own.caller.get(`client/certificate/${session.id}`)).status).toBe(404)
    expect((await own.caller.get('client/certificates')).body).toEqual([])
    const anaCaller = await (async () => {
      const caller = (await loginClient(api)).caller
      await caller.post('client/logout')
      const answer = await caller.post('client/login', { json: { email: people[0].email, password: people[0].password } })
      expect(answer.status).toBe(200)
      return caller
    })()
    const mine = await anaCaller.get(`client/certificate/${session.id}`)
    expect(mine.status).toBe(200)
    expect(mine.body.number).toBe(issued.find((one) => one.content.participant === 'Ana Durand')!.number)
    expect((await anaCaller.get('client/certificates')).body.map((one: Certificate) => one.registrationId)).toEqual([session.id])
    expect((await new (await import('../support/http')).ApiCaller(api.url).get(`client/certificate/${session.id}`)).status).toBe(401)
  })
})
