import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, inject } from 'vitest'
import { type Database, openDatabase } from '../../server/db'
import { projectRoot } from '../../server/paths'
import { apiBundle, apiEnv, apiNodeFlags, siteEnv, siteNodeFlags } from '../../site-server/runtime.mjs'
import { ADMIN } from './api'
import { createTestDatabase, type DatabaseTemplate } from './postgres-databases'
import { freePort, terminate } from './system'
import { linkedCopy } from './template'
import { ADMIN_TOTP_SECRET } from './totp'

export interface TestSite {
  /** The site's address, e.g. http://127.0.0.1:41234 */
  url: string
  apiUrl: string
  dataDir: string
  outboxDir: string
  /** What both processes printed, for the message of a failing test. */
  logs(): string
  /** Stops the API only: the site then meets an API that does not answer. */
  stopApi(): Promise<void>
  /** The site's process: with SITE_PROCESSES above 1, the cluster's primary, whose children serve the pages. */
  sitePid?: number
  stop(): Promise<void>
}

export interface SiteOptions {
  clientArea?: 'on' | 'off'
  env?: Record<string, string>
  /**
   * A site of this file's own, even with the default options: for tests that stop its API or need a state no
   * other file touches. Without it (and without other options), `siteForTests` gives its worker's shared site.
   */
  own?: boolean
  /**
   * The name the site is reached and known by (PUBLIC_URL): 127.0.0.1 by default; `localhost` where an IP address
   * will not do (WebAuthn's passkeys need a domain name). A site of the file's own.
   */
  hostName?: '127.0.0.1' | 'localhost'
  /**
   * Changes the site's copied database and DATA_DIR before the processes start (a state the API's calls cannot
   * make, such as the images of before a migration). A site of the file's own.
   */
  prepareData?: (db: Database, dataDir: string) => Promise<void>
  /**
   * A first start without ADMIN_USER/ADMIN_PASSWORD: no staff account, the API prints a setup link (decision 0038),
   * which `setupLinkOf` reads in its output. A site of the file's own.
   */
  firstStart?: boolean
  /**
   * The cap of the API's rate-limit windows, TEST_RATE_WINDOW_SECONDS by default: longer where a test must stay
   * within one window however slow the machine (the windows are moved on with `advanceRateWindows`). A site of the
   * file's own.
   */
  rateWindowSeconds?: number
}

/**
 * What `startSite` takes besides the options: a seeded DATA_DIR to start from (see `seedSiteData`), and the seeded
 * database its API copies in the run's PostgreSQL cluster; without one, the API keeps PGlite in its DATA_DIR.
 */
interface StartOptions extends Omit<SiteOptions, 'own'> {
  dataTemplate?: string
  databaseTemplate?: DatabaseTemplate
}

/** Where one of the e2e global setup's shared sites listens (see `e2e-global.ts`). */
export type SharedSite = Pick<TestSite, 'url' | 'apiUrl' | 'dataDir' | 'outboxDir'>

declare module 'vitest' {
  export interface ProvidedContext {
    sharedSites?: SharedSite[]
    siteDataTemplate?: string
    siteDatabaseTemplate?: DatabaseTemplate
  }
}

/**
 * Every window of the API's rate limits lasts at most this long on a test site (TEST_RATE_WINDOW_SECONDS,
 * test-only), the one-mail-a-minute limit of the account mails included. Long enough for a test to meet the limit
 * before it ends; a test that needs a second mail to one address moves the windows on (`advanceRateWindows`).
 */
export const TEST_RATE_WINDOW_SECONDS = 20

/**
 * Moves the rate limits of a test site's API on by `seconds` (the whole capped window by default), through its
 * test-only route (decision 0044): what a test waited out with a sleep before. The limits count as in production.
 */
