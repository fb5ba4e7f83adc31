// `npm run bench`: builds the site, starts the School API and the site on loopback as `npm start` starts them (Node
// flags of site-server/runtime.mjs; free ports, a temporary DATA_DIR: scripts/servers.mjs), then prints, measured
// in the same run, and writes to bench/results.json with the date, the commit, each target and whether it is met
// (issue 15, « Targets »):
//   1. the gzip size of the JavaScript each public page and each client-area page loads, counted as the bundle
//      test counts it (tests/support/bundle.ts): 0 KB on the content pages, at most 95 KB on every other;
//   2. the throughput of each public page family (home, content page, offer, blog, news, registration list and
//      detail, contact, client area as a logged-in client) on a cache miss, next to a bare route of the same build
//      (target: at least 0.8 of it) and to a plain Node server sending the same bytes; a conditional GET (304)
//      next to a full render (≥ 10 ×); the site's page cache hit next to the plain server (≥ 0.6 ×, issue 33); 50
//      connections next to 10 (at least as many requests per second); the same through nginx with
//      deploy/nginx.conf (≥ 0.5 × the plain server) when nginx is installed: the bench installs nothing and says
//      « skipped » otherwise. Every contender runs in each round, one after the other, rounds alternated. With each
//      family, the site's CPU time per render against its target (≤ 4 ms anonymous, ≤ 8 ms in the client area), all
//      of the site's threads counted and its main thread's share beside (what a CPU profile sees: docs/decisions/0031);
//      Side by side in the same rounds, WordPress where scripts/wordpress-bench-setup.sh installed it (127.0.0.1:8081
//      behind nginx's fastcgi_cache, :8082 uncached): our page-cache hit without nginx ≥ 2.5 × the cached WordPress,
//      the uncached one for information; « skipped » with the reason when absent. Then the RSS of each process after
//      the load (≤ 300 MB);
//   3. the back-office's lists at 10,000 rows (scripts/bench-client-list.ts, on servers of its own once the bench's
//      are stopped): the clients at every sort both ways, deep pages and filters, the activity log, a waiting list;
//      the API's call (≤ 50 ms) and the page (≤ 100 ms);
//   4. Lighthouse (mobile) performance and layout shift of six public pages (scripts/lighthouse.mjs; targets ≥ 98
//      and ≤ 0.02);
//   5. `npm start` in a copy of the checkout, once servers are stopped: a first start with its build (≤ 30 s) and a
//      second with nothing changed (≤ 5 s), to the first page;
//   6. with BENCH_PROFILE=1, a CPU profile of the home page's render (BENCH_PROFILE_PATH: another page's;
//      BENCH_PROFILE_SAVE=file also writes the profile, for Chrome's DevTools): where the main thread's time goes, by
//      category (route matching, React, GC, encoding and compression…) and by function.
// BENCH_ONLY=javascript,throughput,client-list,lighthouse,start,profile runs some of them; BENCH_SECONDS, BENCH_ROUNDS.
// Timings vary with the machine and whatever else runs on it: they belong here, never in test assertions.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { cpus, loadavg, tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import autocannon from 'autocannon'
import { register } from 'tsx/esm/api'
import { siteEnv, siteNodeFlags } from '../site-server/runtime.mjs'
import { runLighthouse } from './lighthouse.mjs'
import {
  buildSite,
  cpuMsByThread,
  cpuMsOfTrees,
  freePort,
  loopbackEnvironment,
  openClientSession,
  processGroup,
  publicPages,
  root,
  rssMbOfTrees,
} from './servers.mjs'

// The bundle test's own count of a page's JavaScript and its list of content pages.
register()
const { CONTENT_PAGES, JS_BUDGET_KB, pageScripts } = await import('../tests/support/bundle.ts')
// The tests' first admin's second factor (decision 0037): the bench's admin logs in with its codes.
const { ADMIN_TOTP_SECRET } = await import('../tests/support/totp.ts')

/**
 * The sections to run, BENCH_ONLY=throughput,client-list… (all by default); BENCH_PROFILE=1 adds the CPU profile
 * of a render (section « profile »). WordPress is measured with the throughput, in the same alternated rounds.
 */
const SECTIONS = new Set(
  (process.env.BENCH_ONLY || 'javascript,throughput,client-list,lighthouse,start')
    .split(',')
    .map((name) => name.trim())
    .concat(process.env.BENCH_PROFILE === '1' ? ['profile'] : []),
)
const runs = (section) => SECTIONS.has(section)

const SECONDS = Number(process.env.BENCH_SECONDS || 2)
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3)
const CONNECTIONS = 10
const MANY_CONNECTIONS = 50
const FAMILY_TARGET = 0.8
const NOT_MODIFIED_TARGET = 10
const PAGE_CACHE_TARGET = 0.6
/** The site's CPU time per render (all its threads, ms): an anonymous page, a client-area page (issue 33). */
const SITE_CPU_TARGET_MS = 4
const CLIENT_SITE_CPU_TARGET_MS = 8
const NGINX_TARGET = 0.5
const BASELINE = '/bench-baseline'
/** Renders without the site's page cache (honoured with BENCH_ROUTES=on only): what a cache miss costs. */
const MISS = { 'x-bench-page-cache': 'off' }
const CLIENT_PASSWORD = 'un-mot-de-passe-du-bench'

const servers = processGroup({ reportExits: true })
let dataDir
/** The process trees whose CPU time each contender's run counts per request: the site's and the API's. */
let measured = { site: [], api: [] }
/** Every figure with its target, for bench/results.json. */
const figures = []

/** A figure of the run: `met` is true, false, or null when it has no target or was not measured. */
function record(section, name, value, unit, target, met, note) {
  figures.push({ section, name, value, unit, target: target ?? null, met: met ?? null, ...(note ? { note } : {}) })
}

