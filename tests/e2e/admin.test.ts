import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ADMIN } from '../support/api'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { ApiCaller } from '../support/http'
import { siteForTests } from '../support/site'
import { SiteVisitor, textOf } from '../support/site-visitor'
import {
  adminCredentials,
  apiLoginBody,
  createStaffThroughApi,
  logInBrowser,
  logInNewStaff,
  staffVisitor,
  submitStaffCode,
  submitStaffLogin,
  submitStaffPassword,
} from '../support/staff'
import { loginCode, stepOf, totpAt } from '../support/totp'

// Its own site: the guard of the last full admin holds only while no other file has made a second one.
const site = siteForTests({ own: true })

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Menu de l’administration' })

describeWithAndWithoutJavaScript('the back-office', (browser) => {
  it('asks for the login on the page asked for, says a wrong password, then comes back to that page', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    // The full admin (a second one would lift the guard of the last full admin tested below).
    const staff = await adminCredentials(site)
    const response = await page.goto(`${site.url}/admin/users?edit=1`)
    expect(response?.status()).toBe(401)
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    expect(await page.title()).toMatch(/^Connexion \| Administration/)
    await browser.expectNoA11yViolations()

    await submitStaffPassword(page, { user: staff.user, password: 'pas-le-bon-mot-de-passe' })
    await page.getByRole('alert').filter({ hasText: 'Erreur pour se connecter\u00a0: Identifiant ou mot de passe incorrect.' }).waitFor()
    await browser.expectNoA11yViolations()

    // Step 2 (decision 0037): a wrong code is refused and the step kept; the right one comes back to the page asked for.
    await submitStaffPassword(page, staff)
    await submitStaffCode(page, totpAt(staff.totpSecret, stepOf(Date.now()) + 5))
    await page.getByRole('alert').filter({ hasText: 'Erreur pour se connecter\u00a0: Code incorrect ou déjà utilisé.' }).waitFor()
    await browser.expectNoA11yViolations()
    await submitStaffCode(page, loginCode(staff, staff.scope))
    await page.getByRole('heading', { name: 'Comptes du personnel', level: 1 }).waitFor()
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/admin/users?edit=1')
    expect(await page.getByText('Erreur pour se connecter').count()).toBe(0)
    await page.getByText(`Bienvenue, ${staff.user}.`).waitFor()
    expect(await page.getByRole('banner').count()).toBe(0) // the public header is not there
    expect(await page.getByText(staff.user, { exact: true }).first().isVisible()).toBe(true)
    await browser.expectNoA11yViolations()

    await page.getByRole('button', { name: 'Se déconnecter' }).click()
    await page.getByText('Déconnexion effectuée.').waitFor()
    const after = await page.goto(`${site.url}/admin/home`)
    expect(after?.status()).toBe(401)
    await page.getByRole('heading', { name: 'Connexion à l’administration' }).waitFor()
  })

  it('shows each staff member only the menu entries of its rights, and the 403 page elsewhere', async () => {
    const { page } = browser
    const staff = await logInNewStaff(page, site, '2;7', '/admin/home')
    await page.getByRole('heading', { name: `Bonjour ${staff.user}` }).waitFor()
    const entries = await menuOf(page).getByRole('link').allTextContents()
    expect(entries).toEqual(['Accueil', 'Clients', 'Inscriptions', 'Questionnaires', 'Messages', 'Voir le site (nouvel onglet)'])
    const publicSite = menuOf(page).getByRole('link', { name: 'Voir le site (nouvel onglet)' })
    expect(await publicSite.getAttribute('target')).toBe('_blank')
    expect(await publicSite.getAttribute('rel')).toBe('noopener')
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') })
    expect(await cards.getByRole('heading').allTextContents()).toEqual(['Clients', 'Inscriptions', 'Questionnaires', 'Messages'])
    await page.getByText('Voir les clients').waitFor()
    expect(await page.getByText('Ajouter et modifier des clients').count()).toBe(0)
    await browser.expectNoA11yViolations()

    await menuOf(page).getByRole('link', { name: 'Clients' }).click()
    await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor()

    const forbidden = await page.goto(`${site.url}/admin/users`)
    expect(forbidden?.status()).toBe(403)
    await page.getByRole('heading', { name: 'Vous n’avez pas le droit d’entrer ici !' }).waitFor()
    await page.getByRole('link', { name: 'Retour à l’accueil de l’administration' }).click()
    await page.getByRole('heading', { name: `Bonjour ${staff.user}` }).waitFor()
    await browser.expectNoA11yViolations()
  })

  it('shows the login form again once the API has ended the session, never « Erreur inconnue »', async () => {
    const { page } = browser
    const staff = await logInNewStaff(page, site, '2', '/admin/home')
    await page.getByRole('heading', { name: `Bonjour ${staff.user}` }).waitFor()
    // An admin changes this person's password: the API ends its sessions.
    const admin = new ApiCaller(site.apiUrl)
    await admin.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })
    const { id } = (await admin.get('user/all')).body.find((account: { user: string }) => account.user === staff.user)
    expect((await admin.put(`user/${id}`, { json: { password: 'un-nouveau-mot-de-passe' } })).status).toBe(200)

    const response = await page.goto(`${site.url}/admin/client-management`)
    expect(response?.status()).toBe(401)
    await page.getByText('Votre session a pris fin\u00a0: connectez-vous de nouveau.').waitFor()
    expect(await page.getByText('Erreur inconnue').count()).toBe(0)
    await submitStaffLogin(page, { ...staff, password: 'un-nouveau-mot-de-passe' })
    await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor()
  })

  it('manages staff accounts: add with field errors then success, change rights, reset a password, delete after confirming', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    await logInBrowser(page, site, await adminCredentials(site), '/admin/users')
    await page.getByRole('heading', { name: 'Comptes du personnel', level: 1 }).waitFor()
    await browser.expectNoA11yViolations()

    const name = `lea.${Date.now().toString(36)}${browser.javaScriptEnabled ? 'js' : 'nojs'}`
    const add = page.getByRole('region', { name: 'Ajouter un compte' })
    await add.getByLabel('Identifiant').fill('avec espace')
    await add.getByRole('checkbox', { name: /Voir les clients/ }).check()
    // The browser's own checks would stop a too-short password: the server's are the ones under test here.
    await add.locator('form').evaluate((form) => form.setAttribute('novalidate', ''))
    await add.getByLabel('Mot de passe', { exact: false }).first().fill('court')
    await add.getByRole('button', { name: 'Créer le compte' }).click()
    await add.getByText('Lettres, chiffres et . _ @ - uniquement').waitFor()
    await add.getByText('Le mot de passe doit contenir au moins 7 caractères').waitFor()
    expect(await add.getByRole('checkbox', { name: /Voir les clients/ }).isChecked()).toBe(true)
    await browser.expectNoA11yViolations()

    await add.getByLabel('Identifiant').fill(name)
    await add.getByLabel('Mot de passe', { exact: false }).first().fill('mot-de-passe-de-lea')
    await add.getByRole('checkbox', { name: /Voir les inscriptions/ }).check()
    await add.getByRole('button', { name: 'Créer le compte' }).click()
    await page.getByText(`Le compte «\u00a0${name}\u00a0» a été créé.`).waitFor()
    // The new account's own forms are open, its row marked in the list.
    await page.getByRole('region', { name: `Modifier le compte «\u00a0${name}\u00a0»` }).waitFor()
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    expect(await row.getAttribute('aria-current')).toBe('true')
    expect(await row.getByRole('listitem').allTextContents()).toEqual(['Voir les clients (2)', 'Voir les inscriptions (7)'])

    await row.getByRole('link', { name: `Modifier le compte ${name}` }).click()
    const edit = page.getByRole('region', { name: `Modifier le compte «\u00a0${name}\u00a0»` })
    await edit.getByRole('checkbox', { name: /Voir les inscriptions/ }).uncheck()
    await edit.getByRole('checkbox', { name: /Gérer les images/ }).check()
    await edit.getByRole('button', { name: 'Enregistrer les droits' }).click()
    await page.getByText(`Les droits de «\u00a0${name}\u00a0» ont été mis à jour.`).waitFor()
    expect(await row.getByRole('listitem').allTextContents()).toEqual(['Voir les clients (2)', 'Gérer les images (4)'])
    expect(await edit.getByRole('checkbox', { name: /Gérer les images/ }).isChecked()).toBe(true)
    expect(await edit.getByRole('checkbox', { name: /Voir les inscriptions/ }).isChecked()).toBe(false)

    await edit.getByLabel('Nouveau mot de passe (7 caractères minimum)').fill('encore-un-autre')
    await edit.getByRole('button', { name: 'Changer le mot de passe' }).click()
    await page.getByText(`Le mot de passe de «\u00a0${name}\u00a0» a été changé.`).waitFor()
    const lea = new ApiCaller(site.apiUrl)
    expect((await lea.post('user/login', { json: { user: name, password: 'encore-un-autre' } })).status).toBe(200)
    await browser.expectNoA11yViolations()

    await edit.getByRole('button', { name: 'Supprimer le compte…' }).click()
    const confirm = page.getByRole('region', { name: `Supprimer le compte «\u00a0${name}\u00a0» ?` })
    await confirm.waitFor()
    await browser.expectNoA11yViolations()
    await confirm.getByRole('button', { name: 'Oui, supprimer le compte' }).click()
    await page.getByText(`Le compte «\u00a0${name}\u00a0» a été supprimé.`).waitFor()
    expect(await page.getByRole('rowheader', { name, exact: true }).count()).toBe(0)
  })

  it('sorts the staff accounts by identifier from the column header, the order in the address', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    await logInBrowser(page, site, await adminCredentials(site), '/admin/users')
    await page.getByRole('heading', { name: 'Comptes du personnel', level: 1 }).waitFor()
    const header = page.getByRole('columnheader', { name: /^Identifiant/ })
    const byName = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' }).compare
    const identifiers = () => page.getByRole('rowheader').allTextContents()
    expect(await header.getAttribute('aria-sort')).toBe('ascending')
    const ascending = await identifiers()
    expect(ascending.length).toBeGreaterThan(1)
    expect(ascending).toEqual(ascending.toSorted(byName))

    await header.getByRole('link', { name: /trier en ordre décroissant/ }).click()
    await page.waitForURL(`${site.url}/admin/users?sort=-user`)
    // With JavaScript the address changes before the table is drawn again: wait for the table.
    await expect.poll(() => page.getByRole('columnheader', { name: /^Identifiant/ }).getAttribute('aria-sort')).toBe('descending')
    const descending = await identifiers()
    expect(descending).toEqual(descending.toSorted(byName).reverse())
    expect(byName(descending[0], ascending[0])).toBeGreaterThan(0)
    // Back to the default order: the address without `sort`.
    await page
      .getByRole('columnheader', { name: /^Identifiant/ })
      .getByRole('link')
      .click()
    await page.waitForURL(`${site.url}/admin/users`)
    await expect.poll(identifiers).toEqual(ascending)
    await browser.expectNoA11yViolations()
  })

  it('explains each right, asks for one, grants the right another needs, and clears a success before the next error', async () => {
    const { page, javaScriptEnabled } = browser
    await browser.context.clearCookies()
    await logInBrowser(page, site, await adminCredentials(site), '/admin/users')
    const add = page.getByRole('region', { name: 'Ajouter un compte' })
    // Each box says what its right opens, and which right it brings with it.
    const editRegistrations = add.getByRole('checkbox', { name: /Ajouter et modifier des inscriptions/ })
    expect(
      await editRegistrations.evaluate((box) => document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent),
    ).toBe(
      'Créer, modifier et supprimer des sessions, inscrire et désinscrire des clients. Donne aussi «\u00a0Voir les inscriptions\u00a0».',
    )

    // No box ticked: one message, in the words of the boxes.
    const name = `rights.${Date.now().toString(36)}${javaScriptEnabled ? 'js' : 'nojs'}`
    await add.getByLabel('Identifiant').fill(name)
    await add.getByLabel('Mot de passe', { exact: false }).first().fill('mot-de-passe-de-test')
    await add.getByRole('button', { name: 'Créer le compte' }).click()
    await add.getByText('Cochez au moins un droit').waitFor()
    expect(await page.getByText('Cochez au moins un droit').count()).toBe(1)
    expect(await page.getByText(/Liste de droits attendue/).count()).toBe(0)
    await browser.expectNoA11yViolations()

    // Right 8 alone: with JavaScript the box of right 7 ticks itself; without, the API grants it and the page says so.
    await add.getByLabel('Mot de passe', { exact: false }).first().fill('mot-de-passe-de-test')
    await editRegistrations.check()
    const viewRegistrations = add.getByRole('checkbox', { name: /Voir les inscriptions/ })
    expect(await viewRegistrations.isChecked()).toBe(javaScriptEnabled)
    await add.getByRole('button', { name: 'Créer le compte' }).click()
    const created = `Le compte «\u00a0${name}\u00a0» a été créé.`
    await page
      .getByText(
        javaScriptEnabled
          ? created
          : `${created} «\u00a0Voir les inscriptions\u00a0» a été ajouté\u00a0: «\u00a0Ajouter et modifier des inscriptions\u00a0» en a besoin.`,
      )
      .waitFor()
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    expect(await row.getByRole('listitem').allTextContents()).toEqual([
      'Voir les inscriptions (7)',
      'Ajouter et modifier des inscriptions (8)',
    ])

    // The next send's refusal does not stand beside that success.
    await page.getByRole('region', { name: 'Ajouter un compte' }).getByLabel('Identifiant').fill('avec espace')
    await page.getByRole('region', { name: 'Ajouter un compte' }).getByRole('button', { name: 'Créer le compte' }).click()
    await page.getByText('Lettres, chiffres et . _ @ - uniquement').waitFor()
    expect(await page.getByText(created).count()).toBe(0)
  })

  it('shows the API’s guards under their fields: the last full admin, oneself', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    await logInBrowser(page, site, await adminCredentials(site), '/admin/users')
    await page.getByRole('link', { name: `Modifier le compte ${ADMIN.user}` }).click()
    const edit = page.getByRole('region', { name: `Modifier le compte «\u00a0${ADMIN.user}\u00a0»` })
    await edit.getByRole('checkbox', { name: /Administration complète/ }).uncheck()
    await edit.getByRole('checkbox', { name: /Voir les clients/ }).check()
    await edit.getByRole('button', { name: 'Enregistrer les droits' }).click()
    await edit.getByText('Il doit rester au moins un administrateur complet (droit 1).').waitFor()

    await edit.getByRole('button', { name: 'Supprimer le compte…' }).click()
    await page.getByRole('button', { name: 'Oui, supprimer le compte' }).click()
    await page.getByText('Vous ne pouvez pas supprimer votre propre compte.').waitFor()
    await browser.expectNoA11yViolations()
    const admin = new ApiCaller(site.apiUrl)
    await admin.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })
    expect((await admin.get('user/me')).body).toMatchObject({ user: ADMIN.user, rights: '1' })
  })
})

