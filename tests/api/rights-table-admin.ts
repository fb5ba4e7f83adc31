import { activityEntities, activityViewRight } from '../../server/contract/activity'
import { Right } from '../../server/contract/rights'
import { emptyBody, type ProtectedCall, protectedCall, type PublicRoute, rights } from '../support/rights'

/**
 * Rights of the back-office calls: client list and client by id (2), a client's registrations (2 and 7), contact messages (2, decision 0002), the mails the
 * outbox gave up (1), the retention rules (1), the
 * activity log (each entity's viewing right; the latest list: any staff, filtered), staff passwords (1, or
 * oneself), the admin summary (any staff, parts by right). Ids are unknown and bodies empty, so that a call let
 * through changes nothing.
 */
export const calls: ProtectedCall[] = [
  protectedCall('GET /api/client/list', rights(Right.ViewClients)),
  protectedCall('GET /api/client/:id', rights(Right.ViewClients)),
  protectedCall('GET /api/client/:id/registrations', rights(Right.ViewClients, Right.ViewRegistrations)),
  protectedCall('GET /api/contact/messages', rights(Right.ViewClients)),
  protectedCall('PUT /api/contact/messages/:id/read', rights(Right.ViewClients), { payload: { json: { read: true } } }),
  protectedCall('GET /api/contact/messages/:id', rights(Right.ViewClients)),
  protectedCall('PUT /api/contact/messages/:id/archive', rights(Right.ViewClients), { payload: { json: { archived: true } } }),
  protectedCall('DELETE /api/contact/messages/:id', rights(Right.ViewClients)),
  protectedCall('GET /api/admin/mails/failed', rights(Right.FullAdmin)),
  protectedCall('POST /api/admin/mails/:id/resend', rights(Right.FullAdmin)),
  protectedCall('GET /api/admin/retention', rights(Right.FullAdmin)),
  protectedCall('GET /api/activity/latest', 'staff'),
  protectedCall('GET /api/activity', rights(Right.FullAdmin)),
  protectedCall('POST /api/user/me/forbidden', 'staff', { beforeSecondFactor: true }),
  protectedCall('GET /api/user/me/sessions', 'staff'),
  protectedCall('POST /api/user/me/sessions/close-others', 'staff'),
  protectedCall('GET /api/user/me/passkeys', 'staff'),
  protectedCall('POST /api/user/me/passkeys/options', 'staff'),
  protectedCall('POST /api/user/me/passkeys', 'staff', emptyBody),
  protectedCall('DELETE /api/user/me/passkeys/:id', 'staff'),
  ...activityEntities.map((entity) => protectedCall(`GET /api/activity/${entity}/:id`, rights(activityViewRight[entity]))),
  protectedCall('POST /api/user/:id/sessions/close', rights(Right.FullAdmin)),
  protectedCall('PUT /api/user/:id/password', rights(Right.FullAdmin), emptyBody),
  protectedCall('PUT /api/user/me/password', 'staff', emptyBody),
  protectedCall('GET /api/user/me/email', 'staff'),
  protectedCall('PUT /api/user/me/email', 'staff', { payload: { json: { email: 'pas une adresse' } } }),
  protectedCall('GET /api/admin/summary', 'staff'),
]

// No staff right: this machine, or METRICS_TOKEN (tests/api/metrics.test.ts).
export const publicRoutes: PublicRoute[] = ['GET /metrics']
