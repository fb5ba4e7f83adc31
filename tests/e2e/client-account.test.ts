import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openBrowser, type Browser } from '../support/browser'
import {
  expectAlert,
  expectMessage,
  followAccountLink,
  linkOf,
  logIn,
  mailTo,
  newAddress,
  nextRegistrationOf,
  PASSWORD,
} from '../support/client-area'
import { readOutbox } from '../support/outbox'
import { startSite, type TestSite } from '../support/site'

const TITLE = (title: string) => `${title} | École Sens & Parole`

describe.each([
  { javaScriptEnabled: true, mode: 'with JavaScript' },
  { javaScriptEnabled: false, mode: 'without JavaScript' },
])('client account $mode', ({ javaScriptEnabled }) => {
  let site: TestSite
  let browser: Browser

  beforeAll(async () => {
    site = await startSite()
    browser = await openBrowser({ javaScriptEnabled })
  })
  afterAll(async () => {
    await browser?.close()
    await site?.stop()
  })

  it('goes from the e-mail form to a confirmed registration, its calendar file, and out', async () => {
    const { page } = browser
    const email = newAddress()

    // Create: the choice between connecting and creating, from the footer.
    await page.goto(`${site.url}/`)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Se connecter en tant que client' }).click()
    await page.getByRole('heading', { name: 'Espace client', level: 1 }).waitFor()
    expect(await page.title()).toBe(TITLE('Espace client'))
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    await browser.expectNoA11yViolations()
    const create = page.getByRole('region', { name: 'Créer un compte' })
    await create.getByLabel('Adresse e-mail').fill(email)
    await create.getByRole('button', { name: 'Créer mon compte' }).click()
    await expectMessage(page, `Un e-mail vient d’être envoyé à ${email}.`)
    await browser.expectNoA11yViolations()

    // The mailed link, the confirmation button, the first password.
    const mail = await mailTo(site, email)
    expect(mail.subject).toBe('Confirmez votre compte client')
    await followAccountLink(browser, linkOf(mail, site), PASSWORD)

    // Log in: a wrong password first, then the right one.
    await logIn(page, email, 'pas-le-bon-mot-de-passe')
    await expectAlert(page, 'Erreur de connexion\u00a0: Adresse e-mail ou mot de passe incorrect.')
    // The page sent back keeps the address but never the password.
    expect(await page.getByRole('region', { name: 'Se connecter' }).getByLabel('Adresse e-mail').inputValue()).toBe(email)
    if (!javaScriptEnabled) expect(await page.getByRole('region', { name: 'Se connecter' }).getByLabel('Mot de passe', { exact: true }).inputValue()).toBe('')
    await browser.expectNoA11yViolations()
    await logIn(page, email, PASSWORD)
    await page.getByRole('heading', { name: 'Mon compte client' }).waitFor()
    expect(await page.title()).toBe(TITLE('Mon compte client'))
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Mon compte client' }).count()).toBe(1)
    await expect(page.getByText('Aucune inscription à venir.').count()).resolves.toBe(1)
    await browser.expectNoA11yViolations()

    // Update my data: the e-mail is read-only, the zip at most 5 characters.
    const account = page.getByRole('region', { name: 'Mes informations' })
    expect(await account.getByLabel('Adresse e-mail').getAttribute('readonly')).not.toBeNull()
    expect(await account.getByLabel('Adresse e-mail').inputValue()).toBe(email)
    expect(await account.getByLabel('Code postal').getAttribute('maxlength')).toBe('5')
    await account.getByLabel('Prénom').fill('Camille')
    await account.getByLabel('Nom', { exact: true }).fill('Martin')
    await account.getByLabel('Ville').fill('Lyon')
    await account.getByRole('button', { name: 'Enregistrer mes informations' }).click()
    await expectMessage(page, 'Vos informations ont été mises à jour')
    expect(await page.getByRole('region', { name: 'Mes informations' }).getByLabel('Prénom').inputValue()).toBe('Camille')
    expect(await page.getByRole('region', { name: 'Mes informations' }).getByLabel('Ville').inputValue()).toBe('Lyon')

    // A conference needs a phone too: the client fills it in on the registration's page, then confirms.
    const conference = await nextRegistrationOf(site, 'event', 'conferences')
    await page.goto(`${site.url}${conference.path}`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.getByText(conference.displayDate).first().waitFor()
    await browser.expectNoA11yViolations()
    const register = page.getByRole('region', { name: 'M’inscrire' })
    expect(await register.getByLabel('Prénom *').inputValue()).toBe('Camille')
    expect(await register.getByLabel('Téléphone *').inputValue()).toBe('')
    if (javaScriptEnabled) {
      // The browser-side check of the same schema stops an empty required field before anything is sent.
      await register.getByRole('button', { name: 'Confirmer mon inscription' }).click()
      await register.getByText('Ce champ est obligatoire').waitFor()
    }
    await register.getByLabel('Téléphone *').fill('06 12 34 56 78')
    await register.getByRole('button', { name: 'Confirmer mon inscription' }).click()
    await expectMessage(page, 'L’inscription a été confirmée')
    await page.getByText('Votre inscription à cette session est confirmée.').waitFor()
    await browser.expectNoA11yViolations()

    // The client is mailed a confirmation with the calendar file; the school a notification.
    const confirmation = await waitForSubject(site, email, 'Inscription confirmée')
    expect(confirmation.attachments.some((file) => file.filename.endsWith('.ics') && file.contentType.startsWith('text/calendar'))).toBe(true)
    const school = (await readOutbox(site.outboxDir)).filter((item) => item.to === 'ecole@example.test' && item.text.includes(email))
    expect(school).toHaveLength(1)

    // My registrations: the conference, its date as dd/mm/yyyy, its calendar file.
    await page.goto(`${site.url}/client-account`)
    const mine = page.getByRole('region', { name: 'Mes inscriptions' })
    await mine.getByText(conference.displayDate, { exact: true }).waitFor()
    expect(await mine.getByRole('link', { name: conference.registration.data.Thème, exact: true }).count()).toBe(1)
    expect(await page.getByRole('region', { name: 'Mes informations' }).getByLabel('Téléphone', { exact: true }).inputValue()).toBe('06 12 34 56 78')
    const [download] = await Promise.all([page.waitForEvent('download'), mine.getByRole('link', { name: /Ajouter à mon agenda/ }).click()])
    expect(download.suggestedFilename()).toBe(`inscription-${conference.registration.event_date}-${conference.registration.id}.ics`)
    const ics = await readFile((await download.path())!, 'utf8')
    expect(ics).toContain('BEGIN:VEVENT')
    expect(ics).toMatch(new RegExp(`DTSTART[^:]*:${conference.registration.event_date.replaceAll('-', '')}`))

    // Log out from the footer.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Se déconnecter' }).click()
    await expectMessage(page, 'Déconnexion effectuée.')
    await page.getByRole('region', { name: 'Se connecter' }).waitFor()
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Se connecter en tant que client' }).count()).toBe(1)
    await browser.expectNoA11yViolations()
  })
})

/** The newest mail to an address whose subject starts so. */
async function waitForSubject(site: TestSite, email: string, subject: string) {
  const { waitForMail } = await import('../support/outbox')
  return waitForMail(site.outboxDir, (mail) => mail.to === email && mail.subject.startsWith(subject))
}
