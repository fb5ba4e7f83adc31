import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../server/db'
import { seed } from '../../server/db/seed'
import { projectRoot } from '../../server/paths'
import { startSite } from './site'
import { ensureChromium } from './system'

const execFileAsync = promisify(execFile)

/**
 * Global setup of the e2e project: Chromium from Debian, a fresh production build of the site (`npm run build`'s), a
 * DATA_DIR seeded once that every site copies, the site the files share (`siteForTests()` with the default options),
 * and the folder where the files leave the pages axe found clean (tests/support/browser.ts).
 */
export default async function setup(project: TestProject) {
  ensureChromium()
  // The build (scripts/build.mjs, a process of its own) and the seed use a core each.
  const [, dataTemplate] = await Promise.all([
    execFileAsync(process.execPath, [join(projectRoot, 'scripts/build.mjs')], { cwd: projectRoot }),
    seedSiteData(),
  ])
  project.provide('siteDataTemplate', dataTemplate)
  const a11yAuditedDir = await mkdtemp(join(tmpdir(), 'school-a11y-audited-'))
  project.provide('a11yAuditedDir', a11yAuditedDir)
  // One shared site per worker: the files of one worker share its site, and two workers do not wait on one API.
  const sites = await Promise.all(Array.from({ length: Math.max(1, project.globalConfig.maxWorkers) }, () => startSite({ dataTemplate })))
  project.provide(
    'sharedSites',
    sites.map((site) => ({ url: site.url, apiUrl: site.apiUrl, dataDir: site.dataDir, outboxDir: site.outboxDir })),
  )
  return async () => {
    const logs = sites.map((site) => site.logs()).join('')
    await Promise.all(sites.map((site) => site.stop()))
    await rm(dataTemplate, { recursive: true, force: true })
    await rm(a11yAuditedDir, { recursive: true, force: true })
    if (/error/i.test(logs)) console.error(`Output of the shared e2e sites:\n${logs}`)
  }
}

/** A DATA_DIR as the API leaves it after its first start: PGlite seeded (closed, so copies are whole), pictures drawn. */
async function seedSiteData(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'school-site-template-'))
  const database = await openDatabase({ pgliteDir: join(dataDir, 'db') })
  await seed(database.db, { uploadsDir: join(dataDir, 'uploads') })
  await database.close()
  return dataDir
}
