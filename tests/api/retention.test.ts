import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { retentionRules } from '../../server/contract/retention-rules'
import {
  accountToken,
  client,
  contactMessage,
  mailOutbox,
  registration,
  registrationClient,
  registrationType,
  registrationWaiting,
  retentionRun,
  session,
} from '../../server/db/schema'
import { yearsBefore } from '../../server/services/retention-accounts'
import { moreProcesses, startApi, type TestApi } from '../support/api'
import { createClientAccount, visitor } from '../support/clients'
import { DAY, testClock } from '../support/clock'
import { closedAfterEach } from '../support/closing'
import { loginStaff } from '../support/users'

const closing = closedAfterEach()

async function setUp(start?: string) {
  const clock = testClock(start)
  const api = closing(await startApi({}, { seeded: false, clock }))
  return { api, clock }
}

/** A contact message written `age` ms before the API clock's time, as staff would have kept it. */
async function messageOfAge(api: TestApi, now: Date, years: number, days: number, subject: string) {
  const createdAt = new Date(yearsBefore(now, years).getTime() - days * DAY)
  const [row] = await api.db
    .insert(contactMessage)
    .values({ fullName: 'Élodie Lefèvre', email: 'elodie@example.fr', subject, message: 'Bonjour.', createdAt })
    .returning()
  return row
}

const subjectsLeft = async (api: TestApi) => (await api.db.select().from(contactMessage)).map((row) => row.subject).sort()

const warningsTo = async (api: TestApi, email: string) =>
  (await api.mails()).filter((mail) => mail.to === email && mail.subject.startsWith('Votre compte client sera supprimé'))

/** A session of one type in the past, with `clientId` linked to it. */
async function pastPlaceOf(api: TestApi, clientId: number) {
  const [type] = await api.db
    .insert(registrationType)
    .values({
      category: 'stages',
      subcategory: 'printemps',
      titleCategory: 'Stages',
      titleSubcategory: 'Printemps',
      titleRegistration: 'Stage de printemps',
    })
    .returning()
  const [session] = await api.db.insert(registration).values({ idRegistrationType: type.id, eventDate: '2026-04-10' }).returning()
  await api.db.insert(registrationClient).values({ registrationId: session.id, clientId, confirmedAt: new Date() })
  return session
}

describe('the retention of contact messages', () => {
  it('deletes a message of three years and a day, keeps one of three years less a day', async () => {
    const { api, clock } = await setUp()
    await messageOfAge(api, clock.now(), 3, 1, 'ancien')
    await messageOfAge(api, clock.now(), 3, -1, 'récent')
    await api.runDueWork()
    expect(await subjectsLeft(api)).toEqual(['récent'])

    // Two days later, the other one is past its three years too.
    clock.advance(2 * DAY)
    await api.runDueWork()
    expect(await subjectsLeft(api)).toEqual([])
  })

  it('counts a message sent through the form from when it was sent, on the API’s clock', async () => {
    const { api, clock } = await setUp('2026-01-15T08:00:00Z')
    const form = { fullName: 'Léa Martin', email: 'lea@example.fr', subject: 'envoyé', message: 'Bonjour' }
    expect((await visitor(api).post('contact/sendMessage', { form })).status).toBe(200)
    clock.advance(3 * 365 * DAY - DAY)
    await api.runDueWork()
    expect(await subjectsLeft(api)).toEqual(['envoyé'])
    clock.advance(3 * DAY)
    await api.runDueWork()
    expect(await subjectsLeft(api)).toEqual([])
  })
})

describe('the daily deletions', () => {
  it('delete expired sessions and links, the waiting lists of past sessions and mails sent over a year ago; the live ones stay', async () => {
    const { api, clock } = await setUp()
    const { row } = await createClientAccount(api)
    const now = Date.now()
    await api.db.insert(session).values([
      { idHash: 'vieille', kind: 'client', clientId: row.id, createdAt: new Date(now - 8 * DAY), lastSeenAt: new Date(now - 60_000) },
      { idHash: 'endormie', kind: 'client', clientId: row.id, lastSeenAt: new Date(now - 9 * 3600_000) },
      { idHash: 'vivante', kind: 'client', clientId: row.id },
    ])
    await api.db.insert(accountToken).values([
      { clientId: row.id, purpose: 'login', tokenHash: 'expire', expiresAt: new Date(now - 1000) },
      { clientId: row.id, purpose: 'confirm', tokenHash: 'valable', expiresAt: new Date(now + 3600_000) },
    ])
    const past = await pastPlaceOf(api, row.id)
    const [coming] = await api.db
      .insert(registration)
      .values({ idRegistrationType: past.idRegistrationType, eventDate: '2099-01-10' })
      .returning()
    await api.db.insert(registrationWaiting).values([
      { registrationId: past.id, clientId: row.id, rank: 1 },
      { registrationId: coming.id, clientId: row.id, rank: 1 },
    ])
    const mail = { to: 'elodie@example.fr', subject: 'Bonjour', text: 'Bonjour.' }
    await api.db.insert(mailOutbox).values([
      { mail, sentAt: new Date(clock.now().getTime() - 370 * DAY) },
      { mail, sentAt: new Date(clock.now().getTime() - 300 * DAY) },
    ])

    await api.runDueWork()
    expect((await api.db.select().from(session)).map((one) => one.idHash)).toEqual(['vivante'])
    expect((await api.db.select().from(accountToken)).map((one) => one.tokenHash)).toEqual(['valable'])
    expect((await api.db.select().from(registrationWaiting)).map((one) => one.registrationId)).toEqual([coming.id])
    // (The session to come offers its free place to its waiting list meanwhile: another mail.)
    const ours = (await api.db.select().from(mailOutbox)).filter((one) => one.mail.subject === 'Bonjour')
    expect(ours.map((one) => one.sentAt!.getTime())).toEqual([clock.now().getTime() - 300 * DAY])
  })
})