async function main() {
  step('Construction du site (npm run build)…')
  buildSite()

  dataDir = await mkdtemp(join(tmpdir(), 'school-bench-'))
  const { site, api, env } = await loopbackEnvironment(dataDir, {
    SESSION_SECRET: 'a-session-secret-for-the-bench-only',
    BENCH_ROUTES: 'on',
    ADMIN_USER: BENCH_ADMIN_USER,
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    ADMIN_TOTP_SECRET,
  })
  step('Démarrage de l’API et du site sur la boucle locale…')
  const apiChild = servers.startApi(env)
  // The first start draws the demo pictures in the background: measure once that CPU work is over.
  await servers.waitFor(`${api}/health`, async (response) => (await response.json()).content === 'ready', apiChild)
  const siteChild = servers.startSite(env)
  await servers.waitFor(`${site}/robots.txt`, undefined, siteChild)
  measured = { site: [siteChild.pid], api: [apiChild.pid] }
  const email = `bench.${Date.now()}@example.fr`
  const { cookie: clientCookie } = await openClientSession({ site, api, dataDir, email, password: CLIENT_PASSWORD })

  if (runs('javascript')) await reportJavaScript(site, clientCookie)
  if (runs('throughput')) {
    await reportThroughput(site, clientCookie)
    reportMemory()
  }
  if (runs('profile')) await reportProfile(env)
  if (runs('lighthouse')) await reportLighthouse(site)
}

async function reportLighthouse(site) {
  const lighthouse = await runLighthouse(site)
  if (lighthouse.skipped) record('lighthouse', 'Lighthouse', null, null, 'performance ≥ 98, CLS ≤ 0.02', null, lighthouse.reason)
  else
    for (const page of lighthouse.pages)
      record(
        'lighthouse',
        `Lighthouse ${page.path}`,
        { performance: page.performance, cls: page.cls },
        null,
        'performance ≥ 98, CLS ≤ 0.02',
        page.ok,
        page.error ? `mesure échouée : ${page.error}` : undefined,
      )
}

// 3. The back-office's lists ----------------------------------------------------------------------------------

const BENCH_ADMIN_USER = 'direction'
const BENCH_ADMIN_PASSWORD = 'a-bench-admin-password'

/**
 * The lists at 10,000 rows (issue 33, point 4: the clients, whatever the sort, the activity log, a waiting list),
 * measured by scripts/bench-client-list.ts on servers and a database of its own, once the bench's are stopped.
 */
async function reportLists() {
  const { measureLists } = await import('./bench-client-list.ts')
  const figures = await measureLists({ databaseUrl: process.env.DATABASE_URL, log: step })
  for (const f of figures) record(f.section, f.name, f.value, f.unit, f.target, f.met, f.note)
}

// Memory after the load ---------------------------------------------------------------------------------------

const RSS_TARGET_MB = 300

/** The resident memory of each of the site's processes (its primary and workers) and of the API's, after the load. */
function reportMemory() {
  const rows = []
  for (const [name, pids] of Object.entries(measured)) {
    for (const [pid, mb] of rssMbOfTrees(pids)) {
      const met = mb <= RSS_TARGET_MB
      const label = `${name === 'site' ? (pids.includes(pid) ? 'site, processus principal' : 'site, processus de rendu') : 'API'} ${pid}`
      rows.push([label, mb.toFixed(0), met ? 'atteint' : 'MANQUÉ'])
      record('memory', `RSS après la charge, ${label.replace(/ \d+$/, '')}`, round(mb), 'MB', `≤ ${RSS_TARGET_MB} MB`, met)
    }
  }
  console.log(`\nMémoire résidente de chaque processus après la charge (objectif ≤ ${RSS_TARGET_MB} Mo par processus)`)
  table(['processus', 'RSS Mo', ''], rows)
}

// `npm start`: a first start, then a second with nothing changed ------------------------------------------------

const FIRST_START_TARGET_S = 30
const SECOND_START_TARGET_S = 5

/**
 * `npm start` in a copy of this checkout (its tracked files as they are now, node_modules linked, no build): the first
 * start builds, the second finds the build of the same inputs (decision 0031); each timed from the command to the
 * first 200 of the home page, on free ports and a temporary DATA_DIR, then stopped (its whole process group).
 */
async function reportStart() {
  const copy = await mkdtemp(join(tmpdir(), 'school-start-'))
  try {
    execFileSync('sh', ['-c', 'git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$1"', 'sh', copy], { cwd: root })
    await symlink(join(root, 'node_modules'), join(copy, 'node_modules'))
    const data = join(copy, 'data')
    const rows = []
    for (const [name, target] of [
      ['premier démarrage (construction comprise)', FIRST_START_TARGET_S],
      ['second démarrage, rien de changé', SECOND_START_TARGET_S],
    ]) {
      step(`npm start, ${name}…`)
      const seconds = await timeStart(copy, data)
      const met = seconds <= target
      rows.push([name, seconds.toFixed(1), `≤ ${target} s`, met ? 'atteint' : 'MANQUÉ'])
      record('start', `npm start, ${name}, jusqu’à la première page`, round(seconds, 1), 's', `≤ ${target} s`, met)
    }
    console.log('\nnpm start, de la commande à la première page (copie de cette version, DATA_DIR vide au premier)')
    table(['démarrage', 's', 'objectif', ''], rows)
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    console.log(`npm start non mesuré : ${reason}`)
    record('start', 'npm start', null, 's', null, null, `non mesuré : ${reason}`)
  } finally {
    await rm(copy, { recursive: true, force: true })
  }
}

