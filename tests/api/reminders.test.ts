import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { RegistrationType } from '#contract/registration'
import type { SessionReminders } from '#contract/reminders'
import { loadConfig } from '../../server/config'
import { mailOutbox, registration, registrationClient, registrationReminder, registrationType } from '../../server/db/schema'
import { zonedToUtc } from '../../server/services/ics'
import { frenchDate } from '../../server/services/registrations'
import { moreProcesses, startApi, type TestApi } from '../support/api'
import { completeClient, createClientAccount, loginClient } from '../support/clients'
import { DAY, dayFromToday, shiftDay, type TestClock, testClock } from '../support/clock'
import { closedAfterEach } from '../support/closing'
import type { OutboxMail } from '../support/outbox'
import { loginStaff } from '../support/users'

const closing = closedAfterEach()

/** When reminder J-n of a session on `date` is due: 9:00 in Paris, n days before. */
const dueAt = (date: string, days: number) => zonedToUtc(shiftDay(date, -days), { hour: 9, minute: 0 }, 'Europe/Paris')
/** The session's start: 9 h 30 in Paris. */
const startOf = (date: string) => zonedToUtc(date, { hour: 9, minute: 30 }, 'Europe/Paris')

interface Setup {
  api: TestApi
  clock: TestClock
  type: RegistrationType
}

async function setUp(env: Record<string, string> = {}): Promise<Setup> {
  const clock = testClock(new Date())
  const api = closing(await startApi(env, { clock }))
  const [row] = await api.db
    .update(registrationType)
    .set({ whatToBring: 'Une tenue souple\nUn carnet' })
    .where(eq(registrationType.subcategory, 'meditation'))
    .returning()
  const type = (await (await loginStaff(api, '7')).get('registration_type/all')).body.find((one: RegistrationType) => one.id === row.id)
  return { api, clock, type }
}

async function newSession({ api, type }: Setup, eventDate: string) {
  const [row] = await api.db
    .insert(registration)
    .values({
      idRegistrationType: type.id,
      eventDate,
      data: { Horaires: '9 h 30 – 17 h', Lieu: 'École Sens & Parole', Adresse: '12 rue des Tilleuls, 69004 Lyon' },
    })
    .returning()
  return row
}

/** A client linked to the session by staff, at `at` (now by default). */
async function linkedClient(api: TestApi, registrationId: number, firstName: string, at?: Date) {
  const { row, email } = await createClientAccount(api, { firstName })
  await api.db.insert(registrationClient).values({ registrationId, clientId: row.id, ...(at ? { createdAt: at } : {}) })
  return email
}

/** The reminders sent so far to these addresses (one run of the due work writes and sends those due). */
async function remindersTo(api: TestApi, addresses: string[]): Promise<OutboxMail[]> {
  return (await api.mails()).filter((mail) => addresses.includes(mail.to) && mail.subject.startsWith('Rappel'))
}
const summary = (mails: OutboxMail[]) => mails.map((mail) => `${mail.to} ${mail.subject.match(/demain|dans \d+ jours/)?.[0]}`).sort()

