import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { ADMIN } from './api'
import { ApiCaller } from './http'
import type { TestSite } from './site'
import { SiteVisitor, textOf } from './site-visitor'

export interface StaffCredentials {
  user: string
  password: string
}

/** The full admin's API session per API, opened once: a login per account created counted against the login
 * throttle's per-source limit (30 in a window), which a fast run of the rights matrix reached. */
const adminSessions = new Map<string, Promise<ApiCaller>>()

function adminOf(site: TestSite, fresh = false): Promise<ApiCaller> {
  let session = adminSessions.get(site.apiUrl)
  if (!session || fresh) {
    session = (async () => {
      const admin = new ApiCaller(site.apiUrl)
      const login = await admin.post('user/login', { json: ADMIN })
      if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${JSON.stringify(login.body)}`)
      return admin
    })()
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
): Promise<StaffCredentials> {
  const password = `pw-${randomBytes(8).toString('hex')}`
  const add = async (admin: ApiCaller) => admin.post('user/add', { json: { user, password, rights } })
  let added = await add(await adminOf(site))
  // The admin's session ended meanwhile (a test logged it out, or changed its password): once more, logged in anew.
  if (added.status === 401) added = await add(await adminOf(site, true))
  if (added.status !== 200) throw new Error(`user/add failed: ${added.status} ${JSON.stringify(added.body)}`)
  return { user, password }
}

/** A visitor of the site logged in through the admin login form (POST /admin/login). */
export async function staffVisitor(site: TestSite, credentials: StaffCredentials): Promise<SiteVisitor> {
  const visitor = new SiteVisitor(site)
  const answer = await visitor.post('/admin/login', { user: credentials.user, password: credentials.password })
  if (answer.path !== '/admin/home')
    throw new Error(`staff login failed: ${answer.status} ${answer.path} ${textOf(answer.html).slice(0, 300)}`)
  return visitor
}

/** Fills and posts the back-office's login form that `page` shows (any admin page shows it to a visitor). */
export async function submitStaffLogin(page: Page, { user, password }: StaffCredentials) {
  const form = page.getByRole('region', { name: 'Connexion à l’administration' })
  await form.getByLabel('Identifiant').fill(user)
  await form.getByLabel('Mot de passe', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Se connecter' }).click()
}