/** Seconds from `npm start` in `dir` to the home page's first 200; the start stopped after. */
async function timeStart(dir, dataDir) {
  const [port, apiPort] = await Promise.all([freePort(), freePort()])
  const env = {
    ...process.env,
    PORT: String(port),
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  }
  for (const name of ['API_URL', 'PUBLIC_URL', 'SESSION_SECRET', 'ADMIN_USER', 'ADMIN_PASSWORD', 'BENCH_ROUTES']) delete env[name]
  // Through npm as a person types it (npm_execpath when the bench runs under npm), in a group of its own to stop.
  const [command, args] = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath, 'start']] : ['npm', ['start']]
  const output = []
  const started = performance.now()
  const child = spawn(command, args, { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(String(chunk)))
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start s’est arrêté (${child.exitCode}) : ${output.join('').slice(-500)}`)
      if (performance.now() - started > 300_000) throw new Error('npm start : pas de page après 5 minutes')
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5000) })
        await response.arrayBuffer()
        if (response.status === 200) return (performance.now() - started) / 1000
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  } finally {
    const exited = new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()))
    process.kill(-child.pid, 'SIGTERM')
    const killer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 8000)
    await exited
    clearTimeout(killer)
  }
}

// A CPU profile of a render (BENCH_PROFILE=1) --------------------------------------------------------------------

const PROFILE_RENDERS = Number(process.env.BENCH_PROFILE_RENDERS || 1000)
const PROFILE_WARM_UP = 300
/** The page profiled: the home page, or BENCH_PROFILE_PATH (`/stages/meditation`…). */
const PROFILE_PATH = process.env.BENCH_PROFILE_PATH || '/'

/**
 * One more site process, alone (SITE_PROCESSES=1, the flags of runtime.mjs), on the same API, with the inspector on
 * loopback: after PROFILE_WARM_UP renders of the home page without the page cache, V8's sampling profiler (what
 * `--cpu-prof` writes, but started and stopped around the measured renders only, the start of the process left out)
 * runs over PROFILE_RENDERS more. Prints where the main thread's time goes, by category and by function, next to the
 * process's CPU by thread (/proc) over the same renders, and records the categories.
 */
async function reportProfile(env) {
  const [port, inspectPort] = await Promise.all([freePort(), freePort()])
  const child = servers.start([...siteNodeFlags, `--inspect=127.0.0.1:${inspectPort}`, 'app-server.mjs'], {
    ...env,
    ...siteEnv,
    PORT: String(port),
    SITE_PROCESSES: '1',
  })
  const url = `http://127.0.0.1:${port}${PROFILE_PATH}`
  await servers.waitFor(`http://127.0.0.1:${port}/robots.txt`, undefined, child)
  const load = (amount) => autocannon({ url, connections: CONNECTIONS, amount, headers: { ...LOAD_HEADERS, ...MISS } })
  step(`\nProfil CPU : ${PROFILE_WARM_UP} rendus de ${PROFILE_PATH} pour chauffer, puis ${PROFILE_RENDERS} profilés…`)
  await load(PROFILE_WARM_UP)
  const [{ webSocketDebuggerUrl }] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()
  const inspector = await inspectorSession(webSocketDebuggerUrl)
  await inspector.call('Profiler.enable')
  await inspector.call('Profiler.setSamplingInterval', { interval: 250 })
  const before = cpuMsByThread([child.pid])
  await inspector.call('Profiler.start')
  const result = await load(PROFILE_RENDERS)
  const { profile } = await inspector.call('Profiler.stop')
  if (process.env.BENCH_PROFILE_SAVE) await writeFile(process.env.BENCH_PROFILE_SAVE, JSON.stringify(profile))
  const after = cpuMsByThread([child.pid])
  inspector.close()
  await servers.stop(child)
  const renders = result.requests.total
  if (result.non2xx || result.errors) throw new Error(`profil : ${result.non2xx} réponses en erreur, ${result.errors} erreurs`)
  const summary = summarizeProfile(profile)
  const perRender = (ms) => ms / renders
  const threads =
    before && after ? Object.fromEntries(Object.keys(after).map((kind) => [kind, perRender(after[kind] - before[kind])])) : null
  // The profiler samples by the clock: on a loaded machine a thread waiting for a core is counted busy. The shares are
  // the profile's, the milliseconds the main thread's CPU time (/proc) shared out by them.
  const mainMs = threads ? threads.main : perRender(summary.busy)
  const msOf = (ms) => (ms / summary.busy) * mainMs
  console.log(
    `\nProfil CPU d’un rendu de ${PROFILE_PATH} (cache contourné, un processus du site), ${renders} rendus ; CPU par rendu selon /proc :` +
      (threads
        ? ` fil principal ${threads.main.toFixed(2)} ms (ce que voit le profil), ramasse-miettes sur ses fils ${threads.gc.toFixed(2)} ms, fils de libuv ${threads.pool.toFixed(2)} ms, autres fils (dont le profileur) ${threads.other.toFixed(2)} ms`
        : ' non lu') +
      ` ; le profil compte ${perRender(summary.busy).toFixed(2)} ms d’horloge occupée par rendu`,
  )
  table(
    ['catégorie', 'part', 'ms CPU par rendu'],
    summary.categories.map(({ name, ms }) => [name, `${((ms / summary.busy) * 100).toFixed(0)} %`, msOf(ms).toFixed(2)]),
  )
  console.log('\nFonctions les plus coûteuses (temps propre)')
  table(
    ['fonction', 'catégorie', 'part', 'ms CPU par rendu'],
    summary.functions
      .slice(0, 20)
      .map(({ name, category, ms }) => [name, category, `${((ms / summary.busy) * 100).toFixed(1)} %`, msOf(ms).toFixed(3)]),
  )
  if (threads)
    record(
      'profile',
      'profil : CPU du processus par rendu, par fil (/proc)',
      Object.fromEntries(Object.entries(threads).map(([kind, ms]) => [kind, round(ms, 2)])),
      'ms',
      null,
      null,
      `${renders} rendus`,
    )
  for (const { name, ms } of summary.categories)
    record('profile', `profil : ${name}`, { share: round(ms / summary.busy, 3), msPerRender: round(msOf(ms), 3) }, null, null, null)
  for (const { name, category, ms } of summary.functions.slice(0, 20))
    record(
      'profile',
      `profil, fonction : ${name}`,
      { share: round(ms / summary.busy, 4), msPerRender: round(msOf(ms), 3) },
      null,
      null,
      null,
      category,
    )
}

/** A Chrome DevTools Protocol session over the inspector's WebSocket: `call(method, params)` answers its result. */
async function inspectorSession(address) {
  const socket = new WebSocket(address)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  const pending = new Map()
  let next = 0
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data))
    const waiting = pending.get(message.id)
    if (!waiting) return
    pending.delete(message.id)
    if (message.error) waiting.reject(new Error(`${message.error.message}`))
    else waiting.resolve(message.result)
  })
  return {
    call: (method, params = {}) =>
      new Promise((resolve, reject) => {
        next += 1
        pending.set(next, { resolve, reject })
        socket.send(JSON.stringify({ id: next, method, params }))
      }),
    close: () => socket.close(),
  }
}

/**
 * Where a render's main-thread time goes, from a V8 CPU profile: each sample's time to its function (self time),
 * the idle time left out; each function in a category by its script (route matching is @remix-run/router, React's
 * renderer react-dom…); a native function without script (TextEncoder's encode, a write) in its caller's category.
 */
