import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Registration, RegistrationType } from '#contract/registration'
import type { Browser } from './browser'
import { ApiCaller } from './http'
import { type OutboxMail, waitForMail } from './outbox'
import type { TestSite } from './site'
import { ownAddress, SiteVisitor } from './site-visitor'

export const NEW_PASSWORD_LABEL = 'Nouveau mot de passe (7 caractères minimums)'
export const PASSWORD = 'un-mot-de-passe-solide'

/** A new address for each account of a test. */
export const newAddress = (name = 'camille') => `${name}.${randomBytes(4).toString('hex')}@example.fr`

/**
 * A caller of the e2e site's API for what a test prepares without the browser, seen by the API as a visitor of
 * its own (X-Forwarded-For, trusted from loopback) so that its mails do not count against the browser's limits.
 */
export function apiCaller(site: TestSite): ApiCaller {
  return new ApiCaller(site.apiUrl, { 'X-Forwarded-For': ownAddress() })
}

/** The newest mail to an address that arrived after `after` mails to it. */
export async function mailTo(site: TestSite, email: string, after = 0): Promise<OutboxMail> {
  let seen = 0
  return waitForMail(site.outboxDir, (mail) => mail.to === email && ++seen > after)
}

/** The confirmation link of an account mail, as the API wrote it from PUBLIC_URL (the site). */
export function linkOf(mail: OutboxMail, site: TestSite): string {
  const link = mail.links.find((href) => href.startsWith(`${site.url}/client-account/confirm-account/`))
  expect(link, `a confirmation link in « ${mail.subject} »`).toBeTruthy()
  return link!
}

/** An account opened through the API alone (mail, confirmation, password), for tests about something else. */
export async function openAccountThroughApi(site: TestSite, email = newAddress(), password = PASSWORD) {
  const caller = apiCaller(site)
  expect((await caller.post('client/create_account', { json: { email } })).status).toBe(200)
  const [, , , , token] = new URL(linkOf(await mailTo(site, email), site)).pathname.split('/')
  const confirmed = await caller.put('client/confirm_account', { json: { email, token } })
  expect(confirmed.status).toBe(200)
  expect((await caller.put('client/password', { json: { email, token: confirmed.body.token, newPassword: password } })).status).toBe(200)
  return { email, password }
}

/** The next registration of a subcategory, as the API lists it. */
export async function nextRegistrationOf(site: TestSite, category: string, subcategory: string) {
  const caller = apiCaller(site)
  const types: RegistrationType[] = (await caller.get('registration_type/all')).body
  const registrations: Registration[] = (await caller.get('registration/all')).body
  const type = types.find((item) => item.category === category && item.subcategory === subcategory)!
  const today = new Date().toISOString().slice(0, 10)
  const registration = registrations
    .filter((item) => item.id_registration_type === type.id && item.event_date > today)
    .sort((a, b) => a.event_date.localeCompare(b.event_date))[0]
  const [year, month, day] = registration.event_date.split('-')
  return { type, registration, path: `/registration/${category}/${subcategory}/${registration.id}`, displayDate: `${day}/${month}/${year}` }
}

/** Waits for the flashed message of a post/redirect/get, as people see it above the page. */
export async function expectMessage(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor()
}

export async function expectAlert(page: Page, text: string) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor()
}

/** The login form of /client-account, filled and sent. */
export async function logIn(page: Page, email: string, password: string) {
  const login = page.getByRole('region', { name: 'Se connecter' })
  await login.getByLabel('Adresse e-mail').fill(email)
  await login.getByLabel('Mot de passe', { exact: true }).fill(password)
  await login.getByRole('button', { name: 'Se connecter' }).click()
}

/** A new account (openAccountThroughApi), logged in through the form of /client-account in `page`. */
export async function logInNewAccount(page: Page, site: TestSite) {
  const account = await openAccountThroughApi(site)
  await page.goto(`${site.url}/client-account`)
  await logIn(page, account.email, account.password)
  return account
}

/**
 * From the mailed link to the login: the confirmation button, then the first password. Every page on the way
 * is checked with axe.
 */
export async function followAccountLink(browser: Browser, link: string, password: string) {
  const { page } = browser
  await page.goto(link)
  await page.getByRole('heading', { name: 'Confirmer mon compte' }).waitFor()
  expect(await page.title()).toBe('Confirmer mon compte | École Sens & Parole')
  await browser.expectNoA11yViolations()
  await page.getByRole('button', { name: 'Confirmer mon compte' }).click()
  await expectMessage(page, 'La confirmation a été effectuée.')
  expect(new URL(page.url()).pathname).toMatch(/^\/client-account\/new-password\//)
  expect(await page.title()).toBe('Choisir mon mot de passe | École Sens & Parole')
  await browser.expectNoA11yViolations()
  await page.getByLabel(NEW_PASSWORD_LABEL).fill(password)
  await page.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click()
  await expectMessage(page, 'Votre mot de passe a été mis à jour')
  expect(new URL(page.url()).pathname).toBe('/client-account')
}

/**
 * A client logged in through the site as a browser without JavaScript would be (the login form, then the page it
 * leads to, which reads the welcome message): their address and the value of the site's session cookie `name`.
 * `publicUrl`: the site's PUBLIC_URL when it is not its test address (the account mail links there).
 */
export async function clientSession(site: TestSite, { name = 'school_session', publicUrl = site.url, firstName = 'Prune' } = {}) {
  const { email, password } = await openAccountThroughApi({ ...site, url: publicUrl })
  const api = apiCaller(site)
  const login = await api.post('client/login', { json: { email, password } })
  expect((await api.put(`client/update/${login.body.client.id}`, { json: { firstName, secondName: 'Marchal' } })).status).toBe(200)
  const client = new SiteVisitor(site, ownAddress())
  const account = await client.post('/client-account?index', { intent: 'login', email, password, site_web: '' })
  expect(account.html).toContain(email)
  const value = client.cookies.get(name)
  expect(value, `the cookie ${name} among ${[...client.cookies.keys()].join()}`).toBeTruthy()
  return { email, value: value!, cookie: `${name}=${value}` }
}
