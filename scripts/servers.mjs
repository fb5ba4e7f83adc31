// The site and the School API on loopback, for the scripts that measure them (`npm run bench`, `npm run test:load`):
// the production build, a fresh environment on free ports, both processes started as `npm start` starts them
// (Node flags and malloc settings of site-server/runtime.mjs), waited for and stopped; then what both scripts ask
// of them: the list of public pages, API calls, a logged-in client.
import { spawn, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { tsImport } from 'tsx/esm/api'
import { apiBundle, apiEnv, apiNodeFlags } from '../site-server/runtime.mjs'

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

/** The repository's root: every process runs there. */
export const root = fileURLToPath(new URL('..', import.meta.url))

// The tests' own helpers, so that the scripts and the tests find ports, stop processes and read mail alike.
const support = (file) => tsImport(`../tests/support/${file}`, import.meta.url)
/** @type {{ freePort: () => Promise<number>, terminate: (child: ChildProcess) => Promise<void> }} */
const { freePort, terminate } = await support('system.ts')
const { waitForMail } = await support('outbox.ts')
export { freePort, terminate }

/** `npm run build` (scripts/build.mjs); its output only when it fails (the esbuild service may print a panic as it stops). */
export function buildSite() {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  if (build.status !== 0) throw new Error(`La construction du site a échoué\n${build.stdout}${build.stderr}`)
}

/**
 * The addresses and the environment of a site and an API on free loopback ports, in production, on `dataDir`.
 * @param {string} dataDir
 * @param {Record<string, string>} [extra] what the script adds or overrides (secrets, passwords, DATABASE_URL…)
 * @returns {Promise<{ site: string, api: string, env: NodeJS.ProcessEnv }>}
 */
export async function loopbackEnvironment(dataDir, extra = {}) {
  const [port, apiPort] = await Promise.all([freePort(), freePort()])
  const site = `http://127.0.0.1:${port}`
  const api = `http://127.0.0.1:${apiPort}/api`
  return {
    site,
    api,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      API_PORT: String(apiPort),
      API_URL: api,
      PUBLIC_URL: site,
      LOG_LEVEL: 'warn',
      ...extra,
    },
  }
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux unless `getconf` says otherwise). */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100

/**
 * The CPU time (user and system, in ms) that processes and all their descendants have used so far, read from
 * /proc: the site's primary counts with the workers it forked. Null where there is no /proc (not Linux).
 * @param {number[]} pids
 * @returns {number | null}
 */
export function cpuMsOfTrees(pids) {
  /** @type {Map<number, { parent: number, ticks: number }>} */
  const processes = new Map()
  try {
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue
      try {
        // After the command's name, which may hold spaces and parentheses: state, ppid, …, utime (12th), stime.
        const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ').at(-1).split(' ')
        processes.set(Number(name), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) })
      } catch {
        // Gone between the listing and the read.
      }
    }
  } catch {
    return null
  }
  const inTree = (pid) => {
    for (let current = pid; current > 1; current = processes.get(current)?.parent ?? 0) if (pids.includes(current)) return true
    return false
  }
  let ticks = 0
  for (const [pid, { ticks: used }] of processes) if (inTree(pid)) ticks += used
  return (ticks * 1000) / CLOCK_TICKS
}

/**
 * Every process's parent, read from /proc; null where there is no /proc (not Linux).
 * @returns {Map<number, number> | null}
 */
function parentsByPid() {
  let names
  try {
    names = readdirSync('/proc')
  } catch {
    return null
  }
  /** @type {Map<number, number>} */
  const parents = new Map()
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue
    try {
      parents.set(Number(name), Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ').at(-1).split(' ')[1]))
    } catch {
      // Gone between the listing and the read.
    }
  }
  return parents
}

/** The processes of `parents` that are one of `pids` or descend from one. */
const inTrees = (parents, pids) =>
  [...parents.keys()].filter((pid) => {
    for (let current = pid; current > 1; current = parents.get(current) ?? 0) if (pids.includes(current)) return true
    return false
  })

