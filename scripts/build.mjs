// `npm run build`: the production build of the site, the one every script and test runs. `remix build` writes the
// server build (build/) and the browser's (public/build/); then terser minifies the browser's JavaScript a second
// time, after esbuild: its identifiers, named scope by scope, compress better under gzip. On the pages that run
// Remix that is 2.6 KB of gzipped JavaScript less (docs/decisions/0009, « A second minifier »).
import { spawnSync } from 'node:child_process'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { minify } from 'terser'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const browserBuild = join(root, 'public/build')

const remix = spawnSync(process.execPath, [join(root, 'node_modules/@remix-run/dev/dist/cli.js'), 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', VITE_CJS_IGNORE_WARNING: 'true' },
})
if (remix.status !== 0) process.exit(remix.status ?? 1)

// The modules esbuild wrote, not Remix's manifest (data, read as JSON by tests/support/bundle.ts). Each is an ES
// module: `module` lets terser rename top-level names. Its default output brings no syntax newer than the input's.
const started = Date.now()
const files = (await readdir(browserBuild, { recursive: true })).filter((file) => file.endsWith('.js') && !/^manifest-/.test(file))
for (const file of files) {
  const path = join(browserBuild, file)
  const { code } = await minify(await readFile(path, 'utf8'), { module: true })
  await writeFile(path, code)
}
console.log(`[info] minified ${files.length} browser files with terser (${((Date.now() - started) / 1000).toFixed(1)}s)`)
