import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type SQL, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildApp } from '../../server/app'
import { type ApiConfig, loadConfig } from '../../server/config'
import { type Database, openDatabase } from '../../server/db'
import { projectRoot } from '../../server/paths'
import { type BackupResult, createBackup } from '../../server/services/backup'
import { readArchive, restoreBackup } from '../../server/services/backup-restore'
import { backupTokenFile } from '../../server/services/backup-token'
import { uploadsDirOf } from '../../server/services/image-files'
import { createMailer } from '../../server/services/mail'
import { apiForTests, type TestApi } from '../support/api'
import { createClientAccount, visitor } from '../support/clients'
import { type TestClock, testClock } from '../support/clock'
import { testEngine } from '../support/database'
import { ApiCaller } from '../support/http'
import { dropTestDatabase } from '../support/postgres-databases'
import { loginStaff } from '../support/users'

/** The tables no write of the round trip touches: they must come back row for row, password hashes and logins included. */
const KEPT_TABLES = [
  'staff_user',
  'session',
  'client',
  'page',
  'page_text',
  'image',
  'page_image',
  'registration_type',
  'registration',
  'registration_client',
  'blog',
  'blog_text',
  'news',
  'news_text',
]

/** A backup is a copy of a whole school: a minute at most for what takes seconds on an idle machine. */
const LONG = 120_000

/** The writes the round trip sends while its backup runs, at most (the first three go before it starts). */
const WRITES_DURING_BACKUP = 20

/** A message whose lines look like the dump's own: a restore must bring it back as it was. */
const TRICKY = 'Bonjour,\nSET transaction_timeout = 0;\n\\restrict abc\n\\unrestrict abc'

const api = apiForTests()
let work: string
let postgres: { url: string }
const closing: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'school-backup-test-'))
  // A PGlite archive is restored into PostgreSQL in both projects: the PGlite one starts a cluster of its own.
  if (testEngine === 'postgres') postgres = { url: inject('postgresUrl') }
  // Logins and an account with a password: what a restore must bring back.
  await loginStaff(api, '1')
  await createClientAccount(api, { firstName: 'Éloïse', secondName: 'D’Arc' })
  const sent = await visitor(api).post('contact/sendMessage', {
    form: { fullName: 'Léa Martin', email: 'lea@example.fr', message: TRICKY },
  })
  expect(sent.status).toBe(200)
})

// Runs before apiForTests' close (afterAll hooks run in reverse order): the processes on the API's database close first.
afterAll(async () => {
  for (const close of closing.reverse()) await close()
  await rm(work, { recursive: true, force: true })
})

/** The environment `startApi` gave the API, read back from its configuration. */
const configEnv = (from: TestApi) => ({
  DATA_DIR: from.dataDir,
  PUBLIC_URL: from.config.publicUrl,
  SCHOOL_EMAIL: from.config.schoolEmail,
  ADMIN_USER: from.config.adminUser,
})

