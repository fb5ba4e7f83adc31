import type { Dialog, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserForTests } from '../support/browser'
import { siteForTests } from '../support/site'
import { createStaffThroughApi, logInBrowser } from '../support/staff'

const site = siteForTests()
const QUESTION = 'Des modifications ne sont pas enregistrées. Quitter la page sans les enregistrer\u00a0?'

/** Answers the next dialog (accepting or dismissing it) and tells what it was. */
function answerNextDialog(page: Page, accept: boolean): Promise<{ type: string; message: string }> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      resolve({ type: dialog.type(), message: dialog.message() })
      void (accept ? dialog.accept() : dialog.dismiss())
    })
  })
}

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu de l’administration' }).getByRole('link', { name, exact: true })

// Asking before leaving needs a script of the page: without JavaScript there is nothing to run it.
describe('leaving an admin form with changes, with JavaScript', () => {
  const browser = browserForTests()

  it('asks before a menu link leaves a half-filled « Ajouter un client »: dismissed it stays with the text, accepted it leaves', async () => {
    const { page } = browser
    const staff = await createStaffThroughApi(site, '2;3;10')
    await logInBrowser(page, site, staff, '/admin/client-management')
    await page.getByText('Ajouter un client').click()
    const form = page.locator('#add-client')
    await form.getByLabel('Prénom (obligatoire)').fill('Héloïse')

    let dialog = answerNextDialog(page, false)
    await menuLink(page, 'Messages').click()
    expect(await dialog).toEqual({ type: 'confirm', message: QUESTION })
    expect(new URL(page.url()).pathname).toBe('/admin/client-management')
    expect(await form.getByLabel('Prénom (obligatoire)').inputValue()).toBe('Héloïse')

    dialog = answerNextDialog(page, true)
    await menuLink(page, 'Messages').click()
    await dialog
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor()

    // Back to the form, nothing typed: no question.
    await page.goBack()
    await page.getByText('Ajouter un client').click()
    await page.locator('#add-client').getByLabel('Prénom (obligatoire)').focus()
    await menuLink(page, 'Accueil').click()
    await page.getByRole('heading', { name: `Bonjour ${staff.user}` }).waitFor()
  })

  it('asks before leaving the rich-text editor with typed text, also on a full page load, and not after a saved form', async () => {
    const { page } = browser
    await page.goto(`${site.url}/admin/page-texts/2/school-text`)
    // The editor's autosave held on its way (admin-autosave.test.ts saves): the words stay unsaved, the text as it was.
    await page.route(/\/admin\/page-texts\/2\/school-text\.data/, (route) =>
      route.request().method() === 'POST' ? undefined : route.fallback(),
    )
    const editor = page.getByRole('textbox', { name: 'Texte', exact: true })
    await editor.click()
    await page.keyboard.type(' Une phrase de plus.')

    let dialog = answerNextDialog(page, false)
    await menuLink(page, 'Clients').click()
    expect(await dialog).toEqual({ type: 'confirm', message: QUESTION })
    expect(await editor.textContent()).toContain('Une phrase de plus.')

    // A full page load (an address typed, a reload): the browser's own question.
    dialog = answerNextDialog(page, true)
    await page.goto(`${site.url}/admin/client-management`)
    expect((await dialog).type).toBe('beforeunload')
    await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor()
    await page.unrouteAll({ behavior: 'ignoreErrors' })

    // A client added: the page that follows asks nothing.
    await page.getByText('Ajouter un client').click()
    const form = page.locator('#add-client')
    await form.getByLabel('Prénom (obligatoire)').fill('Héloïse')
    await form.getByLabel('Nom (obligatoire)', { exact: true }).fill(`Sansquestion${Date.now().toString(36)}`)
    await form.getByRole('button', { name: 'Ajouter le client' }).click()
    await page.getByText(/Le client «\u00a0Héloïse Sansquestion\w+\u00a0» a été ajouté\./).waitFor()
    let asked = false
    page.once('dialog', (unexpected: Dialog) => {
      asked = true
      void unexpected.dismiss()
    })
    await menuLink(page, 'Accueil').click()
    await page.getByRole('heading', { name: /^Bonjour / }).waitFor()
    expect(asked).toBe(false)
  })
})
