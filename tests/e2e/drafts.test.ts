import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserForTests, describeWithAndWithoutJavaScript, writeHtmlText } from '../support/browser'
import { png } from '../support/images'
import { siteForTests } from '../support/site'
import { SiteVisitor, textOf } from '../support/site-visitor'
import { createStaffThroughApi, logInBrowser } from '../support/staff'

// These tests add articles and publish them, which other files' lists would read: a site of this file's own.
const site = siteForTests({ own: true })

const PREVIEW = 'Aperçu du brouillon — non publié'

/** Types the article's summary: the editor with JavaScript, the textarea of its html without. */
const writeSummary = (page: Page, text: string, javaScriptEnabled: boolean) =>
  writeHtmlText(page, 'Résumé (liste des articles)', text, javaScriptEnabled)

/** Every public place an article could leak to a visitor: its page, the blog, its rubric, the sitemap, the home page. */
async function whatVisitorsSee(visitor: SiteVisitor, id: number) {
  const [article, blog, sitemap, home] = await Promise.all(['/blog/' + id, '/blog', '/sitemap.xml', '/'].map((path) => visitor.get(path)))
  return {
    status: article.status,
    article: textOf(article.html),
    lists: `${textOf(blog.html)} ${textOf(home.html)}`,
    sitemap: sitemap.html,
  }
}

describeWithAndWithoutJavaScript('an article’s draft, previewed by staff, scheduled and published', (browser, javaScriptEnabled) => {
  const mode = javaScriptEnabled ? 'avec script' : 'sans script'

  it('keeps a new article and a published article’s edits from visitors until staff publish them', async () => {
    const { page, context } = browser
    await context.clearCookies()
    const staff = await createStaffThroughApi(site, '11')
    await logInBrowser(page, site, staff, '/admin/blog-handler')
    await page.getByText('Ajouter un article').click()
    const add = page.getByRole('form', { name: 'Ajouter un article' })
    const title = `Un brouillon secret ${mode}`
    await add.getByLabel('Titre (obligatoire)').fill(title)
    await add.getByLabel('Date (obligatoire)').fill('2026-11-20')
    await add.getByLabel('Rubrique (obligatoire)').selectOption({ index: 1 })
    await add.getByRole('button', { name: 'Créer l’article' }).click()
    await page.getByText('L’article a été créé.').waitFor()
    const id = Number(new URL(page.url()).searchParams.get('article'))
    expect(id).toBeGreaterThan(0)
    await page.locator('.publication-state').getByText('Brouillon', { exact: true }).waitFor()

    // A draft is written as it is (nobody but staff reads it): one « Enregistrer » button.
    const secret = `Texte du brouillon ${mode}`
    await writeSummary(page, secret, javaScriptEnabled)
    await page.getByRole('button', { name: 'Enregistrer résumé (liste des articles)' }).click()
    await page.getByText('L’article a été mis à jour.').waitFor()
    await browser.expectNoA11yViolations()

    // Staff see it at its public address, marked, and the answer is theirs only.
    const preview = await page.goto(`${site.url}/blog/${id}`)
    expect(preview?.headers()['cache-control']).toBe('private, no-store')
    await page.getByText(PREVIEW).waitFor()
    expect(await page.locator('main').textContent()).toContain(secret)

    // A visitor gets the 404 page, and no trace of it anywhere, twice (the second from the page cache).
    const visitor = new SiteVisitor(site)
    for (const round of [1, 2]) {
      const seen = await whatVisitorsSee(visitor, id)
      expect(seen.status, `round ${round}`).toBe(404)
      expect(`${seen.article} ${seen.lists} ${seen.sitemap}`).not.toContain(secret)
      expect(`${seen.article} ${seen.lists}`).not.toContain(title)
      expect(seen.sitemap).not.toContain(`/blog/${id}<`)
    }

    // Scheduled at a time in Paris, the list says when; then published now.
    await page.goto(`${site.url}/admin/blog-handler?article=${id}`)
    await page.getByLabel('Publier automatiquement le (heure de Paris)').fill('2031-03-03T09:00')
    await page.getByRole('button', { name: 'Programmer la publication de l’article' }).click()
    await page.getByText('L’article sera publié le 3 mars à 9\u00a0h.').waitFor()
    expect(await page.getByRole('row', { name: new RegExp(title) }).textContent()).toContain('Programmé le 3 mars à 9\u00a0h')
    expect((await visitor.get(`/blog/${id}`)).status).toBe(404)
    await page.getByRole('button', { name: 'Publier maintenant' }).click()
    await page.getByText('L’article est publié.').waitFor()
    const published = await whatVisitorsSee(visitor, id)
    expect(published.status).toBe(200)
    expect(published.article).toContain(secret)
    expect(published.lists).toContain(title)
    expect(published.sitemap).toContain(`/blog/${id}<`)

    // Edited once published: a draft that visitors do not see, dropped, then written again and published.
    const edit = `Modification en attente ${mode}`
    await writeSummary(page, edit, javaScriptEnabled)
    await page.getByRole('button', { name: 'Enregistrer le brouillon résumé (liste des articles)' }).click()
    await page.getByText('Le brouillon a été enregistré').waitFor()
    await page.locator('.publication-state').getByText('Publié, modifications non publiées').waitFor()
    await browser.expectNoA11yViolations()
    const waiting = await whatVisitorsSee(visitor, id)
    expect(waiting.article).toContain(secret)
    expect(`${waiting.article} ${waiting.lists}`).not.toContain(edit)
    await page.goto(`${site.url}/blog/${id}`)
    await page.getByText(PREVIEW).waitFor()
    expect(await page.locator('main').textContent()).toContain(edit)

    await page.goto(`${site.url}/admin/blog-handler?article=${id}`)
    await page.getByRole('button', { name: 'Abandonner le brouillon' }).click()
    await page.getByText('Le brouillon de l’article a été abandonné.').waitFor()
    await page.locator('.publication-state').getByText('Publié', { exact: true }).waitFor()
    if (javaScriptEnabled) await page.getByRole('textbox', { name: 'Résumé (liste des articles)', exact: true }).getByText(secret).waitFor()
    else expect(await page.getByRole('textbox', { name: 'Résumé (liste des articles) (html)' }).inputValue()).toBe(`<p>${secret}</p>`)

    await writeSummary(page, edit, javaScriptEnabled)
    await page.getByRole('button', { name: 'Enregistrer le brouillon résumé (liste des articles)' }).click()
    await page.getByText('Le brouillon a été enregistré').waitFor()
    await page.getByRole('button', { name: 'Publier les modifications' }).click()
    await page.getByText('L’article est publié.').waitFor()
    const live = await whatVisitorsSee(visitor, id)
    expect(live.article).toContain(edit)
    expect(live.article).not.toContain(PREVIEW)
  })
})

