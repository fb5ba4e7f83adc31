import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensurePostgresBinaries, freePort, isRoot } from './system'
import { provideSeededTemplate } from './template'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
  }
}

/**
 * A throwaway PostgreSQL cluster in a temporary folder, on a free loopback port, tuned for tests (no fsync: a
 * crash of the machine is not what they test). Answers its URL and a function that stops and removes it.
 */
export async function startPostgresCluster(): Promise<{ url: string; stop: () => void }> {
  const bin = ensurePostgresBinaries()
  const dir = mkdtempSync(join(tmpdir(), 'school-pg-'))
  const dataDir = join(dir, 'data')
  const port = await freePort()
  // PostgreSQL refuses to run as root: the cluster then belongs to the postgres user.
  const asOwner = (command: string, args: string[]) => {
    if (!isRoot()) return execFileSync(join(bin, command), args, { stdio: 'pipe' })
    return execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
  }
  if (isRoot()) {
    chmodSync(dir, 0o755)
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  asOwner('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'])
  asOwner('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    '-w',
    'start',
  ])
  const stop = () => {
    const stopped = isRoot()
      ? spawnSync('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'fast', '-w', 'stop'])
      : spawnSync(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
    if (stopped.status !== 0) console.error(stopped.stderr?.toString())
    rmSync(dir, { recursive: true, force: true })
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop }
}

/**
 * Global setup of the PostgreSQL test project: a throwaway cluster, stopped and removed at the end, with a seeded
 * template database that each test file copies. A cluster that cannot start fails the run (it is never skipped).
 */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster()
  project.provide('postgresUrl', cluster.url)
  const removeTemplate = await provideSeededTemplate(project, cluster.url)

  return async () => {
    await removeTemplate()
    cluster.stop()
  }
}
