import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildState, forgetBuild, recordBuild } from './build-inputs.mjs'

// The decision of scripts/build.mjs on a scratch project: a build is reused only when every input is as it was.
let root: string

async function write(file: string, content: string) {
  await mkdir(dirname(join(root, file)), { recursive: true })
  await writeFile(join(root, file), content)
}

/** A project built once: its inputs, the server and browser builds, and the stamp of that build. */
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'build-inputs-'))
  await write('app/root.tsx', 'export default function App() {}')
  await write('app/routes/_index.tsx', 'export default function Index() {}')
  await write('content/catalogue.ts', 'export const offers = []')
  await write('server/contract/client.ts', 'export const client = {}')
  await write('server/services/clients.ts', 'export const list = []')
  await write('public/favicon.svg', '<svg/>')
  await write('package-lock.json', '{}')
  await write('remix.config.js', 'export default {}')
  await write('scripts/build.mjs', '// build')
  await write('build/index.js', 'export const routes = {}')
  await write('public/build/manifest-1.js', 'window.__remixManifest = {}')
  await recordBuild(root, (await buildState(root)).hash)
})

afterEach(() => rm(root, { recursive: true, force: true }))

describe('reusing the build', () => {
  it('reuses a build whose inputs have not changed', async () => {
    expect((await buildState(root)).current).toBe(true)
  })

  it.each([
    ['a route of the app', 'app/routes/_index.tsx'],
    ['the catalogue', 'content/catalogue.ts'],
    ['the API contract the app imports', 'server/contract/client.ts'],
    ['a public file', 'public/favicon.svg'],
    ['the installed dependencies', 'package-lock.json'],
    ['the Remix configuration', 'remix.config.js'],
    ['the build script', 'scripts/build.mjs'],
  ])('builds again when %s changed', async (_, file) => {
    await write(file, '// changed')
    expect((await buildState(root)).current).toBe(false)
  })

  it('builds again when a file is added to the app or one is taken away', async () => {
    await write('app/routes/about.tsx', 'export default function About() {}')
    expect((await buildState(root)).current).toBe(false)
    await rm(join(root, 'app/routes/about.tsx'))
    expect((await buildState(root)).current).toBe(true)
    await rm(join(root, 'content/catalogue.ts'))
    expect((await buildState(root)).current).toBe(false)
  })

  it('builds again when a file moves, its content unchanged', async () => {
    await rm(join(root, 'app/routes/_index.tsx'))
    await write('app/routes/index.tsx', 'export default function Index() {}')
    expect((await buildState(root)).current).toBe(false)
  })

  it('ignores what the build does not read: the API’s services, its own output', async () => {
    await write('server/services/clients.ts', 'export const list = [1]')
    await write('public/build/route-2.js', 'export {}')
    await write('tests/e2e/pages.test.ts', '// a test')
    expect((await buildState(root)).current).toBe(true)
  })

  it('builds again when the server build is missing, or after a build stopped half-way', async () => {
    await rm(join(root, 'build/index.js'))
    expect((await buildState(root)).current).toBe(false)
    await write('build/index.js', 'export const routes = {}')
    expect((await buildState(root)).current).toBe(true)
    await forgetBuild(root)
    expect((await buildState(root)).current).toBe(false)
  })
})
