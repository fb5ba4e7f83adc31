import { describe, expect, it } from 'vitest'
import { browserForTests } from '../support/browser'
import { apiCaller, expectAlert, logIn, logInNewAccount, nextRegistrationOf, openAccountThroughApi } from '../support/client-area'
import { siteForTests } from '../support/site'
import { adminCredentials, apiLoginBody } from '../support/staff'

const ALERT = 'Page en cours d’actualisation septembre 2024'

describe('one client and another, through the site', () => {
  const site = siteForTests()
  const browser = browserForTests()

  /** Bea: an account with data and a confirmed registration, driven through the API alone. */
  async function otherClient() {
    const { email, password } = await openAccountThroughApi(site)
    const bea = apiCaller(site)
    const login = await bea.post('client/login', { json: { email, password } })
    expect(login.status).toBe(200)
    const me = await bea.put(`client/update/${login.body.client.id}`, {
      json: { firstName: 'Béa', secondName: 'Roux', phone: '04 00 00 00 00' },
    })
    expect(me.status).toBe(200)
    const workshop = await nextRegistrationOf(site, 'event', 'workshops')
    expect((await bea.put(`registration/${workshop.registration.id}/confirm`)).status).toBe(200)
    return { bea, id: login.body.client.id as number, email, registrationId: workshop.registration.id }
  }

  it('never shows nor changes another client’s data, whatever the posted form says', async () => {
    const { page } = browser
    const other = await otherClient()
    const me = await logInNewAccount(page, site)
    await page.getByRole('heading', { name: 'Mon compte client' }).waitFor()
    expect(await page.getByText('Béa').count()).toBe(0)

    // A forged form naming the other client's id: the site updates the connected client, never the id posted.
    const forged = await page.request.post(`${site.url}/client-account?index`, {
      form: { intent: 'update', id: String(other.id), firstName: 'Intrus', email: me.email },
      headers: { Origin: site.url },
      maxRedirects: 0,
    })
    expect(forged.status()).toBe(302)
    expect((await other.bea.get('client/me')).body).toMatchObject({ id: other.id, firstName: 'Béa', secondName: 'Roux' })
    await page.reload()
    expect(await page.getByRole('region', { name: 'Mes informations' }).getByLabel('Prénom').inputValue()).toBe('Intrus')

    // Nor the other client's address: the e-mail is read-only, and the API refuses a change under the field.
    const account = page.getByRole('region', { name: 'Mes informations' })
    await account.getByLabel('Adresse e-mail').evaluate((input) => input.removeAttribute('readonly'))
    await account.getByLabel('Adresse e-mail').fill(other.email)
    await account.getByRole('button', { name: 'Enregistrer mes informations' }).click()
    await expectAlert(page, 'Erreur du compte\u00a0:')
    await page.getByText('L’adresse e-mail ne peut pas être modifiée depuis votre compte.').waitFor()
    await browser.expectNoA11yViolations()

    // Nor the other client's calendar file: the visitor is brought back with the catalogue's 404 message.
    const response = await page.goto(`${site.url}/client-account/calendar/${other.registrationId}`)
    expect(response?.headers()['content-type']).toMatch(/^text\/html/)
    expect(new URL(page.url()).pathname).toBe('/client-account')
    await expectAlert(page, 'Erreur pour télécharger le fichier agenda\u00a0: La requête n’existe pas')
    await browser.expectNoA11yViolations()
  })

  it('lists a past registration among the past ones, whose page no longer offers the button', async () => {
    const { page } = browser
    const { email, password } = await openAccountThroughApi(site)
    const client = apiCaller(site)
    const login = await client.post('client/login', { json: { email, password } })
    expect((await client.put(`client/update/${login.body.client.id}`, { json: { firstName: 'Paul', secondName: 'Petit' } })).status).toBe(
      200,
    )
    // Staff date a session in the past and link the client to it, as the back-office does.
    const staff = apiCaller(site)
    expect((await staff.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })).status).toBe(200)
    const { type } = await nextRegistrationOf(site, 'event', 'webinars')
    const past = await staff.post('registration', {
      json: { id_registration_type: type.id, event_date: '2024-05-14', data: { Thème: 'Une session passée' } },
    })
    expect(past.status).toBe(200)
    expect((await staff.put(`registration/${past.body.id}/link/${login.body.client.id}`)).status).toBe(200)

    await browser.context.clearCookies()
    await page.goto(`${site.url}/client-account`)
    await logIn(page, email, password)
    const mine = page.getByRole('region', { name: 'Mes inscriptions' })
    await mine.getByText('Aucune inscription à venir.').waitFor()
    await mine.getByText('14/05/2024', { exact: true }).waitFor()
    await mine.getByText('Une session passée', { exact: true }).waitFor()
    await browser.expectNoA11yViolations()

    await page.goto(`${site.url}/registration/event/webinars/${past.body.id}`)
    await page.getByText('Votre inscription à cette session est confirmée.').waitFor()
    await browser.context.clearCookies()
    await page.reload()
    await page.getByText('Cette session a déjà eu lieu\u00a0: il n’est plus possible de s’y inscrire.').waitFor()
    expect(await page.getByRole('link', { name: 'Se connecter ou créer un compte' }).count()).toBe(0)
    await browser.expectNoA11yViolations()
  })

  it('sends a visitor who is not connected to the login for every page of the client', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    for (const path of [
      '/client-account/delete',
      '/client-account/export',
      '/client-account/calendar/1',
      '/client-account/certificate/1.pdf',
    ]) {
      await page.goto(`${site.url}${path}`)
      await page.getByRole('region', { name: 'Se connecter' }).waitFor()
      expect(new URL(page.url()).pathname, path).toBe('/client-account')
    }
    // A forged update without a session changes nobody.
    const forged = await page.request.post(`${site.url}/client-account?index`, {
      form: { intent: 'update', id: '1', firstName: 'Intrus' },
      headers: { Origin: site.url },
      maxRedirects: 0,
    })
    expect(forged.status()).toBe(302)
    expect(forged.headers().location).toBe('/client-account')
  })

  it('logs out when the API has ended the session, with the catalogue’s « Erreur de connexion »', async () => {
    const { page } = browser
    const { email, password } = await logInNewAccount(page, site)
    await page.getByRole('heading', { name: 'Mon compte client' }).waitFor()
    // The password changed elsewhere (a reset through the mailed link) ends every session of the account.
    const elsewhere = apiCaller(site)
    expect((await elsewhere.post('client/login', { json: { email, password } })).status).toBe(200)
    expect((await elsewhere.put('client/password', { json: { oldPassword: password, newPassword: 'change-ailleurs' } })).status).toBe(200)
    await page.reload()
    await page.getByRole('region', { name: 'Se connecter' }).waitFor()
    await expectAlert(page, 'Erreur de connexion\u00a0:')
    await browser.expectNoA11yViolations()
  })
})

