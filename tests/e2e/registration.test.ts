import { beforeEach, expect, it } from 'vitest'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import {
  apiCaller,
  expectMessage,
  followAccountLink,
  linkOf,
  logIn,
  mailTo,
  newAddress,
  nextRegistrationOf,
  openAccountThroughApi,
  PASSWORD,
} from '../support/client-area'
import { siteForTests } from '../support/site'

const NOT_FOUND = 'Oups! La page que vous demandez n’existe pas.'

describeWithAndWithoutJavaScript('registrations', (browser) => {
  const site = siteForTests({ own: true })

  beforeEach(() => browser.context.clearCookies())

  it('lists events, trainings and stages, the dates of a subcategory, then one registration with its data', async () => {
    const { page } = browser
    const webinar = await nextRegistrationOf(site, 'event', 'webinars')
    await page.goto(`${site.url}/`)
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Inscriptions' }).click()
    await page.getByRole('heading', { name: 'Inscriptions', level: 1 }).waitFor()
    // A page without scripts is a full load, read as it streams in: the whole document first.
    await page.waitForLoadState()
    expect(await page.title()).toBe('Inscriptions | École Sens & Parole')
    const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts()
    expect(headings).toEqual(['Événements', 'Formations', 'Stages'])
    for (const [group, link] of [
      ['Événements', 'Webinaires'],
      ['Formations', 'Devenir coach'],
      ['Stages', 'Méditation'],
    ]) {
      expect(await page.getByRole('region', { name: group }).getByRole('link', { name: link, exact: true }).count(), link).toBe(1)
    }
    // A card per subcategory, as on the other landing pages: the picture of its offer page and its next dates.
    const webinars = page
      .getByRole('region', { name: 'Événements' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Webinaires', exact: true }) })
    expect(await webinars.getByRole('img').count()).toBe(1)
    expect(await webinars.locator('time').first().innerText()).toBe(webinar.displayDate)
    await webinars.getByText(/^\d+ dates? à venir$/).waitFor()
    await browser.expectNoA11yViolations()

    await page.getByRole('region', { name: 'Événements' }).getByRole('link', { name: 'Webinaires', exact: true }).click()
    await page.getByRole('heading', { name: 'Webinaires', level: 1 }).waitFor()
    await page.waitForLoadState()
    expect(await page.title()).toBe('Webinaires\u00a0: inscriptions | École Sens & Parole')
    const dates = await page.locator('time').allInnerTexts()
    expect(dates.length).toBeGreaterThan(0)
    for (const date of dates) expect(date).toMatch(/^\d\d\/\d\d\/\d{4}$/)
    expect(dates[0]).toBe(webinar.displayDate)
    await browser.expectNoA11yViolations()

    await page.getByRole('link', { name: webinar.registration.data.Thème }).click()
    await page.getByRole('heading', { name: webinar.registration.data.Thème, level: 1 }).waitFor()
    await page.waitForLoadState()
    expect(new URL(page.url()).pathname).toBe(webinar.path)
    // The data blocks, as data_name_list orders them (keys with underscores, labels with spaces).
    const labels = await page.getByRole('term').allInnerTexts()
    expect(labels).toEqual(webinar.type.data_name_list.flat().filter((name) => webinar.registration.data[name.replaceAll(' ', '_')]))
    // Its places say what is left (issue 28), and no « Places disponibles » text beside them.
    await page.getByText(/^\d+ places disponibles$/).waitFor()
    await page.getByText('Cette inscription demande\u00a0: prénom, nom.').waitFor()
    await browser.expectNoA11yViolations()
  })

  it('shows the 404 page for any other category or subcategory, and for a registration under another one', async () => {
    const { page } = browser
    const webinar = await nextRegistrationOf(site, 'event', 'webinars')
    for (const path of [
      '/registration/event/unknown',
      '/registration/courses/webinars',
      '/registration/stage/webinars',
      `/registration/stage/meditation/${webinar.registration.id}`,
      '/registration/event/webinars/999999',
      '/registration/event/webinars/un-nom',
    ]) {
      const response = await page.goto(`${site.url}${path}`)
      expect(response?.status(), path).toBe(404)
      await page.getByRole('heading', { name: NOT_FOUND }).waitFor()
    }
    await browser.expectNoA11yViolations()
  })

  it('leads a visitor to log in and back to the same registration, where the missing fields are filled in', async () => {
    const { page } = browser
    const { email, password } = await openAccountThroughApi(site)
    const webinar = await nextRegistrationOf(site, 'event', 'webinars')
    await page.goto(`${site.url}${webinar.path}`)
    await page.getByRole('link', { name: 'Se connecter ou créer un compte' }).click()
    await page.getByText('vous reviendrez ensuite à la session choisie').waitFor()
    await browser.expectNoA11yViolations()
    await logIn(page, email, password)
    await expectMessage(page, 'Bienvenue dans votre espace client.')
    expect(new URL(page.url()).pathname).toBe(webinar.path)

    const register = page.getByRole('region', { name: 'M’inscrire' })
    expect(await register.getByLabel('Prénom *').inputValue()).toBe('')
    await browser.expectNoA11yViolations()
    await register.getByLabel('Prénom *').fill('Léa')
    await register.getByLabel('Nom *', { exact: true }).fill('Durand')
    await register.getByRole('button', { name: 'Confirmer mon inscription' }).click()
    await expectMessage(page, 'L’inscription a été confirmée')
    await page.getByRole('link', { name: 'Voir mes inscriptions' }).click()
    await page.getByRole('region', { name: 'Mes inscriptions' }).getByText(webinar.displayDate, { exact: true }).waitFor()
    expect(await page.getByRole('region', { name: 'Mes informations' }).getByLabel('Prénom').inputValue()).toBe('Léa')
  })

  it('brings a new visitor back to the registration after creating the account through the mailed link', async () => {
    const { page } = browser
    const email = newAddress('jade')
    const workshop = await nextRegistrationOf(site, 'event', 'workshops')
    await page.goto(`${site.url}${workshop.path}`)
    await page.getByRole('link', { name: 'Se connecter ou créer un compte' }).click()
    const create = page.getByRole('region', { name: 'Créer un compte' })
    await create.getByLabel('Adresse e-mail').fill(email)
    await create.getByRole('button', { name: 'Créer mon compte' }).click()
    await expectMessage(page, `Un e-mail vient d’être envoyé à ${email}.`)

    await followAccountLink(browser, linkOf(await mailTo(site, email), site), PASSWORD)
    await logIn(page, email, PASSWORD)
    await expectMessage(page, 'Bienvenue dans votre espace client.')
    expect(new URL(page.url()).pathname).toBe(workshop.path)
    await page.getByRole('region', { name: 'M’inscrire' }).getByLabel('Téléphone *').waitFor()
  })

  it('never sends a visitor to another site after the login', async () => {
    const { page } = browser
    const { email, password } = await openAccountThroughApi(site)
    for (const target of ['https://evil.example/', '//evil.example/', '/\\evil.example/']) {
      await browser.context.clearCookies()
      await page.goto(`${site.url}/client-account?${new URLSearchParams({ redirectTo: target })}`)
      await logIn(page, email, password)
      await page.getByRole('heading', { name: 'Mon compte client' }).waitFor()
      expect(new URL(page.url()).origin, target).toBe(site.url)
      expect(new URL(page.url()).pathname, target).toBe('/client-account')
    }
  })

  it('while the school’s server does not answer, shows the list it had, and the catalogue’s error for a list never shown', async () => {
    const { page } = browser
    // Prepared while the API answers: a caller proves it is up, then it stops.
    expect((await apiCaller(site).get('registration_type/all')).status).toBe(200)
    const webinar = await nextRegistrationOf(site, 'event', 'webinars')
    await site.stopApi()
    // Shown to a visitor by the first test: the page cache serves it as it was (decision 0020), dates included.
    const shown = await page.goto(`${site.url}/registration/event/webinars`)
    expect(shown?.status()).toBe(200)
    await page.getByRole('heading', { name: 'Webinaires', level: 1 }).waitFor()
    await page.waitForLoadState()
    expect(await page.locator('time').first().innerText()).toBe(webinar.displayDate)
    // Never loaded while the API answered: nothing to serve but the error.
    const response = await page.goto(`${site.url}/registration/event/tradeshows`)
    expect(response?.status()).toBe(503)
    await page.getByRole('alert').filter({ hasText: 'Erreur serveur pour charger' }).waitFor()
    expect(await page.getByRole('alert').innerText()).toContain('Le serveur ne répond pas')
    await browser.expectNoA11yViolations()
  })
})
