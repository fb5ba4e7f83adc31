import { createCookieSessionStorage, type Session } from '@remix-run/node'
import { config } from './config.server'

export interface SessionData {
  /** The API's session ids (its cookies school_admin and school_client), kept server-side by the BFF. */
  staffToken: string
  clientToken: string
  /** A staff login whose password the API accepted, waiting for its code (the API's opaque token, 5 minutes). */
  pendingLogin: string
  /** Where that login goes once the code is right. */
  pendingRedirect: string
  /** Where a visitor who began elsewhere (a registration) goes after logging in: a same-site path. */
  returnTo: string
  /** When this visitor may ask for a new account mail (epoch ms): the end of the 60-second countdown. */
  accountMailResendAt: number
}
export interface FlashData {
  toast: Toast
}
export interface Toast {
  kind: 'success' | 'error' | 'info'
  title?: string
  message: string
}

/** No Max-Age nor Expires: the cookie dies with the browser (section 9). */
export const sessionStorage = createCookieSessionStorage<SessionData, FlashData>({
  cookie: {
    name: config.secureCookies ? '__Host-school_session' : 'school_session',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    secrets: config.sessionSecrets,
  },
})

export type SiteSession = Session<SessionData, FlashData>

/** What the site's server (site-server/session-use.mjs) and this module tell each other (decision 0020). */
const SESSION_USE = Symbol.for('school.sessionUse')
const SESSION_READER = Symbol.for('school.sessionReader')
type SessionBridge = Record<symbol, { markUsed(): void } | ((cookieHeader: string) => Promise<boolean>) | undefined>

/** A session that holds anything (a login, a toast, a return path) makes a page its visitor's own. */
const holdsAnything = (session: SiteSession) => Object.keys(session.data).length > 0

/**
 * The visitor's session. One that holds anything makes this render the visitor's: the site's server is told, and
 * never stores nor shares the page.
 */
export async function getSession(request: Request): Promise<SiteSession> {
  const session = await sessionStorage.getSession(request.headers.get('Cookie'))
  if (holdsAnything(session)) ((globalThis as SessionBridge)[SESSION_USE] as { markUsed(): void } | undefined)?.markUsed()
  return session
}

// Whether a Cookie header holds a session that getSession would find anything in, as the app parses and verifies it:
// the site's server asks before it answers from its page cache (a cookie that does not verify is no session).
;(globalThis as SessionBridge)[SESSION_READER] = async (cookieHeader: string) =>
  holdsAnything(await sessionStorage.getSession(cookieHeader))

export async function commitSession(session: SiteSession): Promise<Record<string, string>> {
  return { 'Set-Cookie': await sessionStorage.commitSession(session) }
}
