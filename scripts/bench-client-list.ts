// The back-office's lists at a school's volume (issue 33, point 4): `npx tsx scripts/bench-client-list.ts` (PGlite),
// or with `DATABASE_URL=postgres://…` (an empty database). Seeds 10,000 clients, 10,000 entries of the activity log
// and a waiting list of 10,000 people, starts the API and the built site on loopback as `npm start` does
// (scripts/servers.mjs), then times each list, first and deep pages, every sort and the filters: the API's answer
// (median wall time, and the API process's CPU per call from /proc) against ≤ 50 ms, the back-office page against
// ≤ 100 ms. Prints a table; `--json` prints the figures as JSON instead. `npm run bench` calls `measureLists`.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureAdmin } from '../server/bootstrap'
import { loadConfig } from '../server/config'
import { clientSortFields } from '../server/contract/client-fields'
import { openDatabase } from '../server/db'
import { seedContentIfEmpty } from '../server/db/seed'
import { seedManyClients } from '../server/db/seed/many-clients'
import { seedLongWaitingList, seedManyActivities } from '../server/db/seed/many-rows'
import { ADMIN_TOTP_SECRET, stepOf, totpAt } from '../tests/support/totp'
import { buildSite, cookiesOf, cpuMsOfTrees, loopbackEnvironment, processGroup } from './servers.mjs'

export const API_TARGET_MS = 50
export const PAGE_TARGET_MS = 100

/** A figure as `npm run bench` records it (bench/results.json). */
export interface ListFigure {
  section: 'lists'
  name: string
  /** The median, in ms; null when the address failed (the note says why). */
  value: number | null
  unit: 'ms'
  target: string
  met: boolean
  note?: string
}

export interface ListOptions {
  /** Rows of each list (10,000). */
  rows?: number
  /** Timed requests of each address, after 3 that warm up (15). */
  runs?: number
  /** A PostgreSQL database to seed and measure (empty); PGlite in a temporary folder otherwise. */
  databaseUrl?: string
  /** Progress lines (the bench's `step`). */
  log?: (line: string) => void
}

const ADMIN_USER = 'direction'
const ADMIN_PASSWORD = 'a-bench-admin-password'
/** A code of the admin's factor at `step` steps from now (the API accepts each step once, and one either side). */
const codeAt = (step: number) => totpAt(ADMIN_TOTP_SECRET, stepOf(Date.now()) + step)

/** The API's session cookie of the admin (password and code), and the site's through the login form's two steps. */
async function logIn(site: string, api: string) {
  const apiLogin = await fetch(`${api}/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user: ADMIN_USER, password: ADMIN_PASSWORD, code: codeAt(-1) }),
  })
  if (apiLogin.status !== 200) throw new Error(`API login: ${apiLogin.status} ${await apiLogin.text()}`)
  const post = async (form: Record<string, string>, cookie = '') => {
    const answer = await fetch(`${site}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site, ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(form),
    })
    await answer.arrayBuffer()
    return cookiesOf(answer) || cookie
  }
  const passwordStep = await post({ user: ADMIN_USER, password: ADMIN_PASSWORD })
  const siteCookie = await post({ intent: 'code', code: codeAt(0) }, passwordStep)
  const home = await fetch(`${site}/admin/home`, { headers: { cookie: siteCookie }, redirect: 'manual' })
  if (home.status !== 200) throw new Error(`site login: /admin/home answered ${home.status}`)
  return { apiCookie: cookiesOf(apiLogin), siteCookie }
}