describe('the reminders before a session', () => {
  it('reminds each participant 7 days and 1 day before, on time, once, with the date, the place, what to bring and the .ics', async () => {
    const setup = await setUp()
    const { api, clock } = setup
    const date = dayFromToday(10)
    const session = await newSession(setup, date)
    const nora = await linkedClient(api, session.id, 'Nora')

    clock.set(new Date(dueAt(date, 7).getTime() - 60_000))
    expect(await remindersTo(api, [nora])).toEqual([])
    clock.set(dueAt(date, 7))
    const [first, ...others] = await remindersTo(api, [nora])
    expect(others).toEqual([])
    expect(first.subject).toBe(`Rappel\u00a0: ${setup.type.title_registration} dans 7 jours, le ${frenchDate(date)}`)
    expect(first.text).toContain('Bonjour Nora,')
    expect(first.text).toContain(`Date\u00a0: ${frenchDate(date)}`)
    expect(first.text).toContain('Horaires\u00a0: 9 h 30 – 17 h')
    expect(first.text).toContain('Lieu\u00a0: École Sens & Parole, 12 rue des Tilleuls, 69004 Lyon')
    expect(first.text).toContain('À apporter\u00a0:\nUne tenue souple\nUn carnet')
    expect(first.attachments).toEqual([
      expect.objectContaining({ filename: `inscription-${date}-${session.id}.ics`, contentType: expect.stringContaining('text/calendar') }),
    ])

    // Again an hour later, and after the API's next runs: nothing more.
    clock.advance(3600_000)
    expect(await remindersTo(api, [nora])).toHaveLength(1)
    clock.set(dueAt(date, 1))
    expect(summary(await remindersTo(api, [nora]))).toEqual([`${nora} dans 7 jours`, `${nora} demain`])
    clock.set(new Date(startOf(date).getTime() + 60_000))
    expect(await remindersTo(api, [nora])).toHaveLength(2)

    const viewer = await loginStaff(api, '7')
    const shown: SessionReminders = (await viewer.get(`registration_type/${setup.type.id}/reminders`)).body
    expect(shown.find((one) => one.registrationId === session.id)?.reminders).toEqual([
      { days: 7, state: 'sent', sent: 1, sentAt: dueAt(date, 7).toISOString(), dueAt: dueAt(date, 7).toISOString() },
      { days: 1, state: 'sent', sent: 1, sentAt: dueAt(date, 1).toISOString(), dueAt: dueAt(date, 1).toISOString() },
    ])
  })

  it('sends a reminder late after downtime, only the latest one due, and never once the session started', async () => {
    const setup = await setUp()
    const { api, clock } = setup
    const late = await newSession(setup, dayFromToday(10))
    const skipped = await newSession(setup, dayFromToday(30))
    const started = await newSession(setup, dayFromToday(60))
    const people = [
      await linkedClient(api, late.id, 'Ana'),
      await linkedClient(api, skipped.id, 'Bob'),
      await linkedClient(api, started.id, 'Cléo'),
    ]
    const [ana, bob] = people
    const viewer = await loginStaff(api, '7')
    const remindersOfSession = async (id: number) => {
      const shown: SessionReminders = (await viewer.get(`registration_type/${setup.type.id}/reminders`)).body
      return shown.find((one) => one.registrationId === id)?.reminders.map((r) => [r.days, r.state, r.sent, r.dueAt])
    }
    expect(await remindersOfSession(late.id)).toEqual([
      [7, 'due', 0, dueAt(late.eventDate, 7).toISOString()],
      [1, 'due', 0, dueAt(late.eventDate, 1).toISOString()],
    ])

    // The API comes back two days after J-7 of the first session: its J-7 goes, late.
    clock.set(new Date(dueAt(late.eventDate, 7).getTime() + 2 * DAY))
    expect(summary(await remindersTo(api, people))).toEqual([`${ana} dans 7 jours`])

    // Down again from before J-7 of the second session until after its J-1: its J-1 only, never two at once.
    clock.set(new Date(dueAt(skipped.eventDate, 1).getTime() + 3600_000))
    expect(summary(await remindersTo(api, people))).toEqual([`${ana} dans 7 jours`, `${bob} demain`].sort())

    // Down from before J-7 of the third session until it started: nothing for it any more.
    clock.set(new Date(startOf(started.eventDate).getTime() + 60_000))
    expect(summary(await remindersTo(api, people))).toHaveLength(2)
    expect(await remindersOfSession(skipped.id)).toEqual([
      [7, 'none', 0, dueAt(skipped.eventDate, 7).toISOString()],
      [1, 'sent', 1, dueAt(skipped.eventDate, 1).toISOString()],
    ])
    expect(await remindersOfSession(started.id)).toEqual([
      [7, 'none', 0, dueAt(started.eventDate, 7).toISOString()],
      [1, 'none', 0, dueAt(started.eventDate, 1).toISOString()],
    ])
  })

  it('gives a participant who confirmed after a reminder was due only the later ones', async () => {
    const setup = await setUp()
    const { api, clock } = setup
    // J-7 was due four days ago; Éva was linked by staff before it, Nora confirms now.
    const date = dayFromToday(3)
    const session = await newSession(setup, date)
    const eva = await linkedClient(api, session.id, 'Éva', new Date(dueAt(date, 7).getTime() - DAY))
    const nora = await loginClient(api, completeClient)
    expect((await nora.caller.put(`registration/${session.id}/confirm`)).status).toBe(200)
    const [link] = await api.db.select().from(registrationClient).where(eq(registrationClient.clientId, nora.row.id))
    expect(link.confirmedAt!.getTime()).toBeGreaterThan(dueAt(date, 7).getTime())

    clock.set(new Date())
    expect(summary(await remindersTo(api, [eva, nora.email]))).toEqual([`${eva} dans 7 jours`])
    clock.set(dueAt(date, 1))
    expect(summary(await remindersTo(api, [eva, nora.email]))).toEqual(
      [`${eva} dans 7 jours`, `${eva} demain`, `${nora.email} demain`].sort(),
    )
  })

  it('writes each reminder once with several API processes at the same time, and nothing again after a restart', async () => {
    const setup = await setUp()
    const { api, clock } = setup
    const date = dayFromToday(9)
    const session = await newSession(setup, date)
    const people = [
      await linkedClient(api, session.id, 'Ana'),
      await linkedClient(api, session.id, 'Bob'),
      await linkedClient(api, session.id, 'Cléo'),
    ]
    const processes = closing(await moreProcesses(api))

    clock.set(dueAt(date, 7))
    await processes.runDueWork()
    await processes.runDueWork()
    expect(summary(await remindersTo(api, people))).toEqual(people.map((email) => `${email} dans 7 jours`).sort())
    const keys = await api.db.select({ key: mailOutbox.key }).from(mailOutbox).where(like(mailOutbox.key, 'reminder:%'))
    const ours = await api.db.select().from(registrationReminder).where(eq(registrationReminder.registrationId, session.id))
    expect(ours).toHaveLength(3)
    expect(keys.filter(({ key }) => ours.some((one) => key === `reminder:${one.registrationClientId}:7`))).toHaveLength(3)

    // A restart: a new process on the same database, later the same day, writes nothing again.
    const restarted = await processes.restart()
    clock.advance(3600_000)
    await restarted.dueWork.run()
    await restarted.dueWork.run()
    expect(await api.db.select().from(registrationReminder).where(eq(registrationReminder.registrationId, session.id))).toHaveLength(3)
    expect(summary(await remindersTo(api, people))).toHaveLength(3)
  })

  it('reads REMINDER_DAYS as days before the session, farthest first, and refuses what is not a list of days', () => {
    expect(loadConfig({}).reminderDays).toEqual([7, 1])
    expect(loadConfig({ REMINDER_DAYS: '1, 3,14' }).reminderDays).toEqual([14, 3, 1])
    expect(loadConfig({ REMINDER_DAYS: 'none' }).reminderDays).toEqual([])
    expect(() => loadConfig({ REMINDER_DAYS: '7;1' })).toThrow(/REMINDER_DAYS : une liste de 1 à 5 nombres de jours/)
    expect(() => loadConfig({ REMINDER_DAYS: '0' })).toThrow(/REMINDER_DAYS : des nombres de jours de 1 à 365 sont attendus/)
  })

  it('sends no reminder with REMINDER_DAYS=none', async () => {
    const setup = await setUp({ REMINDER_DAYS: 'none' })
    const date = dayFromToday(10)
    const session = await newSession(setup, date)
    const nora = await linkedClient(setup.api, session.id, 'Nora')
    setup.clock.set(dueAt(date, 1))
    expect(await remindersTo(setup.api, [nora])).toEqual([])
  })
})
