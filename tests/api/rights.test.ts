/// <reference types="vite/client" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import type { Access } from '../../server/plugins/contract'
import { createMailer } from '../../server/services/mail'
import { startApi, type TestApi } from '../support/api'
import { loginClient } from '../support/clients'
import type { ApiCaller, HttpAnswer } from '../support/http'
import { ApiCaller as Caller } from '../support/http'
import type { ProtectedCall, PublicRoute } from '../support/rights'
import { loginStaff } from '../support/users'

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

/**
 * The routes of the server as Fastify prints them (`METHOD /api/path`), read from the tree of printRoutes:
 * nested lines continue the path of their parent. HEAD routes are Fastify's own copies of the GET ones.
 */
function routesOf(tree: string): string[] {
  const routes: string[] = []
  const stack: string[] = []
  for (const line of tree.split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/)
    if (!match) continue
    const depth = match[1].length / 4
    const path = (stack[depth - 1] ?? '') + match[2]
    stack[depth] = path
    stack.length = depth + 1
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${path}`)
  }
  return routes
}

let api: TestApi
const staff = new Map<string, ApiCaller>()
beforeAll(async () => {
  api = await startApi()
  for (const rights of profiles) staff.set(rights, await loginStaff(api, rights))
})
afterAll(() => api?.close())

describe('the tables', () => {
  it('cover every route of the server, and name only real routes', async () => {
    // A second app on the same database, built as the test API is: only its route tree is read.
    const mailer = createMailer({ from: api.config.mailFrom, outboxDir: api.outboxDir })
    const app = await buildApp({ config: api.config, db: api.db, mailer })
    await app.ready()
    const routes = routesOf(app.printRoutes({ commonPrefix: false }))
    await app.close()
    mailer.close()

    expect(routes.length).toBeGreaterThan(20)
    const listed = new Set([...calls.map(keyOf), ...publicRoutes])
    expect(routes.filter((route) => !listed.has(route)), 'routes in no rights table').toEqual([])
    expect([...listed].filter((route) => !routes.includes(route)), 'table rows that are no route').toEqual([])
    const both = calls.map(keyOf).filter((route) => publicRoutes.includes(route))
    expect(both, 'routes both public and protected').toEqual([])
  })

  it('read the route tree of printRoutes, nested lines included', () => {
    const tree = ['├── /api/health (GET, HEAD)', '├── /api/registration (POST)', '│   ├── /:id (PUT)', '│   │   └── /ics (GET, HEAD)', '│   └── _type/all (GET, HEAD)', '└── /api/user/:id (PUT, DELETE)'].join('\n')
    expect(routesOf(tree)).toEqual([
      'GET /api/health',
      'POST /api/registration',
      'PUT /api/registration/:id',
      'GET /api/registration/:id/ics',
      'GET /api/registration_type/all',
      'PUT /api/user/:id',
      'DELETE /api/user/:id',
    ])
  })
})

describe.each(calls.map((call) => [keyOf(call), call] as const))('%s', (_name, call) => {
  const send = (caller: ApiCaller) => caller.request(call.method, call.path, call.payload)

  it('answers 401 to nobody', async () => {
    check(await send(new Caller(api.url)), 401, 'nobody')
  })

  it.each(profiles)('answers staff holding right «%s» as section 6 says', async (rights) => {
    const held = rights ? [Number(rights)] : []
    check(await send(staff.get(rights)!), expectedForStaff(call.access, held), `staff «${rights}»`)
  })

  it('answers a connected client as its access says', async () => {
    // A client of its own: DELETE client/me really deletes it.
    const { caller } = await loginClient(api)
    check(await send(caller), expectedForClient(call.access), 'client')
  })
})
