import type { Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import { describeOnceTheApiStops, describeWithAndWithoutJavaScript } from '../support/browser'
import { waitForMails } from '../support/outbox'
import { advanceRateWindows, siteForTests } from '../support/site'

const SUCCESS = 'Votre message nous a bien été envoyé...'

// A site of the file's own: its API is stopped by the last block.
const site = siteForTests({ own: true })

const labels = {
  fullName: 'Nom et prénom *',
  email: 'Adresse e-mail *',
  phone: 'Téléphone',
  subject: 'Objet',
  message: 'Message *',
}
const camille = { fullName: 'Camille Martin', email: 'camille@example.fr' }

/** Fills the fields of the contact form given, in the page's order. */
async function fillContactForm(page: Page, fields: Partial<Record<keyof typeof labels, string>>) {
  for (const [field, label] of Object.entries(labels) as [keyof typeof labels, string][]) {
    const value = fields[field]
    if (value !== undefined) await page.getByLabel(label).fill(value)
  }
}

describeWithAndWithoutJavaScript('contact form', (browser, javaScriptEnabled) => {
  // Each visitor starts with the site's limits of a new window, as on a site of its own (10 messages per source).
  beforeAll(() => advanceRateWindows(site))

  const mailsAbout = (text: string) => waitForMails(site.outboxDir, (mail) => mail.text.includes(text))

  it('shows the note, then the errors of each field, and keeps what was typed', async () => {
    const { page } = browser
    const response = await page.goto(`${site.url}/contact`)
    expect(response?.status()).toBe(200)
    expect(await page.title()).toBe('Contact | École Sens & Parole')
    await page.getByText('Merci de remplir ces champs pour envoyer votre message').waitFor()
    await browser.expectNoA11yViolations()

    await fillContactForm(page, { email: 'pas-une-adresse', subject: 'Une question' })
    await page.getByRole('button', { name: 'Envoyer' }).click()

    const fullName = page.getByLabel('Nom et prénom *')
    await page.getByText('Adresse e-mail invalide').waitFor()
    expect(await fullName.getAttribute('aria-invalid')).toBe('true')
    const describedBy = (await fullName.getAttribute('aria-describedby'))!
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toContain('Ce champ est obligatoire')
    expect(await page.getByLabel('Objet').inputValue()).toBe('Une question')
    expect(await page.getByLabel('Adresse e-mail *').inputValue()).toBe('pas-une-adresse')
    await browser.expectNoA11yViolations()
  })

  it('counts the characters of the message when JavaScript runs', async () => {
    const { page } = browser
    await page.goto(`${site.url}/contact`)
    await page.getByLabel('Message *').fill('Bonjour')
    if (javaScriptEnabled) {
      await page.getByText('7/2000').waitFor()
    } else {
      expect(await page.getByText('/2000').count()).toBe(0)
    }
    expect(await page.getByLabel('Message *').getAttribute('maxlength')).toBe('2000')
  })

  it('sends the message, says so, and a double click, a refresh or a resend never sends it twice', async () => {
    const { page } = browser
    const text = `Bonjour, une question sur le stage (${javaScriptEnabled ? 'js' : 'html'}).`
    await page.goto(`${site.url}/`)
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Contact' }).click()
    await page.getByRole('heading', { name: 'Nous contacter' }).waitFor()
    await fillContactForm(page, { ...camille, phone: '06 12 34 56 78', subject: 'Stage méditation', message: text })
    await page.getByRole('button', { name: 'Envoyer' }).dblclick()

    await page.getByRole('status').filter({ hasText: SUCCESS }).waitFor()
    await browser.expectNoA11yViolations()
    expect(await mailsAbout(text)).toHaveLength(1)

    await page.reload()
    await page.getByRole('heading', { name: 'Nous contacter' }).waitFor()
    expect(await page.getByText(SUCCESS).count()).toBe(0)

    // Back to the filled form (with JavaScript the redirect replaced it: back leads home, then to the form).
    await page.goBack()
    if (!page.url().endsWith('/contact'))
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Contact' }).click()
    await fillContactForm(page, { ...camille, subject: 'Stage méditation', message: text })
    await page.getByRole('button', { name: 'Envoyer' }).click()
    await page.getByRole('status').filter({ hasText: SUCCESS }).waitFor()
    expect(await mailsAbout(text)).toHaveLength(1)
    expect((await mailsAbout(text))[0]).toMatchObject({ to: 'ecole@example.test', subject: 'Message du site\u00a0: Stage méditation' })
  })

  it('after a refused send then a valid one, shows the success with an empty form and no old error', async () => {
    const { page } = browser
    const text = `Une seconde tentative (${javaScriptEnabled ? 'js' : 'html'}).`
    await page.goto(`${site.url}/contact`)
    await fillContactForm(page, { ...camille, email: 'pas-une-adresse', message: text })
    await page.getByRole('button', { name: 'Envoyer' }).click()
    await page.getByText('Adresse e-mail invalide').waitFor()

    await page.getByLabel('Adresse e-mail *').fill('camille@example.fr')
    await page.getByRole('button', { name: 'Envoyer' }).click()
    await page.getByRole('status').filter({ hasText: SUCCESS }).waitFor()
    expect(await mailsAbout(text)).toHaveLength(1)
    expect(await page.getByText('Adresse e-mail invalide').count()).toBe(0)
    expect(await page.getByLabel('Adresse e-mail *').getAttribute('aria-invalid')).toBeNull()
    expect(await page.getByLabel('Message *').inputValue()).toBe('')
  })

  it('shows the 404 page with a link home', async () => {
    const { page } = browser
    const response = await page.goto(`${site.url}/cette-page-n-existe-pas`)
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Oups! La page que vous demandez n’existe pas.' }).waitFor()
    await browser.expectNoA11yViolations()
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click()
    await page.waitForURL(`${site.url}/`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await browser.expectNoA11yViolations()
  })
})

describeOnceTheApiStops(site, '/contact', 'says « Le serveur ne répond pas » and keeps the message', async ({ page }) => {
  await fillContactForm(page, { ...camille, message: 'Un message à ne pas perdre' })
  await page.getByRole('button', { name: 'Envoyer' }).click()
  await page.getByRole('alert').filter({ hasText: 'Le serveur ne répond pas' }).waitFor()
  expect(await page.getByRole('alert').first().innerText()).toContain(
    'Erreur serveur pour envoyer le message\u00a0: Le serveur ne répond pas',
  )
  expect(await page.getByLabel('Message *').inputValue()).toBe('Un message à ne pas perdre')
})