describe('a published article’s picture', () => {
  const browser = browserForTests()

  it('waits as the article’s draft, previewed by staff, until its changes are published', async () => {
    const { page, context } = browser
    await context.clearCookies()
    const visitor = new SiteVisitor(site)
    // The picture files an article draws (its `src` and `srcset`), from the page a visitor or staff get.
    const picturesOf = (html: string) => [...new Set([...html.matchAll(/\/media\/([a-f0-9]{32})[-.]/g)].map((match) => match[1]))]
    const [live] = picturesOf((await visitor.get('/blog/1')).html)
    expect(live).toBeDefined()

    // Uploaded to the slot of the published article 1: stored as its draft picture, and the message says so.
    await logInBrowser(page, site, await createStaffThroughApi(site, '4;5;11'), '/admin/image-handler?folder=38&add=1')
    const upload = page.getByRole('form', { name: 'Nouvelle image' })
    await upload.getByLabel('Fichier de l’image (obligatoire)').setInputFiles({
      name: 'nouvelle-photo.png',
      mimeType: 'image/png',
      buffer: await png({ width: 900, height: 600 }),
    })
    await upload.getByLabel(/^Rôle/).fill('Une nouvelle photo d’article')
    await upload.getByLabel('Texte alternatif', { exact: true }).fill('Un atelier en cercle')
    await upload.getByLabel('Emplacement', { exact: true }).selectOption('38-1')
    await upload.getByRole('button', { name: 'Ajouter l’image' }).click()
    await page.getByText('L’image a été ajoutée et enregistrée comme brouillon de l’article\u00a0: publiez-la depuis l’article.').waitFor()
    const href = await page.getByRole('link', { name: 'Ouvrir le fichier d’origine' }).getAttribute('href')
    const next = /\/media\/([a-f0-9]{32})\./.exec(href ?? '')?.[1]
    expect(next, href ?? '').toBeDefined()

    // Visitors keep the live picture, twice (the second from the page cache); staff's preview shows the new one.
    for (const round of [1, 2]) expect(picturesOf((await visitor.get('/blog/1')).html), `round ${round}`).toEqual([live])
    await page.goto(`${site.url}/blog/1`)
    await page.getByText(PREVIEW).waitFor()
    expect(await page.locator('main img').getAttribute('src')).toContain(next)

    await page.goto(`${site.url}/admin/blog-handler?article=1`)
    await page.getByText('Nouvelle image, non publiée').waitFor()
    await browser.expectNoA11yViolations()
    await page.getByRole('button', { name: 'Publier les modifications' }).click()
    await page.getByText('L’article est publié.').waitFor()
    expect(picturesOf((await visitor.get('/blog/1')).html)).toEqual([next])
    expect(picturesOf((await visitor.get('/blog')).html)).toContain(next)
  })
})
