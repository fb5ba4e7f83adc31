import { ApiError } from './api.server'
import { readForm } from './form.server'
import type { SiteSession } from './session.server'

interface Logout {
  /** Ends the API's session (staff or client). */
  endApiSession: (request: Request) => Promise<unknown>
  /** Drops it from the site's session, which the answer commits. */
  forget: (request: Request) => Promise<SiteSession>
  /** Logs that the API could not end it (the visitor is logged out all the same). */
  logApiFailure: (error: ApiError) => void
}

/**
 * A logout's POST: ends the API's session, and the site forgets it whatever the API answered, so that a person who
 * asks to leave is never kept connected. The site's session to commit with the redirect.
 */
export async function logout(request: Request, { endApiSession, forget, logApiFailure }: Logout): Promise<SiteSession> {
  await readForm(request)
  try {
    await endApiSession(request)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    logApiFailure(error)
  }
  return forget(request)
}
