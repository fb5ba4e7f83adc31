import { execFile } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { migrationsFolder, projectRoot } from '../paths'
import * as schema from './schema'

/** One type for both engines: PGlite and node-postgres speak the same SQL through drizzle. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  engine: 'pglite' | 'postgres'
  /**
   * Runs the first-start work (seed, admin account) while no other API process of this database does: several
   * processes started together must seed once and create one admin, whose printed password is the one that works.
   */
  underStartLock<T>(work: () => Promise<T>): Promise<T>
  /**
   * PostgreSQL only (several API processes): calls `onMessage` with each notification of `channel`, and `onConnect`
   * once listening, again after each reconnection (what was missed meanwhile is for it to read). Resolves with what
   * stops it.
   */
  listen?(channel: string, onMessage: (payload: string) => void, onConnect: () => Promise<void>): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** The advisory lock of migrations and first-start work, one number for every process of the school's database. */
const START_LOCK = 7310001

export interface DatabaseOptions {
  /** `postgres://…`; when absent, PGlite stores its files in `pgliteDir` (or memory). */
  databaseUrl?: string
  pgliteDir?: string
}

/**
 * How every PGlite of the project starts, the tests' included. PostgreSQL's default 128 MB of shared buffers live in
 * PGlite's WebAssembly memory, which never shrinks: the school's data is a few MB and its files stay in the system's
 * cache, so 16 MB keep the API's RSS ~110 MB lower (and start a PGlite ~0.1 s sooner). For the same reason a page read
 * out of order costs what a page in order does: with the default random_page_cost (4, for spinning disks) the planner
 * sorted 10,000 clients rather than walk a sort index, 154 ms instead of 63 for a page of the client list far down a
 * sort by city.
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'random_page_cost=1.1']

/** Opens the database and applies the pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    const pgDb = drizzlePg(pool, { schema })
    const db = pgDb as unknown as Database
    // Several API processes may start at once: one migrates, the others wait for it.
    const underStartLock = async <T>(work: () => Promise<T>): Promise<T> => {
      const lock = await pool.connect()
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [START_LOCK])
        return await work()
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [START_LOCK]).catch(() => {})
        lock.release()
      }
    }
    await underStartLock(() => migratePg(pgDb, { migrationsFolder }))
    const listen: DatabaseHandle['listen'] = (channel, onMessage, onConnect) =>
      listenOn(options.databaseUrl!, channel, onMessage, onConnect)
    return { db, engine: 'postgres', underStartLock, listen, close: () => pool.end() }
  }
  if (options.pgliteDir) await makePgliteFolder(options.pgliteDir)
  const client = new PGlite(options.pgliteDir, { startParams: pgliteStartParams })
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  // One process owns a PGlite folder: nothing to wait for.
  return { db: db as unknown as Database, engine: 'pglite', underStartLock: (work) => work(), close: () => client.close() }
}

/**
 * Makes a new PGlite folder in a child process. PGlite's initdb leaves some 40 MB of the process's malloc heap taken for
 * good (freed, but fragmented, so never given back): a first start then sat at 265–328 MB of RSS at rest, against
 * 226–254 MB when the folder was made by another process, and ~210 MB on a second start. The child costs about a
 * second of CPU, once per folder.
 */
async function makePgliteFolder(dir: string) {
  if (existsSync(join(dir, 'PG_VERSION'))) return
  mkdirSync(dir, { recursive: true })
  await promisify(execFile)(process.execPath, [join(projectRoot, 'server/db/make-pglite-folder.mjs'), dir])
}

/** One connection of its own that LISTENs (a pooled one would be handed to queries), reopened a second after a loss. */
async function listenOn(url: string, channel: string, onMessage: (payload: string) => void, onConnect: () => Promise<void>) {
  let stopped = false
  let client: pg.Client | undefined
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onMessage(message.payload)
    })
    next.on('error', () => {
      if (stopped || client !== next) return
      client = undefined
      void next.end().catch(() => {})
      setTimeout(() => void retry(), 1000).unref()
    })
    await next.connect()
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    client = next
    await onConnect()
  }
  const retry = () =>
    connect().catch(() => {
      if (!stopped) setTimeout(() => void retry(), 1000).unref()
    })
  await connect()
  return async () => {
    stopped = true
    await client?.end().catch(() => {})
  }
}

export async function ping(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`)
}

export { schema }
