// `npx tsx scripts/bench-client-list.ts` (PGlite in memory) or with `DATABASE_URL=postgres://…` (an empty
// database): seeds 10,000 clients, then prints the API time of the staff client list, unfiltered and filtered,
// as the median and 95th percentile of repeated calls through Fastify's inject (no network). Target: ≤ 50 ms.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../server/app'
import { ensureAdmin } from '../server/bootstrap'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db'
import { seedManyClients } from '../server/db/seed/many-clients'
import { createMailer } from '../server/services/mail'

const COUNT = Number(process.env.BENCH_CLIENTS || 10_000)
const RUNS = Number(process.env.BENCH_RUNS || 40)
const queries = [
  'client/list?size=50',
  'client/list?size=50&page=150',
  'client/list?size=200&sort=-city',
  'client/list?size=50&q=eric',
  'client/list?size=50&q=saint-etienne',
  'client/list?size=50&q=introuvable',
  'client/getAll',
]

const dataDir = await mkdtemp(join(tmpdir(), 'school-bench-clients-'))
const password = 'bench-admin-password'
const config = loadConfig({
  DATA_DIR: dataDir,
  ADMIN_USER: 'direction',
  ADMIN_PASSWORD: password,
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
})
const handle = await openDatabase({ databaseUrl: config.databaseUrl })
let started = performance.now()
await seedManyClients(handle.db, COUNT)
console.log(`${handle.engine}: ${COUNT} clients inserted in ${Math.round(performance.now() - started)} ms`)
await ensureAdmin(handle.db, config)
const app = await buildApp({ config, db: handle.db, mailer: createMailer({ from: config.mailFrom, outboxDir: join(dataDir, 'outbox') }) })
const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { user: config.adminUser, password } })
const cookie = login.cookies.map((item) => `${item.name}=${item.value}`).join('; ')

for (const query of queries) {
  const times: number[] = []
  let bytes = 0
  for (let run = 0; run < RUNS + 3; run += 1) {
    started = performance.now()
    const answer = await app.inject({ method: 'GET', url: `/api/${query}`, headers: { cookie } })
    if (answer.statusCode !== 200) throw new Error(`${query}: ${answer.statusCode} ${answer.body}`)
    // The first runs warm the caches and the JIT.
    if (run >= 3) times.push(performance.now() - started)
    bytes = answer.rawPayload.length
  }
  times.sort((a, b) => a - b)
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))].toFixed(1)
  console.log(
    `${handle.engine}  GET ${query.padEnd(36)} median ${at(0.5).padStart(6)} ms  p95 ${at(0.95).padStart(6)} ms  ${(bytes / 1024).toFixed(0)} KB`,
  )
}
await app.close()
await handle.close()
await rm(dataDir, { recursive: true, force: true })