/**
 * The CPU time (ms) that processes and all their descendants have used so far, by the kind of thread that used it:
 * `main` (JavaScript, and the garbage collection done on it: what a CPU profile of the process shows), `gc` (V8's
 * helper threads: concurrent marking, parallel scavenges, compilation), `pool` (libuv's threads: zlib streams, file
 * system, crypto), `other`. A CPU profile counts only `main`: on the site it is about half of what the process uses.
 * Null where there is no /proc.
 * @param {number[]} pids
 * @returns {{ main: number, gc: number, pool: number, other: number } | null}
 */
export function cpuMsByThread(pids) {
  const parents = parentsByPid()
  if (!parents) return null
  const byKind = { main: 0, gc: 0, pool: 0, other: 0 }
  for (const pid of inTrees(parents, pids)) {
    try {
      for (const task of readdirSync(`/proc/${pid}/task`)) {
        const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8')
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
        const fields = stat.split(') ').at(-1).split(' ')
        const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
        const kind = task === String(pid) ? 'main' : name.startsWith('V8Worker') ? 'gc' : name.startsWith('libuv-worker') ? 'pool' : 'other'
        byKind[kind] += ms
      }
    } catch {
      // Gone meanwhile.
    }
  }
  return byKind
}

/**
 * The resident memory (VmRSS of /proc, MB) of each process of the trees of `pids`, the roots and all their
 * descendants (the site's primary and the workers it forked), by pid; empty where there is no /proc.
 * @param {number[]} pids
 * @returns {Map<number, number>}
 */
export function rssMbOfTrees(pids) {
  const sizes = new Map()
  for (const pid of inTrees(parentsByPid() ?? new Map(), pids)) {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
      sizes.set(pid, kb / 1024)
    } catch {
      // Gone meanwhile.
    }
  }
  return sizes
}

/**
 * The processes a script starts, their output kept and shown only when one fails: the script's own output stays
 * readable.
 * @param {{ reportExits?: boolean }} [options] `reportExits`: a process that stops before `stopAll` prints why,
 *   with the output kept (off where a script kills one on purpose)
 */
export function processGroup({ reportExits = false } = {}) {
  /** @type {Set<ChildProcess>} */
  const children = new Set()
  /** @type {string[]} */
  const output = []
  let stopping = false
  /** The processes stopped on purpose, one by one: their exit is no news. */
  const stopped = new WeakSet()

  /**
   * @param {string[]} args
   * @param {NodeJS.ProcessEnv} env
   * @param {string} [command] Node by default
   */
  function start(args, env, command = process.execPath) {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(String(chunk)))
    children.add(child)
    child.once('exit', (code, signal) => {
      children.delete(child)
      if (reportExits && !stopping && !stopped.has(child))
        console.error(`Un serveur s’est arrêté (${signal ?? code}) :\n${output.join('')}`)
    })
    return child
  }

  return {
    start,
    /**
     * As `npm start`: the bundle of the last build (decision 0043), which the scripts make or ask for first. Through tsx,
     * as the bench ran it until stop 48, the API sat some 40 MB higher after a first start than `npm start`'s does.
     * @param {NodeJS.ProcessEnv} env
     */
    startApi: (env) => start([...apiNodeFlags, apiBundle], { ...env, ...apiEnv }),
    /**
     * As `npm start`: the primary forks the site's processes with the settings of runtime.mjs (site-server/cluster.mjs).
     * @param {NodeJS.ProcessEnv} env
     */
    startSite: (env) => start(['app-server.mjs'], env),
    /**
     * Until `url` answers 2xx and `ready` accepts the answer (2 min at most); fails as soon as `child` stops.
     * @param {string} url
     * @param {(response: Response) => Promise<boolean>} [ready]
     * @param {ChildProcess} [child] the process that should answer
     */
    async waitFor(url, ready = async () => true, child) {
      for (let tries = 0; tries < 1200; tries++) {
        if (child && child.exitCode !== null) throw new Error(`${url} : le serveur s’est arrêté au démarrage\n${output.join('')}`)
        try {
          const response = await fetch(url)
          if (response.ok && (await ready(response))) return
        } catch {
          // not listening yet
        }
        await sleep(100)
      }
      throw new Error(`${url} ne répond pas`)
    },
    /**
     * SIGTERM to one process, SIGKILL 5 s later if still there.
     * @param {ChildProcess} child
     */
    async stop(child) {
      stopped.add(child)
      await terminate(child)
    },
    /** SIGTERM to every process still running, SIGKILL to those still there 5 s later. */
    async stopAll() {
      stopping = true
      await Promise.all([...children].map((child) => terminate(child)))
    },
    /** SIGKILL to every process still running, for a script interrupted (Ctrl-C) that exits at once. */
    killAll() {
      stopping = true
      for (const child of children) child.kill('SIGKILL')
    },
  }
}

