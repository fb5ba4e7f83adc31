// Whether `npm run build` may reuse the build already there (docs/decisions/0031): a hash of everything the build
// reads, written with its output once it is complete, and compared at the next build. Same inputs, same output: the
// 22 s of `remix build`, terser and brotli are skipped, and `npm start` is up in seconds.
import { createHash } from 'node:crypto'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'

/**
 * What the build reads, relative to the project's root: the app and what it imports (content/, the API's contract),
 * the public sources (public/ without public/build, its output), the dependencies as installed, the configuration
 * (remix.config.js, tsconfig.json's path aliases) and the build script itself with this file. A folder counts with
 * every file under it; a path that does not exist counts as absent.
 */
export const BUILD_INPUTS = [
  'app',
  'content',
  'server/contract',
  'public',
  'package.json',
  'package-lock.json',
  'remix.config.js',
  'tsconfig.json',
  '.node-version',
  'scripts/build.mjs',
  'scripts/build-inputs.mjs',
]

/** Outputs under the inputs: never hashed (the browser build sits in public/). */
const OUTPUTS = ['public/build']

/** Where the hash of the inputs that made the build is kept, next to the server build. */
export const STAMP = 'build/inputs.sha256'

/** Files the build must have left, or it is not reused whatever the stamp says. */
const REQUIRED_OUTPUTS = ['build/index.js', 'public/build']

/**
 * The hash of the build's inputs under `root`: each file's path and content, in a stable order.
 * @param {string} root
 * @param {string[]} [inputs]
 * @returns {Promise<string>}
 */
export async function inputsHash(root, inputs = BUILD_INPUTS) {
  const files = []
  for (const input of inputs) files.push(...(await filesUnder(root, input)))
  files.sort()
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(`${file}\u0000`)
    hash.update(await readFile(join(root, file)))
    hash.update('\u0000')
  }
  return hash.digest('hex')
}

/** @returns {Promise<string[]>} the files of `input` (a file or a folder), relative to root with `/`; none when absent */
async function filesUnder(root, input) {
  let entries
  try {
    entries = await readdir(join(root, input), { recursive: true, withFileTypes: true })
  } catch (error) {
    if (error.code === 'ENOTDIR') return [input]
    if (error.code === 'ENOENT') return []
    throw error
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !OUTPUTS.some((output) => file === output || file.startsWith(`${output}/`)))
}

/**
 * Whether the build under `root` was made from the inputs there now: its stamp holds their hash and its outputs are
 * present. Answers the hash too, for `recordBuild` after a new build.
 * @param {string} root
 * @param {string[]} [inputs]
 * @returns {Promise<{ current: boolean, hash: string }>}
 */
export async function buildState(root, inputs = BUILD_INPUTS) {
  const hash = await inputsHash(root, inputs)
  const [stamp, ...outputs] = await Promise.all(
    [STAMP, ...REQUIRED_OUTPUTS].map((file) => readFile(join(root, file)).then(String, (error) => (error.code === 'EISDIR' ? '' : null))),
  )
  return { current: stamp?.trim() === hash && outputs.every((output) => output !== null), hash }
}

/** Before building: the stamp goes first, so that a build stopped half-way is never taken for a complete one. */
export const forgetBuild = (root) => rm(join(root, STAMP), { force: true })

/** After a complete build: its inputs' hash, kept with it. */
export const recordBuild = (root, hash) => writeFile(join(root, STAMP), `${hash}\n`)
