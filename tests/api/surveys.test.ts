import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { SurveyFiguresAnswer, SurveyOfferResults } from '#contract/surveys'
import { todayInParis } from '../../server/contract/dates'
import { registration, registrationClient, registrationType, surveyAnswer, surveyInvitation } from '../../server/db/schema'
import { seedDemoSurveys } from '../../server/db/seed/surveys'
import { zonedToUtc } from '../../server/services/ics'
import { frenchDate } from '../../server/services/registrations'
import { lastDayOf } from '../../server/services/surveys'
import { moreProcesses, startApi, type TestApi } from '../support/api'
import { createClientAccount, visitor } from '../support/clients'
import { DAY, dayFromToday, shiftDay, type TestClock, testClock } from '../support/clock'
import { closedAfterEach } from '../support/closing'
import type { OutboxMail } from '../support/outbox'
import { loginStaff } from '../support/users'

const closing = closedAfterEach()

/** 9:00 in Paris, `days` after `date`. */
const nineAfter = (date: string, days: number) => zonedToUtc(shiftDay(date, days), { hour: 9, minute: 0 }, 'Europe/Paris')

interface Setup {
  api: TestApi
  clock: TestClock
  type: typeof registrationType.$inferSelect
}

async function setUp(): Promise<Setup> {
  const clock = testClock(new Date())
  const api = closing(await startApi({}, { clock }))
  const [type] = await api.db.select().from(registrationType).where(eq(registrationType.subcategory, 'training-become-coach'))
  return { api, clock, type }
}

/** A session of `days` consecutive days starting on `eventDate`, with participants linked now. */
async function sessionWith({ api, type }: Setup, eventDate: string, names: string[], days = 1) {
  const [row] = await api.db
    .insert(registration)
    .values({ idRegistrationType: type.id, eventDate, data: { Durée: `${days} jours` } })
    .returning()
  const emails: string[] = []
  for (const firstName of names) {
    const { row: person, email } = await createClientAccount(api, { firstName })
    await api.db
      .insert(registrationClient)
      .values({ registrationId: row.id, clientId: person.id, createdAt: new Date(Date.now() - 30 * DAY) })
    emails.push(email)
  }
  return { row, emails }
}

const surveysTo = async (api: TestApi, addresses: string[]) =>
  (await api.mails()).filter((mail) => addresses.includes(mail.to) && /^(Votre avis|Rappel)/.test(mail.subject))
const linkOf = (mail: OutboxMail) => mail.text.match(/http:\/\/site\.test\/survey\/([\w-]+)/)![1]
const goodAnswer = {
  satisfaction: '5',
  objectives: '4',
  teaching: '5',
  recommendation: '4',
  comment: 'Très riche.\r\nMerci',
  complaint: '',
}

describe('the last day of a session', () => {
  const row = (eventDate: string, data: Record<string, string>) => ({ eventDate, data }) as Parameters<typeof lastDayOf>[0]
  it('counts its consecutive days, or takes the latest day its calendar names, within a year', () => {
    expect(lastDayOf(row('2027-03-06', {}))).toBe('2027-03-06')
    expect(lastDayOf(row('2027-03-06', { Durée: '3 jours' }))).toBe('2027-03-08')
    expect(
      lastDayOf(
        row('2027-03-06', {
          Durée: '18 jours non consécutifs',
          Calendrier: '18 journées, un samedi sur deux, du samedi 6 mars au samedi 1er mai 2027',
        }),
      ),
    ).toBe('2027-05-01')
    expect(lastDayOf(row('2027-03-06', { Date: 'samedi 6 et dimanche 7 mars 2027, 9 h 30 – 17 h' }))).toBe('2027-03-07')
    expect(lastDayOf(row('2027-03-06', { Date: 'Reportée au 6 mars 2029' }))).toBe('2027-03-06')
  })
})

