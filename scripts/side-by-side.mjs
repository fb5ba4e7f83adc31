// `node scripts/side-by-side.mjs a b c`: runs the npm scripts a, b and c at once (the machine's cores), prints the
// output of each whole when it ends, and fails when one of them fails. `npm test` runs its three checks this way
// (typecheck, eslint, prettier: 30 s instead of 60 s on two cores). Written here: npm-run-all2 and concurrently ask
// for Node ≥ 22 in their current versions, which `npm ci` on a machine still on Node 20 would warn about (0027).
import { spawn } from 'node:child_process'

const run = (name) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', (error) => resolve({ name, failure: error.message }))
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output))
      resolve({ name, failure: code === 0 ? undefined : `code ${code}` })
    })
  })

const failures = (await Promise.all(process.argv.slice(2).map(run))).filter(({ failure }) => failure)
for (const { name, failure } of failures) console.error(`npm run ${name}\u00a0: échec (${failure})`)
process.exit(failures.length ? 1 : 0)
