import { data, redirect } from '@remix-run/node'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { z } from 'zod'
import { hasAnyRight, parseRights, type Right } from '#contract/rights'
import { secondFactorCode, StaffLoginSchema } from '#contract/user'
import { getCurrentStaff, loginStaff, reportForbiddenPage } from '~/models/user.server'
import { ApiError } from '~/utils/api.server'
import { httpError, loadFailure, notFound } from '~/utils/errors.server'
import { constraintsOf, type FormConstraint } from '~/utils/form-constraints.server'
import { safeRedirect } from '~/utils/safe-redirect'
import { commitSession, getSession } from '~/utils/session.server'
import { redirectWithToast } from '~/utils/toast.server'

/** The connected staff member as the back-office sees it: its name and its rights (section 3). */
export interface StaffMember {
  user: string
  rights: number[]
  /** False until the account enrolled its second factor: every page but the security page sends there. */
  secondFactor: boolean
  /** A change of password, factor or rights asks for the password and a code now (the last proof is 5 minutes old). */
  reauthNeeded: boolean
}

export const ADMIN_HOME = '/admin/home'
/** Where an account without its second factor enrols it, before any other page (decision 0037). */
export const SECURITY_PATH = '/admin/security'
const SESSION_ENDED = 'Votre session a pris fin\u00a0: connectez-vous de nouveau.'
export const ADMIN_LOGIN = '/admin/login'

/** Where to go after the login: checked again by safeAdminRedirect, bounded here so it cannot bloat the session. */
export const StaffLoginFormSchema = StaffLoginSchema.extend({ redirectTo: z.string().max(2000).optional() })
export const staffLoginConstraint: FormConstraint = constraintsOf(StaffLoginFormSchema)
/** Step 2 of the login (decision 0037): `intent=code`, `code` (six digits or a recovery code). */
export const StaffCodeFormSchema = z.object({ intent: z.literal('code'), code: secondFactorCode })
export const staffCodeConstraint: FormConstraint = constraintsOf(StaffCodeFormSchema)

/**
 * The staff login (remix-auth's form strategy): the API checks the user and password and opens its session. The
 * action has already checked the form with its zod schema; this parse keeps the API call typed.
 */
export const staffAuthenticator = new Authenticator<{ staffToken: string; user: string }>().use(
  new FormStrategy(async ({ form, request }) => {
    const credentials = StaffLoginSchema.parse({ user: form.get('user'), password: form.get('password') })
    const { session, staffToken } = await loginStaff(request, credentials)
    return { staffToken, user: session.user }
  }),
  'staff',
)

/** What the 401 answer of an admin page carries: the login form is rendered by the admin error boundary. */
export interface StaffLoginRequired {
  staffLogin: { redirectTo: string; sessionEnded: SessionEnded; constraint: FormConstraint }
}

/** Whether the API's session had ended, and its French words on why (« … après 30 minutes sans activité »). */
type SessionEnded = string | false

type StaffState =
  { staff: StaffMember; headers?: undefined } | { staff: null; headers?: Record<string, string>; sessionEnded: SessionEnded }

// A page's loaders run together (the layout's and the page's): they share one user/me.
const statesOfRequests = new WeakMap<Request, Promise<StaffState>>()

/**
 * The connected staff member, asked to the API (user/me), so that a right withdrawn or a session ended elsewhere
 * counts at once. When the API's session has ended (401) the site's session forgets it.
 */
export function getStaffState(request: Request): Promise<StaffState> {
  let state = statesOfRequests.get(request)
  if (!state) {
    state = readStaffState(request)
    statesOfRequests.set(request, state)
  }
  return state
}

async function readStaffState(request: Request): Promise<StaffState> {
  const session = await getSession(request)
  if (!session.get('staffToken')) return { staff: null, sessionEnded: false }
  try {
    const me = await getCurrentStaff(request)
    return { staff: { user: me.user, rights: parseRights(me.rights), secondFactor: me.secondFactor, reauthNeeded: me.reauthNeeded } }
  } catch (error) {
    // The API down or failing: the page says so in French ('Erreur serveur pour charger votre session : …').
    if (!(error instanceof ApiError) || error.status !== 401) return loadFailure(error)
    session.unset('staffToken')
    return { staff: null, headers: await commitSession(session), sessionEnded: error.display.message || SESSION_ENDED }
  }
}

