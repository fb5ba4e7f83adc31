// One site process's HTTP server (the BFF): Remix on Express, as @remix-run/serve runs it, plus what remix-serve
// cannot do (docs/decisions/0001): the visitor's address for the API's rate limits, one same-origin check
// for every POST, security headers, bodies read whole and bounded in size and time before any render, a bound on the
// renders at once, and the page cache (decision 0020). app-server.mjs runs it in each process of the site (the
// working directory is the project's).
import { randomFillSync } from 'node:crypto'
import { createServer } from 'node:http'
import compression from 'compression'
import express from 'express'
import { LONGEST_BODY_MS, readBodies, RECEIVE_TIMEOUT_MS, refuse } from './body-limit.mjs'
import { limitConcurrency, MAX_RENDERS } from './concurrency.mjs'
import { followContentVersion } from './content-version.mjs'
import { settings } from './env.mjs'
import { answerErrorsInFrench, refuseBadlyEncodedPaths } from './errors.mjs'
import { identifyRequests, log, logRequest } from './log.mjs'
import { answerMetrics, measureRequests, routeLabeler } from './metrics.mjs'
import { createPageCache, privateWhenPersonal, withNonce } from './page-cache.mjs'
import { servePrecompressed } from './precompressed.mjs'
import { createRemixHandler } from './remix-handler.mjs'

const build = await import('../build/index.js')
// The proxies in front of the site whose X-Forwarded-For it believes: none unless configured (a visitor on the
// same machine is not a proxy). TRUSTED_PROXIES is the API's, whose proxy is this site on loopback.
const { trustedProxies } = settings
const publicOrigin = new URL(settings.publicUrl).origin
const secure = publicOrigin.startsWith('https:')

/**
 * Scripts only from the site itself or inline with this response's nonce; styles may be inline (React's `style`
 * attributes, the editor's); pictures also from `blob:` (the upload preview) and `data:`; no plugin, no frame of the
 * site elsewhere, no `<base>` or form pointing away (docs/decisions/0022).
 */
function contentSecurityPolicy(nonce) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', trustedProxies.length ? trustedProxies : false)
app.use(identifyRequests)
const measured = measureRequests(routeLabeler(build))
app.use(measured.middleware)
// Before the visitor's address is read through the proxies: /metrics goes by the socket's (decision 0030).
app.get('/metrics', answerMetrics(settings.metricsToken))
app.use(compression())
app.use((req, res, next) => {
  // Remix flushes the response after each chunk React renders, and compression's flush is zlib's full flush, which
  // starts the dictionary afresh: the back-office's client list (183 KB of HTML) went out as 76 KB of gzip instead
  // of 13, 100 ms later. The site streams nothing that must arrive early (no deferred data): the compressor sends
  // its blocks as they fill, and the rest at the end.
  res.flush = undefined
  next()
})

/** Random bytes drawn 4 KB at a time: one system call for 256 nonces rather than one each. */
const randomPool = Buffer.alloc(4096)
let randomUsed = randomPool.length
/** A CSP nonce: 16 random bytes, base64. */
function newNonce() {
  if (randomUsed === randomPool.length) {
    randomFillSync(randomPool)
    randomUsed = 0
  }
  randomUsed += 16
  return randomPool.toString('base64', randomUsed - 16, randomUsed)
}