describe('the staff login and forms over plain HTTP', () => {
  it('comes back to admin pages only, and says the API’s French message once the tries are too many', async () => {
    const staff = await createStaffThroughApi(site, '2')
    for (const [redirectTo, landing] of [
      ['//evil.example/admin', '/admin/home'],
      ['/contact', '/admin/home'],
      ['/admin/logout', '/admin/home'],
      ['/admin/client-management?q=%C3%A9', '/admin/client-management?q=%C3%A9'],
    ]) {
      // The page to come back to survives both steps (decision 0037).
      const visitor = new SiteVisitor(site, '203.0.113.7')
      await visitor.post('/admin/login', { user: staff.user, password: staff.password, redirectTo })
      const answer = await visitor.post('/admin/login', { intent: 'code', code: loginCode(staff, staff.scope) })
      expect([redirectTo, answer.path]).toEqual([redirectTo, landing])
    }

    const visitor = new SiteVisitor(site, '203.0.113.8')
    const statuses: number[] = []
    let last = ''
    // Decision 0019: after 5 failures, this address waits (2 s, then longer).
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await visitor.post('/admin/login', { user: staff.user, password: 'pas-le-bon' })
      statuses.push(answer.status)
      last = textOf(answer.html)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    expect(last).toContain('Erreur pour se connecter : Trop de tentatives de connexion.')
  })

  it('stores one account when the same add form is posted twice at once, and both answers say it was created', async () => {
    const visitor = await staffVisitor(site, await adminCredentials(site))
    const page = await visitor.get('/admin/users')
    const formKey = /name="formKey" value="([0-9a-f-]{36})"/.exec(page.html)?.[1]
    expect(formKey).toBeDefined()
    const name = `double.${Date.now().toString(36)}`
    const form = { intent: 'add', user: name, password: 'un-mot-de-passe', rights: ['2'], formKey: formKey! }
    const answers = await Promise.all([
      visitor.post('/admin/users', form, { follow: false }),
      visitor.post('/admin/users', form, { follow: false }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([302, 302])
    const list = (await visitor.get('/admin/users')).html
    expect(list.split(`<th scope="row">${name}</th>`).length - 1).toBe(1)
    // Both bring the staff member to that one account's forms.
    const [first, second] = answers.map((answer) => answer.headers.get('location'))
    expect(second).toBe(first)
    expect(first).toMatch(/^\/admin\/users\?edit=\d+$/)
    expect(textOf((await visitor.get(first!)).html).replace(/\s+/g, ' ')).toContain(`Modifier le compte « ${name} »`)

    // A client without the key (any HTTP client) is still served, once: the API refuses the name the second time.
    const again = await visitor.post('/admin/users', { ...form, formKey: '' })
    expect(again.status).toBe(400)
    expect(textOf(again.html)).toContain('Cet identifiant est déjà utilisé')
  })
})
