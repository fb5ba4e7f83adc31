import { beforeAll, beforeEach, expect, it } from 'vitest'
import { describeWithAndWithoutJavaScript } from '../support/browser'
import { expectAlert, expectMessage, mailTo, newAddress, openAccountThroughApi } from '../support/client-area'
import { ApiCaller } from '../support/http'
import { advanceRateWindows, siteForTests } from '../support/site'

// Windows of two minutes on a site of the file's own: the attack's hundred logins (a password hash each) stay within
// one window even on a loaded machine, which the 20 seconds of the other sites did not promise.
const RATE_WINDOW_SECONDS = 120
const site = siteForTests({ rateWindowSeconds: RATE_WINDOW_SECONDS })
const tooMany = /Trop de tentatives de connexion\. Réessayez dans \d+\s(secondes?|minutes?)\./

/**
 * A distributed attack on an account (decision 0019): 100 wrong passwords from 100 addresses reach the account's
 * ceiling, so that a new address is refused even with the right password, for the (test-capped) window.
 */
async function distributedAttack(email: string, network: number) {
  for (let batch = 0; batch < 10; batch++) {
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        new ApiCaller(site.apiUrl, { 'X-Forwarded-For': `198.18.${network}.${batch * 10 + index + 1}` }).post('client/login', {
          json: { email, password: `essai-${batch}-${index}` },
        }),
      ),
    )
  }
}

// Decision 0019: the owner's way through a distributed attack that an attacker cannot use, a login link mailed to
// the account's address.
// Both accounts are opened at once, before either block.
let accounts: Promise<{ email: string; password: string }[]>
beforeAll(() => {
  accounts = Promise.all([openAccountThroughApi(site, newAddress('noe')), openAccountThroughApi(site, newAddress('noa'))])
})

describeWithAndWithoutJavaScript('the login link', (browser, javaScriptEnabled) => {
  let account: { email: string; password: string }

  beforeAll(async () => {
    account = (await accounts)[javaScriptEnabled ? 0 : 1]
  })
  beforeEach(async () => {
    await browser.context.clearCookies()
    // The browser's own address, believed by the site from loopback: the attack's sources are others.
    await browser.context.setExtraHTTPHeaders({ 'X-Forwarded-For': javaScriptEnabled ? '203.0.113.71' : '203.0.113.72' })
  })

  it('lets the owner in while the password is refused at a new address, once (wrong then right)', async () => {
    const { page } = browser
    const { email, password } = account
    // One account mail per address per window: the confirmation mail of the account came first, its window is
    // moved past (the API's rate-limit clock, not a sleep).
    await advanceRateWindows(site, RATE_WINDOW_SECONDS + 1)

    // Wrong: the right password, from this new address, is refused during the attack (sent as soon as it is made).
    await page.goto(`${site.url}/client-account`)
    const login = page.getByRole('region', { name: 'Se connecter' })
    await login.getByLabel('Adresse e-mail').fill(email)
    await login.getByLabel('Mot de passe', { exact: true }).fill(password)
    await distributedAttack(email, javaScriptEnabled ? 71 : 72)
    await login.getByRole('button', { name: 'Se connecter' }).click()
    await expectAlert(page, 'Trop de tentatives de connexion.')
    expect(await page.getByRole('alert').filter({ hasText: 'Trop de tentatives' }).first().textContent()).toMatch(tooMany)

    // Right: a login link, asked for from the login form.
    await page.getByRole('region', { name: 'Se connecter' }).getByRole('link', { name: 'Recevoir un lien de connexion' }).click()
    await page.getByRole('heading', { name: 'Recevoir un lien de connexion', level: 1 }).waitFor()
    expect(await page.title()).toBe('Recevoir un lien de connexion | École Sens & Parole')
    await browser.expectNoA11yViolations()
    const form = page.locator('form#login-link')
    await form.getByLabel('Adresse e-mail').fill(email)
    await form.getByRole('button', { name: 'Recevoir un lien de connexion' }).click()
    await expectMessage(page, `Un e-mail vient d’être envoyé à ${email}. S’il existe un compte client à cette adresse`)

    const mail = await mailTo(site, email, 1)
    expect(mail.subject).toBe('Votre lien de connexion à votre compte client')
    const link = mail.links.find((href) => href.startsWith(`${site.url}/client-account/login-link/`))
    expect(link, mail.text).toBeDefined()

    // Opening the link logs nobody in (mail scanners open links): the button does.
    await page.goto(link!)
    await page.getByRole('heading', { name: 'Se connecter par e-mail', level: 1 }).waitFor()
    await page.getByText(email).waitFor()
    await browser.expectNoA11yViolations()
    expect(await page.getByRole('button', { name: 'Se déconnecter' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Me connecter' }).click()
    await expectMessage(page, 'Bienvenue dans votre espace client.')
    await page.getByRole('heading', { name: 'Mon compte client', level: 1 }).waitFor()

    // Single use: the same link again says so and offers a new one.
    await browser.context.clearCookies()
    await page.goto(link!)
    await page.getByRole('button', { name: 'Me connecter' }).click()
    await page.getByRole('heading', { name: 'Ce lien n’est plus valable' }).waitFor()
    await expectAlert(page, 'Ce lien n’est plus valable\u00a0: il a déjà servi')
    expect(await page.getByRole('button', { name: 'Recevoir un nouveau lien de connexion' }).count()).toBe(1)
    await browser.expectNoA11yViolations()
  })
})
