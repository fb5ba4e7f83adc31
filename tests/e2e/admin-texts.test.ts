import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LINK_ADDRESS_ERROR } from '../../app/components/admin/link-address'
import { sanitizeRichText } from '../../server/services/html'
import { browserForTests } from '../support/browser'
import { siteForTests } from '../support/site'
import { createStaffThroughApi, logInBrowser } from '../support/staff'

// These tests change the news and the blog that other files read: a site of this file's own.
const site = siteForTests({ own: true })

async function logIn(page: Page, path: string, rights: string) {
  const staff = await createStaffThroughApi(site, rights)
  await logInBrowser(page, site, staff, `${path}`)
}

/** The form of one text, found by its button « Publier » and the text's label (decision 0036). */
const formOf = (page: Page, label: string) => page.locator('form').filter({ has: page.getByRole('button', { name: `Publier ${label}` }) })
const tool = (form: Locator, name: string) =>
  form.getByRole('toolbar', { name: 'Mise en forme du texte' }).getByRole('button', { name, exact: true })
/** What the form posts as `html`: the editor's hidden field. */
const postedHtml = (form: Locator) => form.locator('input[type=hidden][name=html]').inputValue()

describe('html texts with JavaScript: the rich-text editor', () => {
  const browser = browserForTests({ javaScriptEnabled: true })

  it('types, bolds, links (refusing javascript:), aligns, cleans and saves a news item, which /news then shows', async () => {
    const { page } = browser
    await logIn(page, '/admin/news-handler/1', '11')
    const form = formOf(page, 'texte de l’actualité')
    const editor = form.getByRole('textbox', { name: 'Texte de l’actualité', exact: true })
    await editor.waitFor()
    await browser.expectNoA11yViolations()

    // The toolbar is one tab stop; arrows, Home and End move between its labelled buttons.
    await tool(form, 'Gras').focus()
    await page.keyboard.press('ArrowRight')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Italique')
    await page.keyboard.press('End')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Effacer la mise en forme')
    await page.keyboard.press('ArrowRight')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Gras')
    expect(await form.getByRole('toolbar').locator('button[tabindex="0"]').count()).toBe(1)

    await editor.click()
    await page.keyboard.press('Control+A')
    await page.keyboard.type('Stage d’automne\u00a0: ')
    await tool(form, 'Gras').click()
    expect(await tool(form, 'Gras').getAttribute('aria-pressed')).toBe('true')
    await page.keyboard.type('inscriptions ouvertes')
    await tool(form, 'Gras').click()
    expect(await tool(form, 'Gras').getAttribute('aria-pressed')).toBe('false')
    await page.keyboard.type(' sur ')

    await tool(form, 'Lien').click()
    const address = form.getByRole('textbox', { name: 'Adresse du lien' })
    await address.fill('javascript:alert(1)')
    await address.press('Enter')
    await form.getByText(LINK_ADDRESS_ERROR).waitFor()
    expect(await address.getAttribute('aria-invalid')).toBe('true')
    await browser.expectNoA11yViolations()
    await address.fill('https://example.fr/automne')
    await form.getByRole('button', { name: 'Appliquer le lien' }).click()
    await address.waitFor({ state: 'detached' })

    await tool(form, 'Centrer').click()
    expect(await tool(form, 'Centrer').getAttribute('aria-pressed')).toBe('true')
    expect(await tool(form, 'Aligner à gauche').getAttribute('aria-pressed')).toBe('false')

    // A second paragraph, italic and justified, then cleaned of both.
    await editor.press('End')
    await page.keyboard.press('Enter')
    await tool(form, 'Justifier').click()
    await tool(form, 'Italique').click()
    await page.keyboard.type('brouillon')
    await page.keyboard.press('Shift+Home')
    expect(await postedHtml(form)).toContain('<em>brouillon</em>')
    await tool(form, 'Effacer la mise en forme').click()
    expect(await tool(form, 'Italique').getAttribute('aria-pressed')).toBe('false')

    const sent = await postedHtml(form)
    expect(sent).toBe(
      '<p style="text-align: center;">Stage d’automne&nbsp;: <strong>inscriptions ouvertes</strong> sur ' +
        '<a href="https://example.fr/automne">https://example.fr/automne</a></p><p>brouillon</p>',
    )
    // The counter of section 5: the html's characters over the maximum the API takes.
    await form.getByText(`${sent.length}/100000`).waitFor()

    await form.getByRole('button', { name: 'Publier texte de l’actualité' }).click()
    await page.getByText('Le texte a été publié.').waitFor()
    await browser.expectNoA11yViolations()
    // Loaded back from the API into the editor, the text is the one sent: the sanitiser kept all of it.
    await editor.waitFor()
    await expect.poll(() => postedHtml(formOf(page, 'texte de l’actualité'))).toBe(sent)

    await page.goto(`${site.url}/news`)
    const item = page.locator('.news-item').filter({ hasText: 'inscriptions ouvertes' })
    expect(await item.locator('strong').first().textContent()).toBe('inscriptions ouvertes')
    expect(await item.getByRole('link', { name: 'https://example.fr/automne' }).getAttribute('href')).toBe('https://example.fr/automne')
    expect(await item.locator('p[style*="text-align"]').count()).toBe(1)
    expect(await item.locator('em').count()).toBe(0)
  })

  it('edits an article’s summary, which /blog/1 then shows', async () => {
    const { page } = browser
    await browser.context.clearCookies()
    await logIn(page, '/admin/blog-handler?article=1', '10;11')
    await page.getByRole('heading', { name: /^Modifier l’article/ }).waitFor()
    const form = formOf(page, 'résumé (liste des articles)')
    const editor = form.getByRole('textbox', { name: 'Résumé (liste des articles)', exact: true })
    await editor.waitFor()
    await browser.expectNoA11yViolations()
    await editor.click()
    await page.keyboard.press('Control+A')
    await page.keyboard.press('Backspace')
    await tool(form, 'Souligné').click()
    await page.keyboard.type('Un résumé souligné')
    await tool(form, 'Souligné').click()
    await tool(form, 'Barré').click()
    await page.keyboard.type(' et barré')
    await tool(form, 'Aligner à droite').click()
    await form.getByRole('button', { name: /^Publier/ }).click()
    await page.getByText('Le texte a été publié.').waitFor()

    await page.goto(`${site.url}/blog/1`)
    const lead = page.locator('.lead')
    expect(await lead.locator('u').textContent()).toBe('Un résumé souligné')
    expect(await lead.locator('s').textContent()).toBe(' et barré')
    expect(await lead.locator('p').getAttribute('style')).toBe('text-align:right')
  })

  it('keeps what the editor writes through the API’s sanitiser unchanged, loaded back into the editor', async () => {
    const { page } = browser
    await page.goto(`${site.url}/admin/news-handler/1`)
    const editor = formOf(page, 'texte de l’actualité').getByRole('textbox', { name: 'Texte de l’actualité', exact: true })
    await editor.waitFor()
    // Each corpus entry as the editor writes it, then sanitised by the API's code, then read by the editor again.
    const corpus = [
      '<p>Un <strong>gras</strong>, un <em>italique</em>, un <u>souligné</u>, un <s>barré</s>.</p>',
      '<p><strong><em><s><u>Tout à la fois</u></s></em></strong></p>',
      '<p>Liens <a href="https://example.fr/a?b=1&amp;c=2">web</a>, <a href="http://example.fr">http</a>, <a href="mailto:contact@example.fr">mail</a>, <a href="tel:+33612345678">téléphone</a></p>',
      '<p style="text-align: center;">Centré</p><p style="text-align: right;">À droite</p><p style="text-align: justify;">Justifié</p>',
      '<h2 style="text-align: center;">Un titre</h2><h3>Sous-titre</h3><ul><li><p>Un</p></li></ul><ol><li><p>Deux</p></li></ol>',
      '<p>Une ligne<br>puis une autre</p>',
      '<p>Stage d’automne&nbsp;: «&nbsp;inscriptions&nbsp;» ouvertes\u202f!</p>',
    ]
    const viaEditor = (html: string) =>
      editor.evaluate((element, content) => {
        const instance = (element as HTMLElement & { editor: { commands: { setContent(html: string): void }; getHTML(): string } }).editor
        instance.commands.setContent(content)
        return instance.getHTML()
      }, html)
    for (const html of corpus) {
      const written = await viaEditor(html)
      expect(written, html).toBe(html)
      expect(await viaEditor(sanitizeRichText(written)), html).toBe(written)
    }
  })

  it('says so in a banner and keeps the textarea when the editor cannot be loaded', async () => {
    const { page } = browser
    await page.route('**/build/_shared/rich-text-editor-*.js', (route) => route.abort())
    await page.goto(`${site.url}/admin/news-handler/1`)
    await page.getByText('L’éditeur de texte n’a pas pu être chargé').first().waitFor()
    await page.getByRole('textbox', { name: 'Texte de l’actualité (html)' }).waitFor()
    await browser.expectNoA11yViolations()
    await page.unroute('**/build/_shared/rich-text-editor-*.js')
  })
})

