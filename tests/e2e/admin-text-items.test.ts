import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { describeWithAndWithoutJavaScript, writeHtmlText } from '../support/browser'
import { siteForTests } from '../support/site'
import { logInNewStaff } from '../support/staff'

// These tests add and delete news items and articles, which other files read: a site of this file's own.
const site = siteForTests({ own: true })

/**
 * Staff holding `rights`, logged in afresh over HTTP (the login form is other files' subject), on `path` once its
 * heading `heading` shows.
 */
async function logIn(page: Page, path: string, rights: string, heading: string) {
  await logInNewStaff(page, site, rights, path)
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor()
}

/** Types a text in the html field: in the editor with JavaScript, after the text it holds; the textarea of its html without. */
const writeText = (page: Page, label: string, text: string, javaScriptEnabled: boolean) =>
  writeHtmlText(page, label, text, javaScriptEnabled, { overwrite: false })

const publicText = async (page: Page, path: string) => {
  await page.goto(`${site.url}${path}`)
  return (await page.locator('main').textContent()) ?? ''
}

describeWithAndWithoutJavaScript('news items and blog articles, created and deleted by staff', (browser, javaScriptEnabled) => {
  const mode = javaScriptEnabled ? 'avec script' : 'sans script'

  it('creates a news item (refused without its text, then created), which /news shows, then deletes it', async () => {
    const { page } = browser
    await logIn(page, '/admin/news-handler', '10;11', 'Actualités')
    await page.getByText('Ajouter une actualité').click()
    const add = page.getByRole('form', { name: 'Ajouter une actualité' })
    const title = `Portes ouvertes ${mode}`
    await add.getByLabel('Titre (obligatoire)').fill(title)
    await add.getByRole('button', { name: 'Créer l’actualité' }).click()
    await page.locator('#add-news-text-error').waitFor()
    expect(await page.getByRole('form', { name: 'Ajouter une actualité' }).getByLabel('Titre (obligatoire)').inputValue()).toBe(title)
    await browser.expectNoA11yViolations()

    await writeText(page, 'Texte de l’actualité (obligatoire)', `Venez nous rencontrer ${mode}.`, javaScriptEnabled)
    await page.getByRole('form', { name: 'Ajouter une actualité' }).getByRole('button', { name: 'Créer l’actualité' }).click()
    await page.getByText('L’actualité a été créée.').waitFor()
    await page.getByRole('heading', { name: title, level: 1 }).waitFor()
    expect(await page.locator('.error-list').count()).toBe(0)
    await page.getByRole('button', { name: 'Publier', exact: true }).click()
    await page.getByText('L’actualité est publiée.').waitFor()
    const visitor = await browser.context.newPage()
    expect(await publicText(visitor, '/news')).toContain(`Venez nous rencontrer ${mode}.`)

    // Deleting asks first, then the item leaves the list and the public page.
    await page.getByRole('button', { name: 'Supprimer l’actualité' }).click()
    await page.getByRole('heading', { name: `Supprimer l’actualité «\u00a0${title}\u00a0»\u00a0?` }).waitFor()
    await browser.expectNoA11yViolations()
    await page.getByRole('button', { name: 'Supprimer l’actualité définitivement' }).click()
    await page.getByText('L’actualité a été supprimée.').waitFor()
    await page.getByRole('heading', { name: 'Actualités', level: 1 }).waitFor()
    expect(await page.locator('main').textContent()).not.toContain(title)
    expect(await publicText(visitor, '/news')).not.toContain(title)
    await visitor.close()
  })

  it('creates an article (refused without its rubric, then created), which /blog shows, then deletes it', async () => {
    const { page } = browser
    await logIn(page, '/admin/blog-handler', '11', 'Blog')
    await page.getByText('Ajouter un article').click()
    const add = page.getByRole('form', { name: 'Ajouter un article' })
    const title = `Respirer en conscience ${mode}`
    await add.getByLabel('Titre (obligatoire)').fill(title)
    await add.getByLabel('Date (obligatoire)').fill('2026-11-20')
    await add.getByRole('button', { name: 'Créer l’article' }).click()
    await page.locator('#add-article-blog_filter_id-error').waitFor()
    await browser.expectNoA11yViolations()

    const again = page.getByRole('form', { name: 'Ajouter un article' })
    expect(await again.getByLabel('Titre (obligatoire)').inputValue()).toBe(title)
    await again.getByLabel('Rubrique (obligatoire)').selectOption({ index: 1 })
    await again.getByRole('button', { name: 'Créer l’article' }).click()
    await page.getByText('L’article a été créé.').waitFor()
    await page.getByRole('heading', { name: `Modifier l’article «\u00a0${title}\u00a0»` }).waitFor()
    expect(await page.locator('.error-list').count()).toBe(0)
    // A new article is a draft (decision 0036): published, /blog lists it.
    await page.getByRole('button', { name: 'Publier', exact: true }).click()
    await page.getByText('L’article est publié.').waitFor()
    const visitor = await browser.context.newPage()
    expect(await publicText(visitor, '/blog')).toContain(title)

    await page.getByRole('button', { name: 'Supprimer l’article' }).click()
    await page.getByRole('button', { name: 'Supprimer l’article définitivement' }).click()
    await page.getByText('L’article a été supprimé.').waitFor()
    expect(await publicText(visitor, '/blog')).not.toContain(title)
    await visitor.close()
  })

  it('comes back to the same sorted news list after saving an item’s title, a text of the /news page, or deleting an item', async () => {
    const { page } = browser
    await logIn(page, '/admin/news-handler?sort=title', '10;11', 'Actualités')
    const sorted = `${site.url}/admin/news-handler?sort=title`
    const titleHeader = page.getByRole('columnheader', { name: /^Titre/ })
    expect(await titleHeader.getAttribute('aria-sort')).toBe('ascending')
    const [first] = await page.getByRole('rowheader').allTextContents()

    // An item's page keeps the list's order in its address, and its saves come back to it.
    await page.getByRole('link', { name: `Modifier l’actualité ${first}` }).click()
    await page.getByRole('heading', { name: first, level: 1 }).waitFor()
    expect(page.url()).toMatch(/\/admin\/news-handler\/\d+\?sort=title$/)
    const itemPage = page.url()
    await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(first)
    await page.getByRole('button', { name: 'Publier titre' }).click()
    await page.getByText('Le texte a été publié.').waitFor()
    expect(page.url()).toBe(itemPage)
    await page.getByRole('link', { name: 'Toutes les actualités' }).click()
    await page.waitForURL(sorted)
    expect(await titleHeader.getAttribute('aria-sort')).toBe('ascending')

    // A text of the /news page itself (right 10), saved from the sorted list.
    await writeText(page, 'Introduction de la page', ` ${mode}`, javaScriptEnabled)
    await page.getByRole('button', { name: 'Publier introduction de la page' }).click()
    await page.getByText('Le texte a été publié.').waitFor()
    expect(page.url()).toBe(sorted)
    expect(await titleHeader.getAttribute('aria-sort')).toBe('ascending')

    // An item deleted from its page: back to the sorted list.
    await page.getByText('Ajouter une actualité').click()
    const title = `Actualité éphémère ${mode}`
    await page.getByRole('form', { name: 'Ajouter une actualité' }).getByLabel('Titre (obligatoire)').fill(title)
    await writeText(page, 'Texte de l’actualité (obligatoire)', 'Bientôt supprimée.', javaScriptEnabled)
    await page.getByRole('form', { name: 'Ajouter une actualité' }).getByRole('button', { name: 'Créer l’actualité' }).click()
    await page.getByText('L’actualité a été créée.').waitFor()
    await page.goto(sorted)
    await page.getByRole('link', { name: `Modifier l’actualité ${title}` }).click()
    await page.getByRole('heading', { name: title, level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Supprimer l’actualité' }).click()
    await page.getByRole('button', { name: 'Supprimer l’actualité définitivement' }).click()
    await page.getByText('L’actualité a été supprimée.').waitFor()
    expect(page.url()).toBe(sorted)
    expect(await titleHeader.getAttribute('aria-sort')).toBe('ascending')
  })

  it('sorts a rubric’s articles by title from the header, the rubric and the order kept in the links', async () => {
    const { page } = browser
    await logIn(page, '/admin/blog-handler', '11', 'Blog')
    await page.getByRole('navigation', { name: 'Rubriques du blog' }).getByRole('link').nth(1).click()
    await page.waitForURL(`${site.url}/admin/blog-handler?filtre=1`)
    const header = (name: string) => page.getByRole('columnheader', { name: new RegExp(`^${name}`) })
    expect(await header('Date').getAttribute('aria-sort')).toBe('descending')
    expect(await header('Titre').getAttribute('aria-sort')).toBeNull()

    await header('Titre').getByRole('link').click()
    const sorted = `${site.url}/admin/blog-handler?filtre=1&sort=title`
    await page.waitForURL(sorted)
    // With JavaScript the address changes a moment before the table is drawn again.
    await expect.poll(() => header('Titre').getAttribute('aria-sort')).toBe('ascending')
    expect(await header('Date').getAttribute('aria-sort')).toBeNull()
    const titles = await page.getByRole('rowheader').allTextContents()
    expect(titles.length).toBeGreaterThan(1)
    expect(titles).toEqual(titles.toSorted(new Intl.Collator('fr', { numeric: true, sensitivity: 'base' }).compare))
    await browser.expectNoA11yViolations()

    // An article opens over the same list, and closing it comes back to that list.
    await page.getByRole('link', { name: `Modifier l’article ${titles[0]}` }).click()
    await page.getByRole('heading', { name: `Modifier l’article «\u00a0${titles[0]}\u00a0»` }).waitFor()
    expect(page.url()).toMatch(/\?filtre=1&sort=title&article=\d+$/)
    expect(await page.getByRole('rowheader').allTextContents()).toEqual(titles)
    await page.getByRole('link', { name: 'Fermer' }).click()
    await page.waitForURL(sorted)
  })
})
