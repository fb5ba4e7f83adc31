import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { ADMIN } from './api'
import { ApiCaller } from './http'
import type { TestSite } from './site'
import { ownAddress, SiteVisitor, textOf } from './site-visitor'
import { ADMIN_TOTP_SECRET, enrolThroughApi, loginCode } from './totp'

export interface StaffCredentials {
  user: string
  password: string
  /** The account's TOTP secret (base32), and its recovery codes when the tests know them (each used once). */
  totpSecret: string
  recoveryCodes: string[]
  /** The address of the API the account lives on: its codes are used once there. */
  scope: string
}

/** The body of `user/login` for an account with its factor: user, password and a code unused on its API. */
export const apiLoginBody = (credentials: StaffCredentials) => ({
  user: credentials.user,
  password: credentials.password,
  code: loginCode(credentials, credentials.scope),
})

/** The full admin of each API, and an API session of its own that asks for its recovery codes. */
const adminAccounts = new Map<string, Promise<{ credentials: StaffCredentials; session: ApiCaller }>>()

/** Ten new recovery codes for the admin, asked through `session` (its password and a code if its proof is old). */
async function restock(admin: { credentials: StaffCredentials; session: ApiCaller }) {
  const { credentials } = admin
  const ask = () =>
    admin.session.post('user/me/recovery-codes', {
      json: { currentPassword: credentials.password, code: loginCode(credentials, credentials.scope) },
    })
  let codes = await ask()
  // The session ended meanwhile (a test logged the admin out, or closed its sessions): once more, logged in anew.
  if (codes.status === 401) {
    admin.session = await apiLogin(credentials)
    codes = await ask()
  }
  if (codes.status !== 200) throw new Error(`recovery codes: ${codes.status} ${JSON.stringify(codes.body)}`)
  credentials.recoveryCodes.splice(0, credentials.recoveryCodes.length, ...codes.body.recoveryCodes)
}

/**
 * The full admin every site's API creates at its start (ADMIN, its factor ADMIN_TOTP_SECRET), with recovery codes
 * asked again whenever few are left: a code is used once, and a file may log the admin in a dozen times in 30 seconds.
 */
export async function adminCredentials(site: Pick<TestSite, 'apiUrl'>): Promise<StaffCredentials> {
  let pending = adminAccounts.get(site.apiUrl)
  if (!pending) {
    pending = (async () => {
      const credentials: StaffCredentials = { ...ADMIN, totpSecret: ADMIN_TOTP_SECRET, recoveryCodes: [], scope: site.apiUrl }
      return { credentials, session: await apiLogin(credentials) }
    })()
    pending.catch(() => adminAccounts.delete(site.apiUrl))
    adminAccounts.set(site.apiUrl, pending)
  }
  const admin = await pending
  if (admin.credentials.recoveryCodes.length < 4) await restock(admin)
  return admin.credentials
}

/**
 * An API caller logged in as `credentials`, or throws; by default from an address of its own (`ownAddress`), so that
 * the logins that prepare tests stay out of the loopback's login limit, which the browsers' logins count against.
 */
export async function apiLogin(
  credentials: StaffCredentials,
  caller = new ApiCaller(credentials.scope, { 'X-Forwarded-For': ownAddress() }),
): Promise<ApiCaller> {
  const login = await caller.post('user/login', { json: apiLoginBody(credentials) })
  if (login.status !== 200) throw new Error(`staff login failed: ${login.status} ${JSON.stringify(login.body)}`)
  return caller
}

/**
 * The full admin's API session per API, opened once: a login per account created would cost a password hash and a
 * TOTP step of the admin each time (two steps at most in 30 s, then recovery codes).
 */
const adminSessions = new Map<string, Promise<ApiCaller>>()

function adminOf(site: TestSite, fresh = false): Promise<ApiCaller> {
  let session = adminSessions.get(site.apiUrl)
  if (!session || fresh) {
    session = (async () => apiLogin(await adminCredentials(site)))()
    session.catch(() => adminSessions.delete(site.apiUrl))
    adminSessions.set(site.apiUrl, session)
  }
  return session
}

/**
 * A staff account holding `rights` ('2;3', '' for none), created through the API by the full admin, as the staff
 * accounts page does: the site's API process owns its database.
 */
