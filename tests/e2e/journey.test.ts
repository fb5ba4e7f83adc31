import { readFile } from 'node:fs/promises'
import { expect, it } from 'vitest'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { waitForMails } from '../support/outbox'
import { pdfSentences } from '../support/pdf-text'
import { siteForTests } from '../support/site'

/** Text as a reader compares it: non-breaking spaces as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

const site = siteForTests()

describeWithAndWithoutJavaScript('a visitor’s journey', (browser, javaScriptEnabled) => {
  it('goes from the home page to an offer, a training, its programme in PDF, and writes to the school', async () => {
    const { page } = browser
    const heading = (name: string) => page.getByRole('heading', { level: 1, name }).waitFor()

    await page.goto(`${site.url}/`)
    await browser.expectNoA11yViolations()
    await page.getByRole('link', { name: 'Découvrir le coaching de vie' }).click()
    await heading('Coaching de vie')
    expect(new URL(page.url()).pathname).toBe('/life-coaching')
    await browser.expectNoA11yViolations()

    await page.getByRole('main').getByRole('link', { name: 'Formation au coaching de vie', exact: true }).first().click()
    await heading('Formation au coaching de vie')
    expect(new URL(page.url()).pathname).toBe('/training-life-coaching')
    const main = plain(await page.getByRole('main').innerText())
    expect(main).toContain('185 € par jour et par personne')
    expect(main).toContain('235 € la demi-journée')
    await browser.expectNoA11yViolations()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Télécharger le programme (PDF)' }).click(),
    ])
    const pdf = await readFile((await download.path())!)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = plain(pdfSentences(pdf))
    expect(text).toContain('École Sens & Parole')
    expect(text).toContain('En groupe : 18 jours non consécutifs, 185 € par jour et par personne')

    await page.getByRole('main').getByRole('link', { name: 'Nous contacter' }).first().click()
    await heading('Nous contacter')
    const message = `Je voudrais m’inscrire à la formation au coaching de vie (${javaScriptEnabled ? 'js' : 'html'}).`
    await page.getByLabel('Nom et prénom *').fill('Léa Moreau')
    await page.getByLabel('Adresse e-mail *').fill('lea.moreau@example.fr')
    await page.getByLabel('Objet').fill('Formation au coaching de vie')
    await page.getByLabel('Message *').fill(message)
    await page.getByRole('button', { name: 'Envoyer' }).click()
    await page.getByRole('status').filter({ hasText: 'Votre message nous a bien été envoyé...' }).waitFor()
    await browser.expectNoA11yViolations()
    const mails = await waitForMails(site.outboxDir, (mail) => mail.text.includes(message))
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe('Message du site\u00a0: Formation au coaching de vie')
  })
})
