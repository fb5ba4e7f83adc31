import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { describeWithAndWithoutJavaScript, writeHtmlText } from '../support/browser'
import { siteForTests } from '../support/site'
import { createStaffThroughApi, logInBrowser } from '../support/staff'

// These tests change a news item's text, which other files read: a site of this file's own.
const site = siteForTests({ own: true })
const ITEM = '/admin/news-handler/1'

async function logIn(page: Page, path: string, rights: string) {
  const staff = await createStaffThroughApi(site, rights)
  await logInBrowser(page, site, staff, `${path}`)
  return staff.user
}

/** Saves the news item's text as staff write it: in the editor with JavaScript, in the html textarea without. */
async function saveNewsText(page: Page, text: string, javaScriptEnabled: boolean) {
  await page.goto(`${site.url}${ITEM}`)
  await writeHtmlText(page, 'Texte de l’actualité', text, javaScriptEnabled)
  await page.getByRole('button', { name: 'Enregistrer le brouillon texte de l’actualité' }).click()
  await page.getByText('Le brouillon a été enregistré').waitFor()
}

describeWithAndWithoutJavaScript('earlier versions of an html text', (browser, javaScriptEnabled) => {
  it('lists a news item’s earlier texts, restores one, and /news shows it again', async () => {
    const { page } = browser
    const mode = javaScriptEnabled ? 'avec JavaScript' : 'sans JavaScript'
    const earlier = `Première version ${mode}`
    const later = `Seconde version ${mode}`
    await logIn(page, ITEM, '10;11')
    await page.getByRole('heading', { name: 'Titre et texte' }).waitFor()
    await saveNewsText(page, earlier, javaScriptEnabled)
    // Another member's save: one member's saves minutes apart make one version (decision 0033).
    await browser.context.clearCookies()
    const user = await logIn(page, ITEM, '10;11')
    await page.getByRole('heading', { name: 'Titre et texte' }).waitFor()
    await saveNewsText(page, later, javaScriptEnabled)

    // The title keeps no versions: no link for it.
    expect(await page.getByRole('link', { name: /^Versions précédentes/ }).count()).toBe(1)
    await page.getByRole('link', { name: 'Versions précédentes du texte texte de l’actualité' }).click()
    await page.getByRole('heading', { name: 'Versions précédentes', level: 1 }).waitFor()
    await browser.expectNoA11yViolations()
    // Newest first: the earlier text, replaced by the later save, by this staff member.
    const newest = page.locator('.text-revisions > li').first()
    expect(await newest.locator('.rich-text').textContent()).toBe(earlier)
    expect(await newest.getByRole('heading').textContent()).toMatch(new RegExp(`^Version remplacée le .+ par ${user}$`))
    expect(await page.locator('.text-revisions .rich-text').getByText(later).count()).toBe(0)
    // The text is named in words: its first words (the current text) and its news item's title, no id.
    expect(await page.locator('.admin-page-header p').textContent()).toMatch(
      new RegExp(`^Texte «\u00a0${later}\u00a0» de l’actualité «\u00a0.+\u00a0»\\. Les plus récentes d’abord`),
    )

    await newest.getByRole('button', { name: /^Restaurer cette version/ }).click()
    await page.getByText('Le texte a été rétabli.').waitFor()
    expect(new URL(page.url()).pathname).toBe(ITEM)
    if (javaScriptEnabled) await page.getByRole('textbox', { name: 'Texte de l’actualité', exact: true }).getByText(earlier).waitFor()
    else expect(await page.getByRole('textbox', { name: 'Texte de l’actualité (html)' }).inputValue()).toBe(`<p>${earlier}</p>`)

    await page.goto(`${site.url}/news`)
    await page.locator('.news-item').filter({ hasText: earlier }).waitFor()
    expect(await page.getByText(later).count()).toBe(0)

    // The restore kept the text it replaced: it can be undone in turn.
    await page.goto(`${site.url}/admin/text-revisions/news/1/text`)
    expect(await page.locator('.text-revisions > li').first().locator('.rich-text').textContent()).toBe(later)
  })

  it('links each html text of the blog handler to its versions, and not its title', async () => {
    const { page } = browser
    await page.goto(`${site.url}/admin/blog-handler?article=1`)
    const links = page.getByRole('link', { name: /^Versions précédentes/ })
    const hrefs = await links.evaluateAll((found) => found.map((link) => link.getAttribute('href') ?? ''))
    const back = encodeURIComponent('/admin/blog-handler?article=1')
    expect(hrefs).toContain(`/admin/text-revisions/blog/1/summary?retour=${back}`)
    expect(hrefs).toContain(`/admin/text-revisions/page/31/hero-text?retour=${back}`)
    expect(hrefs.filter((href) => href.includes('/title?'))).toEqual([])
    await page.getByRole('link', { name: 'Versions précédentes du texte introduction de la page' }).click()
    await page.getByRole('heading', { name: 'Versions précédentes', level: 1 }).waitFor()
    await page.getByRole('link', { name: 'Retour au texte' }).click()
    await page.waitForURL(`${site.url}/admin/blog-handler?article=1`)
  })

  it('says when a text has no earlier version', async () => {
    const { page } = browser
    await page.goto(`${site.url}/admin/text-revisions/blog/1/title`)
    await page.getByText('Aucune version précédente.').waitFor()
    await browser.expectNoA11yViolations()
  })
})
