// Figures of issue 27's two attacks on the site, before and after a change, run by hand (not part of npm test):
//   node scripts/attack-figures.mjs slow   30 connections trickle a POST /contact body (1 byte every 5 s) for 75 s,
//                                           while a stored page and a rendered one are asked for every 5 s;
//   node scripts/attack-figures.mjs bust   50 connections on /blog?bust=<random> (then ?filtre=<random>) for 20 s,
//                                           while a stored page is asked for, one request after the other.
// Builds nothing: run `npm run build` first. Both processes start as `npm start` starts them (scripts/servers.mjs).
import { mkdtemp, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import { loopbackEnvironment, processGroup } from './servers.mjs'

const mode = process.argv[2]
const SLOW_SECONDS = Number(process.env.SLOW_SECONDS || 75)
const servers = processGroup()
const dataDir = await mkdtemp(join(tmpdir(), 'school-attack-'))
const { site, api, env } = await loopbackEnvironment(dataDir, {
  SESSION_SECRET: 'a-secret-for-the-attack-figures',
  ADMIN_USER: 'direction',
  ADMIN_PASSWORD: 'an-admin-password-for-the-figures',
  ...(process.env.SITE_PROCESSES ? { SITE_PROCESSES: process.env.SITE_PROCESSES } : {}),
})
const apiChild = servers.startApi(env)
await servers.waitFor(`${api}/health`, async (response) => (await response.json()).content === 'ready', apiChild)
const siteChild = servers.startSite(env)
await servers.waitFor(`${site}/robots.txt`, undefined, siteChild)

/** One GET on a connection of its own: its status and duration (ms), or the error after 30 s. */
function timed(path, headers = {}) {
  const started = performance.now()
  return new Promise((resolve) => {
    const call = request(`${site}${path}`, { agent: false, headers, timeout: 30_000 }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }))
    })
    call.on('error', (error) => resolve({ status: error.message, ms: performance.now() - started }))
    call.on('timeout', () => call.destroy(new Error('timeout')))
    call.end()
  })
}

const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  return `n=${sorted.length} median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms`
}

async function slow() {
  for (let i = 0; i < 4; i++) await timed('/')
  const { hostname, port } = new URL(site)
  let closedByServer = 0
  const statuses = []
  const sockets = Array.from({ length: 30 }, () => {
    const socket = connect(Number(port), hostname)
    let ours = false
    socket.on('connect', () =>
      socket.write(
        `POST /contact HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${site}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 400\r\n\r\n`,
      ),
    )
    socket.on('data', (chunk) => statuses.push(String(chunk).split('\r\n')[0]))
    socket.on('error', () => {})
    socket.on('close', () => {
      if (!ours) closedByServer += 1
    })
    return { socket, stop: () => ((ours = true), socket.destroy()) }
  })
  const trickle = setInterval(() => {
    for (const { socket } of sockets) if (!socket.destroyed) socket.write('a')
  }, 5000)
  const stored = []
  const rendered = []
  const started = Date.now()
  while (Date.now() - started < SLOW_SECONDS * 1000) {
    const [a, b] = await Promise.all([timed('/'), timed(`/page-absente-${Date.now()}`)])
    stored.push(a)
    rendered.push(b)
    console.log(
      `t=${((Date.now() - started) / 1000).toFixed(0)} s  / ${a.status} ${a.ms.toFixed(0)} ms  page absente (rendue) ${b.status} ${b.ms.toFixed(0)} ms  fermées par le site : ${closedByServer}`,
    )
    await sleep(5000)
  }
  clearInterval(trickle)
  for (const { stop } of sockets) stop()
  const fails = (list) => list.filter((one) => typeof one.status !== 'number').length
  console.log(`page stockée : ${summary(stored.map((one) => one.ms))}, échecs ${fails(stored)}`)
  console.log(`page rendue (404) : ${summary(rendered.map((one) => one.ms))}, échecs ${fails(rendered)}`)
  console.log(
    `connexions lentes fermées par le site en ${SLOW_SECONDS} s : ${closedByServer} sur 30 ; réponses : ${[...new Set(statuses)].join(' | ')}`,
  )
}

async function bust(label, path) {
  for (let i = 0; i < 4; i++) await timed('/about')
  const quiet = []
  for (let i = 0; i < 50; i++) quiet.push((await timed('/about')).ms)
  console.log(`${label} — /about stockée, au calme : ${summary(quiet)}`)
  const probe = []
  let loading = true
  const load = autocannon({
    url: site,
    connections: 50,
    duration: 20,
    timeout: 30,
    requests: [{ setupRequest: (req) => ({ ...req, path: path() }) }],
  })
  const probing = (async () => {
    while (loading) probe.push((await timed('/about')).ms)
  })()
  const result = await load
  loading = false
  await probing
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ')
  console.log(
    `${label} — charge : ${result.requests.average} req/s, latence ${result.latency.p50} ms médiane, ${result.latency.max} ms max, statuts ${statuses}, erreurs ${result.errors}, délais ${result.timeouts}`,
  )
  console.log(`${label} — /about stockée pendant la charge : ${summary(probe)}`)
}

try {
  if (mode === 'slow') await slow()
  else if (mode === 'bust') {
    await bust('?bust=', () => `/blog?bust=${Math.random().toString(36).slice(2)}`)
    await bust('?filtre=', () => `/blog?filtre=${Math.floor(Math.random() * 1e9)}`)
  } else console.error('usage : node scripts/attack-figures.mjs slow|bust')
} finally {
  await servers.stopAll()
  await rm(dataDir, { recursive: true, force: true })
}
