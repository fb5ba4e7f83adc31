// The site's page cache (issue 15, decision 0020): an anonymous visitor's GET or HEAD of a page is rendered once per
// content version and served from memory after that, with a strong ETag (a matching If-None-Match gets a 304 without
// rendering) and a Cache-Control that lets a shared cache in front (deploy/nginx.conf) keep it too. A request with a
// session cookie (as Remix parses it), a render that read a session, or an answer that sets a cookie or says no-store,
// is never stored nor answered from the store, and is marked private, no-store (session-use.mjs).
// While the API does not answer, a page rendered before is served stale, however old, rather than an error page.
import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { gzipSync } from 'node:zlib'
import { createRequestHandler } from '@remix-run/node'
import { createLimit } from './concurrency.mjs'
import { remixRequest } from './remix-handler.mjs'
import { routeMatcher } from './route-match.mjs'
import { carriesSession, watchSessionUse } from './session-use.mjs'

/** How long a shared cache may serve a page without asking (s-maxage): the delay before a visitor sees an edit. */
export const SHARED_MAX_AGE_S = 5
/** How long after that a shared cache may serve it while it asks again in the background. */
export const STALE_WHILE_REVALIDATE_S = 30
/** How long a shared cache may serve it while the site answers errors or nothing (RFC 5861). */
export const STALE_IF_ERROR_S = 86_400
/**
 * The site's own copy is renewed after this long even when no edit changed the version: pages that depend on the
 * date (the upcoming sessions of a registration list) change at midnight without any edit.
 */
