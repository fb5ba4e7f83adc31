import type { Right } from '#contract/rights'
import type { Access } from '../../server/plugins/contract'
import type { Payload } from './http'

/**
 * One row of the rights table (tests/api/rights.test.ts): a call of the API and who may make it. The test logs
 * in staff users holding each single right (and none, and 1) and a client, and checks 401/403 for each; it also
 * fails when a route of the server is in no table. Tables live in tests/api/rights-table-*.ts, one per part of
 * the API, each exporting `calls: ProtectedCall[]` and `publicRoutes: string[]`.
 */
export interface ProtectedCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** The route as Fastify prints it, e.g. `/api/client/update/:id`. */
  route: string
  /** A concrete path under the API root for the call, e.g. `client/update/1`. */
  path: string
  payload?: Payload
  access: Exclude<Access, 'public'>
  /** A staff route open before the account enrolled its second factor (enrolment, user/me, decision 0037). */
  beforeSecondFactor?: true
}

/** `METHOD /api/route` of a public route, e.g. `GET /api/page/:id`. */
export type PublicRoute = string

/** The id of the tables' calls: unknown, so that a call let through finds nothing to change (400 or 404). */
export const unknownId = 999999

/** An empty JSON body: a call let through answers 400 and stores nothing. */
export const emptyBody = { payload: { json: {} } } satisfies Partial<ProtectedCall>

/** The access of a route that needs each of the rights `needed` (1 holds them all). */
export const rights = (...needed: [Right, ...Right[]]) => ({ rights: needed })

/**
 * A row of a rights table from `METHOD /api/route` (as Fastify prints the route) and who may call it. The call's
 * path is the route's under the API root with an unknown id for each parameter, unless `options.path` names one.
 */
export function protectedCall(
  key: string,
  access: ProtectedCall['access'],
  { path, ...options }: Partial<Pick<ProtectedCall, 'path' | 'payload' | 'beforeSecondFactor'>> = {},
): ProtectedCall {
  const [method, route] = key.split(' ') as [ProtectedCall['method'], string]
  return { method, route, path: path ?? route.replace(/^\/api\//, '').replaceAll(/:\w+/g, String(unknownId)), ...options, access }
}
