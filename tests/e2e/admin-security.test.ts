import { expect, it } from 'vitest'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { siteForTests } from '../support/site'
import { textOf } from '../support/site-visitor'
import { adminCredentials, createStaffThroughApi, staffVisitor, submitStaffLogin } from '../support/staff'

const site = siteForTests()
const ENDED = 'Votre session a pris fin\u00a0: connectez-vous de nouveau.'

describeWithAndWithoutJavaScript('the security page', (browser) => {
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
    const member = await createStaffThroughApi(site, '4')
    const elsewhere = await staffVisitor(site, member)
    await browser.context.clearCookies()
    await page.goto(`${site.url}/admin/users`)
    await submitStaffLogin(page, adminCredentials(site))
    await page.getByRole('link', { name: `Modifier le compte ${member.user}` }).click()
    await page.getByRole('button', { name: 'Fermer ses sessions' }).click()
    await page.getByText('Les sessions de ce compte sont fermées.').waitFor()
    expect(textOf((await elsewhere.get('/admin/home')).html)).toContain(ENDED)
  })
})