describe('the retention of idle client accounts', () => {
  it('counts an account never logged in from when it was asked for, on the API’s clock', async () => {
    const { api, clock } = await setUp('2026-01-15T08:00:00Z')
    const email = 'jamais-connecte@example.fr'
    expect((await visitor(api).post('client/create_account', { json: { email } })).status).toBe(200)
    clock.advance(2 * 365 * DAY + 2 * DAY)
    await api.runDueWork()
    expect(await warningsTo(api, email)).toHaveLength(1)
  })

  it('warns once after two years without a login, and a login within 30 days keeps the account', async () => {
    const { api, clock } = await setUp()
    const { row, email, password } = await createClientAccount(api)
    clock.advance(2 * 365 * DAY + 2 * DAY)
    await api.runDueWork()
    const [warning] = await warningsTo(api, email)
    expect(warning.text).toContain('Vous ne vous êtes pas connecté à votre compte client depuis 2\u00a0ans.')
    expect(warning.text).toContain('http://site.test/client-account')
    clock.advance(DAY)
    await api.runDueWork()
    expect(await warningsTo(api, email)).toHaveLength(1)

    clock.advance(10 * DAY)
    expect((await visitor(api).post('client/login', { json: { email, password } })).status).toBe(200)
    clock.advance(25 * DAY)
    await api.runDueWork()
    const [kept] = await api.db.select().from(client).where(eq(client.id, row.id))
    expect(kept).toMatchObject({ accountEmail: email, retentionWarnedAt: null })
    expect(await warningsTo(api, email)).toHaveLength(1)
  })

  it('deletes the account 30 days after the warning without a login, its registrations kept anonymised', async () => {
    const { api, clock } = await setUp()
    const { row, email } = await createClientAccount(api)
    const session = await pastPlaceOf(api, row.id)
    clock.advance(2 * 365 * DAY + 2 * DAY)
    await api.runDueWork()
    expect(await warningsTo(api, email)).toHaveLength(1)

    clock.advance(29 * DAY)
    await api.runDueWork()
    expect(await api.db.select().from(client).where(eq(client.id, row.id))).toHaveLength(1)

    clock.advance(DAY)
    await api.runDueWork()
    expect(await api.db.select().from(client).where(eq(client.id, row.id))).toEqual([])
    const places = await api.db.select().from(registrationClient).where(eq(registrationClient.registrationId, session.id))
    expect(places).toMatchObject([{ clientId: null, anonymised: true }])
  })
})

describe('the retention run', () => {
  it('runs once a day with several API processes at the same time, and not again after a restart', async () => {
    // Morning in Paris, so that the hour the test moves on stays within the same day whenever it runs.
    const { api, clock } = await setUp('2026-11-26T08:00:00Z')
    const { email } = await createClientAccount(api)
    await messageOfAge(api, clock.now(), 3, 1, 'ancien')
    const processes = closing(await moreProcesses(api))

    clock.advance(2 * 365 * DAY + 2 * DAY)
    await processes.runDueWork()
    await processes.runDueWork()
    expect(await warningsTo(api, email)).toHaveLength(1)
    expect(await subjectsLeft(api)).toEqual([])
    expect(await api.db.select().from(retentionRun)).toHaveLength(1)

    // A restart later the same day: a new process runs nothing again (a message past its time waits for tomorrow).
    await messageOfAge(api, clock.now(), 3, 1, 'du jour')
    const restarted = await processes.restart()
    clock.advance(60 * 60 * 1000)
    await restarted.dueWork.run()
    expect(await subjectsLeft(api)).toEqual(['du jour'])
    expect(await warningsTo(api, email)).toHaveLength(1)
  })
})

describe('GET admin/retention', () => {
  it('shows every rule with the counts of the next month, and no personal data', async () => {
    const { api, clock } = await setUp()
    await messageOfAge(api, clock.now(), 3, -10, 'dans dix jours')
    await messageOfAge(api, clock.now(), 3, -40, 'dans quarante jours')
    const idle = await createClientAccount(api)
    await api.db
      .update(client)
      .set({ lastLoginAt: new Date(yearsBefore(clock.now(), 2).getTime() + 5 * DAY) })
      .where(eq(client.id, idle.row.id))
    const warned = await createClientAccount(api)
    await api.db
      .update(client)
      .set({ lastLoginAt: yearsBefore(clock.now(), 3), retentionWarnedAt: new Date(clock.now().getTime() - 20 * DAY) })
      .where(and(eq(client.id, warned.row.id)))

    const admin = await loginStaff(api, '1')
    const answer = await admin.get('admin/retention')
    expect(answer.status).toBe(200)
    expect(answer.body.rules.map((rule: { id: string }) => rule.id)).toEqual(retentionRules.map((rule) => rule.id))
    const counts = Object.fromEntries(
      answer.body.rules.map((rule: { id: string; deletedCount: number; warningCount: number | null }) => [
        rule.id,
        [rule.deletedCount, rule.warningCount],
      ]),
    )
    // The idle one is warned in five days and deleted 30 days later: past the month.
    expect(counts).toMatchObject({ 'contact-messages': [1, null], 'client-accounts': [1, 1] })
    expect(answer.body.rules[0]).toMatchObject({
      data: 'Messages du formulaire de contact',
      keptFor: '3\u00a0ans après leur envoi, puis supprimés',
    })
    const text = JSON.stringify(answer.body)
    for (const personal of ['elodie@example.fr', idle.email, warned.email, 'Camille']) expect(text).not.toContain(personal)

    expect((await (await loginStaff(api, '2')).get('admin/retention')).status).toBe(403)
  })
})
