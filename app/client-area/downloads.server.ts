import { ApiError } from '~/utils/api.server'
import { PRIVATE_HEADERS } from '~/utils/private-headers'
import { redirectWithToast } from '~/utils/toast.server'
import { CLIENT_AREA_PATH, sessionEndedRedirect } from './auth.server'

/**
 * A file of the API passed on to the browser as it came (type, name, length), never cached: it holds the
 * client's personal data.
 */
export function passFileOn(upstream: Response): Response {
  const headers = new Headers({ ...PRIVATE_HEADERS, 'X-Content-Type-Options': 'nosniff' })
  for (const name of ['content-type', 'content-disposition', 'content-length']) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(upstream.body, { status: 200, headers })
}

/**
 * A download that failed: the visitor is brought back to the client area with the catalogue's message (an
 * ended session leads to the login first).
 */
export async function downloadFailed(request: Request, error: unknown): Promise<Response> {
  if (!(error instanceof ApiError)) throw error
  return (
    (await sessionEndedRedirect(request, error)) ?? redirectWithToast(request, CLIENT_AREA_PATH, { kind: 'error', message: error.message })
  )
}
