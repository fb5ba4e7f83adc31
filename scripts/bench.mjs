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
//   3. the back-office's client list at 10,000 clients; 4. Lighthouse (mobile) performance and layout shift of six
//      public pages (scripts/lighthouse.mjs; targets ≥ 98 and ≤ 0.02).
// Timings vary with the machine and whatever else runs on it: they belong here, never in test assertions.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { cpus, loadavg, tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import autocannon from 'autocannon'
import { register } from 'tsx/esm/api'
import { runLighthouse } from './lighthouse.mjs'
import {
  buildSite,
  cookiesOf,
  cpuMsByThread,
  cpuMsOfTrees,
  freePort,
  loopbackEnvironment,
  openClientSession,
  processGroup,
  publicPages,
  root,
} from './servers.mjs'

// The bundle test's own count of a page's JavaScript and its list of content pages.
register()
const { CONTENT_PAGES, pageScripts } = await import('../tests/support/bundle.ts')

const SECONDS = Number(process.env.BENCH_SECONDS || 2)
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3)
const CONNECTIONS = 10
const MANY_CONNECTIONS = 50
const JS_BUDGET_KB = 95
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
  })
  // The back-office's client list is measured at a real school's volume (issue 10).
  step(`Base de ${CLIENTS.toLocaleString('fr-FR')} clients…`)
  const clients = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'clients', String(CLIENTS)], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (clients.status !== 0) throw new Error('l’ajout des clients a échoué')
  step('Démarrage de l’API et du site sur la boucle locale…')
  const apiChild = servers.startApi(env)
  // The first start draws the demo pictures in the background: measure once that CPU work is over.
  await servers.waitFor(`${api}/health`, async (response) => (await response.json()).content === 'ready', apiChild)
  const siteChild = servers.startSite(env)
  await servers.waitFor(`${site}/robots.txt`, undefined, siteChild)
  measured = { site: [siteChild.pid], api: [apiChild.pid] }
  const email = `bench.${Date.now()}@example.fr`
  const { cookie: clientCookie } = await openClientSession({ site, api, dataDir, email, password: CLIENT_PASSWORD })

  await reportJavaScript(site, clientCookie)
  await reportThroughput(site, clientCookie)
  await reportClientList(site)
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

// 3. The back-office's client list -------------------------------------------------------------------------------

const CLIENTS = 10_000
const BENCH_ADMIN_USER = 'direction'
const BENCH_ADMIN_PASSWORD = 'a-bench-admin-password'
const PAGE_TARGET_MS = 150

/** The page /admin/client-management as a logged-in staff member gets it: sequential requests, median and p95. */
async function reportClientList(site) {
  const login = await fetch(`${site}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site },
    body: new URLSearchParams({ user: BENCH_ADMIN_USER, password: BENCH_ADMIN_PASSWORD }),
  })
  const cookie = cookiesOf(login)
  const rows = []
  for (const path of ['/admin/client-management', '/admin/client-management?q=eric', '/admin/client-management?sort=-city&page=100']) {
    const times = []
    for (let run = 0; run < 33; run += 1) {
      const started = performance.now()
      const response = await fetch(`${site}${path}`, { headers: { cookie } })
      const html = await response.text()
      if (response.status !== 200 || !html.includes('clients')) throw new Error(`${path}: ${response.status}`)
      if (run >= 3) times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const median = times[Math.floor(times.length / 2)]
    const p95 = times[Math.floor(times.length * 0.95)]
    rows.push([path, median.toFixed(1), p95.toFixed(1), median <= PAGE_TARGET_MS ? 'atteint' : 'MANQUÉ'])
    record('client-list', `liste des clients ${path} (médiane)`, round(median, 1), 'ms', `≤ ${PAGE_TARGET_MS} ms`, median <= PAGE_TARGET_MS)
  }
  console.log(`\nPage de la liste des clients, ${CLIENTS.toLocaleString('fr-FR')} clients (ms ; objectif médiane ≤ ${PAGE_TARGET_MS} ms)`)
  table(['page', 'médiane', 'p95', ''], rows)
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
    ? contender('accueil, GET conditionnel (304)', `${site}/`, { headers: { 'if-none-match': validators.etag }, status: 304 })
    : null
  const cacheHit = validators.pageCache ? contender('accueil, cache de pages (succès)', `${site}/`) : null
  const many = home
    ? contender(`accueil, ${MANY_CONNECTIONS} connexions`, `${site}/`, { headers: MISS, connections: MANY_CONNECTIONS })
    : null
  contenders.push(...[notModified, cacheHit, many].filter(Boolean))
  const nginx = await startNginx(site)
  const throughNginx = nginx.url ? contender('accueil via nginx', `${nginx.url}/`) : null
  if (throughNginx) contenders.push(throughNginx)

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

/** Something measured in each round: a URL with its headers, connections and expected status. */
function contender(label, url, { headers = {}, connections = CONNECTIONS, status = 200, seconds = SECONDS, warmUp = true } = {}) {
  return {
    label,
    seconds,
    warmUp,
    runs: [],
    async measure(duration) {
      const before = { site: cpuMsOfTrees(measured.site), api: cpuMsOfTrees(measured.api), threads: cpuMsByThread(measured.site) }
      const result = await autocannon({ url, connections, duration, headers: { ...LOAD_HEADERS, ...headers } })
      const perRequest = (tree) => (before[tree] === null ? null : (cpuMsOfTrees(measured[tree]) - before[tree]) / result.requests.total)
      const threads = cpuMsByThread(measured.site)
      const siteMainMs = before.threads && threads ? (threads.main - before.threads.main) / result.requests.total : null
      const expected = `${Math.floor(status / 100)}xx`
      const others = ['1xx', '2xx', '3xx', '4xx', '5xx']
        .filter((bucket) => bucket !== expected)
        .reduce((sum, bucket) => sum + result[bucket], 0)
      if (result.errors || others) throw new Error(`${label} (${url}) : ${result.errors} erreurs, ${others} réponses autres que ${status}`)
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
  await writeResults()
  // The staff client list at 10,000 clients (issue 10), on a database of its own: the API's time per call.
  step('\nListe des clients du back-office, 10 000 clients (API ; objectif ≤ 50 ms)…')
  const list = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/bench-client-list.ts')], { cwd: root, stdio: 'inherit' })
  if (list.status !== 0) throw new Error('la mesure de la liste des clients a échoué')
} catch (error) {
  // A network failure says which address and why in its cause (« fetch failed » alone says neither).
  console.error(error instanceof Error ? `${error.message}${error.cause ? ` (${error.cause.message ?? error.cause})` : ''}` : error)
  console.error(error instanceof Error ? error.stack : '')
  process.exitCode = 1
} finally {
  await stopAll()
}
