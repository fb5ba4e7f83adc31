import type { OwnPasskeys, PasskeyCeremony } from '#contract/passkeys'
import type { StaffSession } from '#contract/user'
import { ApiError, callApi, sendToApi } from '~/utils/api.server'

/** The passkey calls of the School API (decision 0041): a staff member's own passkeys, and a login with one. */

/** GET user/me/passkeys: the connected member's passkeys, and whether the site's address allows them. */
export function listOwnPasskeys(request: Request) {
  return callApi<OwnPasskeys>(request, { path: 'user/me/passkeys', action: 'charger vos clés d’accès' })
}

/** POST user/me/passkeys/options: what the browser asks the authenticator to create, with the challenge's id. */
export function passkeyRegistrationOptions(request: Request) {
  return callApi<PasskeyCeremony>(request, { method: 'POST', path: 'user/me/passkeys/options', action: 'préparer la clé d’accès' })
}

/** POST user/me/passkeys: the authenticator's answer (JSON as the browser gave it) and the passkey's name. */
export function addOwnPasskey(request: Request, input: { challenge: string; name: string; response: unknown }) {
  return callApi<{ id: number }>(request, {
    method: 'POST',
    path: 'user/me/passkeys',
    action: 'ajouter la clé d’accès',
    body: { json: input },
  })
}

/** DELETE user/me/passkeys/{id}. */
export function removeOwnPasskey(request: Request, id: number) {
  return callApi<{ success: true }>(request, { method: 'DELETE', path: `user/me/passkeys/${id}`, action: 'retirer la clé d’accès' })
}

/** POST user/login/passkey/options: the login's challenge, for any passkey of the site. */
export function passkeyLoginOptions(request: Request) {
  return callApi<PasskeyCeremony>(request, {
    method: 'POST',
    path: 'user/login/passkey/options',
    action: 'préparer la connexion',
    kind: 'staffLogin',
  })
}

/** POST user/login/passkey: who logged in and the API's session id, as `loginStaff` answers them. */
export async function loginStaffWithPasskey(request: Request, input: { challenge: string; response: unknown }) {
  const call = { method: 'POST', path: 'user/login/passkey', action: 'se connecter', kind: 'staffLogin', body: { json: input } } as const
  const { data, cookies } = await sendToApi<StaffSession>(request, call)
  const staffToken = cookies.school_admin
  if (!staffToken) throw new ApiError(null, { title: 'Erreur pour se connecter', message: 'Unknown error' })
  return { session: data, staffToken }
}