/** The headers of every answer, this one's nonce in its CSP. */
function securityHeaders(nonce) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    ...(secure ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

/** The same for every answer: all but the CSP, as a raw list of names and values. */
const sameSecurityHeaders = Object.entries(securityHeaders(''))
  .filter(([name]) => name !== 'Content-Security-Policy')
  .flat()

app.use((req, res, next) => {
  // A nonce per response: Remix's inline scripts carry it (app/entry.server.tsx), nothing else inline may run.
  res.locals.cspNonce = newNonce()
  res.set(securityHeaders(res.locals.cspNonce))
  // Loaders see exactly one address: the visitor's, as Express reads it through the trusted proxies.
  req.headers['x-forwarded-for'] = req.ip
  next()
})

// A POST is processed only when the browser proves it comes from this site: `Sec-Fetch-Site` (same-origin, or none
// for what the visitor did themselves) or, from browsers that do not send it, an `Origin` that is ours. Every current
// browser sends one of them; a post with neither (or a foreign `Referer` alone) is refused, since a page elsewhere can
// strip both (decision 0001). Other HTTP clients send the site's `Origin`.
app.use((req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
  const site = req.get('sec-fetch-site')
  const origin = req.get('origin')
  const ownOrigin = `${req.protocol}://${req.get('host')}`
  const sameOrigin = site ? site === 'same-origin' || site === 'none' : origin === publicOrigin || origin === ownOrigin
  // Remix's own check compares Origin with Host, which a balancer may rewrite (a 500): this check is the site's.
  if (!sameOrigin) return refuse(req, res, 403)
  delete req.headers.origin
  next()
})

// Fingerprinted build files never change; their scripts and style sheets go out as compressed by the build.
app.use('/build', servePrecompressed('public/build'), express.static('public/build', { immutable: true, maxAge: '1y' }))

/** @type {(req: import('express').Request, res: import('express').Response) => { cspNonce: string }} */
const getLoadContext = (req, res) => ({ cspNonce: res.locals.cspNonce })
// Anonymous pages come from the page cache, per content version, each answer with its own nonce; renders wait their
// turn (the concurrency limit) but stored pages do not; the rest is private (decision 0020).
const pageCache = createPageCache({
  build,
  mode: settings.mode,
  contentVersion: followContentVersion(settings.apiUrl),
  publicOrigin,
  getLoadContext,
  rewriteCachedBody: (body, req, res) => withNonce(body, res.locals.cspNonce),
  benchBypass: settings.benchRoutes,
  // A third of the renders: misses cannot take the time of the stored pages, nor the turns of the visitors with a session.
  maxMissRenders: Math.max(1, Math.floor(MAX_RENDERS / 3)),
  securityHeaders: () => ['Content-Security-Policy', contentSecurityPolicy(newNonce()), ...sameSecurityHeaders],
  // A hit calls no API: its request id only names its log line, when there is one; it counts in the metrics.
  recordHit: (req, res) => {
    measured.hit(req, res)
    if (log.isLevelEnabled('info')) logRequest(req, res)
  },
})
// Stored pages are answered before public/'s other files are looked for: a file search on disk for each request was a
// quarter of a stored page's cost, and a stored page's address is never a file's (Remix rendered it).
app.use(refuseBadlyEncodedPaths, pageCache.answerStored)
// Every file of public/ has an extension: an address without one (a page) is not looked for on disk, a stat that was
// about 4 % of a render's CPU (decision 0042).
const servePublic = express.static('public', { maxAge: '1h' })
app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? servePublic(req, res, next) : next()))
// A body is read whole before its request may wait for a render: a slow sender holds its connection, not a slot.
app.use(readBodies, privateWhenPersonal, pageCache.limitMisses, limitConcurrency, pageCache.renderAndStore)
app.all('*', createRemixHandler({ build, mode: settings.mode, origin: publicOrigin, getLoadContext }))

// Headers that do not arrive within RECEIVE_TIMEOUT_MS get Node's 408 (in French, errors.mjs) and the connection is
// closed; no request, body included, may take longer than the largest upload at the slowest rate readBodies allows.
// Node checks both at every `connectionsCheckingInterval` (30 s by default).
const server = createServer(
  {
    headersTimeout: RECEIVE_TIMEOUT_MS,
    requestTimeout: LONGEST_BODY_MS,
    connectionsCheckingInterval: Math.min(1000, RECEIVE_TIMEOUT_MS),
  },
  // A stored page's most common hit is answered before Express, with the same headers and bytes (page-cache.mjs).
  (req, res) => pageCache.answerHit(req, res) || app(req, res),
)
server.listen(settings.port, settings.host, () => {
  log.info({ port: settings.port, host: settings.host, publicUrl: publicOrigin }, 'site à l’écoute')
})
answerErrorsInFrench(app, server)

function shutdown() {
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
