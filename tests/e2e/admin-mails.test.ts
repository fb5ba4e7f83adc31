import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { ApiCaller } from '../support/http'
import { startSite, type TestSite } from '../support/site'
import { type SmtpPeer, startSmtpPeer } from '../support/smtp'
import { adminCredentials, logInBrowser } from '../support/staff'

// An outbox that gives a mail up after one attempt, and a mail server that refuses what each run below (with and
// without JavaScript) asks it to: one mail given up, sent again, then taken.
let smtp: SmtpPeer
let site: TestSite
beforeAll(async () => {
  smtp = await startSmtpPeer()
  site = await startSite({
    env: { SMTP_URL: smtp.url, MAIL_ATTEMPTS: '1' },
    dataTemplate: inject('siteDataTemplate'),
    databaseTemplate: inject('siteDatabaseTemplate'),
  })
})
afterAll(async () => {
  await site?.stop()
  await smtp?.close()
})

describeWithAndWithoutJavaScript('the mails the outbox gave up', (browser, javaScriptEnabled) => {
  it('lists a refused mail for an administrator, who sends it again once the server takes mail', async () => {
    const { page } = browser
    const subject = `Dossier ${javaScriptEnabled ? 'js' : 'html'}`
    smtp.refuseNext(1)
    const refusedBefore = smtp.refused
    const sent = await new ApiCaller(site.apiUrl).post('contact/sendMessage', {
      form: { fullName: 'Élodie Lefèvre', email: 'elodie@example.fr', subject, message: 'Bonjour.' },
    })
    expect(sent.status).toBe(200)

    await logInBrowser(page, site, await adminCredentials(site), '/admin/mails')
    await page.getByRole('heading', { name: 'E-mails non envoyés' }).waitFor()

    // The outbox tries just after the answer: the page shows the mail once the server refused it.
    const row = page.getByRole('row').filter({ hasText: subject })
    for (let tries = 0; !(await row.count()); tries++) {
      expect(tries, 'the refused mail is listed').toBeLessThan(50)
      await page.reload()
    }
    expect(smtp.refused).toBe(refusedBefore + 1)
    expect(await row.getByRole('cell').nth(0).textContent()).toBe('ecole@example.test')
    expect(await row.textContent()).toContain('451')
    await browser.expectNoA11yViolations()

    const received = smtp.messages.length
    await row.getByRole('button', { name: /^Renvoyer/ }).click()
    await page.getByText('L’e-mail repart dans la file d’envoi.').waitFor()
    await smtp.received(received + 1)
    expect(smtp.messages.at(-1)?.subject).toBe(`Message du site\u00a0: ${subject}`)
    await page.reload()
    expect(await row.count()).toBe(0)
  })
})
