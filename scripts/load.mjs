// `npm run test:load`: the site and the School API on a bad day, on loopback only, in about four minutes. It builds
// the site, starts both processes as `npm start` does (scripts/servers.mjs) with a fresh DATA_DIR, then checks and
// prints:
//   1. 100 connections for 60 s of mixed traffic: every public page, a logged-in client's pages, contact messages
//      and logins; 0 unexpected answers; requests per second; the RSS of the site and of the API before, at the end
//      of the load and after 60 s idle, against 300 MB each (issue 16, point 7);
//   2. the API killed (SIGKILL) under concurrent writes, restarted on the same data: every acknowledged write is
//      there, on PGlite and on PostgreSQL (a throwaway cluster, as the tests make it; « ignoré » without one);
//   3. meanwhile the site answers its French 503 page (or a copy it kept), then recovers by itself.
// Exits 1 when a check fails. Figures vary with the machine: they are printed, only the checks above fail the run.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import { tsImport } from 'tsx/esm/api'
import {
  buildSite,
  callApi as callApiAs,
  loopbackEnvironment,
  openClientSession,
  processGroup,
  publicPages,
  terminate,
} from './servers.mjs'

const support = (file) => tsImport(`../tests/support/${file}`, import.meta.url)

const CONNECTIONS = 100
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS || 60)
const IDLE_SECONDS = Number(process.env.LOAD_IDLE_SECONDS || 60)
const RSS_TARGET_MB = 300
const WRITERS = 16
const WRITE_MS = 2500
const ADMIN_USER = 'direction'
const ADMIN_PASSWORD = 'a-load-test-admin-password'
const CLIENT_PASSWORD = 'un-mot-de-passe-de-charge'
const DOWN_TEXT = 'Le serveur ne répond pas'

const failures = []
const check = (ok, message) => {
  if (!ok) failures.push(message)
  return ok
}
const step = (message) => console.log(message)
const mb = (kb) => `${(kb / 1024).toFixed(0)} Mo`

// Processes ------------------------------------------------------------------------------------------------------

const servers = processGroup()
const { startApi, startSite, waitFor } = servers

/**
 * Resident memory (VmRSS of /proc, kB) of the largest of a process and its descendants: the site runs as a cluster
 * primary and its workers, and the target holds for each process.
 */
async function rssOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '')
  let largest = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  const kids = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '')
  for (const kid of kids.split(/\s+/).filter(Boolean)) largest = Math.max(largest, await rssOf(kid))
  return largest
}

const environment = (dataDir, extra = {}) =>
  loopbackEnvironment(dataDir, {
    SESSION_SECRET: 'a-session-secret-for-the-load-test-only',
    ADMIN_USER,
    ADMIN_PASSWORD,
    // As behind the nginx of the README: the visitors' addresses come from the proxy, here the load itself.
    SITE_TRUSTED_PROXIES: '127.0.0.1',
    ...extra,
  })

// API callers ----------------------------------------------------------------------------------------------------