export async function advanceRateWindows(site: Pick<TestSite, 'apiUrl'>, seconds = TEST_RATE_WINDOW_SECONDS + 1): Promise<void> {
  const answer = await fetch(`${site.apiUrl}/test/rate-windows/advance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ seconds }),
  })
  if (answer.status !== 200) throw new Error(`rate windows not advanced: ${answer.status} ${await answer.text()}`)
}

/**
 * The built site as it runs in production: the School API (on its copy of `databaseTemplate`, else PGlite in its
 * temporary DATA_DIR; mail to its outbox) and the BFF server, each in its own process on a free loopback port. The
 * build is made by the e2e global setup, which also seeds the database and the DATA_DIR that every site of the e2e
 * project copies (`databaseTemplate`, `dataTemplate`).
 */
export async function startSite({
  clientArea = 'on',
  env = {},
  dataTemplate,
  databaseTemplate,
  prepareData,
  firstStart,
  hostName = '127.0.0.1',
  rateWindowSeconds = TEST_RATE_WINDOW_SECONDS,
}: StartOptions = {}): Promise<TestSite> {
  const dataDir = await mkdtemp(join(tmpdir(), 'school-site-'))
  // Copies of what was seeded once (the pictures of a DATA_DIR, the database): the API finds its content and seeds nothing.
  if (dataTemplate) await linkedCopy(dataTemplate, dataDir)
  const database = databaseTemplate ? await createTestDatabase(databaseTemplate.serverUrl, databaseTemplate.name) : undefined
  if (prepareData) {
    const handle = await openDatabase(database ? { databaseUrl: database.url } : { pgliteDir: join(dataDir, 'db') })
    await prepareData(handle.db, dataDir)
    await handle.close()
  }
  const [port, apiPort] = await Promise.all([freePort(), freePort()])
  const url = `http://${hostName}:${port}`
  const apiUrl = `http://127.0.0.1:${apiPort}/api`
  const output: string[] = []
  const common: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    API_PORT: String(apiPort),
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    // One site process unless a test asks for the cluster (tests/e2e/page-cache.test.ts): the suites share two cores.
    SITE_PROCESSES: '1',
    ...env,
  }
  const run = (args: string[], extra: Record<string, string | undefined>): ChildProcess => {
    const child = spawn(process.execPath, args, {
      cwd: projectRoot,
      env: { ...common, ...extra } as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout!.on('data', (chunk: Buffer) => output.push(String(chunk)))
    child.stderr!.on('data', (chunk: Buffer) => output.push(String(chunk)))
    return child
  }
  // The API as `npm start` runs it: the bundle the e2e global setup's build made (decision 0043), with its flags. It
  // starts on 1.5 s of CPU where tsx took 3.5 s, at each of the run's thirty sites.
  const api = run([...apiNodeFlags, apiBundle], {
    ...apiEnv,
    // The test-only window setting is refused outside NODE_ENV=test; the API reads NODE_ENV for nothing else.
    NODE_ENV: 'test',
    DATABASE_URL: database?.url,
    TEST_RATE_WINDOW_SECONDS: String(rateWindowSeconds),
    // Empty is unset: nothing of the environment the tests run in gives the first start an account.
    ...(firstStart
      ? { ADMIN_USER: '', ADMIN_PASSWORD: '', ADMIN_TOTP_SECRET: '' }
      : { ADMIN_USER: ADMIN.user, ADMIN_PASSWORD: ADMIN.password, ADMIN_TOTP_SECRET }),
    SCHOOL_EMAIL: 'ecole@example.test',
  })
  const site = run([...siteNodeFlags, 'app-server.mjs'], {
    ...siteEnv,
    // The tests play the proxy in front of the site: a SiteVisitor's address counts apart (its X-Forwarded-For).
    SITE_TRUSTED_PROXIES: env.SITE_TRUSTED_PROXIES ?? 'loopback',
    API_URL: apiUrl,
    SESSION_SECRET: 'a-session-secret-for-the-tests-only',
    CLIENT_AREA: clientArea,
  })
  const stop = async () => {
    await Promise.all([terminate(site), terminate(api)])
    await Promise.all([rm(dataDir, { recursive: true, force: true }), database?.drop()])
  }
  try {
    await waitUntilUp(`${apiUrl}/health`, api, output, (body) => body.content === 'ready')
    await waitUntilUp(`${url}/robots.txt`, site, output, () => true, [200, 404])
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url,
    apiUrl,
    dataDir,
    outboxDir: join(dataDir, 'outbox'),
    logs: () => output.join(''),
    stopApi: () => terminate(api),
    sitePid: site.pid,
    stop,
  }
}

/**
 * The site of the tests of this file or describe block. With the default options, its worker's shared site (one per worker, from the global setup),
 * started once by the global setup (its API cannot be stopped: ask for `{ own: true }` to do that); else a site
 * started before the tests and stopped after them. Its fields are filled before the tests, so they read them
 * when they run.
 */
export function siteForTests(options: SiteOptions = {}): TestSite {
  const site = {} as TestSite
  const { own = false, ...siteOptions } = options
  // The worker's own shared site: VITEST_POOL_ID counts the workers from 1.
  const sharedSites = own || Object.keys(siteOptions).length > 0 ? undefined : inject('sharedSites')
  const shared = sharedSites?.[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % sharedSites.length]
  if (shared) {
    beforeAll(() => {
      Object.assign(site, shared, {
        logs: () => '(shared site: the output of its processes is printed at the end of the run when it tells of an error)',
        stopApi: () => Promise.reject(new Error('The shared site’s API cannot be stopped: use siteForTests({ own: true }).')),
        // The global setup stops it after every file.
        stop: () => Promise.resolve(),
      } satisfies Partial<TestSite>)
    })
    return site
  }
  beforeAll(async () => {
    Object.assign(
      site,
      await startSite({ ...siteOptions, dataTemplate: inject('siteDataTemplate'), databaseTemplate: inject('siteDatabaseTemplate') }),
    )
  })
  afterAll(() => site.stop?.())
  return site
}

/** Waits until `url` answers an accepted status (and, for JSON answers, until `ready` says so). */
async function waitUntilUp(
  url: string,
  child: ChildProcess,
  output: string[],
  ready: (body: any) => boolean = () => true,
  accepted = [200],
) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}):\n${output.join('')}`)
    try {
      const response = await fetch(url)
      const body = response.headers.get('content-type')?.includes('json') ? await response.json() : null
      if (accepted.includes(response.status) && ready(body)) return
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  throw new Error(`${url} did not answer within 60 s:\n${output.join('')}`)
}

/** The setup links a start printed (decision 0038), oldest first: `{PUBLIC_URL}/admin/setup/{token}`. */
export function setupLinksIn(output: string): string[] {
  return output.match(/https?:\/\/[^\s/]+\/admin\/setup\/[\w-]+/g) ?? []
}
