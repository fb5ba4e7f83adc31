import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'

/** A database of a test cluster that others copy: the cluster's URL and the database's name. */
export interface DatabaseTemplate {
  serverUrl: string
  name: string
}

/** The URL of database `name` in the cluster at `serverUrl`. */
export const databaseUrlOf = (serverUrl: string, name: string) => serverUrl.replace(/\/[^/]*$/, `/${name}`)

/**
 * A new database of the cluster at `serverUrl`, empty or a copy of database `template` (`CREATE DATABASE …
 * TEMPLATE`): its name and URL, and how to drop it.
 */
export async function createTestDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  return { name, url: databaseUrlOf(serverUrl, name), drop: () => dropTestDatabase(serverUrl, name) }
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
