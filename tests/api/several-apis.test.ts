import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { seedCategories } from '../../server/db/seed/registration-offers'
import { projectRoot } from '../../server/paths'
import { hashPassword } from '../../server/services/passwords'
import { testEngine } from '../support/database'
import { ApiCaller } from '../support/http'
import { freePort, terminate } from '../support/system'
import { enrolThroughApi } from '../support/totp'

/**
 * Real `server/main.ts` processes started together on one fresh database, as a balancer in front of several APIs
 * would have them: three on PostgreSQL; one on PGlite, whose folder belongs to a single process.
 */
const processCount = testEngine === 'postgres' ? 3 : 1

interface ApiProcess {
  url: string
  child: ChildProcess
  output: string[]
}

let databaseUrl: string | undefined
let dataDirs: string[] = []
let apis: ApiProcess[] = []
let database: pg.Client

/** A new, empty PostgreSQL database (not migrated: the processes migrate it), or none on PGlite. */
async function freshPostgresDatabase(): Promise<string> {
  const serverUrl = inject('postgresUrl')
  const name = `several_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  return serverUrl.replace(/\/[^/]*$/, `/${name}`)
}

async function startApiProcess(dataDir: string): Promise<ApiProcess> {
  const port = await freePort()
  const output: string[] = []
  // No ADMIN_PASSWORD: each process of the first start prints a setup link (decision 0038). Mails go to each process's outbox.
  const { ADMIN_PASSWORD: _password, ADMIN_USER: _user, DATABASE_URL: _url, SMTP_URL: _smtp, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PUBLIC_URL: 'http://site.test',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk: Buffer) => output.push(String(chunk)))
  child.stderr!.on('data', (chunk: Buffer) => output.push(String(chunk)))
  return { url: `http://127.0.0.1:${port}/api`, child, output }
}

async function waitUntilListening(api: ApiProcess) {
  const deadline = Date.now() + 120_000
  while (!api.output.join('').includes('API de l’école prête')) {
    if (api.child.exitCode !== null) throw new Error(`API exited (${api.child.exitCode}):\n${api.output.join('')}`)
    if (Date.now() > deadline) throw new Error(`API not up within 120 s:\n${api.output.join('')}`)
    await sleep(100)
  }
}

beforeAll(async () => {
  if (testEngine === 'postgres') databaseUrl = await freshPostgresDatabase()
  dataDirs = await Promise.all(Array.from({ length: processCount }, () => mkdtemp(join(tmpdir(), 'school-several-'))))
  apis = await Promise.all(dataDirs.map(startApiProcess))
  await Promise.all(apis.map(waitUntilListening))
  if (databaseUrl) {
    database = new pg.Client({ connectionString: databaseUrl })
    await database.connect()
  }
}, 180_000)

