import { expect, it } from 'vitest'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { siteForTests } from '../support/site'
import { adminCredentials, createStaffThroughApi, submitStaffLogin, submitStaffPassword } from '../support/staff'

const site = siteForTests()

describeWithAndWithoutJavaScript('the trail in the back-office', (browser, javaScriptEnabled) => {
  it('shows an administrator who logged in, failed and was refused, filtered wrong then right, and as a CSV file', async () => {
    const { page } = browser
    // A member without the right to the clients: a wrong password, a login, then the client list refused.
    const member = await createStaffThroughApi(site, '4')
    await browser.context.clearCookies()
    await page.goto(`${site.url}/admin/client-management`)
    await submitStaffPassword(page, { ...member, password: 'pas-le-bon' })
    await page.getByText('Identifiant ou mot de passe incorrect.').first().waitFor()
    await submitStaffLogin(page, member)
    await page.getByText('Vous n’avez pas le droit d’entrer ici !').first().waitFor()

    await browser.context.clearCookies()
    await page.goto(`${site.url}/admin/activity`)
    await submitStaffLogin(page, await adminCredentials(site))
    await page.getByRole('heading', { name: 'Journal d’activité', level: 1 }).waitFor()
    await browser.expectNoA11yViolations()

    // Wrong: a period that ends before it starts is refused under its field, what was chosen kept.
    const filters = page.getByRole('form', { name: 'Filtrer le journal' })
    await filters.getByLabel('Membre').selectOption({ label: member.user })
    await filters.getByLabel('Du').fill('2026-11-20')
    await filters.getByLabel('Au').fill('2026-11-10')
    await filters.getByRole('button', { name: 'Filtrer' }).click()
    await page.getByText('La date de fin précède la date de début').waitFor()
    expect(await filters.getByLabel('Au').getAttribute('aria-invalid')).toBe('true')
    expect(await filters.getByLabel('Membre').locator('option:checked').textContent()).toBe(member.user)
    await browser.expectNoA11yViolations()

    // Right: the member's entries, newest first; the filters live in the address.
    await filters.getByLabel('Du').fill('')
    await filters.getByLabel('Au').fill('')
    await filters.getByRole('button', { name: 'Filtrer' }).click()
    await page.waitForURL((url) => url.searchParams.has('staff') && !url.searchParams.get('to'))
    const rows = page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasNot: page.getByRole('columnheader') })
    // Before them, the member's first login with its password alone, its factor enrolled, and its logout (decision 0037).
    await expect.poll(() => rows.count()).toBe(6)
    expect(await rows.nth(0).textContent()).toContain('Accès refusé/admin/client-management')
    expect(await rows.nth(1).textContent()).toContain('Connexionmot de passe et code TOTP')
    expect(await rows.nth(2).textContent()).toContain('Échec de connexionmot de passe incorrect')
    expect(await rows.nth(3).textContent()).toContain('Déconnexion')
    expect(await rows.nth(4).textContent()).toContain('Second facteur activéapplication TOTP')
    expect(await rows.nth(5).textContent()).toMatch(/Connexionmot de passe$/)
    expect(await page.getByRole('table').locator('caption').textContent()).toBe('6\u00a0entrées')

    // Only the refusals, through the kind.
    await page.getByRole('form', { name: 'Filtrer le journal' }).getByLabel('Action').selectOption({ label: 'Accès refusé' })
    await page.getByRole('form', { name: 'Filtrer le journal' }).getByRole('button', { name: 'Filtrer' }).click()
    await page.waitForURL(/kind=forbidden/)
    await expect.poll(() => rows.count()).toBe(1)

    // The same entries as a CSV file for a spreadsheet.
    const href = await page.getByRole('link', { name: 'Télécharger (CSV)' }).getAttribute('href')
    expect(href).toMatch(/^\/admin\/activity\/export\.csv\?staff=\d+&kind=forbidden$/)
    const csv = await page.request.get(`${site.url}${href}`)
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
    const lines = (await csv.body()).toString('utf8').trimEnd().split('\r\n')
    expect(lines[0]).toBe('\uFEFFDate;Membre;Action;Objet;Détails')
    expect(lines.slice(1).map((line) => line.split(';').slice(1, 4))).toEqual([[member.user, 'Accès refusé', '/admin/client-management']])

    // A filter typed by hand that the API refuses: its message, never an error page; the export goes back to it.
    await page.goto(`${site.url}/admin/activity?kind=inconnu`)
    await page.getByText('Type d’action inconnu').waitFor()
    const refused = await page.request.get(`${site.url}/admin/activity/export.csv?kind=inconnu`, { maxRedirects: 0 })
    expect([refused.status(), refused.headers().location]).toEqual([302, '/admin/activity?kind=inconnu'])
    if (javaScriptEnabled) await browser.expectNoA11yViolations()
  })
})
