import { join } from 'node:path'
import type { ApiConfig } from './config'
import type { Database } from './db'

/**
 * Runs a command's `work` on the database of `config` (DATABASE_URL, or PGlite under DATA_DIR), closed after it. The
 * database's modules load only then: a command refused for its arguments answers without them.
 */
export async function withDatabase(config: ApiConfig, work: (db: Database) => Promise<unknown>) {
  const { openDatabase } = await import('./db')
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'db') })
  try {
    await work(database.db)
  } finally {
    await database.close()
  }
}
