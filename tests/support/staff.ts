import { randomBytes } from 'node:crypto'
import { ADMIN } from './api'
import { ApiCaller } from './http'
import type { TestSite } from './site'
import { SiteVisitor, textOf } from './site-visitor'

export interface StaffCredentials {
  user: string
  password: string
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
  const admin = new ApiCaller(site.apiUrl)
  const login = await admin.post('user/login', { json: ADMIN })
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${JSON.stringify(login.body)}`)
  const password = `pw-${randomBytes(8).toString('hex')}`
  const added = await admin.post('user/add', { json: { user, password, rights } })
  if (added.status !== 200) throw new Error(`user/add failed: ${added.status} ${JSON.stringify(added.body)}`)
  await admin.post('user/logout')
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