/** The path of this request, for a login that comes back here. */
function returnPathOf(request: Request): string {
  const url = new URL(request.url)
  // Remix's own markers (an index route's action, a data request) are not part of the page's address.
  url.searchParams.delete('index')
  url.searchParams.delete('_data')
  return `${url.pathname.replace(/\.data$/, '')}${url.search}`
}

/** Answers the admin login form in place of the page asked for (401), coming back to it after the login. */
function loginRequired(request: Request, sessionEnded: SessionEnded, headers?: Record<string, string>): never {
  const body: StaffLoginRequired = { staffLogin: { redirectTo: returnPathOf(request), sessionEnded, constraint: staffLoginConstraint } }
  throw data(body, { status: 401, headers })
}

/**
 * The connected staff member, or the admin login form (401) that comes back to this page. An account without its
 * second factor is sent to the security page to enrol it, whatever it asked for.
 */
export async function requireStaff(request: Request): Promise<StaffMember> {
  const state = await getStaffState(request)
  if (!state.staff) return loginRequired(request, state.sessionEnded, state.headers)
  if (!state.staff.secondFactor && new URL(request.url).pathname.replace(/\.data$/, '') !== SECURITY_PATH) throw redirect(SECURITY_PATH)
  return state.staff
}

/**
 * The connected staff member holding `right` (or one of `right` when several open the page): every admin loader
 * and action starts with it. Missing, the 403 page of section 2.
 */
export async function requireRight(request: Request, right: Right | readonly Right[]): Promise<StaffMember> {
  const staff = await requireStaff(request)
  if (!hasAnyRight(staff.rights, Array.isArray(right) ? right : [right as Right])) {
    // The trail keeps the refusal (the path only, not the query): a failure to write it still refuses.
    await reportForbiddenPage(request, new URL(request.url).pathname).catch(() => undefined)
    httpError(403)
  }
  return staff
}

/**
 * An API failure met by an admin loader or action: the API's session ended (401) shows the login form again,
 * a right withdrawn meanwhile (403) the 403 page. Anything else is left to the caller.
 */
export async function staffApiFailure(request: Request, error: unknown): Promise<void> {
  if (!(error instanceof ApiError)) return
  if (error.status === 401) {
    const session = await getSession(request)
    session.unset('staffToken')
    loginRequired(request, SESSION_ENDED, await commitSession(session))
  }
  if (error.status === 403) httpError(403)
}

/**
 * What an admin loader does with a failed read from the API, given to `.catch`: the login form or the 403 page as
 * `staffApiFailure` says, the 404 page for an unknown id when `notFoundOn404`, else the French error page.
 */
export function staffLoadFailure(request: Request, { notFoundOn404 = false } = {}) {
  return async (error: unknown): Promise<never> => {
    await staffApiFailure(request, error)
    if (notFoundOn404 && error instanceof ApiError && error.status === 404) notFound()
    return loadFailure(error)
  }
}

/**
 * A change refused for want of a recent proof (403 `{ reauth: true }`, decision 0037): the API's French message, for
 * the page to show beside the password and code fields it now asks; null for any other failure.
 */
export function reauthRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403 || !error.body.reauth) return null
  return typeof error.body.message === 'string' ? error.body.message : 'Confirmez votre mot de passe et un code.'
}

/** Only back-office pages after a staff login (never the login or logout themselves): the admin home otherwise. */
export function safeAdminRedirect(to: FormDataEntryValue | string | null | undefined): string {
  const path = safeRedirect(to, '')
  if (!/^\/admin(?:[/?#]|$)/.test(path) || /^\/admin\/log(?:in|out)(?:[/?#]|$)/.test(path)) return ADMIN_HOME
  return path
}

/** Keeps the API's session id in the site's session and goes to the page asked for. */
export async function startStaffSession(request: Request, login: { staffToken: string; user: string }, redirectTo: string | undefined) {
  const session = await getSession(request)
  session.set('staffToken', login.staffToken)
  session.unset('pendingLogin')
  session.unset('pendingRedirect')
  return redirectWithToast(request, safeAdminRedirect(redirectTo), { kind: 'success', message: `Bienvenue, ${login.user}.` }, session)
}

/** Forgets the staff session in the site's session (after a logout). */
export async function forgetStaff(request: Request) {
  const session = await getSession(request)
  session.unset('staffToken')
  return session
}
