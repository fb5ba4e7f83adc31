import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { z } from 'zod'

/**
 * The content version (issue 15, decision 0020): a value that changes with every staff write, so that the site's
 * page cache (and any cache keyed by it) knows at once that what a public page shows may have changed. It is kept in
 * memory: a restart of the API starts a new series (its boot id), which the site treats as a change too.
 */
export interface ContentVersion {
  current(): string
  bump(): void
  /** Resolves with the version once it differs from `seen`, or with the same one after `waitMs`. */
  next(seen: string, waitMs: number): Promise<string>
  /** Answers every waiting caller now, and every later one at once: the API is closing. */
  release(): void
}

export function createContentVersion(): ContentVersion {
  const boot = randomBytes(4).toString('hex')
  let counter = 0
  let released = false
  const waiting = new Set<() => void>()
  const current = () => `${boot}-${counter}`
  const wakeAll = () => {
    for (const wake of [...waiting]) wake()
  }
  return {
    current,
    bump() {
      counter += 1
      wakeAll()
    },
    release() {
      released = true
      wakeAll()
    },
    next(seen, waitMs) {
      if (seen !== current() || waitMs <= 0 || released) return Promise.resolve(current())
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer)
          waiting.delete(wake)
          resolve(current())
        }
        const timer = setTimeout(wake, waitMs)
        waiting.add(wake)
      })
    },
  }
}

const ContentVersionQuery = z.object({
  /** The version the caller holds: the answer waits (up to 25 s) until it changes. */
  after: z.string().max(64).optional(),
})
const ContentVersionAnswer = z.object({ version: z.string() })

/** Longest wait of a long poll: below the usual 30 to 60 s idle timeouts of proxies. */
const LONG_POLL_MS = 25_000
/**
 * While the first start draws the demo pictures (half a minute, no HTTP write), the version changes every
 * 2 seconds, so that cached pages take their pictures as they come.
 */
const PREPARING_STEP_MS = 2_000

export const contentVersionRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/content-version',
    {
      config: {
        doc: {
          summary:
            'The content version: changes with every staff write. With ?after=<version>, the answer waits (long poll, up to 25 s) until the version differs',
          tag: 'meta',
          access: 'public',
          querystring: ContentVersionQuery,
          response: ContentVersionAnswer,
        },
      },
    },
    async (request, reply) => {
      const { after } = ContentVersionQuery.parse(request.query)
      void reply.header('Cache-Control', 'no-store')
      if (app.readiness.content === 'preparing') {
        const version = `${app.contentVersion.current()}-p${Math.floor(Date.now() / PREPARING_STEP_MS)}`
        if (after === version) await new Promise((resolve) => setTimeout(resolve, PREPARING_STEP_MS))
        return { version }
      }
      return { version: await app.contentVersion.next(after ?? '', after === undefined ? 0 : LONG_POLL_MS) }
    },
  )
  // Waiting callers end at once when the API stops: its graceful shutdown would wait for them otherwise.
  app.addHook('preClose', async () => app.contentVersion.release())
}

/**
 * Every successful write of staff (a route whose access is neither public nor a client's own) bumps the version,
 * before its answer leaves: a page asked for after the answer already sees the new version. The demo pictures of the
 * first start bump it as each page gets its picture (server/main.ts).
 */
export function bumpOnStaffWrites(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return payload
    if (reply.statusCode >= 400) return payload
    const access = (request.routeOptions.config as { doc?: { access?: unknown } } | undefined)?.doc?.access
    if (access !== undefined && access !== 'public' && access !== 'client') app.contentVersion.bump()
    return payload
  })
}
