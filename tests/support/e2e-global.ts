import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { projectRoot } from '../../server/paths'
import { ensureChromium } from './system'

/** Global setup of the e2e project: Chromium from Debian, and a fresh production build of the site. */
export default function setup() {
  ensureChromium()
  execFileSync(process.execPath, [join(projectRoot, 'node_modules/@remix-run/dev/dist/cli.js'), 'build'], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', VITE_CJS_IGNORE_WARNING: 'true' },
  })
}
