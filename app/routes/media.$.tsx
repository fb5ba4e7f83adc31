import type { LoaderFunctionArgs } from '@remix-run/node'
import { config } from '~/utils/config.server'

/**
 * Image files reach the browser through the site: this resource route streams the API's `uploads/` file with its
 * type and cache headers (the browser never talks to the API).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const file = params['*'] ?? ''
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/.test(file)) throw new Response('Not Found', { status: 404 })
  let upstream: Response
  try {
    upstream = await fetch(`${config.apiUrl}/uploads/${file}`, { signal: AbortSignal.timeout(config.apiTimeoutMs) })
  } catch {
    throw new Response('Service Unavailable', { status: 503 })
  }
  if (!upstream.ok || !upstream.body) throw new Response('Not Found', { status: upstream.status === 404 ? 404 : 502 })
  const headers = new Headers({ 'X-Content-Type-Options': 'nosniff' })
  for (const name of ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified']) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(upstream.body, { status: 200, headers })
}