function summarizeProfile(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const parents = new Map()
  for (const node of profile.nodes) for (const id of node.children ?? []) parents.set(id, node.id)
  const self = new Map()
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000))
  const categoryOf = (node) => {
    const { functionName, url } = node.callFrame
    if (functionName === '(garbage collector)') return 'ramasse-miettes (sur le fil principal)'
    if (functionName === '(program)') return 'V8 et Node hors JavaScript (compilation, natif)'
    if (functionName === 'encode' || functionName === 'encodeInto' || /zlib|compression/.test(url)) return 'encodage et compression'
    if (url.includes('/@remix-run/router/')) return 'correspondance des routes (@remix-run/router)'
    if (/\/react-dom\/|\/react\//.test(url)) return 'rendu React (react-dom)'
    if (url.includes('/@remix-run/') || url.includes('/react-router') || url.includes('turbo-stream')) return 'Remix (hors routes)'
    if (/webstreams|undici|streams/.test(url)) return 'flux web et undici'
    if (url.includes('/build/')) return 'code du site (build/)'
    if (url.includes('/site-server/')) return 'serveur du site (site-server/)'
    if (url.includes('/node_modules/')) return 'autres modules (Express, compression…)'
    if (url.startsWith('node:')) return 'Node (interne)'
    return null
  }
  const categoryWithCaller = (node) => {
    for (let current = node; current; current = nodes.get(parents.get(current.id))) {
      const category = categoryOf(current)
      if (category) return category
    }
    return 'natif, sans appelant connu'
  }
  const categories = new Map()
  const functions = new Map()
  let busy = 0
  for (const [id, ms] of self) {
    const node = nodes.get(id)
    const { functionName, url, lineNumber } = node.callFrame
    if (functionName === '(idle)' || functionName === '(root)') continue
    busy += ms
    const category = categoryWithCaller(node)
    categories.set(category, (categories.get(category) ?? 0) + ms)
    const where = url ? ` ${url.replace(/^.*\/node_modules\//, '').replace(`file://${root}`, '')}:${lineNumber + 1}` : ''
    const name = `${functionName || '(anonyme)'}${where}`
    const entry = functions.get(name) ?? { name, category, ms: 0 }
    entry.ms += ms
    functions.set(name, entry)
  }
  const byTime = (a, b) => b.ms - a.ms
  return {
    busy,
    categories: [...categories].map(([name, ms]) => ({ name, ms })).sort(byTime),
    functions: [...functions.values()].sort(byTime),
  }
}

// 1. JavaScript per page --------------------------------------------------------------------------------------

/** The client-area pages a logged-in client opens, and those a visitor does (the bundle test measures the same). */
const CLIENT_PAGES = ['/client-account', '/client-account/delete']
const VISITOR_CLIENT_PAGES = ['/client-account', '/client-account/new-link']

async function reportJavaScript(site, clientCookie) {
  const sizes = new Map()
  // The sitemap's pages, the content pages it leaves out (the registration lists), one registration, anonymous
  // and connected, and the client area.
  const detail = await registrationDetailPath(site)
  const anonymous = [...new Set([...(await publicPages(site)), ...CONTENT_PAGES, ...(detail ? [detail] : []), ...VISITOR_CLIENT_PAGES])]
  const visits = [
    ...anonymous.map((path) => ({ path })),
    ...[...CLIENT_PAGES, ...(detail ? [detail] : [])].map((path) => ({ path, cookie: clientCookie })),
  ]
  const rows = []
  for (const { path, cookie } of visits) {
    const label = `${path}${cookie ? ' (connecté)' : ''}`
    const scripts = await pageScripts(site, path, { cookie, sizes })
    if (scripts.status !== 200) {
      rows.push([label, String(scripts.status), '', '', scripts.status === 404 ? 'page absente de cette version' : 'non mesurée'])
      record('javascript', label, null, 'KB', null, null, `statut ${scripts.status}`)
      continue
    }
    const content = !cookie && CONTENT_PAGES.includes(path)
    const limit = content ? 0 : JS_BUDGET_KB * 1024
    const met = scripts.bytes <= limit
    const target = content ? '0 KB (page de contenu)' : `≤ ${JS_BUDGET_KB} KB`
    rows.push([label, '200', String(new Set(scripts.files).size), kb(scripts.bytes), `${target} : ${met ? 'atteint' : 'MANQUÉ'}`])
    record('javascript', label, round(scripts.bytes / 1024, 1), 'KB gzip', target, met)
  }
  console.log(`\nJavaScript chargé par chaque page (gzip, comme le compte le test des paquets)`)
  table(['page', 'statut', 'fichiers', 'total gzip', 'objectif'], rows)
}

// 2. Throughput -----------------------------------------------------------------------------------------------

/** One page of each family of issue 15; the registration detail is the first date its list links to. */
const FAMILIES = [
  { id: 'home', label: 'accueil', path: '/' },
  { id: 'content', label: 'page de contenu', path: '/about' },
  { id: 'offer', label: 'page d’offre', path: '/stages/meditation' },
  { id: 'blog', label: 'article du blog', path: '/blog/1' },
  { id: 'news', label: 'actualités', path: '/news' },
  { id: 'registration-list', label: 'liste d’inscriptions', path: '/registration/event/webinars' },
  { id: 'registration-detail', label: 'inscription', path: null },
  { id: 'contact', label: 'contact', path: '/contact' },
  { id: 'client-area', label: 'espace client (connecté)', path: '/client-account', client: true },
]

/** The first date the webinars' list links to. */
async function registrationDetailPath(site) {
  const list = await (await fetch(`${site}/registration/event/webinars`)).text()
  return /href="(\/registration\/event\/webinars\/\d+)"/.exec(list)?.[1] ?? null
}

