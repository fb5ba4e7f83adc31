import type { LoaderFunctionArgs } from '@remix-run/node'
import { getImageFile } from '~/models/image.server'
import { ApiError } from '~/utils/api.server'
import { httpError, notFound } from '~/utils/errors.server'

/**
 * Image files reach the browser through the site: this resource route streams the API's `uploads/` file with its
 * type and cache headers (the browser never talks to the API).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const file = params['*'] ?? ''
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/.test(file)) notFound()
  let upstream: Response
  try {
    upstream = await getImageFile(request, file)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return httpError(error.status === null ? 503 : error.status === 404 ? 404 : 502, error.message)
  }
  const headers = new Headers({ 'X-Content-Type-Options': 'nosniff' })
  for (const name of ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified']) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(upstream.body, { status: 200, headers })
}
