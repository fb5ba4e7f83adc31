import { randomBytes } from 'node:crypto'
import { client } from '../../server/db/schema'
import { hashPassword } from '../../server/services/passwords'
import type { TestApi } from './api'
import { ApiCaller } from './http'

let visitors = 0

/**
 * A caller seen by the API as its own visitor (its own address through X-Forwarded-For), so that the per-IP
 * limits of one test do not spill over the others.
 */
export function visitor(api: TestApi): ApiCaller {
  visitors += 1
  return new ApiCaller(api.url, { 'X-Forwarded-For': `198.18.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}` })
}

export const CLIENT_PASSWORD = 'mot-de-passe-client'
let passwordHash: Promise<string> | undefined

export type ClientFields = Partial<Omit<typeof client.$inferInsert, 'id' | 'accountEmail' | 'passwordHash'>>

/** A client with every field a registration type may require (data_name_client) filled in. */
export const completeClient: ClientFields = {
  firstName: 'Nora',
  secondName: 'Benali',
  phone: '06 10 20 30 40',
  address: '5 rue Royale',
  zip: '69001',
  city: 'Lyon',
  country: 'France',
}

/** A confirmed client account with a password, created in the database; the address is unique. */
export async function createClientAccount(api: TestApi, fields: ClientFields = {}) {
  const email = `client-${randomBytes(4).toString('hex')}@example.fr`
  passwordHash ??= hashPassword(CLIENT_PASSWORD)
  const [row] = await api.db
    .insert(client)
    .values({
      firstName: 'Camille',
      secondName: 'Martin',
      ...fields,
      email,
      accountEmail: email,
      passwordHash: await passwordHash,
      confirmedAt: new Date(),
      // Created now on the API's clock, which the retention of idle accounts reads.
      lastLoginAt: api.clock.now(),
    })
    .returning()
  return { row, email, password: CLIENT_PASSWORD }
}

/** An API caller logged in as a new client account (see createClientAccount). */
export async function loginClient(api: TestApi, fields: ClientFields = {}) {
  const account = await createClientAccount(api, fields)
  const caller = visitor(api)
  const answer = await caller.post('client/login', { json: { email: account.email, password: account.password } })
  if (answer.status !== 200) throw new Error(`client login failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return { caller, ...account }
}
