import { randomBytes } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { siteForTests } from '../support/site'
import { textOf } from '../support/site-visitor'
import {
  adminCredentials,
  createStaffThroughApi,
  staffVisitor,
  submitStaffCode,
  submitStaffLogin,
  submitStaffPassword,
} from '../support/staff'
import { stepOf, totpAt, unusedTotp } from '../support/totp'

const site = siteForTests()
const ENDED = 'Votre session a pris fin\u00a0: connectez-vous de nouveau.'

describeWithAndWithoutJavaScript('the security page', (browser) => {
  it('sends a new member to enrolment before any page, enrols with a code of the secret shown, shows the recovery codes once', async () => {
    const { page } = browser
    const member = await createStaffThroughApi(site, '2', undefined, { enrolled: false })
    await browser.context.clearCookies()
    await page.goto(`${site.url}/admin/client-management`)
    await submitStaffPassword(page, member)
    // Whatever page was asked for, enrolment first (decision 0037).
    await page.getByRole('heading', { name: 'Authentification à deux facteurs', level: 2 }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin/security')
    await page.goto(`${site.url}/admin/home`)
    expect(new URL(page.url()).pathname).toBe('/admin/security')
    const secret = ((await page.locator('.totp-secret').textContent()) ?? '').replace(/ /g, '')
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(await page.getByRole('link', { name: 'ouvrez ce lien sur le téléphone' }).getAttribute('href')).toMatch(
      new RegExp(`^otpauth://totp/.*[?&]secret=${secret}&`),
    )
    expect(await page.getByRole('img', { name: 'QR code du lien otpauth de votre compte' }).locator('svg').count()).toBe(1)
    await browser.expectNoA11yViolations()

    const code = page.getByLabel('Code à six chiffres')
    await code.fill(totpAt(secret, stepOf(Date.now()) + 5))
    await page.getByRole('button', { name: 'Activer' }).click()
    await page.getByText('Code incorrect ou déjà utilisé.').first().waitFor()
    await code.fill(unusedTotp(secret, site.apiUrl)!)
    await page.getByRole('button', { name: 'Activer' }).click()
    await page.getByText('Voici vos dix codes de secours.', { exact: false }).waitFor()
    const recoveryCodes = await page.locator('.recovery-code-list code').allTextContents()
    expect(recoveryCodes).toHaveLength(10)
    // With JavaScript the page's data follows the action's answer: waited for, not counted at once.
    await page.getByText('Codes de secours restants\u00a0: 10.', { exact: false }).waitFor()
    await browser.expectNoA11yViolations()

    // Shown once; the other pages open now.
    await page.goto(`${site.url}/admin/security`)
    expect(await page.getByText('Voici vos dix codes de secours.', { exact: false }).count()).toBe(0)
    await page.goto(`${site.url}/admin/home`)
    expect(new URL(page.url()).pathname).toBe('/admin/home')

    // The next login asks for the code: a recovery code opens it, once.
    await browser.context.clearCookies()
    await page.goto(`${site.url}/admin/home`)
    await submitStaffPassword(page, member)
    await submitStaffCode(page, recoveryCodes[0])
    await page.getByText(`Bienvenue, ${member.user}.`).waitFor()
    await browser.context.clearCookies()
    await page.goto(`${site.url}/admin/home`)
    await submitStaffPassword(page, member)
    await submitStaffCode(page, recoveryCodes[0])
    await page.getByText('Code incorrect ou déjà utilisé.').first().waitFor()
  })

  it('lists my open sessions with their browser, closes the others, whose next page asks to log in again and says why', async () => {
    const { page } = browser
    const member = await createStaffThroughApi(site, '4')
    // Another device of the same member: a plain HTTP client, which the API names as an unknown browser.
    const elsewhere = await staffVisitor(site, member)

    await browser.context.clearCookies()
    await page.goto(`${site.url}/admin/home`)
    await submitStaffLogin(page, member)
    await page.getByRole('link', { name: 'Sécurité' }).click()
    await page.getByRole('heading', { name: 'Sécurité du compte', level: 1 }).waitFor()
    expect(
      await page
        .getByText('Une session prend fin après 30\u00a0minutes sans activité, et au plus tard 12\u00a0heures après la connexion.')
        .count(),
    ).toBe(1)
    const rows = page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasNot: page.getByRole('columnheader') })
    expect(await rows.getByRole('rowheader').allTextContents()).toEqual(['Chrome sur Linux (cette session)', 'Navigateur inconnu'])
    await browser.expectNoA11yViolations()

    await page.getByRole('button', { name: 'Fermer les autres sessions' }).click()
    await page.getByText('Vos autres sessions sont fermées.').waitFor()
    await expect.poll(() => rows.count()).toBe(1)
    expect(await page.getByText('Aucune autre session n’est ouverte avec ce compte.').count()).toBe(1)

    const there = await elsewhere.get('/admin/home')
    expect(there.status).toBe(401)
    expect(textOf(there.html)).toContain(ENDED)
    expect(textOf(there.html)).toContain('Connexion à l’administration')
  })

  it('lets an administrator close the sessions of a member from the staff accounts', async () => {
    const { page } = browser
    // Named to stand on the list's first page, sorted by identifier: the worker's shared site may hold more than 50
    // `staff-…` accounts of earlier files.
    const member = await createStaffThroughApi(site, '4', `membre-${randomBytes(4).toString('hex')}`)
    const elsewhere = await staffVisitor(site, member)
    await browser.context.clearCookies()
    await page.goto(`${site.url}/admin/users`)
    await submitStaffLogin(page, await adminCredentials(site))
    await page.getByRole('link', { name: `Modifier le compte ${member.user}` }).click()
    await page.getByRole('button', { name: 'Fermer ses sessions' }).click()
    await page.getByText('Les sessions de ce compte sont fermées.').waitFor()
    expect(textOf((await elsewhere.get('/admin/home')).html)).toContain(ENDED)
  })
})
