import type { Dialog, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { AUTOSAVE_DELAY_MS } from '../../app/components/admin/autosave'
import { ADMIN } from '../support/api'
import { browserForTests, openBrowser } from '../support/browser'
import { ApiCaller } from '../support/http'
import { screenshots } from '../support/screenshots'
import { siteForTests } from '../support/site'
import { adminCredentials, apiLoginBody, createStaffThroughApi, logInBrowser, submitStaffLogin } from '../support/staff'

// These tests write news items' texts, which other files read: a site of this file's own.
const site = siteForTests({ own: true })
const EDITOR = 'Texte de l’actualité'
const QUESTION = 'Des modifications ne sont pas enregistrées. Quitter la page sans les enregistrer\u00a0?'
const SAVED = /^Brouillon enregistré à \d{1,2}\u00a0h\u00a0\d{2}$/

/**
 * Logs the browser of `page` in (over HTTP: the login form is other files' subject) and opens `path`,
 * the page's timers on a clock the test moves (`typingStops`).
 */
async function logIn(page: Page, path: string) {
  const staff = await createStaffThroughApi(site, '10;11')
  await page.clock.install()
  await logInBrowser(page, site, staff, path)
  await page.getByRole('textbox', { name: EDITOR, exact: true }).waitFor()
  return staff.user
}

/** Typing has stopped: the autosave's delay runs out at once on the page's clock, not seconds later. */
const typingStops = (page: Page) => page.clock.fastForward(AUTOSAVE_DELAY_MS)

/** The form of the news item's text: its editor, its status line, its errors. */
function textForm(page: Page) {
  const editor = page.getByRole('textbox', { name: EDITOR, exact: true })
  const form = page.locator('form').filter({ has: editor })
  return { editor, form, status: form.getByRole('status') }
}

async function typeOver(page: Page, words: string) {
  const { editor } = textForm(page)
  await editor.click()
  await page.keyboard.press('Control+A')
  await page.keyboard.type(words)
}

describe('the text editor with JavaScript', () => {
  const browser = browserForTests()

  it('saves a few seconds after typing stops, says when, and the reloaded page shows the text', async () => {
    const { page } = browser
    await logIn(page, '/admin/news-handler/2')
    const words = 'Un brouillon tapé sans cliquer sur Enregistrer.'
    await typeOver(page, words)
    await typingStops(page)
    const { status } = textForm(page)
    await status.filter({ hasText: SAVED }).waitFor()
    await browser.expectNoA11yViolations()

    // Saved: reloading asks nothing (a question would hold the reload), and the editor opens on the text.
    let asked = false
    const answer = (dialog: Dialog) => {
      asked = true
      void dialog.accept()
    }
    page.on('dialog', answer)
    await page.reload()
    await textForm(page).editor.getByText(words).waitFor()
    page.off('dialog', answer)
    expect(asked).toBe(false)

    // Typed again at once and saved again: one sitting, one version kept (the text before it).
    await typeOver(page, `${words} Et une phrase de plus.`)
    await typingStops(page)
    await textForm(page).status.filter({ hasText: SAVED }).waitFor()
    await page.goto(`${site.url}/admin/text-revisions/news/2/text`)
    const versions = page.locator('.text-revisions > li')
    expect(await versions.count()).toBe(1)
    expect(await versions.first().locator('.rich-text').textContent()).not.toContain('Un brouillon')
  })

  it('asks before leaving while typed words are not saved yet', async () => {
    const { page } = browser
    await page.goto(`${site.url}/admin/news-handler/3`)
    // The autosave held on its way: the words stay unsaved as long as the test needs.
    await page.route(/\/admin\/news-handler\/3\.data/, (route) => (route.request().method() === 'POST' ? undefined : route.fallback()))
    await typeOver(page, 'Des mots pas encore enregistrés.')
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog: Dialog) => {
        resolve(dialog.message())
        void dialog.dismiss()
      }),
    )
    await page.getByRole('navigation', { name: 'Menu de l’administration' }).getByRole('link', { name: 'Accueil', exact: true }).click()
    expect(await asked).toBe(QUESTION)
    expect(new URL(page.url()).pathname).toBe('/admin/news-handler/3')
    expect(await textForm(page).editor.textContent()).toBe('Des mots pas encore enregistrés.')
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    // Leaving for good: the browser's own question, accepted.
    page.once('dialog', (dialog) => void dialog.accept())
    await page.goto(`${site.url}/admin/home`)
  })

  it('tells the second of two members editing a text, keeps what they typed, and lets them save over it knowingly', async () => {
    const { page } = browser
    const other = await openBrowser()
    try {
      const first = await logIn(other.page, '/admin/news-handler/4')
      await page.goto(`${site.url}/admin/news-handler/4`)
      await textForm(page).editor.waitFor()

      await typeOver(other.page, 'La version du premier.')
      await typingStops(other.page)
      await textForm(other.page).status.filter({ hasText: SAVED }).waitFor()

      await typeOver(page, 'La version du second.')
      await typingStops(page)
      const { form, editor, status } = textForm(page)
      await form
        .getByText(new RegExp(`^Ce texte a été modifié par ${first} à \\d{1,2}\u00a0h\u00a0\\d{2} depuis que vous l’avez ouvert\u00a0:`))
        .waitFor()
      expect(await editor.textContent()).toBe('La version du second.')
      expect(await status.textContent()).toBe('')
      const theirs = form.getByRole('link', { name: /^Voir la version enregistrée/ })
      expect(await theirs.getAttribute('target')).toBe('_blank')
      await browser.expectNoA11yViolations()

      // Nothing overwritten: the first member's text is the one saved.
      const saved = await other.page.context().newPage()
      await saved.goto(`${site.url}/admin/text-revisions/news/4/text`)
      expect(await saved.locator('#current-text + .rich-text').textContent()).toBe('La version du premier.')

      // No autosave goes over it; the second member's own click does.
      await page.getByRole('button', { name: 'Enregistrer le brouillon texte de l’actualité' }).click()
      await page.getByText('Le brouillon a été enregistré').waitFor()
      await saved.reload()
      expect(await saved.locator('#current-text + .rich-text').textContent()).toBe('La version du second.')
    } finally {
      await other.close()
    }
  })

  it('shows the words added and removed since each version, then « Restaurer cette version »', async () => {
    const { page } = browser
    await page.goto(`${site.url}/admin/text-revisions/news/4/text`)
    const newest = page.locator('.text-revisions > li').first()
    expect(await newest.locator('.text-diff ins').allTextContents()).toEqual(['[ajouté\u00a0: second]'])
    expect(await newest.locator('.text-diff del').allTextContents()).toEqual(['[retiré\u00a0: premier]'])
    await newest.getByRole('button', { name: /^Restaurer cette version/ }).waitFor()
    await browser.expectNoA11yViolations()
    await screenshots(page, 'text-revisions-diff')
  })
})

