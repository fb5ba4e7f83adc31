import { randomBytes } from 'node:crypto'
import type { Database } from '../../server/db'
import { staffUser } from '../../server/db/schema'
import { hashPassword } from '../../server/services/passwords'
import { ADMIN, startApi, type TestApi } from './api'
import { ApiCaller } from './http'
import { ADMIN_TOTP_SECRET, loginCode, newTotpSecret } from './totp'

export interface StaffAccount {
  user: string
  password: string
  /** The account's TOTP secret (base32), enrolled; null for an account created without a factor. */
  totpSecret: string
}

/**
 * A staff user with the given rights (`;`-separated as stored, e.g. '2;3'), created in the database with a TOTP
 * factor enrolled (`{ enrolled: false }`: without one, as an account before its enrolment).
 */
export async function createStaff(
  db: Database,
  rights: string,
  user = `staff-${randomBytes(4).toString('hex')}`,
  { enrolled = true }: { enrolled?: boolean } = {},
): Promise<StaffAccount> {
  const password = `pw-${randomBytes(8).toString('hex')}`
  const totpSecret = newTotpSecret()
  await db.insert(staffUser).values({ user, passwordHash: await hashPassword(password), rights, totpSecret: enrolled ? totpSecret : null })
  return { user, password, totpSecret }
}

/** The body of `user/login` for an account with its factor: user, password and an unused code at the API's time. */
export function loginBody(api: TestApi, account: Omit<StaffAccount, 'rights'>) {
  return { user: account.user, password: account.password, code: loginCode(account, api.url, api.clock.now()) }
}

/** Logs `account` in through `user/login` (password and code at once), or throws. */
export async function loginAs(api: TestApi, account: StaffAccount, caller = new ApiCaller(api.url)): Promise<ApiCaller> {
  const answer = await caller.post('user/login', { json: loginBody(api, account) })
  if (answer.status !== 200) throw new Error(`staff login failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return caller
}

/** An API caller logged in as a new staff user holding `rights` ('' for none). */
export async function loginStaff(api: TestApi, rights: string): Promise<ApiCaller> {
  return loginAs(api, await createStaff(api.db, rights))
}

/** The full admin every API creates at its start (ADMIN), with its factor (ADMIN_TOTP_SECRET). */
export const ADMIN_ACCOUNT: StaffAccount = { ...ADMIN, totpSecret: ADMIN_TOTP_SECRET }

/** An API caller logged in as the full admin every API creates at its start (ADMIN). */
export function loginAdmin(api: TestApi): Promise<ApiCaller> {
  return loginAs(api, ADMIN_ACCOUNT)
}

/**
 * A started API with its callers: under each name given, a new staff user logged in with those rights (`'1'` the
 * full admin, `'7;8'`…), and a `visitor` without a session. The test file closes `api` after its tests.
 */
export async function startApiWithStaff<Name extends string>(rights: Record<Name, string>) {
  const api = await startApi()
  const staff = {} as Record<Name, ApiCaller>
  for (const name of Object.keys(rights) as Name[]) staff[name] = await loginStaff(api, rights[name])
  return { api, visitor: new ApiCaller(api.url), ...staff }
}