async function reportThroughput(site, clientCookie) {
  FAMILIES.find((family) => family.id === 'registration-detail').path = await registrationDetailPath(site)
  const families = []
  for (const family of FAMILIES) {
    const headers = { ...MISS, ...(family.client ? { cookie: clientCookie } : {}) }
    const status = family.path ? (await fetch(`${site}${family.path}`, { headers })).status : 404
    if (status === 200) families.push({ ...family, headers })
    else record('throughput', `${family.label} / référence`, null, 'ratio', `≥ ${FAMILY_TARGET}`, false, `la page répond ${status}`)
  }

  // The plain Node server: the very bytes the site sent for each page (compressed as for the contenders).
  const pagesFile = join(dataDir, 'static-pages.json')
  const captured = {}
  for (const family of families) captured[`/${family.id}`] = await rawAnswer(`${site}${family.path}`, family.headers)
  await writeFile(pagesFile, JSON.stringify(captured))
  const staticPort = await freePort()
  const staticServer = `http://127.0.0.1:${staticPort}`
  const plainServer = servers.start([join(root, 'scripts/bench-static-server.mjs'), pagesFile, String(staticPort)], process.env)
  await servers.waitFor(`${staticServer}/home`, undefined, plainServer)

  const bare = contender('référence (route nue)', `${site}${BASELINE}`, { headers: MISS })
  const contenders = [bare]
  for (const family of families) {
    family.page = contender(family.label, `${site}${family.path}`, { headers: family.headers })
    // Thousands of answers a second: a shorter run, without warm-up, counts plenty of them.
    family.static = contender(`${family.label}, serveur Node simple`, `${staticServer}/${family.id}`, { seconds: 1, warmUp: false })
    contenders.push(family.page, family.static)
  }
  const home = families.find((family) => family.id === 'home')
  const validators = await siteValidators(site)
  const notModified = validators.etag
    ? contender('accueil, GET conditionnel (304)', `${site}/`, {
        headers: { 'if-none-match': validators.etag },
        status: 304,
        prepare: () => freshPageCache(site),
      })
    : null
  const cacheHit = validators.pageCache
    ? contender('accueil, cache de pages (succès)', `${site}/`, { prepare: () => freshPageCache(site) })
    : null
  const many = home
    ? contender(`accueil, ${MANY_CONNECTIONS} connexions`, `${site}/`, { headers: MISS, connections: MANY_CONNECTIONS })
    : null
  contenders.push(...[notModified, cacheHit, many].filter(Boolean))
  const nginx = await startNginx(site)
  const throughNginx = nginx.url ? contender('accueil via nginx', `${nginx.url}/`) : null
  if (throughNginx) contenders.push(throughNginx)
  const wordpress = await findWordPress()
  const wordpressCached = wordpress.cached
    ? contender('WordPress derrière son cache nginx', `${wordpress.cached}/`, { toleratedErrors: 0.001 })
    : null
  const wordpressUncached = wordpress.uncached ? contender('WordPress sans cache (PHP-FPM)', `${wordpress.uncached}/`) : null
  contenders.push(...[wordpressCached, wordpressUncached].filter(Boolean))

  step(
    `\nMesure : ${contenders.length} concurrents, ${ROUNDS} tours de ${SECONDS} s chacun (1 s pour le serveur Node simple), alternés à chaque tour…`,
  )
  for (const item of contenders) if (item.warmUp) await item.measure(1) // warm-up: JIT, caches, connections
  for (let round = 0; round < ROUNDS; round++) for (const item of contenders) item.runs.push(await item.measure(item.seconds))

  const reference = median(bare.runs.map((run) => run.rps))
  const referenceCpu = cpuOf(bare)
  const rows = [
    [
      bare.label,
      BASELINE,
      fixed(reference),
      median(bare.runs.map((run) => run.p50)).toFixed(1),
      '',
      ...cpuCells(referenceCpu),
      cpuVerdict(referenceCpu, SITE_CPU_TARGET_MS),
      '',
      '',
      '',
    ],
  ]
  for (const family of families) {
    const rps = median(family.page.runs.map((run) => run.rps))
    const plain = median(family.static.runs.map((run) => run.rps))
    const ratio = rps / reference
    const met = ratio >= FAMILY_TARGET
    const cpu = cpuOf(family.page)
    // On a machine whose cores the site and the API share, a page's throughput follows its CPU time per request:
    // the bare route's over the page's is the ratio its CPU allows, whatever the code does with it.
    const cpuBound = cpu.total && referenceCpu.total ? referenceCpu.total / cpu.total : null
    const cpuTarget = family.client ? CLIENT_SITE_CPU_TARGET_MS : SITE_CPU_TARGET_MS
    rows.push([
      family.label,
      family.path,
      fixed(rps),
      median(family.page.runs.map((run) => run.p50)).toFixed(1),
      `${ratio.toFixed(2)} ${met ? 'atteint' : 'MANQUÉ'}`,
      ...cpuCells(cpu),
      cpuVerdict(cpu, cpuTarget),
      cpuBound === null ? '' : cpuBound.toFixed(2),
      fixed(plain),
      `${(plain / rps).toFixed(0)} ×`,
    ])
    const why =
      met || cpuBound === null
        ? undefined
        : `CPU par requête : site ${cpu.site.toFixed(1)} ms + API ${cpu.api.toFixed(1)} ms, contre ${referenceCpu.total.toFixed(1)} ms pour la référence (plafond ${cpuBound.toFixed(2)})`
    record(
      'throughput',
      `${family.label} (${family.path}), cache manqué / référence`,
      round(ratio, 2),
      'ratio',
      `≥ ${FAMILY_TARGET}`,
      met,
      why,
    )
    record('throughput', `${family.label}, req/s`, round(rps), 'req/s', null, null)
    if (cpu.total) {
      record(
        'throughput',
        `${family.label}, CPU par requête (site, API)`,
        { site: round(cpu.site, 2), siteMainThread: cpu.main === null ? null : round(cpu.main, 2), api: round(cpu.api, 2) },
        'ms',
        null,
        null,
      )
      record('render-cpu', `${family.label}, CPU du site par rendu`, round(cpu.site, 2), 'ms', `≤ ${cpuTarget} ms`, cpu.site <= cpuTarget)
    }
    record('throughput', `${family.label}, serveur Node simple des mêmes octets, req/s`, round(plain), 'req/s', null, null)
  }
  record('throughput', 'référence (route nue), req/s', round(reference), 'req/s', null, null)
  if (referenceCpu.total) {
    record(
      'throughput',
      'référence (route nue), CPU par requête (site, API)',
      {
        site: round(referenceCpu.site, 2),
        siteMainThread: referenceCpu.main === null ? null : round(referenceCpu.main, 2),
        api: round(referenceCpu.api, 2),
      },
      'ms',
      null,
      null,
    )
    record(
      'render-cpu',
      'référence (route nue), CPU du site par rendu',
      round(referenceCpu.site, 2),
      'ms',
      `≤ ${SITE_CPU_TARGET_MS} ms`,
      referenceCpu.site <= SITE_CPU_TARGET_MS,
    )
  }
  console.log(
    `\nDébit par famille de pages, cache de pages contourné (${CONNECTIONS} connexions ; médiane des ${ROUNDS} tours ; objectif ≥ ${FAMILY_TARGET} de la référence ;` +
      ` CPU : temps des processus du site (tous leurs fils ; « dont fil principal » : ce qu’un profil CPU en voit, le reste est surtout` +
      ` le ramasse-miettes de V8 sur ses fils d’aide) et de l’API par requête ; objectif CPU du site ≤ ${SITE_CPU_TARGET_MS} ms par page` +
      ` anonyme, ≤ ${CLIENT_SITE_CPU_TARGET_MS} ms dans l’espace client ; plafond CPU : CPU de la référence / CPU de la page)`,
  )
  table(
    [
      'page',
      'chemin',
      'req/s',
      'p50 ms',
      'page / réf.',
      'CPU site ms',
      'dont fil principal',
      'CPU API ms',
      'objectif CPU site',
      'plafond CPU',
      'Node simple req/s',
      'Node simple / page',
    ],
    rows,
  )

  const homeRps = home && median(home.page.runs.map((run) => run.rps))
  const homeStatic = home && median(home.static.runs.map((run) => run.rps))
  const compared = []
  const compare = (name, item, base, baseLabel, target, reason) => {
    if (!item || !base) {
      compared.push([name, 'skipped', '', `≥ ${target} × ${baseLabel}`, reason])
      record('caching', name, null, 'ratio', `≥ ${target} × ${baseLabel}`, null, `skipped : ${reason}`)
      return
    }
    const rps = median(item.runs.map((run) => run.rps))
    const ratio = rps / base
    const met = ratio >= target
    compared.push([name, fixed(rps), `${ratio.toFixed(2)} ×`, `≥ ${target} × ${baseLabel}`, met ? 'atteint' : 'MANQUÉ'])
    record('caching', name, round(ratio, 2), 'ratio', `≥ ${target} × ${baseLabel}`, met, `${round(rps)} req/s`)
  }
  compare(
    'GET conditionnel (304) / rendu complet',
    notModified,
    homeRps,
    'le rendu',
    NOT_MODIFIED_TARGET,
    validators.reason ?? 'pas de cache',
  )
  compare('cache de pages (succès) / Node simple', cacheHit, homeStatic, 'Node simple', PAGE_CACHE_TARGET, validators.cacheReason)
  compare('via nginx / Node simple', throughNginx, homeStatic, 'Node simple', NGINX_TARGET, nginx.reason)
  compare(
    `${MANY_CONNECTIONS} connexions / ${CONNECTIONS} (accueil, rendu)`,
    many,
    homeRps,
    `${CONNECTIONS} connexions`,
    1,
    'accueil non mesuré',
  )
  if (cacheHit && homeRps) {
    const hit = median(cacheHit.runs.map((run) => run.rps))
    compared.push(['cache de pages : succès / échec (rendu)', fixed(hit), `${(hit / homeRps).toFixed(1)} ×`, '', ''])
    record('caching', 'cache de pages : succès / échec', round(hit / homeRps, 1), 'ratio', null, null)
  }
  console.log(`\nAccueil : validateurs, cache de pages, nginx, connexions (médiane des ${ROUNDS} tours)`)
  table(['mesure', 'req/s', 'rapport', 'objectif', ''], compared)
  if (nginx.stop) await nginx.stop()
  reportWordPress({ cacheHit, cacheReason: validators.cacheReason, render: home?.page, wordpress, wordpressCached, wordpressUncached })
}

