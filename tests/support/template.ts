import { mkdtempSync } from 'node:fs'
import { link, mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { type Database, openDatabase, pgliteStartParams } from '../../server/db'
import * as schema from '../../server/db/schema'
import { seed } from '../../server/db/seed'
import { migrationsFolder } from '../../server/paths'
import { databaseUrlOf } from './postgres-databases'

/**
 * What the global setup of an API project seeded once, for every test file to copy instead of seeding again
 * (seeding, pictures included, took most of an API file's time).
 */
export interface SeededTemplate {
  /** The demo pictures the seed wrote: copied into each file's uploads folder. */
  uploadsDir: string
  /** PGlite: a tarball of the seeded data folder (`dumpDataDir`), loaded by each file. */
  pgliteDump?: string
  /** PGlite: the same, migrated but empty, for the tests of an API without its demo content (`seeded: false`). */
  pgliteEmptyDump?: string
  /** PostgreSQL: a seeded database of the project's cluster, copied with `CREATE DATABASE … TEMPLATE`. */
  postgresTemplate?: string
  /** PostgreSQL: the same, migrated but empty. */
  postgresEmptyTemplate?: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate
  }
}

/** The names of the PostgreSQL databases that each file's database copies: seeded, and migrated only. */
const POSTGRES_TEMPLATE = 'seeded_template'
const POSTGRES_EMPTY_TEMPLATE = 'empty_template'

/**
 * Seeds a template for the API project: PGlite in memory then dumped to a file, or a database of the cluster at
 * `postgresUrl`. Answers a function that removes it.
 */
export async function provideSeededTemplate(project: TestProject, postgresUrl?: string): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'school-template-'))
  const uploadsDir = join(dir, 'uploads')
  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${POSTGRES_EMPTY_TEMPLATE}`)
    // Opening a database migrates it. Closed before any copy: PostgreSQL copies a template nobody is connected to.
    const empty = await openDatabase({ databaseUrl: databaseUrlOf(postgresUrl, POSTGRES_EMPTY_TEMPLATE) })
    await empty.close()
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE} TEMPLATE ${POSTGRES_EMPTY_TEMPLATE}`)
    await admin.end()
    const handle = await openDatabase({ databaseUrl: databaseUrlOf(postgresUrl, POSTGRES_TEMPLATE) })
    await seed(handle.db, { uploadsDir })
    await handle.close()
    project.provide('seededTemplate', {
      uploadsDir,
      postgresTemplate: POSTGRES_TEMPLATE,
      postgresEmptyTemplate: POSTGRES_EMPTY_TEMPLATE,
    })
  } else {
    // WAL segments of 1 MB instead of 16: every file loads the dump, and an empty segment of 16 MB was two fifths of it.
    const client = new PGlite({ startParams: pgliteStartParams, initDbStartParams: ['--wal-segsize=1'] })
    const db = drizzlePglite(client, { schema })
    await migratePglite(db, { migrationsFolder })
    const emptyDump = join(dir, 'pglite-empty.tar')
    await writeFile(emptyDump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
    await seed(db as unknown as Database, { uploadsDir })
    const dump = join(dir, 'pglite.tar')
    await writeFile(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
    await client.close()
    project.provide('seededTemplate', { uploadsDir, pgliteDump: dump, pgliteEmptyDump: emptyDump })
  }
  return () => rm(dir, { recursive: true, force: true })
}

/** Global setup of the api-pglite project. */
export default async function setup(project: TestProject) {
  return provideSeededTemplate(project)
}

/** Copies the template's pictures into a file's own uploads folder. */
export async function copyTemplateUploads(template: SeededTemplate, uploadsDir: string): Promise<void> {
  await linkedCopy(template.uploadsDir, uploadsDir)
}

/**
 * A copy of a folder of pictures (a template's) whose files are hard links to the template's: 8 ms instead of 200 ms
 * of CPU for the seed's 315 files. The copies never change each other: the API creates each picture once (`wx`) and
 * removes it whole, a restore replaces the folder, and nothing writes into a stored file.
 */
export async function linkedCopy(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true })
  const entries = await readdir(from, { withFileTypes: true })
  await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? linkedCopy(join(from, entry.name), join(to, entry.name)) : link(join(from, entry.name), join(to, entry.name)),
    ),
  )
}
