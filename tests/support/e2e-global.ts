import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { projectRoot } from '../../server/paths'
import type { TestProject } from 'vitest/node'
import { startSite } from './site'
import { ensureChromium } from './system'

/**
 * Global setup of the e2e project: Chromium from Debian, a fresh production build of the site, and the site the
 * files share (`siteForTests()` with the default options), started once.
 */
export default async function setup(project: TestProject) {
  ensureChromium()
  execFileSync(process.execPath, [join(projectRoot, 'node_modules/@remix-run/dev/dist/cli.js'), 'build'], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', VITE_CJS_IGNORE_WARNING: 'true' },
  })
  const site = await startSite()
  project.provide('sharedSite', { url: site.url, apiUrl: site.apiUrl, dataDir: site.dataDir, outboxDir: site.outboxDir })
  return async () => {
    const logs = site.logs()
    await site.stop()
    if (/error/i.test(logs)) console.error(`Output of the shared e2e site:\n${logs}`)
  }
}
