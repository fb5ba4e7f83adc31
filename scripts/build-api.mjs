// The School API bundled once by `npm run build` (decision 0043): server/main.ts, its sources and its dependencies in
// one ES module that `npm start` runs, instead of tsx transpiling and Node resolving some 1,300 modules at each start
// (3.2–3.7 s of CPU for the API's start, 1.4–1.6 s bundled). The tests still run the API from its sources.
import { join } from 'node:path'
import { build } from 'esbuild'
import { apiBundle } from '../site-server/runtime.mjs'

/**
 * Left to Node, from node_modules: what finds files beside its own module at run time, which a bundle would not
 * carry. PGlite and pg_dump load their WebAssembly and data files; sharp and argon2 are native addons.
 */
const EXTERNAL = ['@electric-sql/pglite', '@electric-sql/pglite-tools', 'sharp', '@node-rs/argon2']

/**
 * Writes the bundle of the API under `root`. Not minified: a stack trace names the function, and each module is
 * headed by its source path. Everything else stays where it is read at run time, found from the project's root
 * (server/paths.ts): the migrations, the uploads and the database in DATA_DIR.
 * @param {string} root
 */
export async function bundleApi(root) {
  await build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outfile: join(root, apiBundle),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    external: EXTERNAL,
    // Error classes and functions keep their names (the logs' `err.type`, fastify's plugin names).
    keepNames: true,
    // The CommonJS dependencies bundled into an ES module still call `require` for Node's own modules.
    banner: {
      js: "import { createRequire as createRequireOfBundle } from 'node:module';\nconst require = createRequireOfBundle(import.meta.url);",
    },
    logLevel: 'warning',
  })
}
