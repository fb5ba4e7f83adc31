import { randomBytes } from 'node:crypto'
import type { Database } from '../../server/db'
import { staffUser } from '../../server/db/schema'
import { hashPassword } from '../../server/services/passwords'
import { ADMIN, startApi, type TestApi } from './api'
import { ApiCaller } from './http'

/** A staff user with the given rights (`;`-separated as stored, e.g. '2;3'), created in the database. */
export async function createStaff(db: Database, rights: string, user = `staff-${randomBytes(4).toString('hex')}`) {
  const password = `pw-${randomBytes(8).toString('hex')}`
  await db.insert(staffUser).values({ user, passwordHash: await hashPassword(password), rights })
  return { user, password }
}

/** An API caller logged in as a new staff user holding `rights` ('' for none). */
export async function loginStaff(api: TestApi, rights: string): Promise<ApiCaller> {
  const credentials = await createStaff(api.db, rights)
  const caller = new ApiCaller(api.url)
  const answer = await caller.post('user/login', { json: credentials })
  if (answer.status !== 200) throw new Error(`staff login failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return caller
}

/** An API caller logged in as the full admin every API creates at its start (ADMIN). */
export async function loginAdmin(api: TestApi): Promise<ApiCaller> {
  const caller = new ApiCaller(api.url)
  const answer = await caller.post('user/login', { json: ADMIN })
  if (answer.status !== 200) throw new Error(`admin login failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return caller
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