describe('the satisfaction surveys of a session', () => {
  it('mails « à chaud » the day after the last day and « à froid » 60 days later, once each, and reminds once', async () => {
    const setup = await setUp()
    const { api, clock, type } = setup
    const first = dayFromToday(-3)
    const { row, emails } = await sessionWith(setup, first, ['Ana', 'Bob'], 2)
    const last = shiftDay(first, 1)

    clock.set(new Date(nineAfter(last, 1).getTime() - 60_000))
    expect(await surveysTo(api, emails)).toEqual([])
    clock.set(nineAfter(last, 1))
    const hot = await surveysTo(api, emails)
    expect(hot.map((mail) => mail.to).sort()).toEqual([...emails].sort())
    expect(hot[0].subject).toBe(`Votre avis\u00a0: ${type.titleRegistration} du ${frenchDate(first)}`)
    expect(hot.find((mail) => mail.to === emails[0])!.text).toContain('Bonjour Ana,')
    expect(hot[0].text).toContain('Votre session vient de se terminer.')

    // Ana answers; a week later Bob, who did not, gets one reminder with a link of its own, and never another.
    expect((await visitor(api).post(`survey/${linkOf(hot.find((mail) => mail.to === emails[0])!)}`, { form: goodAnswer })).status).toBe(200)
    clock.advance(7 * DAY)
    const reminded = (await surveysTo(api, emails)).filter((mail) => mail.subject.startsWith('Rappel'))
    expect(reminded.map((mail) => mail.to)).toEqual([emails[1]])
    expect(reminded[0].text).toContain('Vous n’avez pas encore répondu à notre questionnaire à chaud.')
    clock.advance(7 * DAY)
    expect((await surveysTo(api, emails)).filter((mail) => mail.subject.startsWith('Rappel'))).toHaveLength(1)
    // Both of Bob's links open his survey; either answers it, once.
    const bobLinks = [linkOf(hot.find((mail) => mail.to === emails[1])!), linkOf(reminded[0])]
    expect((await visitor(api).get(`survey/${bobLinks[0]}`)).body).toEqual({
      kind: 'hot',
      title: type.titleRegistration,
      eventDate: first,
      answered: false,
    })
    expect((await visitor(api).post(`survey/${bobLinks[1]}`, { form: goodAnswer })).status).toBe(200)
    expect((await visitor(api).get(`survey/${bobLinks[0]}`)).body.answered).toBe(true)

    clock.set(new Date(nineAfter(last, 60).getTime() - 60_000))
    expect(await surveysTo(api, emails)).toHaveLength(3)
    clock.set(nineAfter(last, 60))
    const cold = (await surveysTo(api, emails)).slice(3)
    expect(cold.map((mail) => mail.to).sort()).toEqual([...emails].sort())
    expect(cold[0].text).toContain('Il y a deux mois se terminait votre session.')
    clock.advance(DAY)
    expect(await surveysTo(api, emails)).toHaveLength(5)
    expect(await api.db.select().from(surveyInvitation).where(eq(surveyInvitation.registrationId, row.id))).toHaveLength(4)
  })

  it('writes each survey once with several API processes and after a restart, and not at all weeks late', async () => {
    const setup = await setUp()
    const { api, clock } = setup
    const { emails } = await sessionWith(setup, dayFromToday(-2), ['Ana', 'Bob', 'Cléo'])
    const late = await sessionWith(setup, dayFromToday(-40), ['Dan'])
    const processes = closing(await moreProcesses(api))

    clock.set(nineAfter(dayFromToday(-2), 1))
    await processes.runDueWork()
    await processes.runDueWork()
    expect((await surveysTo(api, emails)).map((mail) => mail.to).sort()).toEqual([...emails].sort())
    const restarted = await processes.restart()
    clock.advance(3600_000)
    await restarted.dueWork.run()
    expect(await surveysTo(api, emails)).toHaveLength(3)
    // The reminder, a week later, once too.
    clock.advance(7 * DAY)
    await processes.runDueWork()
    expect((await surveysTo(api, emails)).filter((mail) => mail.subject.startsWith('Rappel'))).toHaveLength(3)
    // A session that ended 40 days ago: its « à chaud » time has passed, nothing goes.
    expect(await surveysTo(api, late.emails)).toEqual([])
  })

  it('takes an answer once per link, validated in French, and mails a complaint to the school', async () => {
    const setup = await setUp()
    const { api, clock, type } = setup
    const first = dayFromToday(-1)
    const { row, emails } = await sessionWith(setup, first, ['Nora'])
    clock.set(nineAfter(first, 1))
    const [mail] = await surveysTo(api, emails)
    const token = linkOf(mail)
    const caller = visitor(api)

    expect((await caller.get('survey/inconnu')).body.message).toBe('Ce lien de questionnaire n’est pas valide.')
    expect((await caller.post('survey/inconnu', { form: goodAnswer })).status).toBe(404)
    const wrong = await caller.post(`survey/${token}`, { form: { ...goodAnswer, satisfaction: '6', objectives: '' } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors).toEqual({ satisfaction: ['Choisissez une note de 1 à 5'], objectives: ['Choisissez une note de 1 à 5'] })
    expect((await caller.post(`survey/${token}`, { form: { ...goodAnswer, comment: 'a\u0007b' } })).body.errors).toEqual({
      comment: ['Ce texte contient des caractères de contrôle non autorisés'],
    })
    expect((await caller.post(`survey/${token}`, { form: { ...goodAnswer, complaint: 'x'.repeat(2001) } })).body.errors).toEqual({
      complaint: ['2\u202f000 caractères maximum'],
    })

    const complaint = 'La salle était trop froide\r\net personne n’a répondu à mon message.'
    expect((await caller.post(`survey/${token}`, { form: { ...goodAnswer, complaint } })).status).toBe(200)
    const again = await caller.post(`survey/${token}`, { form: goodAnswer })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Vous avez déjà répondu à ce questionnaire. Merci pour votre réponse\u00a0!')

    const [stored, ...none] = await api.db.select().from(surveyAnswer).where(eq(surveyAnswer.registrationId, row.id))
    expect(none).toEqual([])
    expect(stored).toMatchObject({
      satisfaction: 5,
      objectives: 4,
      teaching: 5,
      recommendation: 4,
      comment: 'Très riche.\nMerci',
      kind: 'hot',
    })
    const toSchool = (await api.mails()).filter((one) => one.to === 'ecole@example.test' && one.subject.startsWith('Réclamation'))
    expect(toSchool).toHaveLength(1)
    expect(toSchool[0].subject).toBe(`Réclamation\u00a0: ${type.titleRegistration} du ${frenchDate(first)}`)
    expect(toSchool[0].replyTo).toBe(emails[0])
    expect(toSchool[0].text).toContain('La salle était trop froide\net personne n’a répondu à mon message.')
    expect(toSchool[0].text).toContain(`De\u00a0: Nora`)
    // The token is stored hashed: the link's text is nowhere in the table.
    expect(JSON.stringify(await api.db.select().from(surveyInvitation))).not.toContain(token)
  })
})

describe('the survey results and the published figures', () => {
  /** `n` answers to the « à chaud » survey of a new session `ago` days back, `good` of them with 4 or 5 everywhere. */
  async function answers(setup: Setup, n: number, good: number, ago = 10, kind: 'hot' | 'cold' = 'hot') {
    const { row } = await sessionWith(setup, dayFromToday(-ago), [])
    const at = setup.clock.now()
    await setup.api.db.insert(surveyAnswer).values(
      Array.from({ length: n }, (_, index) => {
        const value = index < good ? 5 - (index % 2) : 1 + (index % 3)
        return {
          registrationId: row.id,
          kind,
          satisfaction: value,
          objectives: value,
          teaching: value,
          recommendation: value,
          answeredAt: at,
        }
      }),
    )
    return row
  }

  it('publishes no figure below 10 answers, then the share of 4 and 5 with the count and the year, per offer and for the school', async () => {
    const setup = await setUp()
    const { api, type, clock } = setup
    const figures = async () => (await visitor(api).get<SurveyFiguresAnswer>('survey-figures')).body
    await answers(setup, 9, 9)
    await answers(setup, 5, 5, 20, 'cold')
    expect(await figures()).toEqual({ minimum: 10, school: [], offers: {} })

    await answers(setup, 1, 0, 15)
    const year = todayInParis(clock.now()).slice(0, 4)
    const expected = [
      { score: 'satisfaction', percent: 90, answers: 10, period: year },
      { score: 'objectives', percent: 90, answers: 10, period: year },
      { score: 'recommendation', percent: 90, answers: 10, period: year },
    ]
    expect(await figures()).toEqual({ minimum: 10, school: expected, offers: { [type.link]: expected } })
    // A year later, those answers are out of the period.
    clock.advance(366 * DAY)
    expect((await figures()).school).toEqual([])
  })

  it('shows staff the spread of each score per session, refuses them without right 7', async () => {
    const setup = await setUp()
    const { api, type } = setup
    const older = await answers(setup, 3, 2, 40)
    const newer = await answers(setup, 2, 2, 10)
    expect((await (await loginStaff(api, '10')).get(`surveys/${type.id}`)).status).toBe(403)
    const viewer = await loginStaff(api, '7')
    const results: SurveyOfferResults = (await viewer.get(`surveys/${type.id}`)).body
    expect(results.sessions.map((one) => [one.registrationId, one.kind, one.answers, one.spreads.satisfaction])).toEqual([
      [older.id, 'hot', 3, [0, 0, 1, 1, 1]],
      [newer.id, 'hot', 2, [0, 0, 0, 1, 1]],
    ])
    expect(results.answers).toHaveLength(5)
    const list = (await viewer.get('surveys')).body
    expect(list.items).toEqual([expect.objectContaining({ typeId: type.id, sessions: 2, answers: 5, demo: 0 })])
    expect((await viewer.get('surveys/999999')).status).toBe(404)
  })

  it('seeds demo answers (npm run seed) that produce figures for the school and each training, marked as demo, once', async () => {
    const { api } = await setUp()
    await seedDemoSurveys(api.db)
    await seedDemoSurveys(api.db)
    const figures: SurveyFiguresAnswer = (await visitor(api).get('survey-figures')).body
    expect(figures.school.map((figure) => figure.score)).toEqual(['satisfaction', 'objectives', 'recommendation'])
    expect(figures.school[0].answers).toBe(4 * 24)
    expect(Object.keys(figures.offers).sort()).toEqual(
      ['/trainer-trainings', '/training-become-coach', '/training-life-coaching', '/training-life-coaching-first-module'].sort(),
    )
    for (const figure of figures.school) expect(figure.percent).toBeGreaterThan(50)
    const list = (await (await loginStaff(api, '7')).get('surveys')).body
    expect(list.items).toHaveLength(4)
    for (const offer of list.items) expect(offer).toMatchObject({ sessions: 2, answers: 30, demo: 30 })
  })
})
