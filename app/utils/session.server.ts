import { createCookieSessionStorage, type Session } from '@remix-run/node'
import { config } from './config.server'

export interface SessionData {
  /** The API's session ids (its cookies school_admin and school_client), kept server-side by the BFF. */
  staffToken: string
  clientToken: string
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

export function getSession(request: Request): Promise<SiteSession> {
  return sessionStorage.getSession(request.headers.get('Cookie'))
}

export async function commitSession(session: SiteSession): Promise<Record<string, string>> {
  return { 'Set-Cookie': await sessionStorage.commitSession(session) }
}
