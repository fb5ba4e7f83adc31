// The site's logs: pino's JSON lines on stdout at LOG_LEVEL, as the API's, named `site` beside the API's `api`; a
// request's lines carry its id (`reqId`), the one the API logs it under too (docs/decisions/0025).
import { randomUUID } from 'node:crypto'
import { format } from 'node:util'
import pino from 'pino'
import { settings } from './env.mjs'

export const log = pino({ name: 'site', level: settings.logLevel })

// What the libraries write to the console (Remix's router warns of a path it cannot decode) goes out as the site's
// own lines, in the same JSON at the matching level: one parser reads the whole log.
for (const [method, level] of /** @type {const} */ ([
  ['debug', 'debug'],
  ['log', 'info'],
  ['info', 'info'],
  ['warn', 'warn'],
  ['error', 'error'],
])) {
  console[method] = (...args) => log[level](format(...args))
}

// The app is bundled apart and imports nothing of this server: it logs through this global (app/utils/log.server.ts).
globalThis[Symbol.for('school.log')] = log

/**
 * Gives each request a new id in `X-Request-Id` (whatever the visitor sent is replaced): the app sends it on every
 * call to the API (app/utils/api.server.ts), whose logs use it as theirs. Logs each answer as the API does.
 * @type {import('express').RequestHandler}
 */
export function identifyRequests(req, res, next) {
  logRequest(req, res)
  next()
}

/**
 * What identifyRequests does, for an answer given before Express (a stored page's hit, page-cache.mjs).
 * @param {import('node:http').IncomingMessage & { originalUrl?: string }} req
 * @param {import('node:http').ServerResponse} res
 */
export function logRequest(req, res) {
  const reqId = randomUUID()
  req.headers['x-request-id'] = reqId
  const started = performance.now()
  res.once('finish', () => {
    if (!log.isLevelEnabled('info')) return
    const responseTime = performance.now() - started
    log.info(
      { reqId, req: { method: req.method, url: req.originalUrl ?? req.url }, res: { statusCode: res.statusCode }, responseTime },
      'request completed',
    )
  })
}
