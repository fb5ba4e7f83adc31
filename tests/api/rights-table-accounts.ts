import { Right } from '#contract/rights'
import type { ProtectedCall, PublicRoute } from '../support/rights'

/**
 * Rights of the accounts part of the API: staff sessions and management, clients, the client area and
 * registrations (decision 0002: staff management needs 1, registration lists are public). Payloads are empty or
 * ids unknown, so that a call let through answers 400 or 404 and changes nothing (DELETE client/me excepted:
 * the test gives it a client of its own).
 */
const unknown = 999999

export const calls: ProtectedCall[] = [
  // Staff
  { method: 'GET', route: '/api/user/me', path: 'user/me', access: 'staff', beforeSecondFactor: true },
  // The second factor (decision 0037): enrolment is open before it, the recovery codes after.
  { method: 'GET', route: '/api/user/me/second-factor', path: 'user/me/second-factor', access: 'staff', beforeSecondFactor: true },
  {
    method: 'POST',
    route: '/api/user/me/second-factor',
    path: 'user/me/second-factor',
    payload: { json: {} },
    access: 'staff',
    beforeSecondFactor: true,
  },
  { method: 'POST', route: '/api/user/me/recovery-codes', path: 'user/me/recovery-codes', payload: { json: {} }, access: 'staff' },
  { method: 'GET', route: '/api/user/all', path: 'user/all', access: { rights: [Right.FullAdmin] } },
  { method: 'POST', route: '/api/user/add', path: 'user/add', payload: { json: {} }, access: { rights: [Right.FullAdmin] } },
  { method: 'PUT', route: '/api/user/:id', path: `user/${unknown}`, payload: { json: {} }, access: { rights: [Right.FullAdmin] } },
  { method: 'DELETE', route: '/api/user/:id', path: `user/${unknown}`, access: { rights: [Right.FullAdmin] } },
  // Clients
  { method: 'GET', route: '/api/client/getAll', path: 'client/getAll', access: { rights: [Right.ViewClients] } },
  { method: 'POST', route: '/api/client/add', path: 'client/add', payload: { json: {} }, access: { rights: [Right.AddClient] } },
  {
    method: 'PUT',
    route: '/api/client/update/:id',
    path: `client/update/${unknown}`,
    payload: { json: {} },
    access: { rights: [Right.AddClient], orSelf: true },
  },
  // Client area
  { method: 'GET', route: '/api/client/me', path: 'client/me', access: 'client' },
  { method: 'DELETE', route: '/api/client/me', path: 'client/me', access: 'client' },
  { method: 'GET', route: '/api/client/registrations', path: 'client/registrations', access: 'client' },
  { method: 'GET', route: '/api/client/account', path: 'client/account', access: 'client' },
  { method: 'GET', route: '/api/client/export', path: 'client/export', access: 'client' },
  { method: 'DELETE', route: '/api/client/registrations/:id', path: `client/registrations/${unknown}`, access: 'client' },
  { method: 'GET', route: '/api/registration/:id/ics', path: `registration/${unknown}/ics`, access: 'client' },
  { method: 'PUT', route: '/api/registration/:id/confirm', path: `registration/${unknown}/confirm`, access: 'client' },
  // Waiting lists (issue 28)
  { method: 'PUT', route: '/api/registration/:id/waitlist', path: `registration/${unknown}/waitlist`, access: 'client' },
  { method: 'GET', route: '/api/registration/:id/waitlist', path: `registration/${unknown}/waitlist`, access: 'client' },
  {
    method: 'GET',
    route: '/api/registration/:id/waiting',
    path: `registration/${unknown}/waiting`,
    access: { rights: [Right.ViewRegistrations] },
  },
  {
    method: 'PUT',
    route: '/api/registration/:id/waiting/:clientId/up',
    path: `registration/${unknown}/waiting/${unknown}/up`,
    access: { rights: [Right.EditRegistrations] },
  },
  {
    method: 'PUT',
    route: '/api/registration/:id/waiting/:clientId/offer',
    path: `registration/${unknown}/waiting/${unknown}/offer`,
    access: { rights: [Right.EditRegistrations] },
  },
  // Registrations
  {
    method: 'POST',
    route: '/api/registration',
    path: 'registration',
    payload: { json: {} },
    access: { rights: [Right.EditRegistrations] },
  },
  {
    method: 'PUT',
    route: '/api/registration/:id',
    path: `registration/${unknown}`,
    payload: { json: {} },
    access: { rights: [Right.EditRegistrations] },
  },
  {
    method: 'PUT',
    route: '/api/registration/:id/link/:clientId',
    path: `registration/${unknown}/link/${unknown}`,
    access: { rights: [Right.EditRegistrations] },
  },
  // Registration handler (issue 12)
  {
    method: 'PATCH',
    route: '/api/registration/:id',
    path: `registration/${unknown}`,
    payload: { json: {} },
    access: { rights: [Right.EditRegistrations] },
  },
  { method: 'DELETE', route: '/api/registration/:id', path: `registration/${unknown}`, access: { rights: [Right.EditRegistrations] } },
  {
    method: 'GET',
    route: '/api/registration/:id/participants',
    path: `registration/${unknown}/participants`,
    access: { rights: [Right.ViewRegistrations] },
  },
  {
    method: 'PUT',
    route: '/api/registration_type/:id',
    path: `registration_type/${unknown}`,
    payload: { json: {} },
    access: { rights: [Right.EditRegistrations] },
  },
  {
    method: 'DELETE',
    route: '/api/registration/:id/link/:clientId',
    path: `registration/${unknown}/link/${unknown}`,
    access: { rights: [Right.EditRegistrations] },
  },
  {
    method: 'GET',
    route: '/api/registration_type/:id/reminders',
    path: `registration_type/${unknown}/reminders`,
    access: { rights: [Right.ViewRegistrations] },
  },
  // Attendance and certificates (issue 31, decision 0039): 7 reads, 7 and 8 write; the client reads their own.
  {
    method: 'GET',
    route: '/api/registration/:id/attendance',
    path: `registration/${unknown}/attendance`,
    access: { rights: [Right.ViewRegistrations] },
  },
  {
    method: 'PUT',
    route: '/api/registration/:id/attendance',
    path: `registration/${unknown}/attendance`,
    payload: { json: {} },
    access: { rights: [Right.ViewRegistrations, Right.EditRegistrations] },
  },
  {
    method: 'PUT',
    route: '/api/registration/:id/schedule',
    path: `registration/${unknown}/schedule`,
    payload: { json: {} },
    access: { rights: [Right.ViewRegistrations, Right.EditRegistrations] },
  },
  {
    method: 'GET',
    route: '/api/registration/:id/certificates',
    path: `registration/${unknown}/certificates`,
    access: { rights: [Right.ViewRegistrations] },
  },
  {
    method: 'POST',
    route: '/api/registration/:id/certificates',
    path: `registration/${unknown}/certificates`,
    payload: { json: {} },
    access: { rights: [Right.ViewRegistrations, Right.EditRegistrations] },
  },
  { method: 'GET', route: '/api/client/certificates', path: 'client/certificates', access: 'client' },
  { method: 'GET', route: '/api/client/certificate/:id', path: `client/certificate/${unknown}`, access: 'client' },
  {
    method: 'POST',
    route: '/api/registration/:id/message',
    path: `registration/${unknown}/message`,
    payload: { json: {} },
    access: { rights: [Right.ViewRegistrations, Right.EditRegistrations] },
  },
  // The survey results (issue 31 point 4): who sees the sessions sees their answers.
  { method: 'GET', route: '/api/surveys', path: 'surveys', access: { rights: [Right.ViewRegistrations] } },
  { method: 'GET', route: '/api/surveys/:id', path: `surveys/${unknown}`, access: { rights: [Right.ViewRegistrations] } },
  {
    method: 'GET',
    route: '/api/registration/:id/candidates',
    path: `registration/${unknown}/candidates?q=ab`,
    access: { rights: [Right.EditRegistrations] },
  },
]

