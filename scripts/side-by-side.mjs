// `node scripts/side-by-side.mjs a b --live c`: runs the npm scripts a, b and c at once (the machine's cores), prints
// the output of each whole when it ends, but that of the one after `--live` as it comes, and fails when one of them
// fails. `npm test` runs its three checks this way beside the tests (typecheck, eslint, prettier: 30 s instead of 60 s
// on two cores, within the first seconds of vitest, while its global setups leave a core idle). Written here:
// npm-run-all2 and concurrently ask for Node ≥ 22 in their current versions, which `npm ci` on a machine still on
// Node 20 would warn about (0027).
import { spawn } from 'node:child_process'

const run = (name, live) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'] })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('error', (error) => resolve({ name, failure: error.message }))
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output))
      resolve({ name, failure: code === 0 ? undefined : `code ${code}` })
    })
  })

const args = process.argv.slice(2)
const runs = args.filter((arg) => arg !== '--live').map((name) => run(name, args[args.indexOf(name) - 1] === '--live'))
const failures = (await Promise.all(runs)).filter(({ failure }) => failure)
for (const { name, failure } of failures) console.error(`npm run ${name}\u00a0: échec (${failure})`)
process.exit(failures.length ? 1 : 0)
