import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../server/db'
import { seed } from '../../server/db/seed'
import { projectRoot } from '../../server/paths'
import { startPostgresCluster } from './postgres-cluster'
import { createTestDatabase, type DatabaseTemplate } from './postgres-databases'
import { startSite } from './site'
import { ensureChromium } from './system'

const execFileAsync = promisify(execFile)

/**
 * Global setup of the e2e project: Chromium from Debian, a fresh production build of the site (`npm run build`'s), a
 * throwaway PostgreSQL cluster with a database seeded once that every site's API copies, and the DATA_DIR (pictures)
 * that every site copies (decision 0047), the sites the files share (`siteForTests()` with the default options), and
 * the folder where the files leave the pages axe found clean (tests/support/browser.ts).
 */
export default async function setup(project: TestProject) {
  ensureChromium()
  // The build (scripts/build.mjs, a process of its own) and the cluster's start then the seed use a core each.
  const building = execFileAsync(process.execPath, [join(projectRoot, 'scripts/build.mjs')], { cwd: projectRoot })
  const cluster = await startPostgresCluster()
  const [, { dataTemplate, databaseTemplate }] = await Promise.all([building, seedSiteData(cluster.url)])
  project.provide('siteDataTemplate', dataTemplate)
  project.provide('siteDatabaseTemplate', databaseTemplate)
  const a11yAuditedDir = await mkdtemp(join(tmpdir(), 'school-a11y-audited-'))
  project.provide('a11yAuditedDir', a11yAuditedDir)
  // One shared site per worker: the files of one worker share its site, and two workers do not wait on one API.
  const sites = await Promise.all(
    Array.from({ length: Math.max(1, project.globalConfig.maxWorkers) }, () => startSite({ dataTemplate, databaseTemplate })),
  )
  project.provide(
    'sharedSites',
    sites.map((site) => ({ url: site.url, apiUrl: site.apiUrl, dataDir: site.dataDir, outboxDir: site.outboxDir })),
  )
  return async () => {
    const logs = sites.map((site) => site.logs()).join('')
    await Promise.all(sites.map((site) => site.stop()))
    await rm(dataTemplate, { recursive: true, force: true })
    cluster.stop()
    await rm(a11yAuditedDir, { recursive: true, force: true })
    if (/error/i.test(logs)) console.error(`Output of the shared e2e sites:\n${logs}`)
  }
}

/**
 * What the API leaves after its first start, for every site to copy: a database of the run's PostgreSQL cluster,
 * seeded (closed, so that copies can be made), and a DATA_DIR with the pictures drawn.
 */
async function seedSiteData(serverUrl: string): Promise<{ dataTemplate: string; databaseTemplate: DatabaseTemplate }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'school-site-template-'))
  const created = await createTestDatabase(serverUrl)
  const database = await openDatabase({ databaseUrl: created.url })
  await seed(database.db, { uploadsDir: join(dataDir, 'uploads') })
  await database.close()
  return { dataTemplate: dataDir, databaseTemplate: { serverUrl, name: created.name } }
}
