import { expect, it } from 'vitest'
import { retentionRules } from '../../server/contract/retention-rules'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { rawGet } from '../support/raw-http'
import { siteForTests } from '../support/site'
import { textOf } from '../support/site-visitor'
import { adminCredentials, logInBrowser } from '../support/staff'

const site = siteForTests()

describeWithAndWithoutJavaScript('the retention rules in the back-office', (browser) => {
  it('shows an administrator each rule, its duration and what it deletes within a month, in the order asked', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    await logInBrowser(page, site, await adminCredentials(site), '/admin/retention')
    await page.getByRole('heading', { name: 'Conservation des données', level: 1 }).waitFor()
    expect(await page.getByText(/Voici ce qui sera supprimé d’ici le \d{1,2} \S+ \d{4}\./).count()).toBe(1)
    const table = page.getByRole('table')
    const rows = table.getByRole('row').filter({ hasNot: page.getByRole('columnheader') })
    expect(await rows.count()).toBe(retentionRules.length)
    const messages = rows.filter({ hasText: 'Messages du formulaire de contact' })
    expect(await messages.getByRole('cell').allTextContents()).toEqual(['3\u00a0ans après leur envoi, puis supprimés', '0', ''])
    await browser.expectNoA11yViolations()

    // Ordered by what each rule deletes, then back: the order lives in the address (no script needed).
    await table.getByRole('link', { name: /^Données/ }).click()
    await page.waitForURL(/sort=data/)
    // With JavaScript the address changes before the table is drawn again.
    await expect.poll(() => rows.first().getByRole('rowheader').textContent()).toBe('Comptes clients (identité, coordonnées)')

    // The same durations, as the legal notice lists them to visitors.
    await page.goto(`${site.url}/legal-notice`)
    const durations = page.getByRole('region', { name: 'Durées de conservation' })
    expect(await durations.getByRole('term').allTextContents()).toEqual(retentionRules.map((rule) => rule.data))
    await browser.expectNoA11yViolations()
  })
})

it('the legal notice states every retention duration from the rules', async () => {
  const answer = await rawGet(site.url, '/legal-notice')
  expect(answer.status).toBe(200)
  const text = textOf(answer.body)
  expect(text).toContain('Durées de conservation')
  for (const rule of retentionRules) expect(text).toContain(`${rule.data} ${rule.keptFor}`)
  expect(text).toContain('ces messages sont conservés le temps indiqué ci-dessous')
})