afterAll(async () => {
  await database?.end()
  await Promise.all(apis.map((api) => terminate(api.child)))
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })))
  if (databaseUrl) {
    const serverUrl = inject('postgresUrl')
    const cleanup = new pg.Client({ connectionString: serverUrl })
    await cleanup.connect()
    await cleanup.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`)
    await cleanup.end()
  }
}, 60_000)

describe(`${processCount} API process(es) started together on one fresh database (${testEngine})`, () => {
  const links = () => apis.flatMap((api) => api.output.join('').match(/http:\/\/site\.test\/admin\/setup\/[\w-]+/g) ?? [])
  const user = 'direction'
  const password = 'le-mot-de-passe-de-la-direction'
  let adminSession: Promise<ApiCaller> | undefined
  /** The first admin (made by the first test through a setup link) on the first API, its factor enrolled at this login. */
  const loginAdmin = () =>
    (adminSession ??= (async () => {
      const admin = new ApiCaller(apis[0].url)
      expect((await admin.post('user/login', { json: { user, password } })).status).toBe(200)
      await enrolThroughApi(admin, apis[0].url)
      return admin
    })())

  it('create no account but print a setup link each, any of which creates the one admin account, once', async () => {
    const printed = links()
    expect(printed, apis.map((api) => api.output.join('')).join('\n---\n')).toHaveLength(processCount)
    const tokens = printed.map((link) => link.split('/').at(-1)!)
    for (const token of tokens) expect((await new ApiCaller(apis.at(-1)!.url).get(`user/setup/${token}`)).status).toBe(200)
    const setup = await new ApiCaller(apis[0].url).post('user/setup', { json: { token: tokens.at(-1), user, password } })
    expect(setup).toMatchObject({ status: 200, body: { isConnected: true, user, rights: '1' } })
    for (const token of tokens) {
      expect((await new ApiCaller(apis.at(-1)!.url).post('user/setup', { json: { token, user: 'autre', password } })).status).toBe(404)
    }
    if (database) {
      const { rows } = await database.query('SELECT "user" FROM staff_user')
      expect(rows).toEqual([{ user }])
    }
    for (const api of apis) expect((await new ApiCaller(api.url).post('user/login', { json: { user, password } })).status).toBe(200)
  })

  it('seed the content once', async () => {
    expect(apis.filter((api) => api.output.join('').includes('Base de données initialisée'))).toHaveLength(1)
    const offers = Object.values(seedCategories).flatMap((category) => category.offers)
    const sessions = offers.reduce((sum, offer) => sum + offer.sessions.length, 0)
    const answer = await new ApiCaller(apis.at(-1)!.url).get('registration_type/all')
    expect(answer.body).toHaveLength(offers.length)
    if (database) {
      // Sessions have no unique key: only a single seed keeps their number.
      const { rows } = await database.query('SELECT count(*)::int AS n FROM registration')
      expect(rows[0].n).toBe(sessions)
    }
  })

  it('share the staff sessions: a login on one API is accepted by every other', async () => {
    const first = await loginAdmin()
    for (const api of apis) {
      const other = new ApiCaller(api.url)
      for (const [name, value] of first.cookies) other.cookies.set(name, value)
      expect(await other.get('user/me')).toMatchObject({ status: 200, body: { isConnected: true, user } })
    }
  })

  it('share the content version: a staff write through one API moves it on every other, whose long polls wake', async () => {
    const writer = await loginAdmin()
    // While the first start draws its pictures, the API that seeded adds a step to it (-p…): the shared part is before.
    const shared = (version: string) => version.split('-p')[0]
    const versionAt = async (api: ApiProcess, after?: string) =>
      (await new ApiCaller(api.url).get<{ version: string }>(`content-version${after ? `?after=${encodeURIComponent(after)}` : ''}`)).body
        .version
    const before = await Promise.all(apis.map((api) => versionAt(api)))
    expect(new Set(before.map(shared)).size).toBe(1)
    /** Long polls an API until its shared version moves on (a preparing API also answers at each step). */
    const moved = async (api: ApiProcess, seen: string) => {
      for (let version = seen; ;) {
        version = await versionAt(api, version)
        if (shared(version) !== shared(seen)) return shared(version)
      }
    }
    const waiting = apis.map((api, index) => moved(api, before[index]))
    expect((await writer.put('page/2/intro', { html: '<p>Une introduction écrite sur une API</p>' })).status).toBe(200)
    const after = await Promise.all(waiting)
    expect(new Set(after).size, after.join(', ')).toBe(1)
  })

  it('run a write sent with one Idempotency-Key once, when its copies reach every API process at once', async () => {
    const first = await loginAdmin()
    const callers = [...apis, apis[0]].map((api) => {
      const caller = new ApiCaller(api.url)
      for (const [name, value] of first.cookies) caller.cookies.set(name, value)
      return caller
    })
    const secondName = `Partout${randomBytes(4).toString('hex')}`
    const key = `cle-${randomBytes(8).toString('hex')}`
    const answers = await Promise.all(
      callers.map((caller) => caller.post('client/add', { json: { firstName: 'Maé', secondName } }, { 'Idempotency-Key': key })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(callers.map(() => 200))
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1)
    const list = await first.get(`client/list?q=${secondName}`)
    expect(list.body.total).toBe(1)
  })

  // PGlite's folder belongs to one process: registration-places.test.ts races the same 30 clients on it.
  if (testEngine === 'postgres') {
    it('give the last place of a session to exactly one of 30 clients confirming it at once through every API process', async () => {
      const admin = await loginAdmin()
      const { rows: types } = await database.query(`SELECT id FROM registration_type WHERE category = 'event' AND subcategory = 'webinars'`)
      const form = new FormData()
      for (const [name, value] of Object.entries({ id_registration_type: String(types[0].id), event_date: '2031-09-20', places: '1' })) {
        form.append(name, value)
      }
      const session = await admin.post('registration', { multipart: form })
      expect(session.body).toMatchObject({ places: 1, taken: 0 })
      const hash = await hashPassword('mot-de-passe-client')
      const emails = Array.from({ length: 30 }, (_, index) => `course-${index}-${randomBytes(3).toString('hex')}@example.fr`)
      // One statement: a pg client runs one query at a time.
      await database.query(
        `INSERT INTO client (first_name, second_name, email, account_email, password_hash, confirmed_at, phone)
         SELECT 'Camille', 'Martin', email, email, $2, now(), '06 10 20 30 40' FROM unnest($1::text[]) AS email`,
        [emails, hash],
      )
      const callers = await Promise.all(
        emails.map(async (email, index) => {
          // Its own source address: the login throttle counts per source.
          const caller = new ApiCaller(apis[index % apis.length].url, { 'X-Forwarded-For': `198.19.0.${index + 1}` })
          expect((await caller.post('client/login', { json: { email, password: 'mot-de-passe-client' } })).status).toBe(200)
          return caller
        }),
      )
      const started = performance.now()
      const answers = await Promise.all(callers.map((caller) => caller.put(`registration/${session.body.id}/confirm`)))
      const elapsed = Math.round(performance.now() - started)
      const statuses = answers.map((answer) => answer.status)
      expect(statuses.filter((status) => status === 200)).toHaveLength(1)
      expect(statuses.filter((status) => status === 409)).toHaveLength(29)
      const { rows } = await database.query('SELECT count(*)::int AS n FROM registration_client WHERE registration_id = $1', [
        session.body.id,
      ])
      expect(rows[0].n).toBe(1)
      console.info(
        `places: ${apis.length} API processes, 30 clients confirmed the last place at once: 1 × 200, 29 × 409, 1/1 taken, in ${elapsed} ms`,
      )
    })
  }
})
