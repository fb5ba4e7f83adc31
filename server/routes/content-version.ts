import { type SQL, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { Database, DatabaseHandle } from '../db'

/**
 * The content version (issue 15, decision 0020): a value that changes with every write that may change what a public
 * page shows, so that the site's page cache (and any cache keyed by it) knows at once that a page may have changed.
 * It is a sequence of the database, shared by every API process of it; each process keeps the last value it knows in
 * memory (reads cost nothing) and hears the others' changes through PostgreSQL's NOTIFY (PGlite has one process).
 */
export interface ContentVersion {
  current(): string
  /** Moves the version on, for every API process of the database, before the caller answers. */
  bump(): Promise<void>
  /** Resolves with the version once it differs from `seen`, or with the same one after `waitMs`. */
  next(seen: string, waitMs: number): Promise<string>
  /** Answers every waiting caller now, and every later one at once, and stops listening: the API is closing. */
  release(): Promise<void>
}

const CHANNEL = 'content_version'

/**
 * Reads the version and moves it on once: an API that starts may hold content restored from a backup, and a site
 * must not take its pages for the ones it stored under the same number before.
 */
export async function createContentVersion(db: Database, listen?: DatabaseHandle['listen']): Promise<ContentVersion> {
  let value = ''
  let released = false
  const waiting = new Set<() => void>()
  const wakeAll = () => {
    for (const wake of [...waiting]) wake()
  }
  const learn = (next: string) => {
    // Values only grow; a notification may arrive after this process read a later value itself.
    if (value !== '' && BigInt(next) <= BigInt(value)) return
    value = next
    wakeAll()
  }
  const read = async (query: SQL) => learn(((await db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0].n)
  const bump = () =>
    read(sql`WITH moved AS (SELECT nextval('content_version') AS n) SELECT n::text AS n, pg_notify(${CHANNEL}, n::text) FROM moved`)
  await bump()
  // Other API processes of the same PostgreSQL database; on each (re)connection, what was missed meanwhile.
  const unlisten = await listen?.(CHANNEL, learn, () => read(sql`SELECT last_value::text AS n FROM content_version`))
  return {
    current: () => value,
    bump,
    async release() {
      released = true
      wakeAll()
      await unlisten?.()
    },
    next(seen, waitMs) {
      if (seen !== value || waitMs <= 0 || released) return Promise.resolve(value)
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer)
          waiting.delete(wake)
          resolve(value)
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
            'The content version: changes with every write that may change a public page. With ?after=<version>, the answer waits (long poll, up to 25 s) until the version differs',
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
  app.addHook('preClose', () => app.contentVersion.release())
}

/**
 * The writes that change nothing a public page shows: sessions, passwords, second factors and passkeys, accounts not
 * yet confirmed, messages to the school (and the trail's lines, `trailOnly`). Every other successful write moves the
 * version, a visitor's too (a client's confirmed registration changes the places of its session), so that a write
 * added later is covered without anyone thinking of it.
 */
const PRIVATE_WRITES = new Set([
  'POST /api/user/login',
  'POST /api/user/logout',
  'PUT /api/user/me/password',
  'PUT /api/user/me/email',
  'POST /api/user/setup',
  'POST /api/user/me/second-factor',
  'POST /api/user/me/recovery-codes',
  'POST /api/user/me/sessions/close-others',
  'POST /api/user/:id/sessions/close',
  'POST /api/user/me/passkeys/options',
  'POST /api/user/me/passkeys',
  'DELETE /api/user/me/passkeys/:id',
  'POST /api/user/login/passkey/options',
  'POST /api/user/login/passkey',
  'POST /api/client/login',
  'POST /api/client/logout',
  'POST /api/client/create_account',
  'POST /api/client/login_link',
  'POST /api/client/login_with_link',
  'PUT /api/client/confirm_account',
  'PUT /api/client/password',
  'POST /api/contact/sendMessage',
])

/**
 * Every successful write but the private ones moves the version on, before its answer leaves: a page asked for
 * after the answer already sees the new version.
 */
export function bumpOnWrites(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return payload
    if (reply.statusCode >= 400 || request.routeOptions.config.doc?.trailOnly) return payload
    if (PRIVATE_WRITES.has(`${request.method} ${request.routeOptions.url}`)) return payload
    // The write is done: a version that could not move leaves pages stale for a while, it does not undo the write.
    await app.contentVersion.bump().catch((error: unknown) => request.log.error({ err: error }, 'content version not moved'))
    return payload
  })
}
