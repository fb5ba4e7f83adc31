// `npm start`: runs the School API and the site on the embedded defaults (PGlite and the mail outbox in
// DATA_DIR), after `npm run build`. Prints the site's address and, on the first start, the admin password.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { apiEnv, apiNodeFlags } from '../site-server/runtime.mjs'

const dataDir = resolve(process.env.DATA_DIR || './data')
const apiPort = process.env.API_PORT || '3001'
const port = process.env.PORT || '3000'

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
const children = []
const run = (args, extra = {}) => {
  const child = spawn(process.execPath, args, { env: { ...env, ...extra }, stdio: 'inherit' })
  children.push(child)
  child.on('exit', (code, signal) => {
    if (stopping) return
    console.error(`Un processus s’est arrêté (${signal ?? code}) : arrêt du site.`)
    stop(code || 1)
  })
  return child
}

let stopping = false
function stop(code = 0) {
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 6000).unref()
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null))).then(() =>
    process.exit(code),
  )
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

run([...apiNodeFlags, '--import', 'tsx', 'server/main.ts'], apiEnv)
const health = `http://127.0.0.1:${apiPort}/api/health`
for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(health)).ok) break
  } catch {
    // not listening yet
  }
  if (tries > 600) {
    console.error(`L’API ne répond pas sur ${health}.`)
    stop(1)
  }
  await sleep(100)
}
// The site's primary starts its processes with their memory settings (site-server/cluster.mjs).
run(['app-server.mjs'], { SESSION_SECRET: sessionSecret() })
