import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { inject } from 'vitest'
import { type Database, type DatabaseHandle, openDatabase, pgliteStartParams } from '../../server/db'
import * as schema from '../../server/db/schema'
import { createTestDatabase } from './postgres-databases'
import type { SeededTemplate } from './template'

export type TestEngine = 'pglite' | 'postgres'

/** The engine of this test project: the API tests run once on each. */
export const testEngine = (process.env.TEST_DB ?? 'pglite') as TestEngine

type TestDatabase = DatabaseHandle & { databaseUrl?: string }

/**
 * A fresh, migrated database for one test file, without content: a copy of the project's migrated template (PGlite
 * or a database of its PostgreSQL cluster, dropped on close), else one migrated here.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const template = seededTemplate()
  if (testEngine === 'pglite') return template?.pgliteEmptyDump ? openPgliteDump(template.pgliteEmptyDump) : openDatabase({})
  return openPostgresCopy(template?.postgresEmptyTemplate)
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
  if (testEngine === 'pglite' && template?.pgliteDump) return openPgliteDump(template.pgliteDump)
  if (testEngine === 'postgres' && template?.postgresTemplate) return openPostgresCopy(template.postgresTemplate)
  return null
}

/**
 * PGlite in memory, loaded from a dump of the global setup (under half a second of CPU, where migrating takes three),
 * started as the API starts it.
 */
async function openPgliteDump(dump: string): Promise<TestDatabase> {
  const client = new PGlite({ loadDataDir: new Blob([await readFile(dump)]), startParams: pgliteStartParams })
  const db = drizzlePglite(client, { schema }) as unknown as Database
  return { db, engine: 'pglite', underStartLock: (work) => work(), close: () => client.close() }
}

/** A new database in the project's cluster, empty and migrated, or a copy of `template`; dropped on close. */
async function openPostgresCopy(template?: string): Promise<TestDatabase> {
  const serverUrl = inject('postgresUrl')
  const copy = await createTestDatabase(serverUrl, template)
  const handle = await openDatabase({ databaseUrl: copy.url })
  return {
    ...handle,
    databaseUrl: copy.url,
    async close() {
      await handle.close()
      await copy.drop()
    },
  }
}
