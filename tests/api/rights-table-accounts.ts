import { Right } from '#contract/rights'
import { emptyBody, type ProtectedCall, protectedCall, type PublicRoute, rights, unknownId } from '../support/rights'

/**
 * Rights of the accounts part of the API: staff sessions and management, clients, the client area and
 * registrations (decision 0002: staff management needs 1, registration lists are public). Payloads are empty or
 * ids unknown, so that a call let through answers 400 or 404 and changes nothing (DELETE client/me excepted:
 * the test gives it a client of its own).
 */
export const calls: ProtectedCall[] = [
  // Staff
  protectedCall('GET /api/user/me', 'staff', { beforeSecondFactor: true }),
  // The second factor (decision 0037): enrolment is open before it, the recovery codes after.
  protectedCall('GET /api/user/me/second-factor', 'staff', { beforeSecondFactor: true }),
  protectedCall('POST /api/user/me/second-factor', 'staff', { ...emptyBody, beforeSecondFactor: true }),
  protectedCall('POST /api/user/me/recovery-codes', 'staff', emptyBody),
  protectedCall('GET /api/user/all', rights(Right.FullAdmin)),
  protectedCall('POST /api/user/add', rights(Right.FullAdmin), emptyBody),
  protectedCall('PUT /api/user/:id', rights(Right.FullAdmin), emptyBody),
  protectedCall('DELETE /api/user/:id', rights(Right.FullAdmin)),
  // Clients
  protectedCall('GET /api/client/getAll', rights(Right.ViewClients)),
  protectedCall('POST /api/client/add', rights(Right.AddClient), emptyBody),
  protectedCall('PUT /api/client/update/:id', { ...rights(Right.AddClient), orSelf: true }, emptyBody),
  // Client area
  protectedCall('GET /api/client/me', 'client'),
  protectedCall('DELETE /api/client/me', 'client'),
  protectedCall('GET /api/client/registrations', 'client'),
  protectedCall('GET /api/client/account', 'client'),
  protectedCall('GET /api/client/export', 'client'),
  protectedCall('DELETE /api/client/registrations/:id', 'client'),
  protectedCall('GET /api/registration/:id/ics', 'client'),
  protectedCall('PUT /api/registration/:id/confirm', 'client'),
  // Waiting lists (issue 28)
  protectedCall('PUT /api/registration/:id/waitlist', 'client'),
  protectedCall('GET /api/registration/:id/waitlist', 'client'),
  protectedCall('GET /api/registration/:id/waiting', rights(Right.ViewRegistrations)),
  protectedCall('PUT /api/registration/:id/waiting/:clientId/up', rights(Right.EditRegistrations)),
  protectedCall('PUT /api/registration/:id/waiting/:clientId/offer', rights(Right.EditRegistrations)),
  // Registrations
  protectedCall('POST /api/registration', rights(Right.EditRegistrations), emptyBody),
  protectedCall('PUT /api/registration/:id', rights(Right.EditRegistrations), emptyBody),
  protectedCall('PUT /api/registration/:id/link/:clientId', rights(Right.EditRegistrations)),
  // Registration handler (issue 12)
  protectedCall('PATCH /api/registration/:id', rights(Right.EditRegistrations), emptyBody),
  protectedCall('DELETE /api/registration/:id', rights(Right.EditRegistrations)),
  protectedCall('GET /api/registration/:id/participants', rights(Right.ViewRegistrations)),
  protectedCall('PUT /api/registration_type/:id', rights(Right.EditRegistrations), emptyBody),
  protectedCall('DELETE /api/registration/:id/link/:clientId', rights(Right.EditRegistrations)),
  protectedCall('GET /api/registration_type/:id/reminders', rights(Right.ViewRegistrations)),
  // Attendance and certificates (issue 31, decision 0039): 7 reads, 7 and 8 write; the client reads their own.
  protectedCall('GET /api/registration/:id/attendance', rights(Right.ViewRegistrations)),
  protectedCall('PUT /api/registration/:id/attendance', rights(Right.ViewRegistrations, Right.EditRegistrations), emptyBody),
  protectedCall('PUT /api/registration/:id/schedule', rights(Right.ViewRegistrations, Right.EditRegistrations), emptyBody),
  protectedCall('GET /api/registration/:id/certificates', rights(Right.ViewRegistrations)),
  protectedCall('POST /api/registration/:id/certificates', rights(Right.ViewRegistrations, Right.EditRegistrations), emptyBody),
  protectedCall('GET /api/client/certificates', 'client'),
  protectedCall('GET /api/client/certificate/:id', 'client'),
  protectedCall('POST /api/registration/:id/message', rights(Right.ViewRegistrations, Right.EditRegistrations), emptyBody),
  // The survey results (issue 31 point 4): who sees the sessions sees their answers.
  protectedCall('GET /api/surveys', rights(Right.ViewRegistrations)),
  protectedCall('GET /api/surveys/:id', rights(Right.ViewRegistrations)),
  protectedCall('GET /api/registration/:id/candidates', rights(Right.EditRegistrations), {
    path: `registration/${unknownId}/candidates?q=ab`,
  }),
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
