import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { describeWithAndWithoutJavaScript, scriptsRequested, writeHtmlText } from '../support/browser'
import { ApiCaller } from '../support/http'
import { siteForTests } from '../support/site'
import { adminCredentials, apiLoginBody, createStaffThroughApi, logInBrowser } from '../support/staff'

// This file changes the texts of the home page, which other files read: a site of its own.
const site = siteForTests({ own: true })

async function logIn(page: Page, rights: string) {
  const staff = await createStaffThroughApi(site, rights)
  await logInBrowser(page, site, staff, '/admin/home')
}

/** What a page loads and shows: its scripts and whether it holds an edit link. */
async function visit(page: Page, path: string) {
  const scripts = scriptsRequested(page)
  await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' })
  scripts.stop()
  return { scripts: scripts.paths.sort(), editLinks: await page.getByRole('link', { name: 'Modifier ce texte' }).count() }
}

describeWithAndWithoutJavaScript('editing a fixed page’s texts in place', (browser, javaScriptEnabled) => {
  const words = `Notre école, racontée ${javaScriptEnabled ? 'avec' : 'sans'} script.`

  it('shows staff holding right 10 an edit link under each text, which saves and comes back; visitors get the same page as before', async () => {
    const { page, context } = browser
    await context.clearCookies()
    const before = await visit(page, '/')
    expect(before.editLinks).toBe(0)
    // The editor is a chunk of its own that no public page asks for (tests/e2e/bundle.test.ts proves none can).
    expect(before.scripts.filter((script) => /rich-text-editor/.test(script))).toEqual([])

    await logIn(page, '10')
    const staffView = await visit(page, '/')
    expect(staffView.editLinks).toBeGreaterThan(5)
    // Staff get no more JavaScript than visitors: the links are markup in the texts.
    expect(staffView.scripts).toEqual(before.scripts)
    await browser.expectNoA11yViolations()

    await page.locator('.staff-edit', { hasText: 'texte school-text' }).getByRole('link', { name: 'Modifier ce texte' }).click()
    await page.getByRole('heading', { name: 'Modifier un texte', level: 1 }).waitFor()
    await browser.expectNoA11yViolations()
    await writeHtmlText(page, 'Texte', words, javaScriptEnabled)
    await page.getByRole('button', { name: 'Publier texte' }).click()
    await page.waitForURL(`${site.url}/`)
    expect(await page.locator('main').textContent()).toContain(words)

    // A visitor sees the new text, and no trace of the staff's links.
    await context.clearCookies()
    const after = await visit(page, '/')
    expect(after.editLinks).toBe(0)
    expect(after.scripts).toEqual(before.scripts)
    expect(await page.locator('main').textContent()).toContain(words)
  })

  it('names the text in words, refuses an empty one with one message, and a restore returns to the text', async () => {
    const { page, context } = browser
    await context.clearCookies()
    await logIn(page, '10')
    const title = `<h2>Une séance découverte ${javaScriptEnabled ? 'avec' : 'sans'} script</h2>`
    // A version to go back to: the title saved once more through the API.
    const admin = new ApiCaller(site.apiUrl)
    expect((await admin.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })).status).toBe(200)
    expect((await admin.put('page/2/free-session-title?publish=true', { html: title })).status).toBe(200)

    await page.goto(`${site.url}/admin/page-texts/2/free-session-title?retour=%2F`)
    const intro = page.locator('.admin-page-header p')
    expect(await intro.textContent()).toBe(
      `Titre «\u00a0Une séance découverte ${javaScriptEnabled ? 'avec' : 'sans'} script\u00a0» de la page Accueil, affiché sur /.`,
    )

    // Emptied, in the editor or the textarea: « Ce champ est obligatoire », once.
    if (javaScriptEnabled) {
      const editor = page.getByRole('textbox', { name: 'Texte', exact: true })
      await editor.click()
      await page.keyboard.press('Control+A')
      await page.keyboard.press('Delete')
    } else {
      await page.getByRole('textbox', { name: 'Texte (html)' }).fill('')
    }
    await page.getByRole('button', { name: 'Publier texte' }).click()
    await page.getByText('Ce champ est obligatoire').waitFor()
    expect(await page.getByText('Ce champ est obligatoire').count()).toBe(1)
    expect(await page.getByText(/vide une fois nettoyé/).count()).toBe(0)

    // Its versions, named the same way, even reached without `retour`: a restore lands on the text's editor.
    await page.goto(`${site.url}/admin/text-revisions/page/2/free-session-title`)
    expect(await page.locator('.admin-page-header p').textContent()).toMatch(
      new RegExp(`^Titre «\u00a0Une séance découverte ${javaScriptEnabled ? 'avec' : 'sans'} script\u00a0» de la page Accueil\\.`),
    )
    await browser.expectNoA11yViolations()
    await page
      .getByRole('button', { name: /^Restaurer cette version/ })
      .first()
      .click()
    await page.getByText('Le texte a été rétabli.').waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin/page-texts/2/free-session-title')
    expect(new URL(page.url()).searchParams.get('retour')).toBe('/')
  })

  it('shows no edit link to staff without right 10', async () => {
    const { page, context } = browser
    await context.clearCookies()
    await logIn(page, '11')
    expect((await visit(page, '/')).editLinks).toBe(0)
  })
})