let visitors = 0
/** A new visitor's address each time, as the API's rate limits see visitors (the load comes from one machine). */
const visitorAddress = () => {
  visitors += 1
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`
}
let logins = 0
/** One of the 64 addresses the load test's client logs in from. */
const clientAddress = () => `192.168.1.${(logins++ % 64) + 1}`

/** An API call from a new visitor's address, as staff when `cookie` is given. */
const callApi = (api, method, path, body, cookie = '') =>
  callApiAs(api, method, path, body, { 'X-Forwarded-For': visitorAddress(), ...(cookie ? { cookie } : {}) })

async function staffCookie(api) {
  const login = await callApi(api, 'POST', 'user/login', { user: ADMIN_USER, password: ADMIN_PASSWORD })
  if (login.status !== 200) throw new Error(`connexion du personnel à l’API : ${login.status}`)
  return login.cookies
}

// 1. Mixed traffic -----------------------------------------------------------------------------------------------

async function mixedTraffic(site, client) {
  // The public pages, and the lists and the file that the sitemap leaves out.
  const pages = await publicPages(site)
  for (const extra of ['/news', '/registration', '/robots.txt']) if (!pages.includes(extra)) pages.push(extra)
  const html = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' }
  const get = (path, headers = {}) => ({ method: 'GET', path, headers: { ...html, ...headers }, statuses: [200] })
  // A new visitor and new words each time: neither a rate limit nor the duplicate filter is what is measured.
  const form =
    (path, fields, address = visitorAddress) =>
    () => ({
      method: 'POST',
      path,
      headers: { ...html, 'content-type': 'application/x-www-form-urlencoded', origin: site, 'x-forwarded-for': address() },
      body: new URLSearchParams(fields()).toString(),
      statuses: [302, 303],
    })
  const publicRequests = pages.map((path) => get(path))
  const clientPages = ['/client-account', '/client-account/delete', '/client-account/export'].map((path) =>
    get(path, { cookie: client.cookie }),
  )
  // What each request is, drawn at random: three in four a public page, one in five a page of the logged-in
  // client, the rest contact messages and logins (argon2 makes a login the dearest request of all).
  const mix = [
    [0.75, () => publicRequests[Math.floor(Math.random() * publicRequests.length)]],
    [0.2, () => clientPages[Math.floor(Math.random() * clientPages.length)]],
    [
      0.025,
      form('/contact', () => ({
        fullName: 'Camille Charge',
        email: 'camille@example.fr',
        subject: 'Charge',
        message: `Message ${visitors}`,
      })),
    ],
    // The client logs in from the places it uses (64 addresses): each stays under the 30 logins per source and
    // quarter of an hour of decision 0019, whose ceilings would rightly slow one account tried from thousands.
    [0.025, form('/client-account', () => ({ intent: 'login', email: client.email, password: CLIENT_PASSWORD }), clientAddress)],
  ]
  const draw = () => {
    let x = Math.random()
    for (const [weight, pick] of mix) {
      if ((x -= weight) < 0) return pick()
    }
    return mix[0][1]()
  }
  const unexpected = new Map()
  const requests = [
    {
      // One request at a time per connection: the context remembers which one is in flight.
      setupRequest: (request, context) => {
        context.drawn = draw()
        const { statuses: _, ...next } = context.drawn
        return { ...request, ...next }
      },
      onResponse: (status, _body, context) => {
        // No status: the request timed out or failed, which autocannon counts among its errors.
        if (status === undefined || context.drawn.statuses.includes(status)) return
        const what = `${context.drawn.method} ${context.drawn.path} → ${status}`
        unexpected.set(what, (unexpected.get(what) ?? 0) + 1)
      },
    },
  ]
  step(
    `Charge : ${CONNECTIONS} connexions pendant ${LOAD_SECONDS} s, au hasard ${pages.length} pages publiques (75 %), ${clientPages.length} pages du client connecté (20 %), messages de contact et connexions (2,5 % chacun)…`,
  )
  // A request waiting in the site's line is not an error: it fails past 30 s, when a visitor would have given up.
  const result = await autocannon({ url: site, connections: CONNECTIONS, duration: LOAD_SECONDS, timeout: 30, requests })
  const errors = result.errors + [...unexpected.values()].reduce((sum, count) => sum + count, 0)
  step(
    `  ${result.requests.total} requêtes, ${result.requests.average.toFixed(0)} req/s, latence p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  )
  step(
    `  statuts : ${Object.entries(result.statusCodeStats ?? {})
      .map(([status, { count }]) => `${status} × ${count}`)
      .join(', ')} ; erreurs ${result.errors} (dont délais de 30 s dépassés : ${result.timeouts})`,
  )
  for (const [what, count] of unexpected) step(`  inattendu : ${what} (× ${count})`)
  check(errors === 0, `${errors} réponses inattendues ou erreurs sous charge`)
  check(result.requests.total > 0, 'aucune requête n’a abouti')
}

// 2 and 3. SIGKILL under writes; the site meanwhile ----------------------------------------------------------------

/**
 * Writers add clients through the API until it is killed mid-flight; every client the API acknowledged (200 with
 * its id) is looked for once it is back. Answers the counts.
 */