describe('with CLIENT_AREA=off', () => {
  const site = siteForTests({ clientArea: 'off' })
  const browser = browserForTests()

  it('has no client link in the footer, which carries the alert', async () => {
    const { page } = browser
    await page.goto(`${site.url}/`)
    const footer = page.getByRole('contentinfo')
    await footer.getByText(ALERT).waitFor()
    expect(await footer.getByRole('link', { name: 'Se connecter en tant que client' }).count()).toBe(0)
    await browser.expectNoA11yViolations()
  })

  it('answers the alert page on the client area and, for visitors, on the registration pages', async () => {
    const { page } = browser
    const webinar = await nextRegistrationOf(site, 'event', 'webinars')
    for (const path of ['/client-account', '/client-account/new-link', '/registration', '/registration/event/webinars', webinar.path]) {
      const response = await page.goto(`${site.url}${path}`)
      expect(response?.status(), path).toBe(503)
      await page.getByRole('main').getByText(ALERT).waitFor()
      expect(await page.title(), path).toBe('Page en cours d’actualisation | École Sens & Parole')
      expect(await page.getByRole('main').getByRole('link', { name: 'Nous contacter' }).count()).toBe(1)
      await browser.expectNoA11yViolations()
    }
    // Unknown categories stay the 404 page.
    expect((await page.goto(`${site.url}/registration/event/unknown`))?.status()).toBe(404)
    // Forms are closed too: a login posted anyway gets the alert, not a session.
    const login = await page.request.post(`${site.url}/client-account?index`, {
      form: { intent: 'login', email: 'personne@example.fr', password: 'un-mot-de-passe' },
      headers: { Origin: site.url },
      maxRedirects: 0,
    })
    expect(login.status()).toBe(503)
  })
})

describe('with CLIENT_AREA=off in development mode', () => {
  const site = siteForTests({ clientArea: 'off', env: { NODE_ENV: 'development' } })
  const browser = browserForTests()

  it('shows the registrations and the client area, to work on them', async () => {
    const { page } = browser
    expect((await page.goto(`${site.url}/registration/event/webinars`))?.status()).toBe(200)
    await page.getByRole('heading', { name: 'Webinaires', level: 1 }).waitFor()
    expect(await page.getByRole('main').getByText(ALERT).count()).toBe(0)
    expect((await page.goto(`${site.url}/client-account`))?.status()).toBe(200)
    await page.getByRole('region', { name: 'Se connecter' }).waitFor()
    await browser.expectNoA11yViolations()
  })
})
