import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../server/db'
import { seed } from '../../server/db/seed'
import { projectRoot } from '../../server/paths'
import { startSite } from './site'
import { ensureChromium } from './system'

/**
 * Global setup of the e2e project: Chromium from Debian, a fresh production build of the site, a DATA_DIR seeded
 * once that every site copies, the site the files share (`siteForTests()` with the default options), and the folder
 * where the files leave the pages axe found clean (tests/support/browser.ts).
 */
export default async function setup(project: TestProject) {
  ensureChromium()
  execFileSync(process.execPath, [join(projectRoot, 'node_modules/@remix-run/dev/dist/cli.js'), 'build'], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', VITE_CJS_IGNORE_WARNING: 'true' },
  })
  const dataTemplate = await seedSiteData()
  project.provide('siteDataTemplate', dataTemplate)
  const a11yAuditedDir = await mkdtemp(join(tmpdir(), 'school-a11y-audited-'))
  project.provide('a11yAuditedDir', a11yAuditedDir)
  const site = await startSite({ dataTemplate })
  project.provide('sharedSite', { url: site.url, apiUrl: site.apiUrl, dataDir: site.dataDir, outboxDir: site.outboxDir })
  return async () => {
    const logs = site.logs()
    await site.stop()
    await rm(dataTemplate, { recursive: true, force: true })
    await rm(a11yAuditedDir, { recursive: true, force: true })
    if (/error/i.test(logs)) console.error(`Output of the shared e2e site:\n${logs}`)
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