async function killUnderWrites({ api, env, child, onDown, onBack }) {
  const cookie = await staffCookie(api)
  const acknowledged = new Map()
  let stop = false
  let attempts = 0
  const writer = async (w) => {
    for (let n = 0; !stop; n++) {
      const firstName = `Charge${w}n${n}`
      attempts += 1
      try {
        const added = await callApi(api, 'POST', 'client/add', { firstName, secondName: 'Écriture', city: 'Lyon' }, cookie)
        if (added.status === 200) acknowledged.set(added.body.id, firstName)
      } catch {
        // the API is gone: this write was never acknowledged
      }
    }
  }
  const writing = Array.from({ length: WRITERS }, (_, w) => writer(w))
  await sleep(WRITE_MS)
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
  stop = true
  await Promise.all(writing)
  const down = onDown ? await onDown() : null

  const restartedAt = performance.now()
  const restarted = startApi(env)
  await waitFor(`${api}/health`, undefined, restarted)
  const restartMs = performance.now() - restartedAt
  const back = onBack ? await onBack() : null
  const afterCookie = await staffCookie(api)
  const listed = await callApi(api, 'GET', 'client/getAll', undefined, afterCookie)
  const found = new Map((listed.body ?? []).map((row) => [row.id, row.firstName]))
  const lost = [...acknowledged].filter(([id, firstName]) => found.get(id) !== firstName)
  return { attempts, acknowledged: acknowledged.size, lost: lost.length, restartMs, restarted, down, back }
}

/** While the API is down: what the site answers, and how long it takes to answer again once the API is back. */
async function siteWhileDown(site) {
  const path = '/news'
  const started = performance.now()
  for (;;) {
    const response = await fetch(`${site}${path}`)
    const text = await response.text()
    if (response.status === 503 && text.includes(DOWN_TEXT)) {
      return { path, answer: `503 « ${DOWN_TEXT} »`, afterMs: performance.now() - started }
    }
    // Past the site's content cache, a page still 200 is a copy it kept (issue 16, point 9).
    if (response.status === 200 && performance.now() - started > 8000) {
      return { path, answer: '200 : copie gardée par le site', afterMs: performance.now() - started }
    }
    if (response.status !== 200 && response.status !== 503) return { path, answer: `${response.status} inattendu`, failed: true }
    if (performance.now() - started > 8000) return { path, answer: `${response.status} sans la page française`, failed: true }
    await sleep(200)
  }
}

async function siteRecovery(site, path) {
  const started = performance.now()
  for (;;) {
    const response = await fetch(`${site}${path}`)
    const fresh = response.status === 200 && !(await response.text()).includes(DOWN_TEXT)
    if (fresh) return performance.now() - started
    if (performance.now() - started > 30_000) return null
    await sleep(100)
  }
}

function reportWrites(engine, outcome) {
  step(
    `  ${engine} : ${outcome.attempts} écritures tentées, ${outcome.acknowledged} acquittées, ${outcome.lost} perdues ; API redémarrée en ${(outcome.restartMs / 1000).toFixed(1)} s`,
  )
  check(outcome.acknowledged > 0, `${engine} : aucune écriture acquittée avant l’arrêt`)
  check(outcome.lost === 0, `${engine} : ${outcome.lost} écritures acquittées perdues après SIGKILL`)
}

