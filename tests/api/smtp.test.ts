import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api'
import { ApiCaller } from '../support/http'
import { readOutbox } from '../support/outbox'
import { type SmtpPeer, startSmtpPeer } from '../support/smtp'

let smtp: SmtpPeer
let api: TestApi
beforeAll(async () => {
  smtp = await startSmtpPeer()
  api = await startApi({ SMTP_URL: smtp.url, MAIL_FROM: 'École Sens & Parole <no-reply@example.test>' })
})
afterAll(async () => {
  await api?.close()
  await smtp?.close()
})

describe('mail through SMTP', () => {
  it('delivers the contact message to the school through the SMTP server of SMTP_URL', async () => {
    const answer = await new ApiCaller(api.url).post('contact/sendMessage', {
      form: { fullName: 'Élodie Lefèvre', email: 'elodie@example.fr', subject: 'Stage méditation', message: 'Reste-t-il des places ?' },
    })
    expect(answer.status).toBe(200)
    await smtp.received(1)
    expect(smtp.messages).toHaveLength(1)
    const [mail] = smtp.messages
    expect(smtp.recipients[0]).toEqual(['ecole@example.test'])
    expect(mail.subject).toBe('Message du site\u00a0: Stage méditation')
    expect(mail.from?.text).toContain('no-reply@example.test')
    expect(mail.replyTo?.text).toBe('elodie@example.fr')
    expect(mail.text).toContain('Reste-t-il des places ?')
    expect(mail.text).toContain('Élodie Lefèvre')
    expect(await readOutbox(api.outboxDir)).toEqual([])
  })
})
