import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** The id the site gives each request it answers (site-server/log.mjs): a random UUID, lowercase. */
const SITE_REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/**
 * The id the API logs a request under (Fastify's `genReqId`): the site's, from `X-Request-Id`, so that one visitor's
 * request reads through the site's log and the API's (docs/decisions/0025); a new one when the header is missing or
 * is not exactly the site's format (nothing else a caller writes reaches the logs as an id).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && SITE_REQUEST_ID.test(given) ? given : randomUUID()
}
