import { describe, expect, it } from 'vitest'
import { mailOutbox } from '../../server/db/schema'
import { enqueueMail, retryDelayMs } from '../../server/services/outbox'
import { moreProcesses, startApi, type TestApi } from '../support/api'
import { visitor } from '../support/clients'
import { testClock } from '../support/clock'
import { closedAfterEach } from '../support/closing'
import { readOutbox } from '../support/outbox'
import { startSmtpPeer } from '../support/smtp'
import { loginStaff } from '../support/users'

const closing = closedAfterEach()

async function setUp(refuse: number) {
  const smtp = closing(await startSmtpPeer({ refuse }))
  const clock = testClock('2027-03-01T08:00:00Z')
  const api = closing(await startApi({ SMTP_URL: smtp.url }, { seeded: false, clock }))
  return { smtp, clock, api }
}

const sendContactMessage = (api: TestApi, subject: string) =>
  visitor(api).post('contact/sendMessage', {
    form: { fullName: 'Élodie Lefèvre', email: 'elodie@example.fr', subject, message: 'Reste-t-il des places ?' },
  })

/** The API's default (MAIL_ATTEMPTS). */
const MAIL_ATTEMPTS = 10

describe('the mail outbox', () => {
  it('keeps a mail the SMTP server refuses and sends it once, with backoff, when the server takes it', async () => {
    const { smtp, clock, api } = await setUp(2)
    expect((await sendContactMessage(api, 'Stage de mai')).status).toBe(200)
    await api.runDueWork()
    expect([smtp.refused, smtp.messages.length]).toEqual([1, 0])

    // Not again before its retry time (a minute), then two minutes after the second refusal.
    await api.runDueWork()
    expect(smtp.refused).toBe(1)
    clock.advance(retryDelayMs(1))
    await api.runDueWork()
    expect([smtp.refused, smtp.messages.length]).toEqual([2, 0])
    clock.advance(retryDelayMs(2) - 1000)
    await api.runDueWork()
    expect([smtp.refused, smtp.messages.length]).toEqual([2, 0])
    clock.advance(1000)
    await api.runDueWork()
    expect(smtp.messages.map((mail) => mail.subject)).toEqual(['Message du site\u00a0: Stage de mai'])

    clock.advance(24 * 60 * 60 * 1000)
    await api.runDueWork()
    expect(smtp.messages).toHaveLength(1)
    expect(smtp.messages[0].messageId).toMatch(/^<outbox-\d+-\d+@/)
  })

  it('gives a mail up after its last attempt; an administrator sees it and sends it again, once', async () => {
    const { smtp, clock, api } = await setUp(MAIL_ATTEMPTS)
    expect((await sendContactMessage(api, 'Abandonné')).status).toBe(200)
    await api.runDueWork()
    for (let attempt = 1; attempt < MAIL_ATTEMPTS; attempt++) {
      clock.advance(retryDelayMs(attempt))
      await api.runDueWork()
    }
    expect([smtp.refused, smtp.messages.length]).toEqual([MAIL_ATTEMPTS, 0])
    clock.advance(24 * 60 * 60 * 1000)
    await api.runDueWork()
    expect(smtp.refused).toBe(MAIL_ATTEMPTS)

    const admin = await loginStaff(api, '1')
    const failed = await admin.get('admin/mails/failed')
    expect(failed.status).toBe(200)
    expect(failed.body).toMatchObject({ total: 1, page: 1, size: 50 })
    expect(failed.body.items[0]).toMatchObject({
      to: 'ecole@example.test',
      subject: 'Message du site\u00a0: Abandonné',
      attempts: MAIL_ATTEMPTS,
      lastError: expect.stringContaining('451'),
    })
    const { id } = failed.body.items[0]
    expect((await (await loginStaff(api, '2')).get('admin/mails/failed')).status).toBe(403)
    expect((await admin.post(`admin/mails/${id}/resend`)).status).toBe(200)
    expect((await admin.post(`admin/mails/${id}/resend`)).status).toBe(404)
    await api.runDueWork()
    await api.runDueWork()
    expect(smtp.messages.map((mail) => mail.subject)).toEqual(['Message du site\u00a0: Abandonné'])
    expect((await admin.get('admin/mails/failed')).body.total).toBe(0)
    const log = await admin.get(`activity/mail/${id}`)
    expect(log.body.map((entry: { action: string }) => entry.action)).toEqual(['resend'])
    expect((await admin.post('admin/mails/1e2/resend')).status).toBe(404)
  })

  it('sends each mail once when several API processes work on the same outbox at the same time', async () => {
    const { smtp, api } = await setUp(0)
    const subjects = Array.from({ length: 30 }, (_, index) => `Envoi n°\u00a0${index + 1}`)
    for (const subject of subjects) await enqueueMail(api.db, { to: 'client@example.fr', subject, text: 'Bonjour.' })
    const processes = closing(await moreProcesses(api, { smtpUrl: smtp.url }))

    await processes.runDueWork()
    expect(smtp.messages.map((mail) => mail.subject).sort()).toEqual([...subjects].sort())
    const rows = await api.db.select().from(mailOutbox)
    expect(rows.filter((row) => row.sentAt === null)).toEqual([])
    expect(rows.every((row) => row.attempts === 1)).toBe(true)
  })

  it('writes nothing when the write that causes a mail fails, and the outbox folder keeps the mails without SMTP', async () => {
    const clock = testClock('2027-03-01T08:00:00Z')
    const api = closing(await startApi({}, { seeded: false, clock }))
    const refused = await visitor(api).post('contact/sendMessage', {
      form: { fullName: 'Élodie', email: 'pas-une-adresse', message: 'Bonjour' },
    })
    expect(refused.status).toBe(400)
    expect((await sendContactMessage(api, 'Dossier')).status).toBe(200)
    await api.runDueWork()
    expect((await readOutbox(api.outboxDir)).map((mail) => mail.subject)).toEqual(['Message du site\u00a0: Dossier'])
    expect(await api.db.select().from(mailOutbox)).toHaveLength(1)
  })
})