/** One address timed `runs` times after 3 warm-up requests: the median wall time and the measured process's CPU per request. */
async function time(url: string, cookie: string, runs: number, pid: number) {
  const times: number[] = []
  let cpuBefore = 0
  for (let run = 0; run < runs + 3; run += 1) {
    if (run === 3) cpuBefore = cpuMsOfTrees([pid]) ?? 0
    const started = performance.now()
    const response = await fetch(url, { headers: { cookie }, redirect: 'manual' })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`)
    if (run >= 3) times.push(performance.now() - started)
  }
  const cpu = ((cpuMsOfTrees([pid]) ?? 0) - cpuBefore) / runs
  times.sort((a, b) => a - b)
  return { median: times[Math.floor(times.length / 2)], p95: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))], cpu }
}

/** The addresses of each list: the API's call and the page that shows it, first and deep pages, sorts and filters. */
function addressesOf(rows: number, waiting: { id: number; category: string; subcategory: string }) {
  const deep = Math.max(1, Math.floor(rows / 50 / 2))
  const lastPage = Math.ceil(rows / 50)
  const month = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10)
  const clients = [
    '',
    ...clientSortFields.flatMap((field) => [`sort=${field}&page=${deep}`, `sort=-${field}&page=${deep}`]),
    'q=eric',
    'q=saint-etienne&sort=-email&page=5',
  ]
  const pagesShown = new Set(['', `sort=-city&page=${deep}`, 'q=eric'])
  return [
    ...clients.map((query) => ({
      list: 'clients',
      query,
      api: `client/list?size=50${query ? `&${query}` : ''}`,
      page: pagesShown.has(query) ? `/admin/client-management${query ? `?${query}` : ''}` : null,
    })),
    ...['', `page=${lastPage}`, 'staff=1', 'kind=update', `from=${month}`, `staff=1&from=${month}&page=2`].map((query) => ({
      list: 'activité',
      query,
      api: `activity?size=50${query ? `&${query}` : ''}`,
      page: `/admin/activity${query ? `?${query}` : ''}`,
    })),
    // The waiting list (as many people as rows) by pages of 50, `attente` on the session's page: first, deep and last.
    ...[1, deep, lastPage].map((page) => ({
      list: 'liste d’attente',
      query: `session ${waiting.id} page ${page}`,
      api: `registration/${waiting.id}/waiting${page > 1 ? `?page=${page}` : ''}`,
      page: `/admin/registration-handler/${waiting.category}/${waiting.subcategory}?view=${waiting.id}${page > 1 ? `&attente=${page}` : ''}`,
    })),
  ]
}

/**
 * Seeds the lists, starts the API and the site, times every address and answers the figures (one per address and
 * side, the median against its target, the CPU per request and the 95th percentile in the note). The processes and
 * the temporary folder are gone when it returns.
 */
export async function measureLists({ rows = 10_000, runs = 15, databaseUrl, log = console.log }: ListOptions = {}): Promise<ListFigure[]> {
  log('Construction du site…')
  buildSite()
  const dataDir = await mkdtemp(join(tmpdir(), 'school-bench-lists-'))
  const servers = processGroup({ reportExits: true })
  try {
    const extra = {
      SESSION_SECRET: 'a-session-secret-for-the-bench-only',
      ADMIN_USER,
      ADMIN_PASSWORD,
      ADMIN_TOTP_SECRET,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }
    const { site, api, env } = await loopbackEnvironment(dataDir, extra)
    log(`Base de ${rows.toLocaleString('fr-FR')} clients, entrées du journal et personnes en attente…`)
    const handle = await openDatabase({ databaseUrl, pgliteDir: join(dataDir, 'db') })
    await seedContentIfEmpty(handle.db)
    await ensureAdmin(handle.db, loadConfig({ DATA_DIR: dataDir, ...extra }))
    await seedManyClients(handle.db, rows)
    await seedManyActivities(handle.db, rows, 1)
    const waiting = await seedLongWaitingList(handle.db, rows)
    await handle.close()
    log('Démarrage de l’API et du site…')
    const apiChild = servers.startApi(env)
    await servers.waitFor(`${api}/health`, undefined, apiChild)
    const siteChild = servers.startSite(env)
    await servers.waitFor(`${site}/robots.txt`, undefined, siteChild)
    const { apiCookie, siteCookie } = await logIn(site, api)
    const figures: ListFigure[] = []
    for (const address of addressesOf(rows, waiting)) {
      const sides = [
        { side: 'API', url: `${api}/${address.api}`, cookie: apiCookie, target: API_TARGET_MS, pid: apiChild.pid! },
        ...(address.page
          ? [{ side: 'page', url: `${site}${address.page}`, cookie: siteCookie, target: PAGE_TARGET_MS, pid: siteChild.pid! }]
          : []),
      ]
      for (const { side, url, cookie, target, pid } of sides) {
        const name = `${address.list} ${side} ${side === 'API' ? address.api : address.page}`
        const timed = await time(url, cookie, runs, pid).catch((error: Error) => error)
        // A page that fails (a server that gave up on a list too long) is a figure missed, not the end of the run.
        if (timed instanceof Error) {
          const note = `échec : ${timed.message}${timed.cause ? ` (${String(timed.cause)})` : ''}`
          figures.push({ section: 'lists', name, value: null, unit: 'ms', target: `≤ ${target} ms`, met: false, note })
          log(`ÉCHEC              ${name}  (${note})`)
          continue
        }
        const { median, p95, cpu } = timed
        const note = `p95 ${p95.toFixed(1)} ms ; CPU ${side === 'API' ? 'de l’API' : 'du site'} ${cpu.toFixed(1)} ms par requête`
        figures.push({
          section: 'lists',
          name,
          value: Math.round(median * 10) / 10,
          unit: 'ms',
          target: `≤ ${target} ms`,
          met: median <= target,
          note,
        })
        log(`${median <= target ? 'atteint' : 'MANQUÉ '}  ${median.toFixed(1).padStart(6)} ms (≤ ${target})  ${name}  (${note})`)
      }
    }
    return figures
  } finally {
    await servers.stopAll()
    await rm(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const json = process.argv.includes('--json')
  const figures = await measureLists({
    rows: Number(process.env.BENCH_ROWS || 10_000),
    runs: Number(process.env.BENCH_RUNS || 15),
    databaseUrl: process.env.DATABASE_URL,
    log: json ? () => {} : console.log,
  })
  if (json) console.log(JSON.stringify(figures, null, 2))
  else console.log(`\n${figures.filter((figure) => figure.met).length} / ${figures.length} mesures dans leur objectif.`)
}
