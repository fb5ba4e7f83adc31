import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { buildApp } from '../../server/app'
import { ensureAdmin, type FirstAccount } from '../../server/bootstrap'
import { type ApiConfig, loadConfig } from '../../server/config'
import type { Database } from '../../server/db'
import { seed } from '../../server/db/seed'
import type { ContentVersion } from '../../server/routes/content-version'
import { type Clock, systemClock } from '../../server/services/clock'
import { createMailer } from '../../server/services/mail'
import { openSeededTestDatabase, openTestDatabase, seededTemplate } from './database'
import { type OutboxMail, readOutbox } from './outbox'
import { copyTemplateUploads } from './template'
import { ADMIN_TOTP_SECRET } from './totp'

/** The full admin of every test API: no reserved name such as `admin` (decision 0038). */
export const ADMIN = { user: 'direction', password: 'admin-password-for-tests' }

export interface TestApi {
  /** Root of the API, e.g. http://127.0.0.1:41234/api */
  url: string
  db: Database
  config: ApiConfig
  /** The API's clock: the test clock it was given, else the system's. */
  clock: Clock
  dataDir: string
  outboxDir: string
  /** What the start did for the first account: the ADMIN account, or with `firstStart` the setup token it issued. */
  firstAccount: FirstAccount
  /** How many long polls of `content-version` the API holds unanswered now (a poll that answers at once never counts). */
  waitingPolls(): number
  /** Runs the API's due work once, at the time of its clock: due mails sent, reminders and held places handled. */
  runDueWork(): Promise<void>
  /** Every mail the API sent into its outbox folder, oldest first, once the due ones are sent. */
  mails(): Promise<OutboxMail[]>
  close(): Promise<void>
}

/**
 * A real School API listening on a loopback port, on a fresh database of the project's engine (PGlite or
 * PostgreSQL), seeded like a first start, with its mail in a temporary outbox (or SMTP with `SMTP_URL`). Its full
 * admin is ADMIN; with `firstStart`, there is none: the start issued a setup token (decision 0038).
 */
export async function startApi(
  env: Record<string, string> = {},
  { seeded = true, clock, firstStart = false }: { seeded?: boolean; clock?: Clock; firstStart?: boolean } = {},
): Promise<TestApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'school-api-'))
  // A copy of the database the project's global setup seeded once, when there is one; else seeded here.
  const copy = seeded ? await openSeededTestDatabase() : null
  const database = copy ?? (await openTestDatabase())
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://site.test',
    SCHOOL_EMAIL: 'ecole@example.test',
    ...(firstStart ? {} : { ADMIN_USER: ADMIN.user, ADMIN_PASSWORD: ADMIN.password, ADMIN_TOTP_SECRET }),
    ...env,
  })
  const uploadsDir = join(dataDir, 'uploads')
  if (copy) await copyTemplateUploads(seededTemplate()!, uploadsDir)
  else if (seeded) await seed(database.db, { uploadsDir })
  const firstAccount = await ensureAdmin(database.db, config, clock?.now())
  const outboxDir = join(dataDir, 'outbox')
  const mailer = createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, outboxDir })
  // No timer: the due work runs after each write and when a test asks (`runDueWork`), never in the middle of a test.
  const app = await buildApp({ config, db: database.db, mailer, clock, dueWorkIntervalMs: 0 })
  const polls = countWaitingPolls(app.contentVersion)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}/api`,
    db: database.db,
    config,
    clock: clock ?? systemClock,
    dataDir,
    outboxDir,
    firstAccount,
    waitingPolls: polls.count,
    runDueWork: () => app.dueWork.run(),
    async mails() {
      await app.dueWork.run()
      return readOutbox(outboxDir)
    },
    async close() {
      // Nothing is in flight once a file's tests are done: a socket left half-open (a refused upload the client
      // was still sending) must not hold the close.
      app.server.closeAllConnections()
      await app.close()
      mailer.close()
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * The API of the tests of this file or describe block (startApi's arguments), started before them and closed after
 * them, as browserForTests does for a browser: its fields are there once the tests run.
 */
export function apiForTests(...args: Parameters<typeof startApi>): TestApi {
  const api = {} as TestApi
  beforeAll(async () => {
    Object.assign(api, await startApi(...args))
  })
  afterAll(() => api.close?.())
  return api
}

/**
 * More API processes on the database of `api`, at its clock, with one mailer between them (SMTP at `smtpUrl`, else
 * the outbox folder): a deployment of several processes. `runDueWork` runs the due work of all of them at the same
 * moment, `api`'s included; `restart` starts one more, later. `close` closes those it started.
 */
export async function moreProcesses(api: TestApi, { count = 2, smtpUrl }: { count?: number; smtpUrl?: string } = {}) {
  const mailer = createMailer({ from: api.config.mailFrom, smtpUrl, outboxDir: api.outboxDir })
  const start = () => buildApp({ config: api.config, db: api.db, mailer, clock: api.clock })
  const started = await Promise.all(Array.from({ length: count }, start))
  return {
    async runDueWork() {
      await Promise.all([api.runDueWork(), ...started.map((one) => one.dueWork.run())])
    },
    async restart() {
      const one = await start()
      started.push(one)
      return one
    },
    async close() {
      await Promise.all(started.map((one) => one.close()))
      mailer.close()
    },
  }
}

/** Counts the calls of `next` (the long polls) whose answer has not left yet: a test waits for its poll to be held. */
function countWaitingPolls(contentVersion: ContentVersion) {
  let waiting = 0
  const next = contentVersion.next
  contentVersion.next = (seen, waitMs) => {
    waiting++
    return next(seen, waitMs).finally(() => waiting--)
  }
  return { count: () => waiting }
}
