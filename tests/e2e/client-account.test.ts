import { readFile } from 'node:fs/promises'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { describeOnceTheApiStops, describeWithAndWithoutJavaScript } from '../support/browser'
import {
  apiCaller,
  expectAlert,
  expectMessage,
  followAccountLink,
  linkOf,
  logIn,
  logInNewAccount,
  mailTo,
  NEW_PASSWORD_LABEL,
  newAddress,
  nextRegistrationOf,
  openAccountThroughApi,
  PASSWORD,
} from '../support/client-area'
import { readOutbox, waitForMail, waitForMails } from '../support/outbox'
import { advanceRateWindows, siteForTests } from '../support/site'

const TITLE = (title: string) => `${title} | École Sens & Parole`

// A site of the file's own: its API is stopped by the last block.
const site = siteForTests({ own: true })

describeWithAndWithoutJavaScript('client account', (browser, javaScriptEnabled) => {
  /** An account that will have forgotten its password. */
  let forgetful: ReturnType<typeof openAccountThroughApi>
  /** An address that asked for an account, whose link is used twice. */
  let newcomer: { email: string }

  beforeAll(async () => {
    forgetful = openAccountThroughApi(site, newAddress('ines'))
    await forgetful
    newcomer = { email: newAddress('lea') }
    expect((await apiCaller(site).post('client/create_account', { json: { email: newcomer.email } })).status).toBe(200)
  })
  // Each test is a new visitor: no session, no countdown left by the test before.
  beforeEach(() => browser.context.clearCookies())

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
    if (!javaScriptEnabled)
      expect(await page.getByRole('region', { name: 'Se connecter' }).getByLabel('Mot de passe', { exact: true }).inputValue()).toBe('')
    await browser.expectNoA11yViolations()
    await logIn(page, email, PASSWORD)
    await page.getByRole('heading', { name: 'Mon compte client' }).waitFor()
    expect(await page.title()).toBe(TITLE('Mon compte client'))
    // The footer comes later in the streamed document than the message: wait for it.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mon compte client' }).waitFor()
    await expect(page.getByText('Aucune inscription à venir.').count()).resolves.toBe(1)
    await browser.expectNoA11yViolations()

    // Update my data: the e-mail is read-only, the zip at most 5 characters.
    const account = page.getByRole('region', { name: 'Mes informations' })
    expect(await account.getByLabel('Adresse e-mail').getAttribute('readonly')).not.toBeNull()
    expect(await account.getByLabel('Adresse e-mail').inputValue()).toBe(email)
    expect(await account.getByLabel('Code postal').getAttribute('maxlength')).toBe('5')
    // A refused send first (a zip of 6 digits, past the field's maxlength): after the valid one, no error stays.
    await account.getByLabel('Code postal').evaluate((input) => input.removeAttribute('maxlength'))
    await account.getByLabel('Code postal').fill('123456')
    await account.getByRole('button', { name: 'Enregistrer mes informations' }).click()
    await page.getByRole('region', { name: 'Mes informations' }).getByText('5 caractères maximum').waitFor()
    await account.getByLabel('Code postal').fill('69004')
    await account.getByLabel('Prénom').fill('Camille')
    await account.getByLabel('Nom', { exact: true }).fill('Martin')
    await account.getByLabel('Ville').fill('Lyon')
    // The multi-choice type: an account starts as « Tous publics »; this client comes for a company.
    const type = account.getByRole('group', { name: 'Vous êtes' })
    expect(await type.getByRole('checkbox', { name: 'un particulier (tous publics)' }).isChecked()).toBe(true)
    await type.getByRole('checkbox', { name: 'un particulier (tous publics)' }).uncheck()
    await type.getByRole('checkbox', { name: 'une entreprise' }).check()
    await account.getByRole('button', { name: 'Enregistrer mes informations' }).click()
    await expectMessage(page, 'Vos informations ont été mises à jour')
    expect(await page.getByRole('checkbox', { name: 'une entreprise' }).isChecked()).toBe(true)
    expect(await page.getByRole('checkbox', { name: 'un particulier (tous publics)' }).isChecked()).toBe(false)
    expect(await page.getByRole('region', { name: 'Mes informations' }).getByLabel('Prénom').inputValue()).toBe('Camille')
    expect(await page.getByRole('region', { name: 'Mes informations' }).getByLabel('Ville').inputValue()).toBe('Lyon')
    expect(await page.getByRole('region', { name: 'Mes informations' }).getByLabel('Code postal').inputValue()).toBe('69004')
    expect(await page.getByText('5 caractères maximum').count()).toBe(0)

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
    // A double click confirms once.
    await register.getByRole('button', { name: 'Confirmer mon inscription' }).dblclick()
    await expectMessage(page, 'L’inscription a été confirmée')
    await page.getByText('Votre inscription à cette session est confirmée.').waitFor()
    await browser.expectNoA11yViolations()

    // The client is mailed a confirmation with the calendar file; the school a notification.
    const confirmation = await waitForMail(site.outboxDir, (item) => item.to === email && item.subject.startsWith('Inscription confirmée'))
    expect(
      (await readOutbox(site.outboxDir)).filter((item) => item.to === email && item.subject.startsWith('Inscription confirmée')),
    ).toHaveLength(1)
    expect(confirmation.attachments.some((file) => file.filename.endsWith('.ics') && file.contentType.startsWith('text/calendar'))).toBe(
      true,
    )
    const school = await waitForMails(site.outboxDir, (item) => item.to === 'ecole@example.test' && item.text.includes(email))
    expect(school).toHaveLength(1)

    // My registrations: the conference, its date as dd/mm/yyyy, its calendar file.
    await page.goto(`${site.url}/client-account`)
    const mine = page.getByRole('region', { name: 'Mes inscriptions' })
    await mine.getByText(conference.displayDate, { exact: true }).waitFor()
    expect(await mine.getByRole('link', { name: conference.registration.data.Thème, exact: true }).count()).toBe(1)
    expect(await page.getByRole('region', { name: 'Mes informations' }).getByLabel('Téléphone', { exact: true }).inputValue()).toBe(
      '06 12 34 56 78',
    )
    const [download] = await Promise.all([page.waitForEvent('download'), mine.getByRole('link', { name: /Ajouter à mon agenda/ }).click()])
    expect(download.suggestedFilename()).toBe(`inscription-${conference.registration.event_date}-${conference.registration.id}.ics`)
    const ics = await readFile((await download.path())!, 'utf8')
    expect(ics).toContain('BEGIN:VEVENT')
    expect(ics).toMatch(new RegExp(`DTSTART[^:]*:${conference.registration.event_date.replaceAll('-', '')}`))

    // Log out from the footer.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Se déconnecter' }).click()
    await expectMessage(page, 'Déconnexion effectuée.')
    await page.getByRole('region', { name: 'Se connecter' }).waitFor()
    // The footer comes later in the streamed document than the message: wait for it.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Se connecter en tant que client' }).waitFor()
    await browser.expectNoA11yViolations()
  })

  it('waits 60 seconds before another mail may be asked for', async () => {
    // A page of its own, whose clock the test drives so that the minute passes at once.
    const page = await browser.context.newPage()
    const email = newAddress('noe')
    if (javaScriptEnabled) await page.clock.install()
    await page.goto(`${site.url}/client-account`)
    const create = page.getByRole('region', { name: 'Créer un compte' })
    await create.getByLabel('Adresse e-mail').fill(email)
    await create.getByRole('button', { name: 'Créer mon compte' }).click()
    await expectMessage(page, `Un e-mail vient d’être envoyé à ${email}.`)
    const send = create.getByRole('button', { name: 'Créer mon compte' })
    if (javaScriptEnabled) {
      // A live countdown keeps the button disabled, then gives it back.
      await create
        .getByRole('timer')
        .filter({ hasText: /Nouvel envoi possible dans \d+\u00a0s/ })
        .waitFor()
      expect(await send.isDisabled()).toBe(true)
      await browser.expectNoA11yViolations(page)
      await page.clock.fastForward('01:01')
      await create.getByRole('timer').waitFor({ state: 'detached' })
      expect(await send.isEnabled()).toBe(true)
    } else {
      // Without JavaScript the page says from when, and the API refuses an earlier mail in French.
      await create.getByText(/Vous pourrez en demander un nouveau à partir de \d\d:\d\d:\d\d \(heure de Paris\)\./).waitFor()
      await browser.expectNoA11yViolations(page)
      await create.getByLabel('Adresse e-mail').fill(email)
      await send.click()
      await expectAlert(page, 'Erreur pour envoyer l’e-mail\u00a0: Un e-mail vient d’être envoyé à cette adresse. Réessayez dans')
      await browser.expectNoA11yViolations(page)
      expect((await readOutbox(site.outboxDir)).filter((mail) => mail.to === email)).toHaveLength(1)
    }
    await page.close()
  })

  it('changes the password: errors under the fields with the title « Erreur mot de passe », then success', async () => {
    const { page } = browser
    const { email, password } = await logInNewAccount(page, site)
    const section = page.getByRole('region', { name: 'Changer de mot de passe' })
    await section.waitFor()
    const oldPassword = section.getByLabel('Ancien mot de passe')
    const newPassword = section.getByLabel('Nouveau mot de passe (7 caractères minimums)')
    expect(await newPassword.getAttribute('minlength')).toBe('7')
    expect(await newPassword.getAttribute('maxlength')).toBe('255')
    if (javaScriptEnabled) {
      // The show-password toggle, on every password input.
      expect(await newPassword.getAttribute('type')).toBe('password')
      await section.getByRole('button', { name: 'Afficher le nouveau mot de passe' }).click()
      expect(await newPassword.getAttribute('type')).toBe('text')
      expect(await section.getByRole('button', { name: 'Afficher le nouveau mot de passe' }).getAttribute('aria-pressed')).toBe('true')
    } else {
      expect(await page.getByRole('button', { name: /Afficher/ }).count()).toBe(0)
    }

    await oldPassword.fill('pas-le-bon')
    await newPassword.fill('un-autre-mot-de-passe')
    await section.getByRole('button', { name: 'Changer mon mot de passe' }).click()
    await expectAlert(page, 'Erreur mot de passe\u00a0:')
    await page.getByRole('region', { name: 'Changer de mot de passe' }).getByText('L’ancien mot de passe est incorrect').waitFor()
    expect(
      await page.getByRole('region', { name: 'Changer de mot de passe' }).getByLabel('Ancien mot de passe').getAttribute('aria-invalid'),
    ).toBe('true')
    await browser.expectNoA11yViolations()

    const again = page.getByRole('region', { name: 'Changer de mot de passe' })
    await again.getByLabel('Ancien mot de passe').fill(password)
    await again.getByLabel('Nouveau mot de passe (7 caractères minimums)').fill('un-autre-mot-de-passe')
    await again.getByRole('button', { name: 'Changer mon mot de passe' }).click()
    await expectMessage(page, 'Votre mot de passe a été mis à jour')
    await page.getByRole('button', { name: 'Se déconnecter' }).first().click()
    await logIn(page, email, 'un-autre-mot-de-passe')
    await page.getByRole('heading', { name: 'Mon compte client' }).waitFor()
  })

  it('gives all my data as a JSON file, then deletes my account after a confirmation step', async () => {
    const { page } = browser
    const { email, password } = await logInNewAccount(page, site)
    const rights = page.getByRole('region', { name: 'Mes données personnelles' })
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      rights.getByRole('link', { name: 'Télécharger mes données (JSON)' }).click(),
    ])
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8'))
    expect(exported.client.email).toBe(email)
    expect(exported.account.email).toBe(email)
    expect(Array.isArray(exported.registrations)).toBe(true)

    await rights.getByRole('link', { name: 'Supprimer mon compte' }).click()
    await page.getByRole('heading', { name: 'Voulez-vous vraiment supprimer votre compte\u00a0?' }).waitFor()
    expect(await page.title()).toBe(TITLE('Supprimer mon compte'))
    await browser.expectNoA11yViolations()
    // Cancelling keeps everything.
    await page.getByRole('link', { name: 'Annuler et revenir à mon compte' }).click()
    await page.getByRole('heading', { name: 'Mon compte client' }).waitFor()
    await page.goto(`${site.url}/client-account/delete`)
    await page.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click()
    await expectMessage(page, 'Votre compte et vos données personnelles ont été supprimés. Au revoir, et merci de votre confiance\u00a0!')
    expect(new URL(page.url()).pathname).toBe('/')
    // The footer comes later in the streamed document than the message: wait for it.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Se connecter en tant que client' }).waitFor()
    await browser.expectNoA11yViolations()

    await page.goto(`${site.url}/client-account`)
    await logIn(page, email, password)
    await expectAlert(page, 'Erreur de connexion\u00a0: Adresse e-mail ou mot de passe incorrect.')
  })

  it('tells that a used or forged link no longer works, and sends a new one from that page', async () => {
    const { page } = browser
    const { email } = newcomer
    const link = linkOf(await mailTo(site, email), site)

    // Opening the link (as a mail scanner does) consumes nothing: only the button does, and a double click
    // on it still leads to the password form.
    await page.goto(link)
    await page.goto(link)
    await page.getByRole('button', { name: 'Confirmer mon compte' }).dblclick()
    await expectMessage(page, 'La confirmation a été effectuée.')
    await page.getByLabel(NEW_PASSWORD_LABEL).waitFor()

    // The same link again: used.
    await page.goto(link)
    await page.getByRole('button', { name: 'Confirmer mon compte' }).click()
    await page.getByRole('heading', { name: 'Ce lien n’est plus valable' }).waitFor()
    await expectAlert(page, 'il a déjà servi, il a expiré ou il est incomplet')
    await browser.expectNoA11yViolations()

    // A forged token: the same page.
    await page.goto(link.replace(/[^/]+$/, 'un-jeton-invente'))
    await page.getByRole('button', { name: 'Confirmer mon compte' }).click()
    await page.getByRole('heading', { name: 'Ce lien n’est plus valable' }).waitFor()

    // The way out: a new mail to the same address, from this very page (the API sends one a minute: the
    // minute of the first mail is moved past).
    await advanceRateWindows(site)
    const mails = (await readOutbox(site.outboxDir)).filter((mail) => mail.to === email).length
    const expired = page.getByRole('region', { name: 'Ce lien n’est plus valable' })
    expect(await expired.getByLabel('Adresse e-mail').inputValue()).toBe(email)
    await expired.getByRole('button', { name: 'Recevoir un nouveau lien' }).click()
    await expectMessage(page, `Un e-mail vient d’être envoyé à ${email}.`)
    expect(new URL(page.url()).pathname).toBe('/client-account/new-link')
    const fresh = linkOf(await mailTo(site, email, mails), site)
    expect(fresh).not.toBe(link)
    await followAccountLink(browser, fresh, PASSWORD)
  })

  it('sends a new link for a forgotten password, saying the same whether the address has an account or not', async () => {
    const { page } = browser
    const { email } = await forgetful
    // The API sends one mail per address per minute: the account's own first mail is made that old.
    await advanceRateWindows(site)
    const stranger = newAddress('inconnu')
    await page.goto(`${site.url}/client-account`)
    await page.getByRole('region', { name: 'Se connecter' }).getByRole('link', { name: 'Mot de passe oublié\u00a0?' }).click()
    await page.getByRole('heading', { name: 'Mot de passe oublié', level: 1 }).waitFor()
    expect(await page.title()).toBe(TITLE('Mot de passe oublié'))
    await browser.expectNoA11yViolations()

    const said: string[] = []
    for (const address of [stranger, email]) {
      // Two visitors: each one's send button waits its own minute.
      await browser.context.clearCookies()
      await page.goto(`${site.url}/client-account/new-link`)
      await page.getByLabel('Adresse e-mail').fill(address)
      await page.getByRole('button', { name: 'Recevoir un nouveau lien' }).click()
      await expectMessage(page, 'Un e-mail vient d’être envoyé')
      said.push((await page.getByRole('status').first().innerText()).replace(address, '<adresse>'))
    }
    expect(said[0]).toBe(said[1])
    await browser.expectNoA11yViolations()

    const mail = await mailTo(site, email, 1)
    expect(mail.subject).toBe('Votre lien d’accès à votre compte client')
    await followAccountLink(browser, linkOf(mail, site), 'un-nouveau-mot-de-passe')
    await logIn(page, email, PASSWORD)
    await expectAlert(page, 'Erreur de connexion\u00a0: Adresse e-mail ou mot de passe incorrect.')
    await logIn(page, email, 'un-nouveau-mot-de-passe')
    await page.getByRole('heading', { name: 'Mon compte client' }).waitFor()
  })
})

describeOnceTheApiStops(site, '/client-account', 'says « Le serveur ne répond pas »', async (browser) => {
  await logIn(browser.page, newAddress(), PASSWORD)
  await expectAlert(browser.page, 'Erreur serveur pour se connecter\u00a0: Le serveur ne répond pas')
  await browser.expectNoA11yViolations()
})
