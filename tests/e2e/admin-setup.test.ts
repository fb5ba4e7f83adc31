import { expect, it } from 'vitest'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { setupLinksIn, siteForTests } from '../support/site'
import { SiteVisitor, textOf } from '../support/site-visitor'

/** No default account (ASVS 6.3.2, decision 0038): the first start's setup link, with and without JavaScript. */

const INVALID = 'Ce lien de création du compte d’administration n’est pas valable\u00a0: il a déjà servi, il a expiré ou il est incomplet.'
const RESERVED = 'Cet identifiant est réservé (admin, administrateur, root, sa)\u00a0: choisissez un nom qui désigne la personne'

describeWithAndWithoutJavaScript('the first start’s setup page', (browser) => {
  // Each mode needs a database without staff: a site of its own.
  const site = siteForTests({ firstStart: true })

  it('is printed by the start, refuses a reserved name, creates the full admin once and logs it in', async () => {
    const { page } = browser
    const [link, ...others] = setupLinksIn(site.logs())
    expect(others).toEqual([])
    expect(link.startsWith(`${site.url}/admin/setup/`), site.logs()).toBe(true)
    expect(site.logs()).toContain('Aucun compte du personnel')

    // An unknown token: the same 404 as a used or expired one.
    const unknown = await page.goto(`${link.slice(0, -4)}abcd`)
    expect(unknown?.status()).toBe(404)
    await page.getByText(INVALID).waitFor()

    expect((await page.goto(link))?.status()).toBe(200)
    const form = page.getByRole('region', { name: 'Création du compte d’administration' })
    await form.getByLabel('Identifiant').fill('Admin')
    await form.getByLabel('Mot de passe (7 caractères minimum)', { exact: true }).fill('le-mot-de-passe-de-claire')
    await form.getByRole('button', { name: 'Créer le compte' }).click()
    await form.getByText(RESERVED).waitFor()
    await browser.expectNoA11yViolations()

    await form.getByLabel('Identifiant').fill('Claire')
    await form.getByLabel('Mot de passe (7 caractères minimum)', { exact: true }).fill('le-mot-de-passe-de-claire')
    await form.getByRole('button', { name: 'Créer le compte' }).click()
    await page.getByText('Bienvenue, Claire.').waitFor()
    // The new account enrols its second factor before any other page (decision 0037).
    await page.getByRole('heading', { name: 'Authentification à deux facteurs' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin/security')
    // Its menu leads nowhere else until then: the site in a new tab only, beside « Sécurité » and the logout.
    const menu = page.getByRole('navigation', { name: 'Menu de l’administration' })
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Voir le site (nouvel onglet)'])
    expect(await page.getByRole('link', { name: 'Mon mot de passe' }).count()).toBe(0)

    // Used: the link never opens the page again, for anyone.
    expect((await page.goto(link))?.status()).toBe(404)
    await page.getByText(INVALID).waitFor()
    const other = new SiteVisitor(site)
    const again = await other.post(new URL(link).pathname, { user: 'intrus', password: 'un-autre-mot-de-passe' })
    expect(again.status).toBe(404)
    expect(textOf(again.html)).toContain(INVALID)
    const login = await other.post('/admin/login', { user: 'Claire', password: 'le-mot-de-passe-de-claire' })
    expect(textOf(login.html)).toContain('Bienvenue, Claire.')
  })
})
