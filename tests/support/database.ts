import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, type DatabaseHandle, openDatabase } from '../../server/db'
import * as schema from '../../server/db/schema'
import type { SeededTemplate } from './template'

export type TestEngine = 'pglite' | 'postgres'

/** The engine of this test project: the API tests run once on each. */
export const testEngine = (process.env.TEST_DB ?? 'pglite') as TestEngine

type TestDatabase = DatabaseHandle & { databaseUrl?: string }

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new database in the project's
 * PostgreSQL cluster (dropped on close).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testEngine === 'pglite') return openDatabase({})
  return openPostgresCopy()
}

/** The template the project's global setup seeded, when it has one (see `template.ts`). */
export function seededTemplate(): SeededTemplate | undefined {
  return inject('seededTemplate')
}

/**
 * A fresh database for one test file, already seeded: a copy of the project's seeded template (much faster
 * than seeding), or null when the project has none.
 */
export async function openSeededTestDatabase(): Promise<TestDatabase | null> {
  const template = seededTemplate()
  if (testEngine === 'pglite' && template?.pgliteDump) {
    const client = new PGlite({ loadDataDir: new Blob([await readFile(template.pgliteDump)]) })
    const db = drizzlePglite(client, { schema }) as unknown as Database
    return { db, engine: 'pglite', underStartLock: (work) => work(), close: () => client.close() }
  }
  if (testEngine === 'postgres' && template?.postgresTemplate) return openPostgresCopy(template.postgresTemplate)
  return null
}

/** A new database in the project's cluster, empty and migrated, or a copy of `template`; dropped on close. */
async function openPostgresCopy(template?: string): Promise<TestDatabase> {
  const serverUrl = inject('postgresUrl')
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`)
  await admin.end()
  const databaseUrl = serverUrl.replace(/\/[^/]*$/, `/${name}`)
  const handle = await openDatabase({ databaseUrl })
  return {
    ...handle,
    databaseUrl,
    async close() {
      await handle.close()
      await dropTestDatabase(serverUrl, name)
    },
  }
}

/**
 * Drops database `name` of the cluster at `serverUrl`. A pool's end does not wait for its sockets to close: a
 * connection still closing when FORCE ends it would throw in the test process, so its backends get a few seconds to go first.
 */
export async function dropTestDatabase(serverUrl: string, name: string) {
  const cleanup = new pg.Client({ connectionString: serverUrl })
  await cleanup.connect()
  try {
    for (let tries = 0; tries < 50; tries++) {
      const { rows } = await cleanup.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name])
      if (rows[0].n === 0) break
      await sleep(100)
    }
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  } finally {
    await cleanup.end()
  }
}