const ENTRY_MAX_AGE_MS = 60_000
const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}, stale-if-error=${STALE_IF_ERROR_S}`
const PRIVATE_CACHE_CONTROL = 'private, no-store'
/**
 * A page with scripts carries the nonce of its answer's CSP: no cache in front may hand one body (one nonce) to many
 * visitors, and no 304 may pair a browser's stored body with a new CSP header, which would block its scripts. Such a
 * page is stored here and re-nonced at each answer; shared caches and browsers ask each time (decision 0020).
 */
const NONCED_CACHE_CONTROL = 'no-cache'
/** Where Remix's browser code asks for the routes of the links a page shows (lazy route discovery). */
const MANIFEST_PATH = '/__manifest'
/** Answer headers a stored page keeps; the security headers (and the CSP) are set afresh for every request. */
const KEPT_HEADERS = ['content-type', 'content-language', 'link', 'x-robots-tag']
/** A form that posts needs the API: the notice a stale page carries says it will not be sent for now. */
const POSTING_FORM = /<form\b[^>]*\bmethod=["']?post/i
/** The nonce attributes React and Remix render (base64: no quote inside). */
const NONCE_ATTRIBUTE = ' nonce="'
const NONCE_ATTRIBUTES = / nonce="[^"]*"/g
const STALE_NOTICE =
  '<p class="banner banner--error" role="status">Le serveur de l’école ne répond pas pour le moment\u00a0: cette page est une copie, et ses formulaires ne peuvent pas être envoyés. Réessayez dans quelques minutes.</p>'

/**
 * @typedef {object} CachedPage
 * @property {string} key the address (path and query)
 * @property {string} version the content version it was rendered at
 * @property {number} storedAt epoch ms
 * @property {number} status
 * @property {Record<string, string>} headers the kept headers of Remix's answer
 * @property {Buffer} body the html as rendered
 * @property {Buffer} gzip the same, gzipped once
 * @property {string} etag strong, of the build and the body (nonces left out)
 * @property {boolean} nonced whether the body carries the CSP nonce of the request that rendered it
 * @property {[string[], string[]]} [hitHeaders] its hit's raw headers (`hitHeadersOf`)
 */

/**
 * @param {object} options
 * @param {any} options.build the Remix server build
 * @param {string | undefined} options.mode
 * @param {{ current(): string | null, apiDown(): boolean, recheck(): Promise<void>, ready: Promise<void> }} options.contentVersion
 * @param {string} options.publicOrigin the origin pages are rendered for (never the visitor's Host header)
 * @param {(req: any, res: any) => unknown} [options.getLoadContext] the same as the Remix handler's
 * @param {(body: Buffer, req: any, res: any) => Buffer} [options.rewriteCachedBody] applied to a stored body at each
 *   answer (a fresh CSP nonce): the body is then compressed by the compression middleware instead of the stored gzip
 * @param {number} [options.maxBytes] bound of the stored bodies (html and gzip), least recently used out first
 * @param {boolean} [options.benchBypass] `x-bench-page-cache: off` renders without the cache (BENCH_ROUTES=on only)
 * @param {number} [options.maxMissRenders] how many anonymous pages the cache does not hold may be rendered at once
 * @param {() => string[]} [options.securityHeaders] the headers every answer carries (a fresh CSP nonce each time),
 *   names and values one after the other, for `answerHit`, which answers before Express sets them
 * @param {(req: any, res: any) => void} [options.recordHit] what `answerHit` records of each answer it gives (its metrics, its log line)
 */
export function createPageCache({
  build,
  mode,
  contentVersion,
  publicOrigin,
  getLoadContext,
  rewriteCachedBody,
  maxBytes = 32 * 1024 * 1024,
  benchBypass = false,
  maxMissRenders = Infinity,
  securityHeaders = () => [],
  recordHit = () => {},
}) {
  const handle = createRequestHandler(build, mode)
  const buildId = String(build.assets?.version ?? '')
  /** @type {Map<string, CachedPage>} in order of use: the first is the least recently used */
  const pages = new Map()
  let bytes = 0
  /** Concurrent misses of one page at one version share one rendering. */
  const renderings = new Map()

  const forget = (key) => {
    const page = pages.get(key)
    if (!page) return
    pages.delete(key)
    bytes -= page.body.length + page.gzip.length
  }
  const store = (page) => {
    const size = page.body.length + page.gzip.length
    if (size > maxBytes / 8) return
    forget(page.key)
    pages.set(page.key, page)
    bytes += size
    for (const key of pages.keys()) {
      if (bytes <= maxBytes) break
      forget(key)
    }
  }
  const lookup = (key) => {
    const page = pages.get(key)
    if (page) {
      pages.delete(key)
      pages.set(key, page)
    }
    return page
  }

  /** Renders the page through Remix for the public origin, as a GET (a HEAD is answered from the same page). */
  async function render(req, res, sessionUse) {
    const request = remixRequest(req, publicOrigin, { method: 'GET' })
    const context = await getLoadContext?.(req, res)
    return watchSessionUse(sessionUse, () => handle(request, context))
  }

  /** @returns {Promise<{ page: CachedPage } | { response: Response, body: Buffer | null }>} */
  async function renderPage(req, res, key, version) {
    // Noted where privateWhenPersonal (mounted before) reads it: a page rendered from a session is its visitor's,
    // marked private and never stored, whatever its request looked like.
    /** @type {import('./session-use.mjs').SessionUse} */
    const sessionUse = res.locals.sessionUse ?? { used: false }
    const response = await render(req, res, sessionUse)
    const type = response.headers.get('content-type') ?? ''
    if (!type.startsWith('text/html')) return { response, body: null }
    const body = Buffer.from(await response.arrayBuffer())
    const storable =
      !sessionUse.used &&
      version !== null &&
      response.status === 200 &&
      !response.headers.has('set-cookie') &&
      !/no-store|no-cache|private/i.test(response.headers.get('cache-control') ?? '')
    if (!storable) return { response, body }
    const headers = {}
    for (const name of KEPT_HEADERS) {
      const value = response.headers.get(name)
      if (value) headers[name] = value
    }
    /** @type {CachedPage} */
    const page = {
      key,
      version,
      storedAt: Date.now(),
      status: 200,
      headers,
      body,
      gzip: gzipSync(body),
      etag: etagOf(buildId, body),
      nonced: body.includes(NONCE_ATTRIBUTE),
    }
    page.hitHeaders = hitHeadersOf(page)
    store(page)
    return { page }
  }

  /**
   * The one place a stored page becomes an answer: fresh, stale (the API down) or 304. A CSP nonce, if the site
   * sets one per request, is put in here by `rewriteCachedBody`.
   * @param {CachedPage} page
   */
  function answerFromCache(req, res, page, { stale = false, rendered = false } = {}) {
    res.status(page.status)
    res.set(page.headers)
    res.set('Cache-Control', page.nonced ? NONCED_CACHE_CONTROL : PUBLIC_CACHE_CONTROL)
    res.set('Vary', 'Accept-Encoding')
    res.set('ETag', page.etag)
    res.set('X-Page-Cache', stale ? 'stale' : rendered ? 'miss' : 'hit')
    if (!stale && !page.nonced && matches(req.get('if-none-match'), page.etag)) return res.status(304).end()
    let body = page.body
    if (stale && POSTING_FORM.test(body.toString('latin1'))) body = withStaleNotice(body)
    if (rewriteCachedBody && page.nonced) body = rewriteCachedBody(body, req, res)
    // Accept-Encoding read with its q-values: `gzip;q=0` refuses gzip.
    if (body === page.body && req.acceptsEncodings('gzip')) {
      // Gzipped once when stored; the compression middleware leaves an encoded answer as it is.
      res.set('Content-Encoding', 'gzip')
      body = page.gzip
    }
    res.set('Content-Length', String(body.length))
    return req.method === 'HEAD' ? res.end() : res.end(body)
  }

  /** An answer of Remix that was not stored: sent as it came, private when it sets a cookie. */
  async function answerRendered(req, res, response, body) {
    res.status(response.status)
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') res.append(name, value)
    }
    const cookies = response.headers.getSetCookie()
    if (cookies.length) {
      res.set('Set-Cookie', cookies)
      res.set('Cache-Control', PRIVATE_CACHE_CONTROL)
    }
    if (req.method === 'HEAD') return res.end()
    if (body) return res.end(body)
    if (!response.body) return res.end()
    Readable.fromWeb(response.body).pipe(res)
  }

  /** @type {WeakMap<object, Promise<boolean>>} each request's answer, asked for at each step */
  const eligibility = new WeakMap()
  /** Whether the page cache answers this request: an anonymous GET or HEAD of a page. */
  function eligible(req) {
    let answer = eligibility.get(req)
    if (!answer) {
      answer = isAnonymousPageRequest(req)
      eligibility.set(req, answer)
    }
    return answer
  }
  async function isAnonymousPageRequest(req) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    // Remix's data requests of client-side navigations (single fetch) and its route discovery (`/__manifest?p=…&version=…`,
    // whose parameters no route names) are left to the adapter.
    if (req.path.endsWith('.data') || req.path === MANIFEST_PATH) return false
    if (benchBypass && req.get('x-bench-page-cache') === 'off') return false
    return !(await carriesSession(req.get('cookie')))
  }

  const matchesOf = routeMatcher(build)
  /**
   * The address of the page a request asks for, with only the query parameters its routes read (their
   * `handle.cacheQuery`, app/utils/page-cache-handle.ts), in their order: the other parameters would each make a new
   * entry and a new render of the same page.
   * @param {string} url path and query
   */
  function cleanAddress(url) {
    const at = url.indexOf('?')
    if (at < 0) return url
    const path = url.slice(0, at)
    const read = new Set()
    for (const { route } of matchesOf(path) ?? []) {
      const names = route.module?.handle?.cacheQuery ?? []
      if (names === '*') return url
      for (const name of names) read.add(name)
    }
    const kept = [...new URLSearchParams(url.slice(at))].filter(([name]) => read.has(name))
    return kept.length ? `${path}?${new URLSearchParams(kept)}` : path
  }

  const limitMissesNow = createLimit(maxMissRenders)
  /** Where concurrent misses of one page at one version meet. */
  const renderingKey = (req) => `${contentVersion.current()}\u0000${req.originalUrl}`

  /** The stored page a request may be answered with now, fresh or (the API down) stale, or null. */
  function storedAnswer(req) {
    const key = req.originalUrl
    const version = contentVersion.current()
    const known = lookup(key)
    if (!known) return null
    if (version !== null && known.version === version && Date.now() - known.storedAt < ENTRY_MAX_AGE_MS) return { page: known }
    if (contentVersion.apiDown()) return { page: known, stale: true }
    return null
  }

  /**
   * The most common answer of the site, given before Express (app.mjs): an anonymous GET or HEAD, without cookie nor
   * query, of a page stored fresh and without nonce, from a client that takes gzip, or its 304. The same status,
   * headers and bytes as `answerStored` gives, with nothing computed per request but the security headers (their
   * nonce): Express's work per request was most of a hit's cost (docs/decisions/0031). Answers false, having done
   * nothing, for every other request, which Express then handles as before.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function answerHit(req, res) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.cookie !== undefined) return false
    const key = req.url
    if (!key || key.includes('?') || !takesGzip(req.headers['accept-encoding'])) return false
    if (benchBypass && req.headers['x-bench-page-cache'] !== undefined) return false
    const page = pages.get(key)
    const version = contentVersion.current()
    if (!page || page.nonced || version === null || page.version !== version || Date.now() - page.storedAt >= ENTRY_MAX_AGE_MS) return false
    lookup(key)
    recordHit(req, res)
    // Raw header lists: Node writes them as they are, without the checks and the map of setHeader.
    const headers = securityHeaders()
    const [always, withBody] = page.hitHeaders
    if (matches(req.headers['if-none-match'], page.etag)) res.writeHead(304, headers.concat(always)).end()
    else res.writeHead(page.status, headers.concat(always, withBody)).end(req.method === 'HEAD' ? undefined : page.gzip)
    return true
  }

  /**
   * Express middleware, before the concurrency limit: answers an anonymous request whose page is stored (or a 304)
   * without waiting for a turn to render, since it renders nothing.
   */
  async function answerStored(req, res, next) {
    try {
      if (!(await eligible(req))) return next()
      // Any other query is the same page: one address, one entry (a shared cache in front keeps the redirect too).
      const clean = cleanAddress(req.originalUrl)
      if (clean !== req.originalUrl) return res.status(301).set({ Location: clean, 'Cache-Control': PUBLIC_CACHE_CONTROL }).end()
      // Just started: the first answer of the API (or its silence) comes within a few milliseconds.
      if (contentVersion.current() === null && !contentVersion.apiDown()) await contentVersion.ready
      // Nothing stored, and the API believed down: ask it again before rendering, since a page rendered without a
      // version cannot be stored (the site may have started before the API listened: its first pages were lost).
      if (contentVersion.apiDown() && !pages.has(req.originalUrl)) await contentVersion.recheck()
      const stored = storedAnswer(req)
      if (!stored) return next()
      answerFromCache(req, res, stored.page, { stale: stored.stale })
    } catch (error) {
      next(error)
    }
  }

  /**
   * Express middleware, before the concurrency limit: an anonymous page the cache does not hold waits for one of
   * `maxMissRenders` turns first, so that misses (a page nobody asked for yet, an address made up for each request)
   * never take every render of the process, nor all of its time: stored pages, answered before, stay fast, and
   * visitors with a session keep the rest of the turns. A request that joins a rendering of its page needs no turn.
   */
  async function limitMisses(req, res, next) {
    try {
      if (!(await eligible(req)) || storedAnswer(req) || renderings.has(renderingKey(req))) return next()
      limitMissesNow(req, res, next)
    } catch (error) {
      next(error)
    }
  }

  /**
   * Express middleware, after the concurrency limit and before the Remix handler: renders an anonymous page, stores
   * it when it may be shared, and answers it. Concurrent misses of one page at one version share one rendering.
   */
  async function renderAndStore(req, res, next) {
    try {
      if (!(await eligible(req))) return next()
      const key = req.originalUrl
      // A request that waited its turn may find the page stored by the one before it.
      const stored = storedAnswer(req)
      if (stored) return answerFromCache(req, res, stored.page, { stale: stored.stale })
      const version = contentVersion.current()
      const sharedKey = renderingKey(req)
      let rendering = renderings.get(sharedKey)
      const joined = rendering !== undefined
      if (!rendering) {
        rendering = renderPage(req, res, key, version).finally(() => renderings.delete(sharedKey))
        renderings.set(sharedKey, rendering)
      }
      let outcome = await rendering
      if ('page' in outcome) return answerFromCache(req, res, outcome.page, { rendered: !joined })
      // Only stored pages are shared: any other answer (a file, an error page, a cookie) is each request's own.
      if (joined) outcome = await renderPage(req, res, key, version)
      if ('page' in outcome) return answerFromCache(req, res, outcome.page, { rendered: true })
      // The render failed (the API stopped answering half-way): the copy from before is better than an error.
      const known = pages.get(key)
      if (outcome.response.status >= 500 && known) return answerFromCache(req, res, known, { stale: true })
      return answerRendered(req, res, outcome.response, outcome.body)
    } catch (error) {
      next(error)
    }
  }

  return { answerHit, answerStored, limitMisses, renderAndStore, size: () => ({ pages: pages.size, bytes }) }
}

/**
 * The headers of a stored page's hit, made once when it is stored, as `answerFromCache` sets them: those a 304 has
 * too, then the gzipped body's.
 * @param {CachedPage} page
 * @returns {[string[], string[]]} names and values, one after the other
 */
function hitHeadersOf(page) {
  return [
    Object.entries({
      ...page.headers,
      'Cache-Control': PUBLIC_CACHE_CONTROL,
      Vary: 'Accept-Encoding',
      ETag: page.etag,
      'X-Page-Cache': 'hit',
    }).flat(),
    ['Content-Encoding', 'gzip', 'Content-Length', String(page.gzip.length)],
  ]
}

/** Accept-Encoding headers seen, and whether each takes gzip; bounded (a client may send anything). */
const gzipTakers = new Map()
/**
 * Whether an Accept-Encoding is a plain list naming gzip (`gzip, deflate, br, zstd`, as browsers send it). A header
 * with q-values or without gzip answers false: Express reads it (its q-values, `*`) on the usual way.
 * @param {string | undefined} header
 */
function takesGzip(header) {
  if (!header) return false
  let takes = gzipTakers.get(header)
  if (takes === undefined) {
    takes = !header.includes(';') && header.split(',').some((token) => token.trim().toLowerCase() === 'gzip')
    if (gzipTakers.size >= 64) gzipTakers.clear()
    gzipTakers.set(header, takes)
  }
  return takes
}

/**
 * Every answer that is not a stored page and either comes with a session cookie, was rendered from a session (the
 * Remix handler notes it in `res.locals.sessionUse`) or sets a cookie is private, no-store: a shared cache must never
 * keep it. Runs before the Remix handler, sets the header when Remix's answer goes out.
 * @type {import('express').RequestHandler}
 */
export function privateWhenPersonal(req, res, next) {
  /** @type {import('./session-use.mjs').SessionUse} */
  const sessionUse = { used: false }
  res.locals.sessionUse = sessionUse
  carriesSession(req.get('cookie')).then((personal) => {
    const writeHead = res.writeHead
    res.writeHead = function (...args) {
      if (personal || sessionUse.used || res.getHeader('set-cookie')) res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL)
      return writeHead.apply(this, args)
    }
    next()
  }, next)
}

/**
 * The body with this answer's nonce in every `nonce` attribute: a stored page's scripts (Remix's and React's inline
 * ones) run under this answer's Content-Security-Policy, not the one of the request that rendered it (decision 0022).
 * @param {Buffer} body
 * @param {string} nonce
 */
export function withNonce(body, nonce) {
  return Buffer.from(body.toString('utf8').replace(NONCE_ATTRIBUTES, ` nonce="${nonce}"`))
}

/** Strong, of what the page shows: the build and the html, without the per-request nonces of a CSP. */
function etagOf(buildId, body) {
  const hash = createHash('sha256').update(buildId).update('\u0000').update(body.toString('utf8').replace(NONCE_ATTRIBUTES, ''))
  return `"${hash.digest('base64url').slice(0, 27)}"`
}

function matches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === etag || tag === '*')
}

function withStaleNotice(body) {
  const html = body.toString('utf8')
  const main = html.match(/<main\b[^>]*>/i)
  if (!main) return body
  const at = main.index + main[0].length
  return Buffer.from(`${html.slice(0, at)}${STALE_NOTICE}${html.slice(at)}`)
}
