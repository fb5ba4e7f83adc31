import type { OwnEmail, OwnSessions, SecondFactorState, StaffSession, StaffUser } from '#contract/user'
import { ApiError, callApi, sendToApi } from '~/utils/api.server'

/**
 * The staff calls of the School API: the staff session (`user/login`, `user/logout`, `user/me`) and the staff
 * accounts (right 1). Only the login is of kind 'staffLogin': its 401 reads 'Erreur pour se connecter : …'.
 */

type Success = { success: true }

/**
 * POST user/login: who logged in and the API's session id (its cookie school_admin), to keep in the site's session.
 * Step 1 sends the user and password; an account with a second factor answers 401 `{ secondFactor, pendingLogin }`
 * (an ApiError whose `body` carries them), and step 2 sends that pending login with the code (decision 0037).
 */
export async function loginStaff(
  request: Request,
  credentials: { user: string; password: string } | { pendingLogin: string; code: string },
) {
  const call = { method: 'POST', path: 'user/login', action: 'se connecter', kind: 'staffLogin', body: { json: credentials } } as const
  const { data, cookies } = await sendToApi<StaffSession>(request, call)
  const staffToken = cookies.school_admin
  if (!staffToken) throw new ApiError(null, { title: 'Erreur pour se connecter', message: 'Unknown error' })
  return { session: data, staffToken }
}

export function logoutStaff(request: Request) {
  return callApi<Success>(request, { method: 'POST', path: 'user/logout', action: 'se déconnecter' })
}

/** GET user/me: the connected staff member and its rights (401 once the API's session has ended, saying why). */
export function getCurrentStaff(request: Request) {
  return callApi<StaffSession>(request, { path: 'user/me', action: 'charger votre session', kind: 'staffSession' })
}

/** POST user/me/forbidden: a page refused to the connected staff member, for the trail (decision 0035). */
export function reportForbiddenPage(request: Request, path: string) {
  return callApi<Success>(request, { method: 'POST', path: 'user/me/forbidden', action: 'noter l’accès refusé', body: { json: { path } } })
}

/** GET user/me/sessions: the connected member's open sessions, the latest used first. */
export function listOwnSessions(request: Request) {
  return callApi<OwnSessions>(request, { path: 'user/me/sessions', action: 'charger vos sessions' })
}

/** POST user/me/sessions/close-others: ends the connected member's other sessions. */
export function closeOtherSessions(request: Request) {
  return callApi<Success>(request, { method: 'POST', path: 'user/me/sessions/close-others', action: 'fermer vos autres sessions' })
}

/** POST user/{id}/sessions/close (right 1): ends every session of a member. */
export function closeStaffSessions(request: Request, id: number) {
  return callApi<Success>(request, { method: 'POST', path: `user/${id}/sessions/close`, action: 'fermer les sessions' })
}

/** GET user/all: every staff account with its rights, by name. */
export function listStaff(request: Request) {
  return callApi<StaffUser[]>(request, { path: 'user/all', action: 'charger les comptes du personnel' })
}

/** POST user/add: `rights` is the `;`-separated list of section 3 ('' for none); `email` optional (null: none). */
export function addStaff(request: Request, input: { user: string; password: string; rights: string; email?: string | null }) {
  return callApi<StaffUser>(request, { method: 'POST', path: 'user/add', action: 'ajouter un compte', body: { json: input } })
}

/** The password and code a change asks again more than 5 minutes after the last proof (decision 0037). */
export interface Reauth {
  currentPassword?: string
  code?: string
}

/**
 * PUT user/{id}: new rights (with a re-authentication when the API asks for one: 403 `{ reauth: true }`), or a new
 * address (null: none).
 */
export function updateStaff(request: Request, id: number, input: ({ rights: string } & Reauth) | { email: string | null }) {
  return callApi<StaffUser>(request, { method: 'PUT', path: `user/${id}`, action: 'modifier le compte', body: { json: input } })
}

/**
 * PUT user/{id}/password: the password given, or without one a generated one, answered once (`password`, null
 * when given). It ends that user's sessions (its other ones, for oneself).
 */
export function resetStaffPassword(request: Request, id: number, password?: string, reauth: Reauth = {}) {
  return callApi<{ user: StaffUser; password: string | null }>(request, {
    method: 'PUT',
    path: `user/${id}/password`,
    action: 'changer le mot de passe',
    body: { json: password === undefined ? reauth : { ...reauth, password } },
  })
}

/** DELETE user/{id}: never oneself nor the last full admin (the API answers 400 under `id`). */
export function deleteStaff(request: Request, id: number) {
  return callApi<Success>(request, { method: 'DELETE', path: `user/${id}`, action: 'supprimer le compte', kind: 'other' })
}

/** PUT user/me/password: the connected staff member's own password (400 under `oldPassword` when it is wrong). */
export function changeOwnPassword(request: Request, input: { oldPassword: string; newPassword: string; code?: string }) {
  return callApi<Success>(request, { method: 'PUT', path: 'user/me/password', action: 'changer le mot de passe', body: { json: input } })
}

/** GET user/me/email: the connected staff member's address for the security mails (null: none). */
export function getOwnEmail(request: Request) {
  return callApi<OwnEmail>(request, { path: 'user/me/email', action: 'charger votre adresse e-mail' })
}

/** PUT user/me/email: sets or removes (null) the connected staff member's address. */
export function changeOwnEmail(request: Request, email: string | null) {
  return callApi<OwnEmail>(request, {
    method: 'PUT',
    path: 'user/me/email',
    action: 'changer votre adresse e-mail',
    body: { json: { email } },
  })
}

/** GET user/setup/{token}: whether the first start's setup link still works (a 404 ApiError when it does not). */
export function checkSetupLink(request: Request, token: string) {
  return callApi<{ valid: true }>(request, { path: `user/setup/${encodeURIComponent(token)}`, action: 'ouvrir le lien', kind: 'other' })
}

/** POST user/setup: creates the full admin with the setup link and logs it in, like `loginStaff`. */
export async function setupFirstAdmin(request: Request, input: { token: string; user: string; password: string }) {
  const call = { method: 'POST', path: 'user/setup', action: 'créer le compte', body: { json: input } } as const
  const { data, cookies } = await sendToApi<StaffSession>(request, call)
  const staffToken = cookies.school_admin
  if (!staffToken) throw new ApiError(null, { title: 'Erreur pour créer le compte', message: 'Unknown error' })
  return { session: data, staffToken }
}

/** GET user/me/second-factor: the factor's state; before enrolment the secret, its otpauth link and QR code. */
export function getSecondFactor(request: Request) {
  return callApi<SecondFactorState>(request, { path: 'user/me/second-factor', action: 'charger votre second facteur' })
}

/** POST user/me/second-factor: enrols the factor with a code of it (400 under `code`); the ten recovery codes, once. */
export function enableTotp(request: Request, code: string) {
  return callApi<{ recoveryCodes: string[] }>(request, {
    method: 'POST',
    path: 'user/me/second-factor',
    action: 'activer l’authentification à deux facteurs',
    body: { json: { code } },
  })
}

/** POST user/me/recovery-codes: ten new recovery codes, once; the old ones stop working. */
export function regenerateRecoveryCodes(request: Request, reauth: Reauth) {
  return callApi<{ recoveryCodes: string[] }>(request, {
    method: 'POST',
    path: 'user/me/recovery-codes',
    action: 'régénérer vos codes de secours',
    body: { json: reauth },
  })
}
