import { expect, it } from 'vitest'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { ApiCaller } from '../support/http'
import { waitForMail } from '../support/outbox'
import { siteForTests } from '../support/site'
import { adminCredentials, submitStaffLogin } from '../support/staff'
import { enrolThroughApi } from '../support/totp'

/** A staff account's email (issue 29 point 4): set by a full admin or by the member, and the mail of a password change. */

const site = siteForTests()
const INVALID = 'Adresse e-mail invalide'

describeWithAndWithoutJavaScript('a staff account’s email', (browser) => {
  it('is refused when it is no address, set on /admin/users and by the member, who is mailed their password change', async () => {
    const { page } = browser
    const name = `gaelle.${Date.now().toString(36)}${browser.javaScriptEnabled ? 'js' : 'nojs'}`
    const address = `${name}@ecole.example`
    await browser.context.clearCookies()
    await page.goto(`${site.url}/admin/users`)
    await submitStaffLogin(page, await adminCredentials(site))
    const add = page.getByRole('region', { name: 'Ajouter un compte' })
    await add.getByLabel('Identifiant').fill('Root')
    await add.getByLabel('Mot de passe', { exact: false }).first().fill('mot-de-passe-de-gaelle')
    await add.getByLabel('Adresse e-mail (facultative)').fill('gaelle@')
    await add.getByRole('checkbox', { name: /Voir les clients/ }).check()
    await add.getByRole('button', { name: 'Créer le compte' }).click()
    await add.getByText(INVALID).waitFor()
    await add.getByText('Cet identifiant est réservé').waitFor()
    await browser.expectNoA11yViolations()

    await add.getByLabel('Identifiant').fill(name)
    await add.getByLabel('Mot de passe', { exact: false }).first().fill('mot-de-passe-de-gaelle')
    await add.getByLabel('Adresse e-mail (facultative)').fill(address.toUpperCase())
    await add.getByRole('button', { name: 'Créer le compte' }).click()
    await page.getByText(`Le compte «\u00a0${name}\u00a0» a été créé.`).waitFor()
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    await row.getByRole('cell', { name: address }).waitFor()

    await row.getByRole('link', { name: `Modifier le compte ${name}` }).click()
    const edit = page.getByRole('region', { name: `Modifier le compte «\u00a0${name}\u00a0»` })
    await edit.getByLabel('Adresse e-mail (facultative)').fill('')
    await edit.getByRole('button', { name: 'Enregistrer l’adresse' }).click()
    await page.getByText(`«\u00a0${name}\u00a0» n’a plus d’adresse e-mail.`).waitFor()
    await row.getByRole('cell', { name: 'Aucune' }).waitFor()

    // The member sets it again on their own page, then changes their password.
    await browser.context.clearCookies()
    await page.goto(`${site.url}/admin/password`)
    // Their factor enrolled first, as their first login has them do (decision 0037).
    const owner = new ApiCaller(site.apiUrl)
    expect((await owner.post('user/login', { json: { user: name, password: 'mot-de-passe-de-gaelle' } })).status).toBe(200)
    const factor = await enrolThroughApi(owner, site.apiUrl)
    await submitStaffLogin(page, { user: name, password: 'mot-de-passe-de-gaelle', ...factor, scope: site.apiUrl })
    const own = page.getByRole('region', { name: 'Mon adresse e-mail' })
    expect(await own.getByLabel('Adresse e-mail (facultative)').inputValue()).toBe('')
    await own.getByLabel('Adresse e-mail (facultative)').fill('pas une adresse')
    await own.getByRole('button', { name: 'Enregistrer mon adresse' }).click()
    await own.getByText(INVALID).waitFor()
    await own.getByLabel('Adresse e-mail (facultative)').fill(address)
    await own.getByRole('button', { name: 'Enregistrer mon adresse' }).click()
    await page.getByText('Votre adresse e-mail est enregistrée.').waitFor()
    expect(await own.getByLabel('Adresse e-mail (facultative)').inputValue()).toBe(address)
    await browser.expectNoA11yViolations()

    await page.getByLabel('Ancien mot de passe').fill('mot-de-passe-de-gaelle')
    await page.getByLabel('Nouveau mot de passe', { exact: false }).first().fill('un-nouveau-mot-de-passe')
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click()
    await page.getByText('Votre mot de passe a été mis à jour').waitFor()
    const mail = await waitForMail(site.outboxDir, (sent) => sent.to === address)
    expect(mail.subject).toBe('Votre mot de passe a été modifié')
    expect(mail.text).toContain('depuis Chrome sur Linux.')
  })
})
