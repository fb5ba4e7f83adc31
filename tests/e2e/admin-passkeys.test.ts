import type { CDPSession } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserForTests } from '../support/browser'
import { siteForTests } from '../support/site'
import { createStaffThroughApi, submitStaffLogin } from '../support/staff'

// WebAuthn refuses an IP address: this file's site is reached and known as localhost.
const site = siteForTests({ hostName: 'localhost' })

/** Chromium's virtual authenticator in this page: a platform passkey with user verification (PIN or biometrics). */
async function virtualAuthenticator(cdp: CDPSession) {
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  })
  return {
    /** The person fails (or passes) the authenticator's check of who they are. */
    verifies: (isUserVerified: boolean) => cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified }),
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  }
}

describe('passkeys of staff, with JavaScript', () => {
  const browser = browserForTests()

  it('adds a passkey (refused first, then accepted), logs in with it alone, then removes it after a confirmation', async () => {
    const { page, context } = browser
    const authenticator = await virtualAuthenticator(await context.newCDPSession(page))
    const credentials = await createStaffThroughApi(site, '')
    await page.goto(`${site.url}/admin/security`)
    await submitStaffLogin(page, credentials)
    const section = page.getByRole('region', { name: 'Clés d’accès' })
    await section.getByText('Aucune clé d’accès n’est enregistrée pour ce compte.').waitFor()
    await browser.expectNoA11yViolations()

    // Wrong: the authenticator could not tell who is there; the name typed stays.
    await authenticator.verifies(false)
    await section.getByLabel('Nom de la clé').fill('Ordinateur du bureau')
    await section.getByRole('button', { name: 'Ajouter une clé d’accès' }).click()
    await section.getByText('La demande a été annulée ou a expiré.').waitFor()
    expect(await section.getByLabel('Nom de la clé').inputValue()).toBe('Ordinateur du bureau')
    expect(await authenticator.credentials()).toEqual([])

    // Right.
    await authenticator.verifies(true)
    await section.getByRole('button', { name: 'Ajouter une clé d’accès' }).click()
    await page.getByText('La clé d’accès «\u00a0Ordinateur du bureau\u00a0» est ajoutée.').waitFor()
    const row = page.getByRole('row', { name: /Ordinateur du bureau/ })
    await expect.poll(() => row.textContent()).toMatch(/jamais/)
    expect(await authenticator.credentials()).toHaveLength(1)
    await browser.expectNoA11yViolations()

    // The passkey alone opens a session, and comes back to the page asked for.
    await context.clearCookies()
    await page.goto(`${site.url}/admin/security`)
    await page.getByRole('button', { name: 'Utiliser une clé d’accès' }).click()
    await page.getByText(`Bienvenue, ${credentials.user}.`).waitFor()
    await page.getByRole('heading', { name: 'Sécurité du compte', level: 1 }).waitFor()
    await expect.poll(() => page.getByRole('row', { name: /Ordinateur du bureau/ }).textContent()).not.toMatch(/jamais/)

    // Removed after a confirmation: it opens nothing any more.
    await page.getByRole('button', { name: 'Retirer la clé «\u00a0Ordinateur du bureau\u00a0»' }).click()
    await page.getByRole('heading', { name: 'Retirer la clé d’accès «\u00a0Ordinateur du bureau\u00a0»\u00a0?' }).waitFor()
    await browser.expectNoA11yViolations()
    await page.getByRole('button', { name: 'Oui, retirer la clé' }).click()
    await page.getByText('La clé d’accès «\u00a0Ordinateur du bureau\u00a0» est retirée.').waitFor()
    await page.getByText('Aucune clé d’accès n’est enregistrée pour ce compte.').waitFor()

    await context.clearCookies()
    await page.goto(`${site.url}/admin/security`)
    await page.getByRole('button', { name: 'Utiliser une clé d’accès' }).click()
    await page.getByText('Cette clé d’accès n’a pas été reconnue.', { exact: false }).waitFor()
    await page.getByRole('region', { name: 'Connexion à l’administration' }).getByLabel('Identifiant').waitFor()
  })
})

describe('passkeys of staff, without JavaScript', () => {
  const browser = browserForTests({ javaScriptEnabled: false })

  it('says that adding one needs JavaScript, and logs in with the password and code as before', async () => {
    const { page } = browser
    const credentials = await createStaffThroughApi(site, '')
    await page.goto(`${site.url}/admin/security`)
    expect(await page.getByRole('button', { name: 'Utiliser une clé d’accès' }).count()).toBe(0)
    await submitStaffLogin(page, credentials)
    const section = page.getByRole('region', { name: 'Clés d’accès' })
    await section.getByText('Ajouter une clé d’accès demande JavaScript.').waitFor()
    expect(await section.getByRole('button', { name: 'Ajouter une clé d’accès' }).count()).toBe(0)
    await browser.expectNoA11yViolations()
  })
})
