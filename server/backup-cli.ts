// `npm run backup [file]` and `npm run restore <file>` (issue 32, decision 0029).
import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { withDatabase } from './cli-database'
import { type ApiConfig, loadConfig } from './config'
import { createBackup } from './services/backup'
import { readArchive, restoreBackup } from './services/backup-restore'
import { backupTokenOf } from './services/backup-token'
import { uploadsDirOf } from './services/image-files'

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })}\u00a0Mo`

/**
 * Writes an archive of the database and the images to `file` (by default in BACKUP_DIR, else the current folder).
 * PostgreSQL is dumped from here; a PGlite folder belongs to the API process while it runs, so the archive is then
 * asked of it, and made here only when no API answers.
 */
export async function backupCommand([file, ...rest]: string[]) {
  if (rest.length) throw new Error('Usage\u00a0: npm run backup -- [fichier.tar.gz]')
  const config = loadConfig()
  const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-')
  const target = resolve(file ?? join(config.backupDir ?? '.', `ecole-${stamp}Z.tar.gz`))
  const started = Date.now()
  const fromApi = config.databaseUrl ? false : await askRunningApi(config, target)
  if (!fromApi) {
    await withDatabase(config, (db) =>
      createBackup({ db, uploadsDir: uploadsDirOf(config.dataDir), databaseUrl: config.databaseUrl }, target),
    )
  }
  // Read back whole, as a restore would: an archive that does not pass is not left behind as a backup.
  const work = await mkdtemp(join(tmpdir(), 'school-backup-check-'))
  try {
    const manifest = await readArchive(target, work).catch(async (error: Error) => {
      await rm(target, { force: true })
      throw error
    })
    const rows = Object.values(manifest.rows).reduce((sum, n) => sum + n, 0)
    console.log(
      `Sauvegarde écrite${fromApi ? ' par l’API en marche' : ''}\u00a0: ${target} (${megabytes((await stat(target)).size)}, ` +
        `${rows} lignes, ${manifest.members.length - 1} fichiers d’images, état du ${manifest.takenAt}, en ${Date.now() - started}\u00a0ms).`,
    )
    if (manifest.missingUploads.length) {
      console.log(
        `Attention\u00a0: ${manifest.missingUploads.length} fichiers d’images manquaient déjà dans uploads (liste dans manifest.json).`,
      )
    }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

/** Asks the API of this DATA_DIR for the archive; false when none listens. */
async function askRunningApi(config: ApiConfig, target: string): Promise<boolean> {
  const host = ['0.0.0.0', '::', ''].includes(config.apiHost) ? '127.0.0.1' : config.apiHost
  const token = await backupTokenOf(config.dataDir)
  let answer: Response
  try {
    answer = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${config.apiPort}/api/backup`, {
      method: 'POST',
      headers: { 'x-backup-token': token },
    })
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return false
    throw error
  }
  if (!answer.ok || !answer.body) {
    const body = (await answer.json().catch(() => ({}))) as { message?: string }
    throw new Error(body.message ?? `L’API a refusé la sauvegarde (${answer.status}).`)
  }
  await mkdir(dirname(target), { recursive: true })
  const partial = `${target}.partial`
  try {
    await pipeline(Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream), createWriteStream(partial))
    await rename(partial, target)
  } finally {
    await rm(partial, { force: true })
  }
  return true
}

/** Restores an archive into an empty DATA_DIR (PGlite) or an empty DATABASE_URL plus DATA_DIR's uploads. */
export async function restoreCommand([file, ...rest]: string[]) {
  if (!file || rest.length) throw new Error('Usage\u00a0: npm run restore -- <fichier.tar.gz>')
  const config = loadConfig()
  const result = await restoreBackup(resolve(file), { dataDir: config.dataDir, databaseUrl: config.databaseUrl })
  console.log(
    `Restauration faite\u00a0: ${result.rows} lignes et ${result.files} fichiers d’images, état du ${result.manifest.takenAt} ` +
      `(${result.manifest.engine === 'pglite' ? 'PGlite' : 'PostgreSQL'} vers ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}).`,
  )
}
