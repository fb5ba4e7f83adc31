import { existsSync, readdirSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { extract, list } from 'tar'
import { BackupManifest, countRows, DUMP, fileDigest, MANIFEST, UPLOADS } from './backup'
import { storedFileName } from './image-files'

/** A restore refused: its message, in French, says why; nothing was written. */
export class RestoreError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RestoreError'
  }
}

export interface RestoreTarget {
  dataDir: string
  /** PostgreSQL's empty database; without it, PGlite in `dataDir/db`. */
  databaseUrl?: string
}

export interface RestoreResult {
  manifest: BackupManifest
  rows: number
  files: number
}

/**
 * Restores an archive of `createBackup` into an empty target: the archive is read whole and checked first
 * (gzip and tar checksums, the manifest, every member's size and sha256, nothing more nor less), then the database
 * is replayed in one transaction whose row counts must match the manifest's before it commits.
 */
export async function restoreBackup(archive: string, target: RestoreTarget): Promise<RestoreResult> {
  const work = await mkdtemp(join(tmpdir(), 'school-restore-'))
  try {
    const manifest = await readArchive(archive, work)
    await refuseNonEmpty(target)
    const uploadsDir = join(target.dataDir, UPLOADS)
    const files = readdirSync(join(work, UPLOADS))
    await mkdir(uploadsDir, { recursive: true })
    await cp(join(work, UPLOADS), uploadsDir, { recursive: true })
    try {
      const sql = await readFile(join(work, DUMP), 'utf8')
      await replay(sql, manifest.rows, target)
    } catch (error) {
      await rm(uploadsDir, { recursive: true, force: true })
      throw error
    }
    return { manifest, rows: Object.values(manifest.rows).reduce((sum, n) => sum + n, 0), files: files.length }
  } finally {
    await rm(work, { recursive: true, force: true, maxRetries: 5 })
  }
}

const damaged = (why: string) =>
  new RestoreError(`Archive refusée\u00a0: ${why} Elle est endommagée ou incomplète\u00a0; rien n’a été restauré.`)

/** Extracts the archive into `work` and checks it against its manifest; answers the manifest. */
export async function readArchive(archive: string, work: string): Promise<BackupManifest> {
  if (!existsSync(archive)) throw new RestoreError(`Le fichier «\u00a0${archive}\u00a0» n’existe pas.`)
  const unexpected: string[] = []
  const known = (path: string, kind: string) => {
    const name = path.replace(/^\.\//, '').replace(/\/$/, '')
    const ok =
      (kind === 'File' && (name === MANIFEST || name === DUMP)) ||
      (kind === 'Directory' && name === UPLOADS) ||
      (kind === 'File' && name.startsWith(`${UPLOADS}/`) && storedFileName.test(name.slice(UPLOADS.length + 1)))
    if (!ok) unexpected.push(name)
    return ok
  }
  try {
    // Read whole first, writing nothing: a damaged or cut archive fails here, with no extraction left half-way.
    await list({ file: archive, strict: true, onReadEntry: (entry) => void known(entry.path, entry.type) })
  } catch (error) {
    throw damaged(`sa lecture a échoué (${(error as Error).message}).`)
  }
  if (unexpected.length) throw damaged(`elle contient des fichiers inattendus (${unexpected.slice(0, 3).join(', ')}).`)
  await extract({ file: archive, cwd: work, strict: true, filter: (path, entry) => known(path, 'type' in entry ? entry.type : 'File') })
  if (!existsSync(join(work, MANIFEST))) throw damaged('son manifeste (manifest.json) manque.')
  let manifest: BackupManifest
  try {
    manifest = BackupManifest.parse(JSON.parse(await readFile(join(work, MANIFEST), 'utf8')))
  } catch {
    throw damaged('son manifeste est illisible ou d’un format inconnu.')
  }
  await mkdir(join(work, UPLOADS), { recursive: true })
  const present = new Set([
    ...(existsSync(join(work, DUMP)) ? [DUMP] : []),
    ...readdirSync(join(work, UPLOADS)).map((name) => `${UPLOADS}/${name}`),
  ])
  const listed = new Set(manifest.members.map((member) => member.path))
  if (!listed.has(DUMP)) throw damaged('son manifeste ne cite pas la base de données.')
  for (const member of manifest.members) {
    if (!present.has(member.path)) throw damaged(`le fichier «\u00a0${member.path}\u00a0» manque.`)
    const digest = await fileDigest(join(work, member.path))
    if (digest.bytes !== member.bytes || digest.sha256 !== member.sha256) {
      throw damaged(`le contenu de «\u00a0${member.path}\u00a0» ne correspond pas à son empreinte.`)
    }
  }
  const extra = [...present].filter((path) => !listed.has(path))
  if (extra.length) throw damaged(`des fichiers ne sont pas cités par son manifeste (${extra.slice(0, 3).join(', ')}).`)
  return manifest
}

async function refuseNonEmpty(target: RestoreTarget) {
  const full = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0
  if (full(join(target.dataDir, UPLOADS))) {
    throw new RestoreError(`Restauration refusée\u00a0: le dossier «\u00a0${join(target.dataDir, UPLOADS)}\u00a0» n’est pas vide.`)
  }
  if (!target.databaseUrl && full(join(target.dataDir, 'db'))) {
    throw new RestoreError(`Restauration refusée\u00a0: la base «\u00a0${join(target.dataDir, 'db')}\u00a0» n’est pas vide.`)
  }
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl })
    await client.connect()
    try {
      const tables = await countRows(async (text) => (await client.query(text)).rows)
      if (Object.keys(tables).length) throw nonEmptyDatabase()
    } finally {
      await client.end()
    }
  }
}

