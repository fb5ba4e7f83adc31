import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { apiBundle } from '../site-server/runtime.mjs'
import { BUILD_PARTS, buildState, forgetBuild, recordBuild } from './build-inputs.mjs'

// The decision of scripts/build.mjs on a scratch project: a part of the build (the site, the API's bundle) is reused
// only when every input of that part is as it was.
let root: string
const { site, api } = BUILD_PARTS

async function write(file: string, content: string) {
  await mkdir(dirname(join(root, file)), { recursive: true })
  await writeFile(join(root, file), content)
}

const current = async () => ({ site: (await buildState(root, site)).current, api: (await buildState(root, api)).current })

/** A project built once: its inputs, the site's server and browser builds, the API's bundle, and their stamps. */
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'build-inputs-'))
  await write('app/root.tsx', 'export default function App() {}')
  await write('app/routes/_index.tsx', 'export default function Index() {}')
  await write('content/catalogue.ts', 'export const offers = []')
  await write('server/contract/client.ts', 'export const client = {}')
  await write('server/services/clients.ts', 'export const list = []')
  await write('server/main.ts', 'await listen()')
  await write('server/db/migrations/0000_init.sql', 'CREATE TABLE client ();')
  await write('public/favicon.svg', '<svg/>')
  await write('package-lock.json', '{}')
  await write('remix.config.js', 'export default {}')
  await write('scripts/build.mjs', '// build')
  await write('scripts/build-api.mjs', '// bundle')
  await write('build/index.js', 'export const routes = {}')
  await write('public/build/manifest-1.js', 'window.__remixManifest = {}')
  await write(apiBundle, 'await listen()')
  await recordBuild(root, site, (await buildState(root, site)).hash)
  await recordBuild(root, api, (await buildState(root, api)).hash)
})

afterEach(() => rm(root, { recursive: true, force: true }))

describe('reusing the build', () => {
  it('reuses a build whose inputs have not changed', async () => {
    expect(await current()).toEqual({ site: true, api: true })
  })

  it.each([
    ['a route of the app', 'app/routes/_index.tsx', { site: false, api: true }],
    ['the catalogue, which the API seeds too', 'content/catalogue.ts', { site: false, api: false }],
    ['the API contract the app imports', 'server/contract/client.ts', { site: false, api: false }],
    ['a public file', 'public/favicon.svg', { site: false, api: true }],
    ['the installed dependencies', 'package-lock.json', { site: false, api: false }],
    ['the Remix configuration', 'remix.config.js', { site: false, api: true }],
    ['the build script', 'scripts/build.mjs', { site: false, api: false }],
    ['a service of the API', 'server/services/clients.ts', { site: true, api: false }],
    ['the API’s entry', 'server/main.ts', { site: true, api: false }],
    ['a migration', 'server/db/migrations/0000_init.sql', { site: true, api: false }],
    ['the API’s bundling script', 'scripts/build-api.mjs', { site: true, api: false }],
  ])('builds again what reads %s when it changed', async (_, file, expected) => {
    await write(file, '// changed')
    expect(await current()).toEqual(expected)
  })

  it('builds again when a file is added to the app or one is taken away', async () => {
    await write('app/routes/about.tsx', 'export default function About() {}')
    expect((await buildState(root, site)).current).toBe(false)
    await rm(join(root, 'app/routes/about.tsx'))
    expect((await buildState(root, site)).current).toBe(true)
    await rm(join(root, 'content/catalogue.ts'))
    expect(await current()).toEqual({ site: false, api: false })
  })

  it('bundles the API again when one of its sources is added', async () => {
    await write('server/routes/clients.ts', 'export const routes = []')
    expect(await current()).toEqual({ site: true, api: false })
  })

  it('builds again when a file moves, its content unchanged', async () => {
    await rm(join(root, 'app/routes/_index.tsx'))
    await write('app/routes/index.tsx', 'export default function Index() {}')
    expect((await buildState(root, site)).current).toBe(false)
  })

  it('ignores what no part reads: the tests, its own output', async () => {
    await write('public/build/route-2.js', 'export {}')
    await write('tests/e2e/pages.test.ts', '// a test')
    await write('build/metafile.server.json', '{}')
    expect(await current()).toEqual({ site: true, api: true })
  })

  it('builds again when the server build is missing, or after a build stopped half-way', async () => {
    await rm(join(root, 'build/index.js'))
    expect((await buildState(root, site)).current).toBe(false)
    await write('build/index.js', 'export const routes = {}')
    expect((await buildState(root, site)).current).toBe(true)
    await forgetBuild(root, site)
    expect(await current()).toEqual({ site: false, api: true })
  })

  it('bundles the API again when its bundle is missing, or after a bundling stopped half-way', async () => {
    await rm(join(root, apiBundle))
    expect(await current()).toEqual({ site: true, api: false })
    await write(apiBundle, 'await listen()')
    expect((await buildState(root, api)).current).toBe(true)
    await forgetBuild(root, api)
    expect(await current()).toEqual({ site: true, api: false })
  })
})
