import type { FastifyInstance, FastifyRequest } from 'fastify'
import { httpDuration, httpRequests, metricsRegistry, poolConnections } from '../services/metrics'
import { mayReadMetrics } from '../services/metrics-access'
import { measureOutbox } from '../services/outbox'

/** What a pg Pool tells of its connections (drizzle's `$client` on PostgreSQL; PGlite has none). */
interface PoolCounts {
  totalCount: number
  idleCount: number
  waitingCount: number
}

function poolOf(app: FastifyInstance): PoolCounts | null {
  const client = (app.db as unknown as { $client?: Partial<PoolCounts> }).$client
  return typeof client?.totalCount === 'number' ? (client as PoolCounts) : null
}

/** The route pattern of a request (`/api/blog/:id`): bounded label values, whatever addresses are asked for. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'inconnue'

/**
 * Measures every request by route pattern, and answers `/metrics` (Prometheus text format) to this machine or to
 * the holder of METRICS_TOKEN; anyone else gets the 404 of an unknown address (decision 0030).
 */
export function registerMetrics(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request)
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) })
    httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000)
  })

  app.get(
    '/metrics',
    {
      config: {
        doc: {
          summary:
            'The metrics of this API process in the Prometheus text format, at the server root (not under /api): from loopback without a proxy header, or with Authorization: Bearer METRICS_TOKEN; 404 otherwise',
          tag: 'meta',
          access: 'public',
          response: 'binary',
        },
      },
    },
    async (request, reply) => {
      if (!mayReadMetrics({ remoteAddress: request.socket.remoteAddress, headers: request.headers }, app.config.metricsToken)) {
        return reply.callNotFound()
      }
      await measureOutbox(app.db, app.clock.now())
      const pool = poolOf(app)
      if (pool) {
        poolConnections.set({ state: 'total' }, pool.totalCount)
        poolConnections.set({ state: 'idle' }, pool.idleCount)
        poolConnections.set({ state: 'waiting' }, pool.waitingCount)
      }
      return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics())
    },
  )
}
