import { type ChildProcess, spawn } from 'node:child_process'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { projectRoot } from '../../server/paths'
import { setupLinksIn } from '../support/site'
import { childProcesses, freePort, terminate } from '../support/system'

// `npm start` as the README runs it (scripts/start.mjs, after the build of the e2e global setup), on a copy of the
// seeded DATA_DIR and free ports, the site's primary with one process: issue 27, point 3.
let start: ChildProcess
let site: string
let api: string
let dataDir: string
const output: string[] = []
const logs = () => output.join('')

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'school-start-'))
  await cp(inject('siteDataTemplate')!, dataDir, { recursive: true })
  const [port, apiPort] = await Promise.all([freePort(), freePort()])
  site = `http://127.0.0.1:${port}`
  api = `http://127.0.0.1:${apiPort}/api`
  start = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), API_PORT: String(apiPort), SITE_PROCESSES: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [start.stdout!, start.stderr!]) stream.on('data', (chunk: Buffer) => output.push(String(chunk)))
  await vi.waitFor(async () => expect((await fetch(`${site}/robots.txt`)).status).toBe(200), { timeout: 90_000, interval: 100 })
})

afterAll(async () => {
  await terminate(start)
  await rm(dataDir, { recursive: true, force: true })
})

/** The process of start.mjs that runs `script`. */
function processOf(script: string): number {
  const found = childProcesses(start.pid!).filter((child) => child.command.includes(script))
  if (found.length !== 1) throw new Error(`${script}: ${JSON.stringify(childProcesses(start.pid!))}\n${logs()}`)
  return found[0].pid
}

const get = async (path: string) => {
  const response = await fetch(`${site}${path}`, { redirect: 'manual' })
  return { status: response.status, body: await response.text(), cache: response.headers.get('x-page-cache') }
}

/** Until `path` answers 200 (a minute at most: a restart waits 1 s, then the process starts). */
const until200 = (path: string) =>
  vi.waitFor(async () => expect((await get(path)).status, logs()).toBe(200), { timeout: 60_000, interval: 100 })

describe('npm start', () => {
  it('prints the Node.js it runs on: the tests’ own, the project’s', () => {
    expect(logs()).toContain(`Node.js ${process.version} (${process.execPath})`)
  })

  it('keeps the site up when the API is killed, serving the pages it has, and starts the API again', async () => {
    const stored = await get('/blog/1')
    expect(stored.status).toBe(200)
    const sitePid = processOf('app-server.mjs')
    const apiPid = processOf('server/main.ts')

    // start.mjs is frozen while the site meets a dead API, so that what a visitor sees then does not depend on how
    // fast the API comes back; once it runs again, it finds its API dead.
    process.kill(start.pid!, 'SIGSTOP')
    try {
      process.kill(apiPid, 'SIGKILL')
      await vi.waitFor(() => expect(fetch(`${api}/health`)).rejects.toThrow(), { timeout: 10_000, interval: 50 })
      const stale = await get('/blog/1')
      expect(stale.status).toBe(200)
      expect(stale.body).toBe(stored.body)
      // Never rendered while the API answered: the French error page.
      const never = await get('/blog/2')
      expect(never.status).toBe(503)
      expect(never.body).toContain('Le serveur ne répond pas')
    } finally {
      process.kill(start.pid!, 'SIGCONT')
    }

    await until200('/blog/2')
    expect(logs()).toContain('L’API s’est arrêtée (SIGKILL)\u00a0: redémarrage dans 1\u00a0s.')
    expect(logs()).toMatch(/L’API redémarre \(processus \d+\)\./)
    expect(processOf('server/main.ts')).not.toBe(apiPid)
    // The site itself was never stopped.
    expect(processOf('app-server.mjs')).toBe(sitePid)
  })

  it('prints a setup link on a first start without ADMIN_PASSWORD, a new one at each start, until the account exists', async () => {
    // The API was started twice by now (the test above killed it): two links, each to its own token.
    const links = setupLinksIn(logs())
    expect(links, logs()).toHaveLength(2)
    expect(new Set(links).size).toBe(2)
    expect(logs()).toContain('créez le compte d’administration en ouvrant ce lien (valable 24 heures, une seule fois)')
    // PUBLIC_URL unset: the address the README opens.
    const paths = links.map((link) => {
      expect(link.startsWith(`http://localhost:${new URL(site).port}/admin/setup/`), link).toBe(true)
      return new URL(link).pathname
    })
    for (const path of paths) expect((await get(path)).status).toBe(200)
    const created = await fetch(`${site}${paths[0]}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site },
      body: new URLSearchParams({ user: 'direction', password: 'le-mot-de-passe-de-la-direction' }),
    })
    expect([created.status, created.headers.get('location')]).toEqual([302, '/admin/home'])
    for (const path of paths) expect((await get(path)).status).toBe(404)

    // A start with the account made prints no link.
    const apiPid = processOf('server/main.ts')
    process.kill(apiPid, 'SIGKILL')
    await vi.waitFor(() => expect(processOf('server/main.ts')).not.toBe(apiPid), { timeout: 10_000, interval: 100 })
    await vi.waitFor(async () => expect((await fetch(`${api}/health`)).status).toBe(200), { timeout: 60_000, interval: 100 })
    expect(setupLinksIn(logs())).toHaveLength(2)
  })

  it('starts the site again when its primary dies, its processes with it', async () => {
    const sitePid = processOf('app-server.mjs')
    process.kill(sitePid, 'SIGKILL')
    await vi.waitFor(() => expect(processOf('app-server.mjs')).not.toBe(sitePid), { timeout: 10_000, interval: 100 })
    await until200('/news')
    expect(logs()).toContain('Le site s’est arrêté (SIGKILL)\u00a0: redémarrage dans 1\u00a0s.')
  })

  it('stops both processes on SIGTERM', async () => {
    const pids = [processOf('app-server.mjs'), processOf('server/main.ts')]
    const exit = new Promise((done) => start.once('exit', (code) => done(code)))
    start.kill('SIGTERM')
    expect(await exit).toBe(0)
    for (const pid of pids) expect(() => process.kill(pid, 0), String(pid)).toThrow()
    await expect(fetch(`${site}/robots.txt`)).rejects.toThrow()
  })
})
