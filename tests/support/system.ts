import { type ChildProcess, execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'

/** Debian's Chromium: the bench's Lighthouse and `scripts/social-card.mjs` run it. */
export const CHROMIUM = '/usr/bin/chromium'

/**
 * Debian's build of Chromium's headless shell, which the tests drive (as Playwright's own headless mode does): the
 * same Blink and V8 without the full browser around them. A page load costs Chromium about 40 % less CPU than
 * in `chromium --headless` (10 public pages, 2 rounds each, alternated: 1.06–1.40 s against 1.80–2.85 s).
 */
export const CHROMIUM_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'

const isRoot = () => process.getuid?.() === 0

/** Installs Debian packages when missing (CI and fresh machines of this kind run as root). */
function aptInstall(packages: string[]) {
  if (!isRoot()) {
    throw new Error(`Missing ${packages.join(', ')}: install with "sudo apt-get install -y ${packages.join(' ')}".`)
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const install = () => spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env })
  if (install().status === 0) return
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
  if (install().status !== 0) throw new Error(`apt-get install ${packages.join(' ')} failed`)
}

/**
 * Debian's Chromium and its headless shell, which playwright-core drives (no browser download: the network is
 * closed). Answers the headless shell's path.
 */
export function ensureChromium(): string {
  const missing = [
    ...(existsSync(CHROMIUM) ? [] : ['chromium']),
    ...(existsSync(CHROMIUM_HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
  ]
  if (missing.length) aptInstall(missing)
  return CHROMIUM_HEADLESS_SHELL
}

/** The server binaries of the newest installed PostgreSQL, installed from Debian when there is none. */
export function ensurePostgresBinaries(): string {
  const find = () => {
    const root = '/usr/lib/postgresql'
    if (!existsSync(root)) return null
    const versions = readdirSync(root)
      .filter((name) => existsSync(`${root}/${name}/bin/initdb`))
      .sort((a, b) => Number(b) - Number(a))
    return versions.length ? `${root}/${versions[0]}/bin` : null
  }
  let bin = find()
  if (!bin) {
    aptInstall(['postgresql'])
    bin = find()
  }
  if (!bin) throw new Error('PostgreSQL server binaries not found after installation')
  return bin
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export { isRoot }

/** The processes that `pid` started and that still run, with their command lines (Linux's /proc). */
export function childProcesses(pid: number): { pid: number; command: string }[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number)
    .flatMap((child) => {
      try {
        return [{ pid: child, command: readFileSync(`/proc/${child}/cmdline`, 'utf8').replaceAll('\0', ' ').trim() }]
      } catch {
        return [] // gone since the listing
      }
    })
}

/** Stops a child process: SIGTERM, then SIGKILL if it is still there after 5 s. */
export function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