describe('html texts without JavaScript: the textarea', () => {
  const browser = browserForTests({ javaScriptEnabled: false })

  it('saves a news item’s html through the same action, sanitised, and /news shows it', async () => {
    const { page } = browser
    await logIn(page, '/admin/news-handler', '10;11')
    await page.getByRole('heading', { name: 'Actualités', level: 1 }).waitFor()
    await browser.expectNoA11yViolations()
    await page
      .getByRole('link', { name: /^Modifier l’actualité/ })
      .nth(1)
      .click()
    const textarea = page.getByRole('textbox', { name: 'Texte de l’actualité (html)' })
    expect(await textarea.inputValue()).toContain('<p>')
    await browser.expectNoA11yViolations()
    await textarea.fill('<p>Sans script <b>en gras</b> <a href="javascript:alert(1)">piège</a></p><script>alert(1)</script>')
    await page.getByRole('button', { name: 'Publier texte de l’actualité' }).click()
    await page.getByText('Le texte a été publié.').waitFor()
    expect(await page.getByRole('textbox', { name: 'Texte de l’actualité (html)' }).inputValue()).toBe(
      '<p>Sans script <strong>en gras</strong> piège</p>',
    )

    // The title is one line of words.
    const title = page.getByRole('textbox', { name: 'Titre', exact: true })
    await title.fill('Une actualité sans JavaScript')
    await page.getByRole('button', { name: 'Publier titre' }).click()
    await page.getByRole('heading', { name: 'Une actualité sans JavaScript', level: 1 }).waitFor()

    // A text the sanitiser empties: the API's message under the field, once, and what was typed stays.
    await page.getByRole('textbox', { name: 'Texte de l’actualité (html)' }).fill('<script>alert(1)</script>')
    await page.getByRole('button', { name: 'Publier texte de l’actualité' }).click()
    await page.getByText('Le texte est vide une fois nettoyé de ce qui n’est pas autorisé.').waitFor()
    expect(await page.getByText(/vide une fois nettoyé/).count()).toBe(1)
    expect(await page.getByRole('textbox', { name: 'Texte de l’actualité (html)' }).inputValue()).toBe('<script>alert(1)</script>')
    await browser.expectNoA11yViolations()

    await page.goto(`${site.url}/news`)
    await page.getByText('Une actualité sans JavaScript').waitFor()
    expect(await page.locator('.news-item strong', { hasText: 'en gras' }).count()).toBe(1)
    expect(await page.getByRole('link', { name: 'piège' }).count()).toBe(0)
  })

  it('saves a text of the /blog page (right 10) through its textarea', async () => {
    const { page } = browser
    await page.goto(`${site.url}/admin/blog-handler`)
    const textarea = page.getByRole('textbox', { name: 'Introduction de la page (html)' })
    await textarea.fill('<p>Le blog, <em>réécrit</em> sans JavaScript.</p>')
    await page.getByRole('button', { name: 'Publier introduction de la page' }).click()
    await page.getByText('Le texte a été publié.').waitFor()
    await browser.expectNoA11yViolations()
    await page.goto(`${site.url}/blog`)
    expect(await page.locator('.hero .lead em').textContent()).toBe('réécrit')
  })
})
