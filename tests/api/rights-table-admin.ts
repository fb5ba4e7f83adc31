import { activityEntities, activityViewRight } from '../../server/contract/activity'
import { Right } from '../../server/contract/rights'
import type { ProtectedCall, PublicRoute } from '../support/rights'

/**
 * Rights of the back-office calls: client list and client by id (2), a client's registrations (2 and 7), contact messages (2, decision 0002), the mails the
 * outbox gave up (1), the retention rules (1), the
 * activity log (each entity's viewing right; the latest list: any staff, filtered), staff passwords (1, or
 * oneself), the admin summary (any staff, parts by right). Ids are unknown and bodies empty, so that a call let
 * through changes nothing.
 */
const unknown = 999999

export const calls: ProtectedCall[] = [
  { method: 'GET', route: '/api/client/list', path: 'client/list', access: { rights: [Right.ViewClients] } },
  { method: 'GET', route: '/api/client/:id', path: `client/${unknown}`, access: { rights: [Right.ViewClients] } },
  {
    method: 'GET',
    route: '/api/client/:id/registrations',
    path: `client/${unknown}/registrations`,
    access: { rights: [Right.ViewClients, Right.ViewRegistrations] },
  },
  { method: 'GET', route: '/api/contact/messages', path: 'contact/messages', access: { rights: [Right.ViewClients] } },
  {
    method: 'PUT',
    route: '/api/contact/messages/:id/read',
    path: `contact/messages/${unknown}/read`,
    payload: { json: { read: true } },
    access: { rights: [Right.ViewClients] },
  },
  { method: 'GET', route: '/api/contact/messages/:id', path: `contact/messages/${unknown}`, access: { rights: [Right.ViewClients] } },
  {
    method: 'PUT',
    route: '/api/contact/messages/:id/archive',
    path: `contact/messages/${unknown}/archive`,
    payload: { json: { archived: true } },
    access: { rights: [Right.ViewClients] },
  },
  { method: 'DELETE', route: '/api/contact/messages/:id', path: `contact/messages/${unknown}`, access: { rights: [Right.ViewClients] } },
  { method: 'GET', route: '/api/admin/mails/failed', path: 'admin/mails/failed', access: { rights: [Right.FullAdmin] } },
  { method: 'POST', route: '/api/admin/mails/:id/resend', path: `admin/mails/${unknown}/resend`, access: { rights: [Right.FullAdmin] } },
  { method: 'GET', route: '/api/admin/retention', path: 'admin/retention', access: { rights: [Right.FullAdmin] } },
  { method: 'GET', route: '/api/activity/latest', path: 'activity/latest', access: 'staff' },
  { method: 'GET', route: '/api/activity', path: 'activity', access: { rights: [Right.FullAdmin] } },
  { method: 'POST', route: '/api/user/me/forbidden', path: 'user/me/forbidden', access: 'staff', beforeSecondFactor: true },
  { method: 'GET', route: '/api/user/me/sessions', path: 'user/me/sessions', access: 'staff' },
  { method: 'POST', route: '/api/user/me/sessions/close-others', path: 'user/me/sessions/close-others', access: 'staff' },
  { method: 'GET', route: '/api/user/me/passkeys', path: 'user/me/passkeys', access: 'staff' },
  { method: 'POST', route: '/api/user/me/passkeys/options', path: 'user/me/passkeys/options', access: 'staff' },
  { method: 'POST', route: '/api/user/me/passkeys', path: 'user/me/passkeys', payload: { json: {} }, access: 'staff' },
  { method: 'DELETE', route: '/api/user/me/passkeys/:id', path: `user/me/passkeys/${unknown}`, access: 'staff' },
  ...activityEntities.map((entity): ProtectedCall => ({
    method: 'GET',
    route: `/api/activity/${entity}/:id`,
    path: `activity/${entity}/${unknown}`,
    access: { rights: [activityViewRight[entity]] },
  })),
  { method: 'POST', route: '/api/user/:id/sessions/close', path: `user/${unknown}/sessions/close`, access: { rights: [Right.FullAdmin] } },
  {
    method: 'PUT',
    route: '/api/user/:id/password',
    path: `user/${unknown}/password`,
    payload: { json: {} },
    access: { rights: [Right.FullAdmin] },
  },
  { method: 'PUT', route: '/api/user/me/password', path: 'user/me/password', payload: { json: {} }, access: 'staff' },
  { method: 'GET', route: '/api/user/me/email', path: 'user/me/email', access: 'staff' },
  { method: 'PUT', route: '/api/user/me/email', path: 'user/me/email', payload: { json: { email: 'pas une adresse' } }, access: 'staff' },
  { method: 'GET', route: '/api/admin/summary', path: 'admin/summary', access: 'staff' },
]

// No staff right: this machine, or METRICS_TOKEN (tests/api/metrics.test.ts).
export const publicRoutes: PublicRoute[] = ['GET /metrics']