export async function createStaffThroughApi(
  site: TestSite,
  rights: string,
  user = `staff-${randomBytes(4).toString('hex')}`,
  { enrolled = true }: { enrolled?: boolean } = {},
): Promise<StaffCredentials> {
  const password = `pw-${randomBytes(8).toString('hex')}`
  const add = async (admin: ApiCaller) => admin.post('user/add', { json: { user, password, rights } })
  let added = await add(await adminOf(site))
  // The admin's session ended meanwhile (a test logged it out, or changed its password): once more, logged in anew.
  if (added.status === 401) added = await add(await adminOf(site, true))
  if (added.status !== 200) throw new Error(`user/add failed: ${added.status} ${JSON.stringify(added.body)}`)
  if (!enrolled) return { user, password, totpSecret: '', recoveryCodes: [], scope: site.apiUrl }
  // Its owner enrols the factor at the first login, as the security page has it done (decision 0037).
  // From an address of its own (the owner's phone, say): the tests' logins from loopback stay within its login limit.
  const owner = new ApiCaller(site.apiUrl, { 'X-Forwarded-For': ownAddress() })
  const login = await owner.post('user/login', { json: { user, password } })
  if (login.status !== 200) throw new Error(`first login failed: ${login.status} ${JSON.stringify(login.body)}`)
  const factor = await enrolThroughApi(owner, site.apiUrl)
  await owner.post('user/logout')
  return { user, password, ...factor, scope: site.apiUrl }
}

/**
 * A visitor of the site logged in through the admin login form (POST /admin/login): the password, then the code
 * (`intent=code`), without JavaScript, from an address of its own (`ownAddress`).
 */
export async function staffVisitor(site: TestSite, credentials: StaffCredentials): Promise<SiteVisitor> {
  const visitor = new SiteVisitor(site, ownAddress())
  const step1 = await visitor.post('/admin/login', { user: credentials.user, password: credentials.password })
  if (step1.path !== '/admin/login' || !textOf(step1.html).includes('Vérification en deux étapes'))
    throw new Error(`staff login failed: ${step1.status} ${step1.path} ${textOf(step1.html).slice(0, 300)}`)
  const answer = await visitor.post('/admin/login', { intent: 'code', code: loginCode(credentials, credentials.scope) })
  if (answer.path !== '/admin/home')
    throw new Error(`staff code step failed: ${answer.status} ${answer.path} ${textOf(answer.html).slice(0, 300)}`)
  return visitor
}

/**
 * Logs the browser of `page` in as `credentials` through the login form's plain posts (staffVisitor) and hands it the
 * session cookie: for the tests whose subject is what comes after the login (each flow keeps a test that logs in
 * through the form with `submitStaffLogin`). `path`, when given, is then opened in `page`.
 */
export async function logInBrowser(page: Page, site: TestSite, credentials: StaffCredentials, path?: string) {
  const visitor = await staffVisitor(site, credentials)
  const cookies = [...visitor.cookies].map(([name, value]) => ({ name, value, url: site.url, httpOnly: true, sameSite: 'Lax' as const }))
  await page.context().addCookies(cookies)
  if (path) await page.goto(`${site.url}${path}`)
}

/** A new staff account holding `rights`, logged in afresh (the browser's cookies cleared first) and on `path` (logInBrowser). */
export async function logInNewStaff(page: Page, site: TestSite, rights: string, path: string): Promise<StaffCredentials> {
  await page.context().clearCookies()
  const staff = await createStaffThroughApi(site, rights)
  await logInBrowser(page, site, staff, path)
  return staff
}

/** Fills and posts step 1 of the back-office's login form that `page` shows (any admin page shows it to a visitor). */
export async function submitStaffPassword(page: Page, { user, password }: Pick<StaffCredentials, 'user' | 'password'>) {
  const form = page.getByRole('region', { name: 'Connexion à l’administration' })
  await form.getByLabel('Identifiant').fill(user)
  await form.getByLabel('Mot de passe', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Se connecter' }).click()
}

/** Logs in through the login form that `page` shows: the password, then a code of the account's factor. */
export async function submitStaffLogin(page: Page, credentials: StaffCredentials) {
  await submitStaffPassword(page, credentials)
  await submitStaffCode(page, loginCode(credentials, credentials.scope))
}

/** Types `code` into step 2 of the login and sends it. */
export async function submitStaffCode(page: Page, code: string) {
  const step = page.getByRole('region', { name: 'Vérification en deux étapes' })
  await step.getByLabel('Code', { exact: true }).fill(code)
  await step.getByRole('button', { name: 'Valider' }).click()
}