// WordPress side by side (issue 33, point 2) --------------------------------------------------------------------

/** Our page-cache hit, without nginx in front, next to WordPress behind its own nginx page cache. */
const WORDPRESS_TARGET = 2.5
/** Where scripts/wordpress-bench-setup.sh serves WordPress (bench/wordpress-nginx.conf). */
const WORDPRESS_CACHED_URL = process.env.WORDPRESS_CACHED_URL || 'http://127.0.0.1:8081'
const WORDPRESS_UNCACHED_URL = process.env.WORDPRESS_UNCACHED_URL || 'http://127.0.0.1:8082'

/**
 * WordPress where scripts/wordpress-bench-setup.sh installs it: each address whose front page answers 200 with
 * WordPress's markup; the cached one only if its second answer comes from nginx's cache (`X-Cache: HIT`). The bench
 * installs nothing: an absent one is « skipped » with the reason.
 */
async function findWordPress() {
  const setup = 'sudo sh scripts/wordpress-bench-setup.sh l’installe'
  const frontPage = async (url) => {
    try {
      const response = await fetch(`${url}/`, { headers: LOAD_HEADERS, signal: AbortSignal.timeout(10_000) })
      const html = await response.text()
      return response.status === 200 && html.includes('wp-content') ? response : null
    } catch {
      return null
    }
  }
  const uncached = await frontPage(WORDPRESS_UNCACHED_URL)
  await frontPage(WORDPRESS_CACHED_URL)
  const cached = await frontPage(WORDPRESS_CACHED_URL)
  const hit = cached?.headers.get('x-cache') === 'HIT'
  return {
    cached: hit ? WORDPRESS_CACHED_URL : null,
    uncached: uncached ? WORDPRESS_UNCACHED_URL : null,
    cachedReason: hit
      ? null
      : cached
        ? `WordPress répond sur ${WORDPRESS_CACHED_URL} mais pas depuis le cache de nginx (X-Cache : ${cached.headers.get('x-cache') ?? 'absent'})`
        : `WordPress absent : rien ne répond sur ${WORDPRESS_CACHED_URL} (${setup})`,
    uncachedReason: uncached ? null : `WordPress absent : rien ne répond sur ${WORDPRESS_UNCACHED_URL} (${setup})`,
  }
}

