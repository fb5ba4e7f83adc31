import { redirect } from '@remix-run/node'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { type Client, ClientLoginSchema } from '#contract/client'
import { getCurrentClient, loginClient } from '~/models/client.server'
import { ApiError } from '~/utils/api.server'
import { safeRedirect } from '~/utils/safe-redirect'
import { commitSession, getSession, type SiteSession } from '~/utils/session.server'
import { redirectWithToast } from '~/utils/toast.server'

export interface ClientLogin {
  client: Client
  /** The API's session id, which only the site's signed session holds. */
  clientToken: string
}

/**
 * The client login (remix-auth's form strategy): the API checks the address and password and opens its
 * session. The action has already checked the form with its zod schema; this parse keeps the API call typed.
 */
export const clientAuthenticator = new Authenticator<ClientLogin>().use(
  new FormStrategy(async ({ form, request }) => {
    const credentials = ClientLoginSchema.parse({ email: form.get('email'), password: form.get('password') })
    return loginClient(request, credentials)
  }),
  'client',
)

export const CLIENT_AREA_PATH = '/client-account'

/** A visitor not connected as a client; `sessionEnded` when the API's session had ended (the headers forget it). */
export type NotConnected = { client: null; headers?: Record<string, string>; sessionEnded?: string }

/** What the site knows of the visitor as a client. */
export type ClientState = { client: Client; headers?: undefined; sessionEnded?: undefined } | NotConnected

/** The connected client, asked to the API (client/me); see `readAsClient`. */
export function getClientState(request: Request): Promise<ClientState> {
  return readAsClient(request, async () => ({ client: await getCurrentClient(request) }))
}

/**
 * What `read` asks the API for a connected client (client/me, or the client area's page in one call), or the visitor
 * not connected. When the API's session has ended (a 401 of `read`), the site's session forgets it: the visitor is
 * simply not connected any more, told why by the catalogue's message.
 */
export async function readAsClient<T extends { client: Client }>(request: Request, read: () => Promise<T>): Promise<T | NotConnected> {
  const session = await getSession(request)
  if (!session.get('clientToken')) return { client: null }
  try {
    return await read()
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error
    session.unset('clientToken')
    return { client: null, headers: await commitSession(session), sessionEnded: error.message }
  }
}

/** The path of this request, for a login that brings the visitor back here. */
export function returnPathOf(request: Request): string {
  const url = new URL(request.url)
  // Remix's own markers (an index route's action, a data request) are not part of the page's address.
  url.searchParams.delete('index')
  url.searchParams.delete('_data')
  return `${url.pathname}${url.search}`
}

/** The login page, bringing the visitor back to `returnTo` afterwards. */
export function loginPath(returnTo?: string): string {
  return returnTo && returnTo !== CLIENT_AREA_PATH
    ? `${CLIENT_AREA_PATH}?${new URLSearchParams({ redirectTo: returnTo })}`
    : CLIENT_AREA_PATH
}

/** The connected client, or a redirect to the login that comes back to this page. */
export async function requireClient(request: Request, returnTo = returnPathOf(request)): Promise<Client> {
  const state = await getClientState(request)
  if (state.client) return state.client
  throw redirect(loginPath(returnTo), { headers: state.headers })
}

/**
 * Keeps the API's session id in the site's session and goes where the visitor was heading: the page the
 * login form was given, or the one remembered when the account was asked for, or the client area.
 */
export async function startClientSession(request: Request, clientToken: string, redirectTo: string | undefined) {
  const session = await getSession(request)
  const target = safeRedirect(redirectTo ?? session.get('returnTo'), CLIENT_AREA_PATH)
  session.set('clientToken', clientToken)
  session.unset('returnTo')
  return redirectWithToast(request, target, { kind: 'success', message: 'Bienvenue dans votre espace client.' }, session)
}

/** Forgets the client's session in the site's session (after a logout or an erased account). */
export async function forgetClient(request: Request): Promise<SiteSession> {
  const session = await getSession(request)
  session.unset('clientToken')
  return session
}

/**
 * When the API says the client's session has ended (401) during an action: the site forgets it and sends the
 * visitor to the login, which comes back to this page, with the catalogue's 'Erreur de connexion : …'.
 * Null for any other error.
 */
export async function sessionEndedRedirect(request: Request, error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 401) return null
  const session = await forgetClient(request)
  return redirectWithToast(request, loginPath(returnPathOf(request)), { kind: 'error', message: error.message }, session)
}
