// The site's metrics (decision 0030): requests by Remix route, page-cache hits and misses, process memory, in the
// Prometheus text format at `/metrics`, for this machine or the holder of METRICS_TOKEN. In the cluster, the process
// that is asked collects every site process's metrics through the primary (cluster.mjs), so a scrape sees the site.
import cluster from 'node:cluster'
import client from 'prom-client'
import { mayReadMetrics } from '../server/services/metrics-access.ts'
import { METRICS_ANSWERED, METRICS_ASKED } from './cluster.mjs'
import { routeMatcher } from './route-match.mjs'

const { AggregatorRegistry, collectDefaultMetrics, Counter, Histogram, register } = client

collectDefaultMetrics()
// Lets the primary ask this process for its metrics (prom-client's own messages).
if (cluster.isWorker) new AggregatorRegistry()

const requests = new Counter({
  name: 'school_site_requests_total',
  help: 'Requests answered, by method, route (the Remix route id) and status',
  labelNames: ['method', 'route', 'status'],
})
const durations = new Histogram({
  name: 'school_site_request_duration_seconds',
  help: 'Time to answer a request, by method and route',
  labelNames: ['method', 'route'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
})
const pageCache = new Counter({
  name: 'school_site_page_cache_total',
  help: 'Anonymous pages answered from the page cache (hit), rendered then stored (miss), or stored and stale (API down)',
  labelNames: ['result'],
})

/**
 * A label per Remix route (`routes/blog.$id`), never the address itself: the series stay as many as the routes.
 * @param {{ routes: Record<string, { id: string, parentId?: string, path?: string, index?: boolean }> }} build
 */
export function routeLabeler(build) {
  // Kept per path: every answer is labelled, a stored page's included, whose answer costs less than a match.
  const matchesOf = routeMatcher(build)
  return (path) => {
    if (path === '/metrics') return 'metrics'
    if (path.startsWith('/build/')) return 'build'
    // A badly encoded address (the site answers it a 400) matches no route: counted as « inconnue ».
    const id = matchesOf(path)?.at(-1)?.route.id ?? 'inconnue'
    // The catch-all page route also meets public/'s files (a picture, robots.txt's neighbours).
    return id === 'routes/$' && /\.\w{2,5}$/.test(path) ? 'fichier' : id
  }
}

/**
 * Counts every answer by route, and the page cache's answers by what it did: `middleware` for Express's answers,
 * `hit` for the stored pages answered before Express (page-cache.mjs `answerHit`, whose addresses have no query).
 * @param {(path: string) => string} labelOf
 */
export function measureRequests(labelOf) {
  /** @param {() => string} pathOf read once answered @param {string} [cacheResult] */
  const measure = (req, res, pathOf, cacheResult) => {
    const started = performance.now()
    res.once('finish', () => {
      const route = labelOf(pathOf())
      requests.inc({ method: req.method, route, status: String(res.statusCode) })
      durations.observe({ method: req.method, route }, (performance.now() - started) / 1000)
      const cached = cacheResult ?? res.getHeader('X-Page-Cache')
      if (cached) pageCache.inc({ result: String(cached) })
    })
  }
  return {
    /** @type {import('express').RequestHandler} */
    middleware: (req, res, next) => {
      measure(req, res, () => req.path)
      next()
    },
    hit: (req, res) => measure(req, res, () => req.url, 'hit'),
  }
}

/** This process's metrics, or, in the cluster, every site process's through the primary. */
function readMetrics() {
  if (!cluster.isWorker) return register.metrics()
  return new Promise((resolve, reject) => {
    const id = `${process.pid}-${performance.now()}`
    const timer = setTimeout(() => done(new Error('le processus principal du site ne répond pas')), 5000)
    function done(error, text) {
      clearTimeout(timer)
      process.off('message', onMessage)
      if (error) reject(error)
      else resolve(text)
    }
    function onMessage(message) {
      if (message?.type !== METRICS_ANSWERED || message.id !== id) return
      done(message.error ? new Error(message.error) : null, message.text)
    }
    process.on('message', onMessage)
    process.send({ type: METRICS_ASKED, id })
  })
}

/**
 * `/metrics` for this machine (the socket's address, before any X-Forwarded-For is believed; a request nginx
 * relays carries one, and is not local) or with the token; anyone else gets the site's 404.
 * @param {string | undefined} token
 * @returns {import('express').RequestHandler}
 */
export function answerMetrics(token) {
  return async (req, res, next) => {
    if (!mayReadMetrics({ remoteAddress: req.socket.remoteAddress, headers: req.headers }, token)) return next()
    try {
      const text = await readMetrics()
      res.set('Content-Type', register.contentType).set('Cache-Control', 'no-store').send(text)
    } catch (error) {
      next(error)
    }
  }
}