/** The side-by-side's table and figures, from the contenders measured in the same alternated rounds as ours. */
function reportWordPress({ cacheHit, cacheReason, render, wordpress, wordpressCached, wordpressUncached }) {
  const rpsOf = (item) => (item ? median(item.runs.map((run) => run.rps)) : null)
  const p50Of = (item) => (item ? median(item.runs.map((run) => run.p50)) : null)
  const rows = [
    ['notre accueil, cache de pages (succès), sans nginx', cacheHit, cacheReason],
    ['notre accueil, rendu (cache contourné)', render, 'accueil non mesuré'],
    ['WordPress derrière son cache nginx (fastcgi_cache)', wordpressCached, wordpress.cachedReason],
    ['WordPress sans cache (PHP-FPM)', wordpressUncached, wordpress.uncachedReason],
  ].map(([name, item, reason]) => {
    if (!item) {
      record('wordpress', `${name}, req/s`, null, 'req/s', null, null, `skipped : ${reason}`)
      return [name, 'skipped', '', reason ?? '']
    }
    record('wordpress', `${name}, req/s`, round(rpsOf(item)), 'req/s', null, null, `p50 ${p50Of(item)} ms`)
    return [name, fixed(rpsOf(item)), String(p50Of(item)), '']
  })
  const hit = rpsOf(cacheHit)
  const cached = rpsOf(wordpressCached)
  const uncached = rpsOf(wordpressUncached)
  let verdict
  if (hit && cached) {
    const ratio = hit / cached
    const met = ratio >= WORDPRESS_TARGET
    verdict = `cache de pages / WordPress derrière nginx : ${ratio.toFixed(2)} × (objectif ≥ ${WORDPRESS_TARGET} ×) : ${met ? 'atteint' : 'MANQUÉ'}`
    record(
      'wordpress',
      'cache de pages (succès, sans nginx) / WordPress derrière son cache nginx',
      round(ratio, 2),
      'ratio',
      `≥ ${WORDPRESS_TARGET} ×`,
      met,
    )
  } else {
    const reason = hit ? wordpress.cachedReason : cacheReason
    verdict = `cache de pages / WordPress derrière nginx : skipped (${reason})`
    record(
      'wordpress',
      'cache de pages (succès, sans nginx) / WordPress derrière son cache nginx',
      null,
      'ratio',
      `≥ ${WORDPRESS_TARGET} ×`,
      null,
      `skipped : ${reason}`,
    )
  }
  const informative = []
  if (uncached && hit) informative.push(`cache de pages / WordPress sans cache : ${(hit / uncached).toFixed(0)} ×`)
  if (uncached && rpsOf(render)) {
    const ratio = rpsOf(render) / uncached
    informative.push(`notre rendu / WordPress sans cache : ${ratio.toFixed(1)} ×`)
    record('wordpress', 'notre rendu de l’accueil / WordPress sans cache', round(ratio, 1), 'ratio', null, null, 'pour information')
  }
  console.log(`\nWordPress côte à côte, accueil (${CONNECTIONS} connexions, médiane des ${ROUNDS} tours, alternés avec les nôtres)`)
  table(['serveur', 'req/s', 'p50 ms', ''], rows)
  console.log(verdict)
  if (informative.length) console.log(`pour information : ${informative.join(' ; ')}`)
}

/**
 * The home page stored afresh in every site process before a run of hits: an entry is fresh for a minute
 * (site-server/page-cache.mjs), the rounds last longer, and a run that began on a stale entry measured its renewal
 * (Express, a render) rather than hits. GETs until several answers in a row are hits (the cluster deals requests to
 * its processes in turn), 40 at most.
 */
async function freshPageCache(site) {
  let hitsInARow = 0
  for (let tries = 0; tries < 40 && hitsInARow < 6; tries++) {
    const response = await fetch(`${site}/`, { headers: LOAD_HEADERS })
    await response.arrayBuffer()
    hitsInARow = response.headers.get('x-page-cache') === 'hit' ? hitsInARow + 1 : 0
  }
}

/**
 * Whether the site answers validators and serves its page cache: a home page ETag that a conditional GET turns
 * into a 304, and a later GET marked `X-Page-Cache: hit`. Each missing one names why its figures are skipped.
 */
async function siteValidators(site) {
  const first = await fetch(`${site}/`)
  await first.arrayBuffer()
  const etag = first.headers.get('etag')
  let reason = etag ? null : 'pas de cache : l’accueil n’envoie pas d’ETag'
  if (etag) {
    const conditional = await fetch(`${site}/`, { headers: { 'if-none-match': etag } })
    await conditional.arrayBuffer()
    if (conditional.status !== 304) reason = `pas de cache : un GET conditionnel répond ${conditional.status}, pas 304`
  }
  // Each site process keeps its own cache: a few more GETs reach one that stored the page.
  let pageCache = false
  for (let tries = 0; tries < 6 && !pageCache; tries++) {
    const again = await fetch(`${site}/`)
    await again.arrayBuffer()
    pageCache = again.headers.get('x-page-cache') === 'hit'
  }
  return {
    etag: reason ? null : etag,
    reason,
    pageCache,
    cacheReason: pageCache ? null : 'pas de cache : l’accueil ne répond jamais « X-Page-Cache: hit »',
  }
}

/**
 * nginx in front of the site with the shipped deploy/nginx.conf, on free ports and a temporary cache folder, when
 * nginx is on PATH: the bench installs nothing. Its upstream (127.0.0.1:3000), its listen port and its paths are
 * rewritten to this run's, the redirect to https left out; a configuration without `http {` is taken as the block
 * nginx.conf includes there.
 */