describe('a save after another member’s, without JavaScript', () => {
  const browser = browserForTests({ javaScriptEnabled: false })

  it('is refused by the server with their name, keeps the typed html, and a second send saves over it', async () => {
    const { page } = browser
    const staff = await createStaffThroughApi(site, '10;11')
    await page.goto(`${site.url}/admin/news-handler/5`)
    await submitStaffLogin(page, staff)
    const textarea = page.getByRole('textbox', { name: `${EDITOR} (html)` })
    await textarea.waitFor()

    // Someone else saves the text meanwhile (the administrator, through the API).
    const admin = new ApiCaller(site.apiUrl)
    expect((await admin.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })).status).toBe(200)
    expect((await admin.put('news/5/text', { html: '<p>La version de l’administrateur.</p>' })).status).toBe(200)

    await textarea.fill('<p>Ma version sans script.</p>')
    await page.getByRole('button', { name: 'Enregistrer le brouillon texte de l’actualité' }).click()
    await page
      .getByText(new RegExp(`^Ce texte a été modifié par ${ADMIN.user} à \\d{1,2}\u00a0h\u00a0\\d{2} depuis que vous l’avez ouvert`))
      .waitFor()
    expect(await textarea.inputValue()).toBe('<p>Ma version sans script.</p>')
    await page.getByRole('link', { name: /^Voir la version enregistrée/ }).waitFor()
    await browser.expectNoA11yViolations()

    await page.getByRole('button', { name: 'Enregistrer le brouillon texte de l’actualité' }).click()
    await page.getByText('Le brouillon a été enregistré').waitFor()
    expect(await textarea.inputValue()).toBe('<p>Ma version sans script.</p>')

    // The words changed since the administrator's version, drawn by the server: no script needed.
    await page.goto(`${site.url}/admin/text-revisions/news/5/text`)
    const newest = page.locator('.text-revisions > li').first()
    expect(await newest.locator('.text-diff ins').allTextContents()).toEqual(['[ajouté\u00a0: Ma]', '[ajouté\u00a0: sans script]'])
    expect(await newest.locator('.text-diff del').allTextContents()).toEqual(['[retiré\u00a0: La]', '[retiré\u00a0: de l’administrateur]'])
    await newest.getByRole('button', { name: /^Restaurer cette version/ }).waitFor()
    await browser.expectNoA11yViolations()
  })
})