/** The same on PostgreSQL: a throwaway cluster as the tests make it, with its own API (no site needed). */
async function postgresWrites() {
  let cluster
  try {
    const { startPostgresCluster } = await support('postgres-cluster.ts')
    cluster = await startPostgresCluster()
  } catch (error) {
    return { skipped: error instanceof Error ? error.message.split('\n')[0] : String(error) }
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'school-load-pg-'))
  try {
    const { api, env } = await environment(dataDir, { DATABASE_URL: cluster.url })
    const child = startApi(env)
    await waitFor(`${api}/health`, undefined, child)
    const outcome = await killUnderWrites({ api, env, child })
    await terminate(outcome.restarted)
    return outcome
  } finally {
    cluster.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

// Run ------------------------------------------------------------------------------------------------------------

async function main() {
  const began = performance.now()
  step('Construction du site (npm run build)…')
  buildSite()

  const dataDir = await mkdtemp(join(tmpdir(), 'school-load-'))
  try {
    const { site, api, env } = await environment(dataDir)
    step('Démarrage de l’API (PGlite) et du site sur la boucle locale…')
    let apiChild = startApi(env)
    // The first start draws the demo pictures in the background: the load starts once that CPU work is over.
    await waitFor(`${api}/health`, async (response) => (await response.json()).content === 'ready', apiChild)
    const siteChild = startSite(env)
    await waitFor(`${site}/robots.txt`, undefined, siteChild)
    const email = `charge.${Date.now()}@example.fr`
    const client = await openClientSession({ site, api, dataDir, email, password: CLIENT_PASSWORD })

    const rss = { site: {}, api: {} }
    const measure = async (moment) => {
      rss.site[moment] = await rssOf(siteChild.pid)
      rss.api[moment] = await rssOf(apiChild.pid)
    }
    await measure('avant')
    const peaks = { site: 0, api: 0 }
    const sampler = setInterval(async () => {
      peaks.site = Math.max(peaks.site, await rssOf(siteChild.pid))
      peaks.api = Math.max(peaks.api, await rssOf(apiChild.pid))
    }, 1000)
    await mixedTraffic(site, client)
    clearInterval(sampler)
    await measure('fin de charge')
    rss.site.pic = peaks.site
    rss.api.pic = peaks.api

    // The idle minute serves the PostgreSQL check, on processes of its own: the measured ones stay idle.
    step(`Repos de ${IDLE_SECONDS} s ; pendant ce temps, SIGKILL sous écritures sur PostgreSQL…`)
    const idle = sleep(IDLE_SECONDS * 1000)
    const postgres = await postgresWrites()
    await idle
    await measure('après repos')

    step(`\nMémoire résidente (RSS du plus gros processus, workers du site compris ; objectif ≤ ${RSS_TARGET_MB} Mo par processus)`)
    for (const [name, figures] of Object.entries(rss)) {
      const over = figures['après repos'] > RSS_TARGET_MB * 1024
      step(
        `  ${name === 'site' ? 'site' : 'API '} : avant ${mb(figures.avant)}, pic ${mb(figures.pic)}, fin de charge ${mb(figures['fin de charge'])}, après ${IDLE_SECONDS} s de repos ${mb(figures['après repos'])} ${over ? `> ${RSS_TARGET_MB} Mo` : 'ok'}`,
      )
      check(!over, `${name} : ${mb(figures['après repos'])} après repos, au-delà de ${RSS_TARGET_MB} Mo`)
    }

    step('\nAPI arrêtée par SIGKILL sous écritures (ajouts de clients concurrents), redémarrée sur les mêmes données')
    const pglite = await killUnderWrites({
      api,
      env,
      child: apiChild,
      onDown: () => siteWhileDown(site),
      onBack: () => siteRecovery(site, '/news'),
    })
    apiChild = pglite.restarted
    const { down, back: recoveryMs } = pglite
    reportWrites('PGlite', pglite)
    if (postgres.skipped) step(`  PostgreSQL : ignoré (${postgres.skipped})`)
    else reportWrites('PostgreSQL', postgres)

    step('\nLe site pendant que l’API est arrêtée')
    step(`  ${down.path} : ${down.answer}${down.afterMs === undefined ? '' : ` (${(down.afterMs / 1000).toFixed(1)} s après l’arrêt)`}`)
    check(!down.failed, `le site ne répond ni sa page 503 ni une copie gardée de ${down.path} : ${down.answer}`)
    if (recoveryMs === null) check(false, 'le site ne s’est pas rétabli 30 s après le retour de l’API')
    else step(`  rétabli ${(recoveryMs / 1000).toFixed(1)} s après que l’API a répondu à nouveau`)

    step(`\nDurée totale : ${((performance.now() - began) / 1000).toFixed(0)} s`)
  } finally {
    await servers.stopAll()
    await rm(dataDir, { recursive: true, force: true })
  }
}

process.on('SIGINT', () => {
  servers.killAll()
  process.exit(130)
})
try {
  await main()
  if (failures.length) {
    console.error(`\nÉCHEC :\n${failures.map((failure) => `  - ${failure}`).join('\n')}`)
    process.exitCode = 1
  } else {
    step('\nToutes les vérifications de charge sont passées.')
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