/**
 * Drops what the target cannot run: psql's `\restrict <key>` and `\unrestrict <key>` (pg_dump from 17.6 on), and the
 * preamble's settings a server of another version lacks (`transaction_timeout` from PostgreSQL 17 on). Only those
 * exact lines: a line of a text value (a message may hold « SET x = 1; » or a backslash) is never touched, the
 * preamble ending at the first CREATE and the key being pg_dump's random one.
 */
export function cleanDump(sql: string, settings: Set<string>): string {
  const lines = sql.split('\n')
  const preambleEnd = lines.findIndex((line) => line.startsWith('CREATE '))
  const key = lines
    .slice(0, preambleEnd)
    .map((line) => /^\\restrict (\w+)$/.exec(line)?.[1])
    .find(Boolean)
  return lines
    .filter((line, index) => {
      if (key && (line === `\\restrict ${key}` || line === `\\unrestrict ${key}`)) return false
      const setting = index < preambleEnd ? /^SET (\w+) = [^;]*;$/.exec(line) : null
      return !setting || settings.has(setting[1])
    })
    .join('\n')
}

const nonEmptyDatabase = () => new RestoreError('Restauration refusée\u00a0: la base de données cible contient déjà des tables.')

const countsDiffer = (table: string, expected: number, found: number) =>
  damaged(`la table ${table} compte ${found} lignes au lieu des ${expected} de son manifeste.`)

/** Replays the dump in one transaction, committed only when every table counts the rows of the manifest. */
async function replay(sql: string, expected: Record<string, number>, target: RestoreTarget) {
  const check = async (query: (text: string) => Promise<Record<string, unknown>[]>) => {
    const found = await countRows(query)
    for (const [table, rows] of Object.entries(expected)) {
      if (found[table] !== rows) throw countsDiffer(table, rows, found[table] ?? 0)
    }
  }
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl })
    await client.connect()
    try {
      const query = async (text: string) => (await client.query(text)).rows as Record<string, unknown>[]
      const settings = new Set((await query('SELECT name FROM pg_catalog.pg_settings')).map((row) => String(row.name)))
      await client.query('BEGIN')
      try {
        await client.query(cleanDump(sql, settings))
        await check(query)
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      }
    } finally {
      await client.end()
    }
    return
  }
  const dir = join(target.dataDir, 'db')
  await mkdir(dir, { recursive: true })
  const client = new PGlite(dir)
  try {
    const settings = new Set((await client.query<{ name: string }>('SELECT name FROM pg_catalog.pg_settings')).rows.map((row) => row.name))
    await client.transaction(async (tx) => {
      await tx.exec(cleanDump(sql, settings))
      await check(async (text) => (await tx.query<Record<string, unknown>>(text)).rows)
    })
  } catch (error) {
    await client.close()
    await rm(dir, { recursive: true, force: true })
    throw error
  }
  await client.close()
}
