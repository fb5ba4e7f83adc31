import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, existsSync, readdirSync } from 'node:fs'
import { copyFile, link, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { pgDump } from '@electric-sql/pglite-tools/pg_dump'
import type pg from 'pg'
import { create as createTar } from 'tar'
import { z } from 'zod'
import type { Database } from '../db'
import { filesOf } from './image-files'

/**
 * One backup archive (issue 32, decision 0029): a gzipped tar holding `manifest.json`, `database.sql` (a plain SQL
 * dump made with INSERTs, which both engines replay) and `uploads/<file>` for every image file the dumped database
 * names. The manifest lists each member with its size and sha256, and the rows of each table at the snapshot.
 */
export const BACKUP_FORMAT = 1

export const BackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  engine: z.enum(['pglite', 'postgres']),
  /** Every write committed before this instant is in the archive (the snapshot was taken right after it). */
  takenAt: z.iso.datetime(),
  dumpedBy: z.string(),
  /** Rows of each table at the snapshot, by `schema.table`. */
  rows: z.record(z.string(), z.number().int().min(0)),
  members: z.array(z.object({ path: z.string(), bytes: z.number().int().min(0), sha256: z.string().regex(/^[a-f0-9]{64}$/) })),
  /** Image files the database names that were missing from the uploads folder when the backup was taken. */
  missingUploads: z.array(z.string()),
})
export type BackupManifest = z.infer<typeof BackupManifest>

export const MANIFEST = 'manifest.json'
export const DUMP = 'database.sql'
export const UPLOADS = 'uploads'

/** What a snapshot of the database gives: its SQL dump written to `dumpFile`, its counts and the files it names. */
interface Snapshot {
  engine: 'pglite' | 'postgres'
  takenAt: Date
  dumpedBy: string
  rows: Record<string, number>
  imageFiles: string[]
}

/** The options of pg_dump for both engines: no owner nor grants (the target's user owns everything). */
const DUMP_OPTIONS = ['--no-owner', '--no-privileges', '--rows-per-insert=500']

export interface BackupSource {
  db: Database
  uploadsDir: string
  /** PostgreSQL: the database's address (else read from the pool), and where pg_dump is (else found). */
  databaseUrl?: string
  pgDumpPath?: string
}

export interface BackupResult {
  file: string
  bytes: number
  manifest: BackupManifest
}

/**
 * Writes the archive of the database and its images to `file` while the API keeps serving writes: the database is
 * dumped from one snapshot (PostgreSQL: an exported snapshot pg_dump joins; PGlite: a clone made under its lock),
 * then the image files that snapshot names are taken. Image files are never changed once written (random names,
 * written before the row that names them is committed), so the files named by the snapshot are the ones it needs.
 * A file deleted after the snapshot, before it was read, makes the backup start again once.
 */
export async function createBackup(source: BackupSource, file: string): Promise<BackupResult> {
  await mkdir(dirname(file), { recursive: true })
  const staging = join(dirname(file), `.backup-${randomBytes(6).toString('hex')}`)
  const partial = `${file}.partial`
  try {
    let manifest: BackupManifest | undefined
    for (let attempt = 1; !manifest; attempt++) {
      await rm(staging, { recursive: true, force: true })
      await mkdir(join(staging, UPLOADS), { recursive: true })
      const snapshot = await snapshotDatabase(source, join(staging, DUMP))
      const missing = await stageUploads(source.uploadsDir, snapshot.imageFiles, join(staging, UPLOADS))
      if (missing.length && attempt < 2) continue
      manifest = await manifestOf(staging, snapshot, missing)
    }
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST, DUMP, UPLOADS])
    await rename(partial, file)
    return { file, bytes: (await stat(file)).size, manifest }
  } finally {
    await rm(staging, { recursive: true, force: true })
    await rm(partial, { force: true })
  }
}

/** The tables of the school's schemas (its own and drizzle's migrations), as `schema.table`. */
const TABLES_SQL = `SELECT schemaname || '.' || tablename AS name FROM pg_catalog.pg_tables
  WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`

const quoted = (name: string) =>
  name
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.')

/** Counts the rows of every table through `query`, run inside the snapshot. */
export async function countRows(query: (text: string) => Promise<Record<string, unknown>[]>): Promise<Record<string, number>> {
  const tables = (await query(TABLES_SQL)).map((row) => String(row.name))
  const rows: Record<string, number> = {}
  for (const table of tables) rows[table] = Number((await query(`SELECT count(*) AS n FROM ${quoted(table)}`))[0].n)
  return rows
}

const IMAGE_FILES_SQL = 'SELECT file_name, variant_widths FROM public.image'