export const publicRoutes: PublicRoute[] = [
  // In main before this part, owned elsewhere.
  'GET /api/health',
  'POST /api/contact/sendMessage',
  'GET /api/page/all',
  'GET /api/page/:id',
  'GET /api/openapi.json',
  // Sessions and account flows: who the caller is comes from the body or the cookie.
  'POST /api/user/login',
  'POST /api/user/logout',
  // The first start's setup link (decision 0038): its single-use token is the right.
  'GET /api/user/setup/:token',
  'POST /api/user/setup',
  // A passkey login: the signed answer names the account (decision 0041).
  'POST /api/user/login/passkey/options',
  'POST /api/user/login/passkey',
  'POST /api/client/create_account',
  'PUT /api/client/confirm_account',
  'PUT /api/client/password',
  'POST /api/client/login',
  'POST /api/client/logout',
  'POST /api/client/login_link',
  'POST /api/client/login_with_link',
  // The mailed link of a place held for a waiting list: the token is the right (issue 28).
  'GET /api/registration/place/:token',
  'POST /api/registration/place/:token',
  // The mailed link of a satisfaction survey: the token is the right; the published figures are public (decision 0040).
  'GET /api/survey/:token',
  'POST /api/survey/:token',
  'GET /api/survey-figures',
  // Registration lists: event pages show open registrations (client ids only for right 7).
  'GET /api/registration_type/all',
  'GET /api/registration/all',
  'GET /api/registration/listing',
]
