import type { Locator, Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { expectMessage, logInNewAccount, NEW_PASSWORD_LABEL, newAddress, PASSWORD } from '../support/client-area'
import { siteForTests } from '../support/site'

/**
 * Every public and client form whose success keeps the visitor on the same page: a refused send, then a valid one.
 * After the success no error of the refused send stays, and the fields show what a reload would show (issue 14,
 * point 1): with JavaScript the form starts afresh as it does without.
 */
describeWithAndWithoutJavaScript('a form sent again after a refusal', (browser) => {
  const site = siteForTests()

  /** The texts of the errors a form shows (under its fields or above them). */
  const errorsIn = (form: Locator) => form.locator('.error-list, [role="alert"]').allInnerTexts()

  /** Sends the form as filled (refused with `refused`), corrects it and sends it again: `success` shows. */
  async function refusedThenSent(
    page: Page,
    form: Locator,
    submit: string,
    refused: string,
    correct: () => Promise<void>,
    success: string,
  ) {
    await form.getByRole('button', { name: submit }).click()
    await form.locator('.error-list').getByText(refused).first().waitFor()
    await correct()
    await form.getByRole('button', { name: submit }).click()
    await expectMessage(page, success)
    expect(await form.locator('[aria-invalid="true"]').count()).toBe(0)
    expect(await errorsIn(form)).toEqual([])
  }

  /** An account mail form: refused with an address of no shape, sent with a new address, its field empty after. */
  async function mailRefusedThenSent(page: Page, form: Locator, submit: string, name: string) {
    const address = form.getByLabel('Adresse e-mail')
    await address.fill('pas-une-adresse')
    await refusedThenSent(
      page,
      form,
      submit,
      'Adresse e-mail invalide',
      () => address.fill(newAddress(name)),
      'Un e-mail vient d’être envoyé',
    )
    expect(await address.inputValue()).toBe('')
  }

  it('/contact: the message is sent, and the form is empty with no error left', async () => {
    const { page } = browser
    await page.goto(`${site.url}/contact`)
    const form = page.locator('form#contact')
    await form.getByLabel('Adresse e-mail *').fill('pas-une-adresse')
    await refusedThenSent(
      page,
      form,
      'Envoyer',
      'Adresse e-mail invalide',
      async () => {
        await form.getByLabel('Nom et prénom *').fill('Camille Martin')
        await form.getByLabel('Adresse e-mail *').fill('camille@example.fr')
        await form.getByLabel('Message *').fill('Bonjour, une question sur le stage de méditation.')
      },
      'Votre message nous a bien été envoyé',
    )
    for (const label of ['Nom et prénom *', 'Adresse e-mail *', 'Téléphone', 'Objet', 'Message *'])
      expect(await form.getByLabel(label).inputValue(), label).toBe('')
  })

  it('the account mail forms (/client-account/new-link, then « Créer un compte »): the mail leaves, the address field is empty', async () => {
    const { page, context } = browser
    await context.clearCookies()
    await page.goto(`${site.url}/client-account/new-link`)
    await mailRefusedThenSent(page, page.locator('form#new-link'), 'Recevoir un nouveau lien', 'oubli')

    // A new visitor (no resend delay): the form that creates an account.
    await context.clearCookies()
    await page.goto(`${site.url}/client-account`)
    await mailRefusedThenSent(page, page.getByRole('region', { name: 'Créer un compte' }), 'Créer mon compte', 'nouveau')
  })

  it('/client-account, connected: my data and my password, each refused then saved, with no error left', async () => {
    const { page, context } = browser
    await context.clearCookies()
    await logInNewAccount(page, site)
    await page.getByRole('heading', { name: 'Mon compte client' }).waitFor()

    const account = page.getByRole('region', { name: 'Mes informations' })
    await account.getByLabel('Code postal').evaluate((input) => input.removeAttribute('maxlength'))
    await account.getByLabel('Code postal').fill('123456')
    await account.getByLabel('Ville').fill('Lyon')
    await refusedThenSent(
      page,
      account,
      'Enregistrer mes informations',
      '5 caractères maximum',
      async () => {
        await account.getByLabel('Code postal').fill('69004')
      },
      'Vos informations ont été mises à jour',
    )
    // The fields show what is saved now.
    expect(await account.getByLabel('Code postal').inputValue()).toBe('69004')
    expect(await account.getByLabel('Ville').inputValue()).toBe('Lyon')

    const password = page.getByRole('region', { name: 'Changer de mot de passe' })
    await password.getByLabel('Ancien mot de passe').fill(PASSWORD)
    await password.getByLabel(NEW_PASSWORD_LABEL).fill('court')
    await refusedThenSent(
      page,
      password,
      'Changer mon mot de passe',
      'Le nouveau mot de passe doit contenir au moins 7 caractères',
      async () => {
        await password.getByLabel('Ancien mot de passe').fill(PASSWORD)
        await password.getByLabel(NEW_PASSWORD_LABEL).fill('un-autre-mot-de-passe')
      },
      'Votre mot de passe a été mis à jour',
    )
    expect(await password.getByLabel('Ancien mot de passe').inputValue()).toBe('')
    expect(await password.getByLabel(NEW_PASSWORD_LABEL).inputValue()).toBe('')
  })
})
