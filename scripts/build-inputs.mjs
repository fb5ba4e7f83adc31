// Whether `npm run build` may reuse the build already there (docs/decisions/0031, 0043): a hash of everything a part
// of the build reads, written with its output once it is complete, and compared at the next build. Same inputs, same
// output: the 22 s of `remix build`, terser and brotli are skipped, so is the API's bundle, and `npm start` is up in
// seconds. The site and the API are two parts, each reused on its own: a change in the API's services bundles the
// API again (a second or two) without building the site again.
import { createHash } from 'node:crypto'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { apiBundle } from '../site-server/runtime.mjs'

/** What every part reads: the dependencies as installed, the Node it targets, the build's own scripts. */
const SHARED_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  '.node-version',
  'scripts/build.mjs',
  'scripts/build-inputs.mjs',
]

/**
 * The parts of the build, relative to the project's root: what each reads (a folder counts with every file under it;
 * a path that does not exist counts as absent), where the hash of the inputs that made it is kept, and the files it
 * must have left, or it is not reused whatever its stamp says.
 * - the site: the app and what it imports (content/, the API's contract), the public sources (public/ without
 *   public/build, its output), the Remix configuration;
 * - the API: its sources (server/, with its migrations and the content it seeds), bundled by scripts/build-api.mjs.
 * @typedef {{ inputs: string[], stamp: string, outputs: string[] }} BuildPart
 * @type {{ site: BuildPart, api: BuildPart }}
 */
export const BUILD_PARTS = {
  site: {
    inputs: ['app', 'content', 'server/contract', 'public', 'remix.config.js', ...SHARED_INPUTS],
    stamp: 'build/inputs.sha256',
    outputs: ['build/index.js', 'public/build'],
  },
  api: {
    inputs: ['server', 'content', 'scripts/build-api.mjs', ...SHARED_INPUTS],
    stamp: 'build/api-inputs.sha256',
    outputs: [apiBundle],
  },
}

/** Outputs under the inputs: never hashed (the browser build sits in public/). */
const OUTPUTS = ['public/build']

/**
 * The hash of the inputs under `root`: each file's path and content, in a stable order.
 * @param {string} root
 * @param {string[]} inputs
 * @returns {Promise<string>}
 */
export async function inputsHash(root, inputs) {
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
 * Whether the part of the build under `root` was made from the inputs there now: its stamp holds their hash and its
 * outputs are present. Answers the hash too, for `recordBuild` after a new build.
 * @param {string} root
 * @param {BuildPart} part
 * @returns {Promise<{ current: boolean, hash: string }>}
 */
export async function buildState(root, part) {
  const hash = await inputsHash(root, part.inputs)
  const [stamp, ...outputs] = await Promise.all(
    [part.stamp, ...part.outputs].map((file) => readFile(join(root, file)).then(String, (error) => (error.code === 'EISDIR' ? '' : null))),
  )
  return { current: stamp?.trim() === hash && outputs.every((output) => output !== null), hash }
}

/**
 * Before building a part: its stamp goes first, so that a build stopped half-way is never taken for a complete one.
 * @param {string} root
 * @param {BuildPart} part
 */
export const forgetBuild = (root, part) => rm(join(root, part.stamp), { force: true })

/**
 * After a complete build of a part: its inputs' hash, kept with it.
 * @param {string} root
 * @param {BuildPart} part
 * @param {string} hash
 */
export const recordBuild = (root, part, hash) => writeFile(join(root, part.stamp), `${hash}\n`)