/** An empty database of the PostgreSQL cluster, dropped at the end. */
async function emptyPostgresDatabase(): Promise<string> {
  const name = `restore_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: postgres.url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  closing.push(() => dropTestDatabase(postgres.url, name))
  return postgres.url.replace(/\/[^/]*$/, `/${name}`)
}

/** Opens a restored target (its migrations, if any, applied as the API's start would), closed at the end. */
async function openRestored(dataDir: string, databaseUrl?: string): Promise<Database> {
  const handle = await openDatabase({ databaseUrl, pgliteDir: join(dataDir, 'db') })
  closing.push(() => handle.close())
  return handle.db
}

/** The rows a raw query answers, on either engine. */
async function select<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** The rows of a table, each in a form both engines write alike (big integers as text), in one order. */
async function rowsOf(db: Database, table: string): Promise<string[]> {
  const rows = await select(db, sql.raw(`SELECT * FROM public.${table}`))
  return rows.map((row) => JSON.stringify(row, (_key, value) => (typeof value === 'bigint' ? String(value) : value))).sort()
}

async function expectSameSchool(source: Database, restored: Database, restoredDir: string) {
  for (const table of KEPT_TABLES) expect(await rowsOf(restored, table), table).toEqual(await rowsOf(source, table))
  const images = await select<{ file_name: string }>(source, sql`SELECT file_name FROM image`)
  expect(images.length).toBeGreaterThan(0)
  for (const { file_name: name } of images) {
    expect(await readFile(join(restoredDir, 'uploads', name))).toEqual(await readFile(join(uploadsDirOf(api.dataDir), name)))
  }
}

let roundTrip: { archive: BackupResult; dataDir: string; databaseUrl?: string }

describe('npm run backup and restore', () => {
  it(
    'backs up while writes go on, and the restore holds every write acknowledged before the backup’s instant',
    async () => {
      const acknowledged: { text: string; at: number }[] = []
      let writing = true
      let enoughWrites = () => {}
      const started = new Promise<void>((resolve) => (enoughWrites = resolve))
      let backedUp = () => {}
      const backupDone = new Promise<void>((resolve) => (backedUp = resolve))
      const writes = (async () => {
        for (let n = 1; writing; n++) {
          // Enough writes to span the snapshot, then the next ones once the backup is done: unbounded, they were
          // 1,500 on a busy machine, whose mails the following tests then spent a minute sending.
          if (acknowledged.length === 3 + WRITES_DURING_BACKUP) await backupDone
          const text = `Message pendant la sauvegarde n°\u00a0${n}`
          const answer = await visitor(api).post('contact/sendMessage', {
            form: { fullName: 'Léa Martin', email: 'lea@example.fr', message: text },
          })
          expect(answer.status).toBe(200)
          acknowledged.push({ text, at: Date.now() })
          if (acknowledged.length === 3) enoughWrites()
        }
      })()
      await started
      const archive = await createBackup({ db: api.db, uploadsDir: uploadsDirOf(api.dataDir) }, join(work, 'round-trip.tar.gz'))
      const before = acknowledged.length
      backedUp()
      // The writes went on during the backup: it did not stop the site.
      await new Promise<void>((resolve) => {
        const check = () => (acknowledged.length > before + 1 ? resolve() : setImmediate(check))
        check()
      })
      writing = false
      await writes

      const dataDir = join(work, 'round-trip')
      const databaseUrl = testEngine === 'postgres' ? await emptyPostgresDatabase() : undefined
      const restored = await restoreBackup(archive.file, { dataDir, databaseUrl })
      expect(restored.manifest).toEqual(archive.manifest)
      const db = await openRestored(dataDir, databaseUrl)

      const instant = Date.parse(archive.manifest.takenAt)
      const rows = await select<{ message: string }>(db, sql`SELECT message FROM contact_message`)
      const messages = new Set(rows.map((row) => row.message))
      const due = acknowledged.filter((write) => write.at < instant)
      expect(due.length).toBeGreaterThanOrEqual(3)
      expect(due.filter((write) => !messages.has(write.text))).toEqual([])
      await expectSameSchool(api.db, db, dataDir)
      roundTrip = { archive, dataDir, databaseUrl }
    },
    LONG,
  )

  // Across engines on the PostgreSQL project, whose cluster is at hand: its archive goes into PGlite, whose own backup
  // then goes back into PostgreSQL (a PGlite archive restored into PostgreSQL, the way a school moves up).
  if (testEngine === 'postgres') {
    it(
      'restores a PostgreSQL archive into PGlite, and that PGlite archive into PostgreSQL',
      async () => {
        const pgliteDir = join(work, 'through-pglite')
        await restoreBackup(roundTrip.archive.file, { dataDir: pgliteDir })
        const pglite = await openDatabase({ pgliteDir: join(pgliteDir, 'db') })
        const pgliteArchive = await createBackup({ db: pglite.db, uploadsDir: uploadsDirOf(pgliteDir) }, join(work, 'from-pglite.tar.gz'))
        await pglite.close()
        expect(pgliteArchive.manifest.engine).toBe('pglite')
        const dataDir = join(work, 'into-postgres')
        const databaseUrl = await emptyPostgresDatabase()
        await restoreBackup(pgliteArchive.file, { dataDir, databaseUrl })
        const db = await openRestored(dataDir, databaseUrl)
        await expectSameSchool(await openRestored(roundTrip.dataDir, roundTrip.databaseUrl), db, dataDir)
      },
      LONG,
    )
  }

  it('refuses a damaged or truncated archive with a French message, and a target that is not empty', async () => {
    const whole = await readFile(roundTrip.archive.file)
    const truncated = join(work, 'truncated.tar.gz')
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)))
    await expect(restoreBackup(truncated, { dataDir: join(work, 'refused-1') })).rejects.toThrow(
      /^Archive refusée\u00a0: .*endommagée ou incomplète/,
    )
    const flipped = Buffer.from(whole)
    flipped[Math.floor(flipped.length / 2)] ^= 0x5a
    const damaged = join(work, 'damaged.tar.gz')
    await writeFile(damaged, flipped)
    // The command itself: a message in French and an exit code that is not 0.
    const command = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'restore', damaged], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: join(work, 'refused-2'), DATABASE_URL: '' },
      encoding: 'utf8',
    })
    expect(command.status).not.toBe(0)
    expect(command.stderr).toMatch(/Archive refusée\u00a0: .*rien n’a été restauré/)
    expect(existsSync(join(work, 'refused-2', 'db'))).toBe(false)
    await expect(restoreBackup(roundTrip.archive.file, { dataDir: api.dataDir })).rejects.toThrow(
      /^Restauration refusée\u00a0: le dossier .* n’est pas vide/,
    )
  })
})

describe('POST backup (npm run backup while a PGlite API runs)', () => {
  it(
    'answers the archive to the holder of DATA_DIR’s token only',
    async () => {
      const refused = await new ApiCaller(api.url).post('backup', undefined, { 'X-Backup-Token': 'not-the-token' })
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe(
        'Sauvegarde refusée\u00a0: seule la commande «\u00a0npm run backup\u00a0» de ce serveur peut la demander.',
      )

      const token = (await readFile(backupTokenFile(api.dataDir), 'utf8')).trim()
      const answer = await fetch(`${api.url}/backup`, { method: 'POST', headers: { 'X-Backup-Token': token } })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('application/gzip')
      const file = join(work, 'from-route.tar.gz')
      await writeFile(file, Buffer.from(await answer.arrayBuffer()))
      const manifest = await readArchive(file, await mkdtemp(join(work, 'read-')))
      expect(manifest).toMatchObject({ engine: testEngine, format: 1 })
      expect(manifest.rows['public.staff_user']).toBeGreaterThan(0)
    },
    LONG,
  )
})

/** An API process of the test's database with the daily backup of `config`, closed at the end. */
async function dailyApp(config: ApiConfig, clock: TestClock) {
  const mailer = createMailer({ from: config.mailFrom, outboxDir: api.outboxDir })
  const app = await buildApp({ config, db: api.db, mailer, clock, dueWorkIntervalMs: 0 })
  closing.push(() => app.close())
  return app
}

describe('the daily backup', () => {
  it(
    'runs once a day whatever the processes, keeps the newest BACKUP_KEEP, and tells the admin home',
    async () => {
      const backupDir = join(work, 'daily')
      const clock = testClock('2026-11-20T01:30:00Z')
      const config = loadConfig({ ...configEnv(api), BACKUP_DIR: backupDir, BACKUP_KEEP: '1' })
      // Two API processes on one database: the day's backup is claimed by one of them.
      const [one, other] = await Promise.all([dailyApp(config, clock), dailyApp(config, clock)])
      closing.push(
        () => one.close(),
        () => other.close(),
      )
      await one.listen({ port: 0, host: '127.0.0.1' })
      const address = one.server.address()
      const daily = { ...api, clock, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api` }

      await Promise.all([one.dueWork.run(), other.dueWork.run()])
      // 2:30 in Paris on the 20th: the backup due is the one of the 19th at 3:00.
      expect(await readdir(backupDir)).toEqual(['ecole-2026-11-19T02-00Z.tar.gz'])
      clock.set('2026-11-20T01:59:00Z')
      await one.dueWork.run()
      expect(await readdir(backupDir)).toHaveLength(1)

      clock.set('2026-11-21T02:05:00Z')
      await Promise.all([one.dueWork.run(), other.dueWork.run()])
      // BACKUP_KEEP=1: the newest only.
      expect(await readdir(backupDir)).toEqual(['ecole-2026-11-21T02-00Z.tar.gz'])

      const summary = await (await loginStaff(daily, '1')).get('admin/summary')
      expect(summary.body.backups).toEqual({
        configured: true,
        lastSucceededAt: '2026-11-21T02:05:00.000Z',
        lastFile: 'ecole-2026-11-21T02-00Z.tar.gz',
        lastError: null,
      })
      expect((await (await loginStaff(daily, '2')).get('admin/summary')).body.backups).toBeUndefined()
    },
    LONG,
  )

  it(
    'records a failed backup for the admin home, and tries again an hour later',
    async () => {
      const backupDir = join(work, 'daily-blocked')
      // A file where the folder should be: the backup fails before it starts.
      await writeFile(backupDir, 'pas un dossier')
      const clock = testClock('2026-12-02T02:10:00Z')
      const app = await dailyApp(loadConfig({ ...configEnv(api), BACKUP_DIR: backupDir }), clock)
      const admin = await loginStaff(api, '1')
      const lastError = async () => (await admin.get('admin/summary')).body.backups?.lastError
      await app.dueWork.run()
      expect(await lastError()).toMatch(/EEXIST|ENOTDIR/)

      await rm(backupDir)
      clock.advance(30 * 60 * 1000)
      await app.dueWork.run()
      expect(existsSync(backupDir)).toBe(false)
      clock.advance(31 * 60 * 1000)
      await app.dueWork.run()
      expect(await readdir(backupDir)).toEqual(['ecole-2026-12-02T02-00Z.tar.gz'])
      expect(await lastError()).toBeNull()
    },
    LONG,
  )
})
