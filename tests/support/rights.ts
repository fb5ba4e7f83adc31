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