/**
 * A JSON call to the API.
 * @param {string} api the API's base URL (…/api)
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, body: any, cookies: string }>} `cookies`: those it set, as a Cookie header
 */
export async function callApi(api, method, path, body, headers = {}) {
  const response = await fetch(`${api}/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: await response.json().catch(() => null), cookies: cookiesOf(response) }
}

/** @param {Response} response @returns {string} the cookies it sets, as a Cookie header sends them back */
export const cookiesOf = (response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')

/**
 * A client's session on the site, opened as the tests open one (tests/support/client-area.ts): the account through
 * the API (its mail read in the outbox of `dataDir`), then the login form posted as a browser without JavaScript,
 * and the first page it leads to shown.
 * @param {{ site: string, api: string, dataDir: string, email: string, password: string }} where
 * @returns {Promise<{ email: string, cookie: string }>}
 */
export async function openClientSession({ site, api, dataDir, email, password }) {
  const call = async (method, path, body) => {
    const answer = await callApi(api, method, path, body)
    if (answer.status !== 200) throw new Error(`${method} ${path} : ${answer.status}`)
    return answer.body
  }
  await call('POST', 'client/create_account', { email })
  const mail = await waitForMail(join(dataDir, 'outbox'), (item) => item.to === email)
  const link = mail.links.find((href) => href.startsWith(`${site}/client-account/confirm-account/`))
  const token = decodeURIComponent(new URL(link).pathname.split('/')[4])
  const confirmed = await call('PUT', 'client/confirm_account', { email, token })
  await call('PUT', 'client/password', { email, token: confirmed.token, newPassword: password })
  const login = await fetch(`${site}/client-account?index`, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'login', email, password, site_web: '' }),
    headers: { Origin: site },
    redirect: 'manual',
  })
  const cookie = cookiesOf(login)
  if (login.status !== 302 || !cookie) throw new Error(`connexion du client au site : ${login.status}`)
  // The login leaves a one-time welcome message in the session, which the first page reads and clears (a new
  // cookie): kept, every later request would show it and set a cookie, which no client's later visits do.
  const first = await fetch(`${site}/client-account`, { headers: { cookie }, redirect: 'manual' })
  await first.arrayBuffer()
  return { email, cookie: cookiesOf(first) || cookie }
}

/**
 * Every public page: those of the sitemap (the content pages, every offer page of the catalogue, the blog's
 * articles), plus /podcast, which it leaves out on purpose (the home page under another address), and /contact
 * whether it lists it or not. Without a sitemap this fails, rather than measure a partial list.
 * @param {string} site
 * @returns {Promise<string[]>} paths, /podcast next to the home page it repeats, the rest in the sitemap's order
 */
export async function publicPages(site) {
  const response = await fetch(`${site}/sitemap.xml`)
  if (!response.ok) throw new Error(`sitemap.xml : ${response.status}`)
  const sitemap = await response.text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname)
  const extra = ['/podcast', '/contact'].filter((path) => !paths.includes(path))
  const home = paths.indexOf('/')
  paths.splice(home + 1, 0, ...extra)
  return paths
}