function imageFilesOf(rows: Record<string, unknown>[]): string[] {
  return rows.flatMap((row) => filesOf({ fileName: String(row.file_name), variantWidths: row.variant_widths as number[] }))
}

/** The engine behind drizzle's database: PGlite's instance, or node-postgres' pool. */
export function clientOf(db: Database): { engine: 'pglite'; client: PGlite } | { engine: 'postgres'; pool: pg.Pool } {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client
  return client instanceof PGlite ? { engine: 'pglite', client } : { engine: 'postgres', pool: client }
}

async function snapshotDatabase(source: BackupSource, dumpFile: string): Promise<Snapshot> {
  const engine = clientOf(source.db)
  if (engine.engine === 'pglite') {
    // A clone is made under PGlite's lock, between two queries of the API: the dump then reads it at leisure while the
    // API goes on writing to the original (pg_dump on the live instance would share its only connection).
    const takenAt = new Date()
    const copy = (await engine.client.clone()) as PGlite
    try {
      const query = async (text: string) => (await copy.query<Record<string, unknown>>(text)).rows
      const rows = await countRows(query)
      const imageFiles = imageFilesOf(await query(IMAGE_FILES_SQL))
      // pglite-tools removes every line of its output that starts with `\restrict` or `\unrestrict`, lines of text
      // values included: with standard_conforming_strings off, pg_dump doubles the backslashes of values (and says
      // so in the dump's preamble), so no line of data can look like those.
      await copy.exec('SET standard_conforming_strings = off')
      const dump = await pgDump({ pg: copy, args: DUMP_OPTIONS })
      await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()))
      return { engine: 'pglite', takenAt, dumpedBy: 'pglite-tools pg_dump', rows, imageFiles }
    } finally {
      await copy.close()
    }
  }
  const url = source.databaseUrl ?? (engine.pool as unknown as { options: { connectionString: string } }).options.connectionString
  const connection = await engine.pool.connect()
  try {
    await connection.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const takenAt = new Date()
    // pg_dump joins this transaction's snapshot: the counts, the file names and the dump see the same instant.
    const [{ id }] = (await connection.query('SELECT pg_export_snapshot() AS id')).rows
    const query = async (text: string) => (await connection.query(text)).rows
    const rows = await countRows(query)
    const imageFiles = imageFilesOf(await query(IMAGE_FILES_SQL))
    const pgDumpPath = source.pgDumpPath ?? findPgDump()
    await run(pgDumpPath, [...DUMP_OPTIONS, `--snapshot=${id}`, `--file=${dumpFile}`, `--dbname=${url}`])
    const version = (await run(pgDumpPath, ['--version'])).trim()
    return { engine: 'postgres', takenAt, dumpedBy: version, rows, imageFiles }
  } finally {
    await connection.query('COMMIT').catch(() => {})
    connection.release()
  }
}

const execFileAsync = promisify(execFile)

async function run(command: string, args: string[]): Promise<string> {
  try {
    return (await execFileAsync(command, args, { maxBuffer: 16 * 1024 * 1024 })).stdout
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim()
    throw new Error(`${command.split('/').pop()} a échoué${stderr ? `\u00a0: ${stderr}` : ''}`, { cause: error })
  }
}

/**
 * pg_dump of the newest PostgreSQL installed by Debian (/usr/lib/postgresql/<version>/bin), which dumps servers of
 * its version and older ones; else the one on PATH.
 */
export function findPgDump(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin/pg_dump')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  return versions.length ? join(root, versions[0], 'bin/pg_dump') : 'pg_dump'
}

/** Links (or copies, across file systems) each named file into the staging folder; answers the missing ones. */
async function stageUploads(uploadsDir: string, names: string[], target: string): Promise<string[]> {
  const missing: string[] = []
  for (const name of names) {
    const from = join(uploadsDir, name)
    try {
      await link(from, join(target, name)).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code === 'EXDEV' || error.code === 'EPERM') return copyFile(from, join(target, name))
        throw error
      })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      missing.push(name)
    }
  }
  return missing
}

async function manifestOf(staging: string, snapshot: Snapshot, missing: string[]): Promise<BackupManifest> {
  const paths = [DUMP, ...readdirSync(join(staging, UPLOADS)).map((name) => `${UPLOADS}/${name}`)]
  const members = []
  for (const path of paths) members.push({ path, ...(await fileDigest(join(staging, path))) })
  return {
    format: BACKUP_FORMAT,
    engine: snapshot.engine,
    takenAt: snapshot.takenAt.toISOString(),
    dumpedBy: snapshot.dumpedBy,
    rows: snapshot.rows,
    members,
    missingUploads: missing,
  }
}

export async function fileDigest(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256')
  let bytes = 0
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer)
    bytes += (chunk as Buffer).length
  }
  return { bytes, sha256: hash.digest('hex') }
}
