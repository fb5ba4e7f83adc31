import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { type DatabaseHandle,openDatabase } from '../../server/db'

export type TestEngine = 'pglite' | 'postgres'

/** The engine of this test project: the API tests run once on each. */
export const testEngine = (process.env.TEST_DB ?? 'pglite') as TestEngine

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new database in the project's
 * PostgreSQL cluster (dropped on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { databaseUrl?: string }> {
  if (testEngine === 'pglite') return openDatabase({})
  const serverUrl = inject('postgresUrl')
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const databaseUrl = serverUrl.replace(/\/[^/]*$/, `/${name}`)
  const handle = await openDatabase({ databaseUrl })
  return {
    ...handle,
    databaseUrl,
    async close() {
      await handle.close()
      const cleanup = new pg.Client({ connectionString: serverUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}
