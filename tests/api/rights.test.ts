/// <reference types="vite/client" />
import { beforeAll, describe, expect, it } from 'vitest'
import { enrolFirst } from '../../server/plugins/auth'
import type { Access } from '../../server/plugins/contract'
import { apiForTests } from '../support/api'
import { loginClient } from '../support/clients'
import type { ApiCaller, HttpAnswer } from '../support/http'
import { ApiCaller as Caller } from '../support/http'
import type { ProtectedCall, PublicRoute } from '../support/rights'
import { buildTestApp, pathShape, serverRoutes } from '../support/routes'
import { createStaff, loginAs, loginStaff } from '../support/users'

/**
 * Every protected call of the API, driven by nobody, by staff users holding each single right (and none), and by
 * a client; and every route of the server found in one of the tables (tests/api/rights-table-*.ts).
 */
const tables = import.meta.glob<{ calls: ProtectedCall[]; publicRoutes: PublicRoute[] }>('./rights-table-*.ts', { eager: true })
const calls = Object.values(tables).flatMap((table) => table.calls)
const publicRoutes = Object.values(tables).flatMap((table) => table.publicRoutes)
const keyOf = (call: Pick<ProtectedCall, 'method' | 'route'>) => `${call.method} ${call.route}`

/** Staff profiles: no right, then each single right of section 6 (1 holds them all; 6 and 9 hold nothing). */
const profiles = ['', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']

type Expected = 'allowed' | 401 | 403

function expectedForStaff(access: Exclude<Access, 'public'>, rights: number[]): Expected {
  if (access === 'client') return 401
  if (access === 'staff') return 'allowed'
  return access.rights.every((right) => rights.includes(right) || rights.includes(1)) ? 'allowed' : 403
}

/** A client is let in where a client is expected; on its own id only for `orSelf` routes (the tables use others). */
function expectedForClient(access: Exclude<Access, 'public'>): Expected {
  if (access === 'client') return 'allowed'
  return typeof access === 'object' && access.orSelf ? 403 : 401
}

function check(answer: HttpAnswer, expected: Expected, who: string) {
  if (expected === 'allowed') expect([401, 403], `${who}: ${answer.status} ${JSON.stringify(answer.body)}`).not.toContain(answer.status)
  else expect(answer.status, `${who}: ${JSON.stringify(answer.body)}`).toBe(expected)
}

const api = apiForTests()
const staff = new Map<string, ApiCaller>()
/** A full admin whose account has not enrolled its second factor yet. */
let unenrolled: ApiCaller
/** A client for the calls that refuse clients: a refused call changes nothing, so one login serves them all. */
let refusedClient: ApiCaller
beforeAll(async () => {
  for (const rights of profiles) staff.set(rights, await loginStaff(api, rights))
  unenrolled = await loginAs(api, await createStaff(api.db, '1', undefined, { enrolled: false }))
  refusedClient = (await loginClient(api)).caller
})

describe('the tables', () => {
  it('cover every route of the server, and name only real routes', async () => {
    // The routes come from Fastify's own router, not from our declarations; parameter names do not count.
    const built = await buildTestApp()
    const routes = serverRoutes(built.app)
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${pathShape(route.path)}`)
    await built.close()
    const shapeOf = (key: string) => {
      const [method, path] = key.split(' ')
      return `${method} ${pathShape(path)}`
    }

    expect(routes.length).toBeGreaterThan(20)
    const listed = new Set([...calls.map(keyOf), ...publicRoutes].map(shapeOf))
    expect(
      routes.filter((route) => !listed.has(route)),
      'routes in no rights table',
    ).toEqual([])
    expect(
      [...listed].filter((route) => !routes.includes(route)),
      'table rows that are no route',
    ).toEqual([])
    const both = calls
      .map(keyOf)
      .map(shapeOf)
      .filter((route) => publicRoutes.map(shapeOf).includes(route))
    expect(both, 'routes both public and protected').toEqual([])
  })
})

// The tests of one call run side by side (vitest's maxConcurrency at a time), each with a caller of its own: the
// tables' payloads and ids make a call let through change nothing, so no answer depends on another's.
describe.concurrent.each(calls.map((call) => [keyOf(call), call] as const))('%s', (_name, call) => {
  const send = (caller: ApiCaller) => caller.request(call.method, call.path, call.payload)

  it('answers 401 to nobody', async () => {
    check(await send(new Caller(api.url)), 401, 'nobody')
  })

  it.each(profiles)('answers staff holding right «%s» as section 6 says', async (rights) => {
    const held = rights ? [Number(rights)] : []
    check(await send(staff.get(rights)!), expectedForStaff(call.access, held), `staff «${rights}»`)
  })

  it('answers a full admin without a second factor 403 in French, but on the routes of enrolment', async () => {
    const answer = await send(unenrolled)
    if (call.access === 'client') check(answer, 401, 'unenrolled staff')
    else if (call.beforeSecondFactor) check(answer, 'allowed', 'unenrolled staff')
    else {
      expect(answer.status, JSON.stringify(answer.body)).toBe(403)
      expect(answer.body).toEqual({ enrolment: true, message: enrolFirst })
    }
  })

  it('answers a connected client as its access says', async () => {
    const expected = expectedForClient(call.access)
    // A client of its own where it is let in: DELETE client/me really deletes it.
    const caller = expected === 'allowed' ? (await loginClient(api)).caller : refusedClient
    check(await send(caller), expected, 'client')
  })
})

describe('the client that every other call refused', () => {
  // Its 401s above were a client's, not a visitor's: its session outlived all those calls.
  it('is still logged in', async () => {
    expect((await refusedClient.get('client/me')).status).toBe(200)
  })
})
