import type { Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { ApiCaller } from '../support/http'
import { siteForTests } from '../support/site'
import { adminCredentials, apiLoginBody, logInBrowser } from '../support/staff'

const site = siteForTests()
const PHONE = { width: 390, height: 844 }

beforeAll(async () => {
  // A client with long values: the table is wider than a phone.
  const admin = new ApiCaller(site.apiUrl)
  expect((await admin.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })).status).toBe(200)
  const client = {
    firstName: 'Maximilienne',
    secondName: 'de La Tour-Dauvergne-Lauraguais',
    email: 'maximilienne.de-la-tour-dauvergne@example-tres-long.fr',
    company: 'Compagnie générale des communications bienveillantes',
  }
  expect((await admin.post('client/add', { json: client })).status).toBe(200)
})

async function logIn(page: Page) {
  await logInBrowser(page, site, await adminCredentials(site), '/admin/home')
}

/** How far the page itself scrolls sideways, and the admin header's height. */
const measure = (page: Page) =>
  page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - innerWidth,
    header: Math.round(document.querySelector('.admin-header')?.getBoundingClientRect().height ?? 0),
  }))

describeWithAndWithoutJavaScript('the back-office on a 390 px phone', (browser) => {
  it('scrolls only the tables sideways, never the page, under a header of one line whose menu folds', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    await page.setViewportSize(PHONE)
    await logIn(page)
    for (const path of [
      '/admin/home',
      '/admin/client-management',
      '/admin/blog-handler?article=1',
      '/admin/users',
      '/admin/news-handler/1',
    ]) {
      await page.goto(`${site.url}${path}`)
      expect({ path, ...(await measure(page)) }).toEqual({ path, overflow: 0, header: expect.any(Number) })
      expect((await measure(page)).header, path).toBeLessThanOrEqual(72)
    }
    // The client table is wider than the phone: it scrolls inside its frame.
    await page.goto(`${site.url}/admin/client-management`)
    const frame = page.locator('.admin-table-frame')
    expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)

    // The menu is behind « Menu »: folded, its links are not shown; opened, they lead to their pages.
    const menu = page.getByRole('navigation', { name: 'Menu de l’administration' })
    expect(await menu.getByRole('link', { name: 'Comptes du personnel' }).isVisible()).toBe(false)
    await page.locator('summary', { hasText: 'Menu' }).click()
    await menu.getByRole('link', { name: 'Comptes du personnel' }).click()
    await page.getByRole('heading', { name: 'Comptes du personnel', level: 1 }).waitFor()
    await browser.expectNoA11yViolations()
    await page.locator('summary', { hasText: 'Menu' }).click()
    await page.getByRole('button', { name: 'Se déconnecter' }).waitFor()
    expect((await measure(page)).overflow).toBe(0)
    await browser.expectNoA11yViolations()
  })

  it('answers the 404 page for a page of the client list past its end', async () => {
    const { page } = browser
    const answer = await page.goto(`${site.url}/admin/client-management?page=1000`)
    expect(answer?.status()).toBe(404)
    expect(await page.getByText(/Page 1000 sur/).count()).toBe(0)
  })
})
