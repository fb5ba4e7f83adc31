import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { ApiCaller } from '../support/http'
import { siteForTests } from '../support/site'
import {
  adminCredentials,
  apiLoginBody,
  createStaffThroughApi,
  logInBrowser,
  type StaffCredentials,
  submitStaffLogin,
} from '../support/staff'

const site = siteForTests()

/** Logged in over HTTP, the session handed to the browser: the login form itself is the subject of the last login below. */
const logIn = (page: Page, staff: StaffCredentials, path = '/admin/home') => logInBrowser(page, site, staff, path)

const cardOf = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })

describeWithAndWithoutJavaScript('the admin home, the messages and one’s own password', (browser) => {
  it('shows the live figures of the rights held, and the latest changes of what the user may view', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    // A change a staff member with right 2 may view: a client added by the full admin.
    const admin = new ApiCaller(site.apiUrl)
    await admin.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })
    const secondName = `Figures${Date.now().toString(36)}${browser.javaScriptEnabled ? 'js' : 'nojs'}`
    expect((await admin.post('client/add', { json: { firstName: 'Gaspard', secondName } })).status).toBe(200)

    await logIn(page, await createStaffThroughApi(site, '2'))
    await page.getByRole('heading', { name: 'Dernières modifications' }).waitFor()
    expect(await cardOf(page, 'Clients').textContent()).toMatch(/\d[\d\u202f\u00a0]*\u00a0clients?/)
    expect(await cardOf(page, 'Messages').textContent()).toMatch(/(\d+|aucun)\u00a0messages? non lus?/)
    expect(await page.getByRole('heading', { name: 'Images' }).count()).toBe(0)
    const history = page.getByRole('region', { name: 'Dernières modifications' })
    await history.getByRole('link', { name: `le client Gaspard ${secondName}` }).waitFor()
    await browser.expectNoA11yViolations()

    await browser.context.clearCookies()
    await logIn(page, await createStaffThroughApi(site, '4'))
    await cardOf(page, 'Images')
      .getByText(/\d+\u00a0images? · \d+\u00a0inutilisées?/)
      .waitFor()
    expect(await page.getByRole('heading', { name: 'Clients' }).count()).toBe(0)
    expect(await page.getByText(secondName).count()).toBe(0)

    await browser.context.clearCookies()
    await logIn(page, await createStaffThroughApi(site, ''))
    await page.getByText('Votre compte n’a encore aucun droit').waitFor()
    expect(
      await page
        .getByRole('main')
        .getByText(/\d\u00a0(clients|images)/)
        .count(),
    ).toBe(0)
  })

  it('lists a contact message as unread, then marks it read and unread again', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    const subject = `Question ${Date.now().toString(36)} ${browser.javaScriptEnabled ? 'js' : 'nojs'}`
    const visitor = new ApiCaller(site.apiUrl)
    const sent = await visitor.post('contact/sendMessage', {
      form: {
        fullName: 'Anaïs Leroy',
        email: 'anais@example.fr',
        personalPhone: '',
        subject,
        message: 'Bonjour,\nune question.',
        business: '',
        professionalPhone: '',
      },
    })
    expect(sent.status).toBe(200)

    await logIn(page, await createStaffThroughApi(site, '2'), '/admin/messages?unread=1')
    const message = page.getByRole('row', { name: subject })
    await message.getByText('non lu').waitFor()
    expect(await message.getByRole('link', { name: 'anais@example.fr' }).getAttribute('href')).toBe('mailto:anais@example.fr')
    await browser.expectNoA11yViolations()

    await message.getByRole('button', { name: 'Marquer comme lu' }).click()
    await page.getByText('Le message est marqué comme lu.').waitFor()
    // The unread list no longer holds it.
    expect(await page.getByRole('row', { name: subject }).count()).toBe(0)

    await page.getByRole('link', { name: 'Voir tous les messages' }).click()
    const read = page.getByRole('row', { name: subject })
    await read.getByRole('button', { name: 'Marquer comme non lu' }).click()
    await page.getByText('Le message est marqué comme non lu.').waitFor()
    await page.getByRole('row', { name: subject }).getByText('non lu').waitFor()
  })

  it('archives a message out of the inbox, finds it in the archive, puts it back, then deletes it after a confirmation', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    const subject = `Archive ${Date.now().toString(36)} ${browser.javaScriptEnabled ? 'js' : 'nojs'}`
    const sent = await new ApiCaller(site.apiUrl).post('contact/sendMessage', {
      form: { fullName: 'Basile Morel', email: 'basile@example.fr', subject, message: 'Une question de plus.' },
    })
    expect(sent.status).toBe(200)

    await logIn(page, await createStaffThroughApi(site, '2'), '/admin/messages')
    await page.getByRole('row', { name: subject }).getByRole('button', { name: 'Archiver' }).click()
    await page.getByText('Le message est archivé.').waitFor()
    expect(await page.getByRole('row', { name: subject }).count()).toBe(0)

    await page.getByRole('link', { name: 'Voir les messages archivés' }).click()
    await page.getByRole('heading', { name: 'Messages archivés', level: 1 }).waitFor()
    await browser.expectNoA11yViolations()
    await page.getByRole('row', { name: subject }).getByRole('button', { name: 'Remettre dans la boîte de réception' }).click()
    await page.getByText('Le message est de retour dans la boîte de réception.').waitFor()
    expect(await page.getByRole('row', { name: subject }).count()).toBe(0)

    await page.getByRole('link', { name: 'Retour à la boîte de réception' }).click()
    await page.getByRole('row', { name: subject }).getByRole('button', { name: 'Supprimer le message' }).click()
    const confirm = page.getByRole('region', { name: `Supprimer le message de Basile Morel («\u00a0${subject}\u00a0»)\u00a0?` })
    await confirm.waitFor()
    await browser.expectNoA11yViolations()
    // Cancelling keeps it.
    await confirm.getByRole('link', { name: 'Annuler' }).click()
    await page.getByRole('row', { name: subject }).getByRole('button', { name: 'Supprimer le message' }).click()
    await page.getByRole('button', { name: 'Supprimer le message définitivement' }).click()
    await page.getByText('Le message est supprimé.').waitFor()
    expect(await page.getByRole('row', { name: subject }).count()).toBe(0)
    await page.goto(`${site.url}/admin/messages?archived=1`)
    await page.getByRole('heading', { name: 'Messages archivés', level: 1 }).waitFor()
    expect(await page.getByText(subject).count()).toBe(0)
    // The log names the message by its number and date, never by what the visitor wrote.
    await page.goto(`${site.url}/admin/home`)
    const history = page.getByRole('region', { name: 'Dernières modifications' })
    await history
      .getByText(/a supprimé le message n°\u00a0\d+ du \d\d\/\d\d\/\d{4}/)
      .first()
      .waitFor()
    await history
      .getByText(/a archivé le message n°/)
      .first()
      .waitFor()
    expect(await history.getByText('Basile Morel').count()).toBe(0)
  })

  it('sorts the unread messages by subject from the header, the filter kept, and answers the 404 page past the last page', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    const mark = `${Date.now().toString(36)} ${browser.javaScriptEnabled ? 'js' : 'nojs'}`
    const visitor = new ApiCaller(site.apiUrl)
    for (const subject of [`Bravo ${mark}`, `Alpha ${mark}`]) {
      const sent = await visitor.post('contact/sendMessage', {
        form: { fullName: 'Chloé Martin', email: 'chloe@example.fr', subject, message: 'Une question.' },
      })
      expect(sent.status).toBe(200)
    }
    await logIn(page, await createStaffThroughApi(site, '2'), '/admin/messages?unread=1')
    const header = (name: string) => page.getByRole('columnheader', { name: new RegExp(`^${name}`) })
    await page.getByRole('row', { name: `Alpha ${mark}` }).waitFor()
    expect(await header('Reçu le').getAttribute('aria-sort')).toBe('descending')
    expect(await header('Objet').getAttribute('aria-sort')).toBeNull()
    // Newest first: Alpha, sent last, above Bravo.
    const order = async () =>
      (await page.getByRole('rowheader').allTextContents()).filter((text) => text.includes(mark)).map((text) => text.split(' ')[0])
    expect(await order()).toEqual(['Alpha', 'Bravo'])

    await header('Objet').getByRole('link').click()
    await page.waitForURL(`${site.url}/admin/messages?unread=1&sort=subject`)
    // With JavaScript the address changes before the table is drawn again: wait for the table.
    await expect.poll(() => header('Objet').getAttribute('aria-sort')).toBe('ascending')
    expect(await header('Reçu le').getAttribute('aria-sort')).toBeNull()
    expect(await order()).toEqual(['Alpha', 'Bravo'])
    await header('Objet').getByRole('link').click()
    await page.waitForURL(`${site.url}/admin/messages?unread=1&sort=-subject`)
    await expect.poll(() => header('Objet').getAttribute('aria-sort')).toBe('descending')
    expect(await order()).toEqual(['Bravo', 'Alpha'])
    await browser.expectNoA11yViolations()

    // The other views keep the order, from their first page.
    await page.getByRole('link', { name: 'Voir les messages archivés' }).click()
    await page.waitForURL(`${site.url}/admin/messages?archived=1&sort=-subject`)

    const answer = await page.goto(`${site.url}/admin/messages?page=1000`)
    expect(answer?.status()).toBe(404)
    expect(await page.getByText(/Page 1000 sur/).count()).toBe(0)
  })

  it('changes one’s own password: a wrong old password is said under its field, then the right one succeeds', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    const staff = await createStaffThroughApi(site, '')
    await logIn(page, staff)
    await page.getByRole('link', { name: 'Mon mot de passe' }).click()
    await page.getByRole('heading', { name: 'Mon mot de passe', level: 1 }).waitFor()
    await browser.expectNoA11yViolations()

    await page.getByLabel('Ancien mot de passe').fill('pas-le-bon-mot-de-passe')
    await page.getByLabel('Nouveau mot de passe (7 caractères minimums)').fill('un-mot-de-passe-neuf')
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click()
    await page.getByText('Mot de passe actuel incorrect').waitFor()

    await page.getByLabel('Ancien mot de passe').fill(staff.password)
    await page.getByLabel('Nouveau mot de passe (7 caractères minimums)').fill('un-mot-de-passe-neuf')
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click()
    await page.getByText('Votre mot de passe a été mis à jour').waitFor()
    expect(await page.getByText('Mot de passe actuel incorrect').count()).toBe(0)

    await page.getByRole('button', { name: 'Se déconnecter' }).click()
    await browser.context.clearCookies()
    // The new password through the login form itself.
    await page.goto(`${site.url}/admin/home`)
    await submitStaffLogin(page, { ...staff, password: 'un-mot-de-passe-neuf' })
    await page.getByRole('heading', { name: `Bonjour ${staff.user}` }).waitFor()
  })

  it('generates a staff member’s password, shown once, which then logs in', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    const marc = await createStaffThroughApi(site, '4')
    const admin = new ApiCaller(site.apiUrl)
    await admin.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })
    const { id } = (await admin.get('user/all')).body.find((account: { user: string }) => account.user === marc.user)
    await admin.post('user/logout')

    // The full admin itself: a second holder of right 1 would lift the last-full-admin guard other files check.
    await logIn(page, await adminCredentials(site), `/admin/users?edit=${id}`)
    const edit = page.getByRole('region', { name: `Modifier le compte «\u00a0${marc.user}\u00a0»` })
    await edit.getByRole('button', { name: 'Générer un mot de passe' }).click()
    await page.getByText(`Un mot de passe a été généré pour «\u00a0${marc.user}\u00a0».`).waitFor()
    const shown = page.getByRole('status').filter({ hasText: `Nouveau mot de passe de «\u00a0${marc.user}\u00a0»` })
    const password = (await shown.locator('code').textContent()) ?? ''
    expect(password.length).toBeGreaterThanOrEqual(12)
    expect(page.url()).not.toContain(password)
    await browser.expectNoA11yViolations()

    // Shown once: the same page again no longer holds it.
    await page.reload()
    await edit.waitFor()
    expect(await page.getByText(password).count()).toBe(0)
    expect((await new ApiCaller(site.apiUrl).post('user/login', { json: { user: marc.user, password: marc.password } })).status).toBe(401)
    expect((await new ApiCaller(site.apiUrl).post('user/login', { json: apiLoginBody({ ...marc, password }) })).status).toBe(200)
  })
})