async function startNginx(site) {
  const binary = process.env.PATH?.split(delimiter)
    .map((dir) => join(dir, 'nginx'))
    .find((file) => spawnSync(file, ['-v']).status === 0)
  if (!binary) return { reason: 'nginx n’est pas installé (absent du PATH)' }
  let conf
  try {
    conf = await readFile(join(root, 'deploy/nginx.conf'), 'utf8')
  } catch {
    return { reason: 'deploy/nginx.conf est absent' }
  }
  const prefix = join(dataDir, 'nginx')
  await mkdir(join(prefix, 'cache'), { recursive: true })
  const port = await freePort()
  const upstream = new URL(site).host
  let adapted = conf
    // On loopback, plain http: the https server alone, without the server that redirects to it.
    .replace(/server\s*\{[^{}]*\breturn\s+301[^{}]*\}/g, '')
    .replace(/^\s*(access_log|error_log|ssl_\w+|listen\s+\[::\])[^;]*;/gm, '')
    .replace(/(127\.0\.0\.1|localhost):3000/g, upstream)
    .replace(/listen\s+[^;]+;/g, `listen 127.0.0.1:${port};`)
    .replace(/proxy_cache_path\s+\S+/g, `proxy_cache_path ${join(prefix, 'cache')}`)
  if (!/\bhttp\s*\{/.test(adapted)) adapted = `events {}\nhttp {\n${adapted}\n}\n`
  // Run by root, nginx's workers would be `nobody`, locked out of this run's private folder: they stay root here.
  const user = process.getuid?.() === 0 ? 'user root;\n' : ''
  adapted = `${user}pid ${join(prefix, 'nginx.pid')};\nerror_log ${join(prefix, 'error.log')};\n${adapted.replace(/^\s*(pid|user)\s[^;]*;/gm, '')}`
  await writeFile(join(prefix, 'nginx.conf'), adapted)
  try {
    execFileSync(binary, ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'pipe' })
  } catch (error) {
    return {
      reason: `deploy/nginx.conf ne passe pas « nginx -t » ici : ${String(error.stderr ?? error)
        .trim()
        .split('\n')
        .at(-1)}`,
    }
  }
  const child = servers.start(['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], process.env, binary)
  const url = `http://127.0.0.1:${port}`
  await servers.waitFor(`${url}/robots.txt`, undefined, child)
  return { url, stop: () => servers.stop(child) }
}

/** The raw answer of the site (still compressed), to be sent again as it is by the plain Node server. */
function rawAnswer(url, headers) {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { headers: { ...LOAD_HEADERS, ...headers } }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => {
        const kept = {}
        for (const name of ['content-type', 'content-encoding', 'vary', 'cache-control']) {
          if (response.headers[name]) kept[name] = response.headers[name]
        }
        resolve({ headers: kept, body: Buffer.concat(chunks).toString('base64') })
      })
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

const LOAD_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' }

/**
 * Until the site and the API are idle (under 10 % of a core over 200 ms, 10 s at most): when a run ends, the
 * answers it still awaits (10 or 50 renders of up to a second each on a loaded machine) are still being made, and
 * were counted in the next contender's run (its time, its CPU per request).
 */
async function settle() {
  const trees = [...measured.site, ...measured.api]
  for (let tries = 0; tries < 50; tries++) {
    const before = cpuMsOfTrees(trees)
    if (before === null) return
    await new Promise((resolve) => setTimeout(resolve, 200))
    if (cpuMsOfTrees(trees) - before < 20) return
  }
}

/** Something measured in each round: a URL with its headers, connections and expected status. */
function contender(
  label,
  url,
  {
    headers = {},
    connections = CONNECTIONS,
    status = 200,
    seconds = SECONDS,
    warmUp = true,
    prepare = async () => {},
    // The share of requests that may fail without stopping the bench: none of ours; WordPress's nginx, on this
    // machine, now and then drops one connection in a run of thousands.
    toleratedErrors = 0,
  } = {},
) {
  return {
    label,
    seconds,
    warmUp,
    runs: [],
    async measure(duration) {
      await settle()
      await prepare()
      const before = { site: cpuMsOfTrees(measured.site), api: cpuMsOfTrees(measured.api), threads: cpuMsByThread(measured.site) }
      const result = await autocannon({ url, connections, duration, headers: { ...LOAD_HEADERS, ...headers } })
      // A run without a single answer (a render slower than the run, on a loaded machine) has no time per request.
      const answered = result.requests.total || null
      const perRequest = (tree) => (before[tree] === null || !answered ? null : (cpuMsOfTrees(measured[tree]) - before[tree]) / answered)
      const threads = cpuMsByThread(measured.site)
      const siteMainMs = before.threads && threads && answered ? (threads.main - before.threads.main) / answered : null
      const expected = `${Math.floor(status / 100)}xx`
      const others = ['1xx', '2xx', '3xx', '4xx', '5xx']
        .filter((bucket) => bucket !== expected)
        .reduce((sum, bucket) => sum + result[bucket], 0)
      if (result.errors > result.requests.total * toleratedErrors || others)
        throw new Error(`${label} (${url}) : ${result.errors} erreurs, ${others} réponses autres que ${status}`)
      return { rps: result.requests.average, p50: result.latency.p50, siteMs: perRequest('site'), apiMs: perRequest('api'), siteMainMs }
    },
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** A contender's CPU time per request (medians of its runs, ms): the site's, the API's and both; null without /proc. */
function cpuOf(item) {
  if (item.runs.some((run) => run.siteMs === null || run.apiMs === null)) return { site: null, api: null, total: null }
  const site = median(item.runs.map((run) => run.siteMs))
  const api = median(item.runs.map((run) => run.apiMs))
  const main = item.runs.every((run) => run.siteMainMs !== null) ? median(item.runs.map((run) => run.siteMainMs)) : null
  return { site, api, total: site + api, main }
}
const cpuVerdict = (cpu, target) => (cpu.total === null ? '' : `≤ ${target} : ${cpu.site <= target ? 'atteint' : 'MANQUÉ'}`)
const cpuCells = (cpu) =>
  cpu.total === null ? ['', '', ''] : [cpu.site.toFixed(1), cpu.main === null ? '' : cpu.main.toFixed(1), cpu.api.toFixed(1)]
const round = (value, digits = 0) => Number(value.toFixed(digits))
const fixed = (value) => value.toFixed(0)

/** bench/results.json: every figure of this run with its target, the date, the commit and the machine. */
async function writeResults() {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim()
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).stdout.trim() !== ''
  const results = {
    date: new Date().toISOString(),
    commit: `${commit}${dirty ? ' (modifié)' : ''}`,
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? null, loadAverage: loadavg().map((value) => round(value, 2)) },
    settings: { seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS },
    figures,
  }
  await mkdir(join(root, 'bench'), { recursive: true })
  await writeFile(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`)
  const missed = figures.filter((figure) => figure.met === false).length
  step(
    `\n${figures.length} mesures écrites dans bench/results.json (${missed} objectif${missed > 1 ? 's' : ''} manqué${missed > 1 ? 's' : ''}).`,
  )
}

// Plumbing ---------------------------------------------------------------------------------------------------

async function stopAll() {
  await servers.stopAll()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const step = (message) => console.log(message)

function table(head, rows) {
  const widths = head.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (row) =>
    row
      .map((cell, column) => (cell ?? '').padEnd(widths[column]))
      .join('  ')
      .trimEnd()
  console.log(line(head))
  console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  for (const row of rows) console.log(line(row))
}

process.on('SIGINT', () => stopAll().then(() => process.exit(130)))
try {
  await main()
  await stopAll()
  // Once the bench's servers are stopped: what a start costs, the lists on servers of their own.
  if (runs('start')) await reportStart()
  if (runs('client-list')) await reportLists()
  await writeResults()
} catch (error) {
  // A network failure says which address and why in its cause (« fetch failed » alone says neither).
  console.error(error instanceof Error ? `${error.message}${error.cause ? ` (${error.cause.message ?? error.cause})` : ''}` : error)
  console.error(error instanceof Error ? error.stack : '')
  process.exitCode = 1
} finally {
  await stopAll()
}
