import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { projectRoot } from '../../server/paths'
import { readArchive } from '../../server/services/backup-restore'
import { backupTokenFile } from '../../server/services/backup-token'
import { apiBundle, apiEnv, apiNodeFlags } from '../../site-server/runtime.mjs'
import { ADMIN } from '../support/api'
import { ApiCaller } from '../support/http'
import { imageForm, inspect, png } from '../support/images'
import { waitForMail } from '../support/outbox'
import { adminCredentials, apiLogin } from '../support/staff'
import { freePort, terminate } from '../support/system'
import { ADMIN_TOTP_SECRET } from '../support/totp'

// The API as `npm start` runs it: the bundle of the e2e global setup's build (scripts/build-api.mjs, decision 0043),
// with its Node flags, on an empty DATA_DIR. What the bundle leaves to node_modules or finds on disk must work from
// build/: the migrations and PGlite's WebAssembly, the demo pictures through sharp, argon2's password hashes, the
// mail outbox, pg_dump's WebAssembly for a backup. The other tests run the API from its sources (tsx).
let api: ChildProcess
let apiUrl: string
let dataDir: string
const output: string[] = []

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'school-bundle-'))
  const apiPort = await freePort()
  apiUrl = `http://127.0.0.1:${apiPort}/api`
  api = spawn(process.execPath, [...apiNodeFlags, apiBundle], {
    cwd: projectRoot,
    env: {
      ...process.env,
      ...apiEnv,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      API_PORT: String(apiPort),
      ADMIN_USER: ADMIN.user,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_TOTP_SECRET,
      SCHOOL_EMAIL: 'ecole@example.test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [api.stdout!, api.stderr!]) stream.on('data', (chunk: Buffer) => output.push(String(chunk)))
  // The first start: PGlite's cluster, the migrations, the seed, then the demo pictures drawn while it answers.
  await vi.waitFor(
    async () => {
      expect(api.exitCode, output.join('')).toBeNull()
      const health = await fetch(`${apiUrl}/health`)
      expect(await health.json()).toEqual({ status: 'ok', content: 'ready' })
    },
    { timeout: 110_000, interval: 200 },
  )
})

afterAll(async () => {
  await terminate(api)
  await rm(dataDir, { recursive: true, force: true })
})

describe('the bundled API', () => {
  it('creates its database on a first start, seeds the content and says so', async () => {
    expect(output.join('')).toContain('Base de données initialisée avec le contenu du site.')
    expect(output.join('')).toContain(`Compte administrateur « ${ADMIN.user} » créé avec ADMIN_PASSWORD.`)
    const news = await fetch(`${apiUrl}/news/all`)
    expect(news.status).toBe(200)
    expect((await news.json()).length).toBeGreaterThan(0)
  })

  it('logs the admin in (argon2), and serves the demo pictures and an upload as sharp made them', async () => {
    const staff = await apiLogin(await adminCredentials({ apiUrl }))
    const images = await staff.get('image/all')
    expect(images.status).toBe(200)
    const demo = images.body.find((image: { variants: unknown[] }) => image.variants.length > 0)
    const drawn = await fetch(`${apiUrl}/${demo.variants[0].url}`)
    expect([drawn.status, drawn.headers.get('content-type')]).toEqual([200, 'image/webp'])

    const upload = await staff.post('image', {
      multipart: imageForm(
        { data: await png({ width: 600, height: 400 }), name: 'salle.png', type: 'image/png' },
        { alt: 'Une salle claire' },
      ),
    })
    expect(upload.status).toBe(200)
    const rendition = await fetch(`${apiUrl}/${upload.body.variants[0].url}`)
    expect(await inspect(Buffer.from(await rendition.arrayBuffer()))).toMatchObject({
      format: 'webp',
      width: upload.body.variants[0].width,
    })
  })

  it('mails a contact message to the school through its outbox', async () => {
    const message = 'Bonjour, le site démarre-t-il vite\u00a0?'
    const answer = await new ApiCaller(apiUrl).post('contact/sendMessage', {
      form: { fullName: 'Camille Martin', email: 'camille@example.fr', personalPhone: '', subject: 'Démarrage', message },
    })
    expect([answer.status, answer.body]).toEqual([200, { success: true }])
    const mail = await waitForMail(join(dataDir, 'outbox'), (sent) => sent.text.includes(message))
    expect(mail).toMatchObject({ to: 'ecole@example.test', subject: 'Message du site\u00a0: Démarrage' })
  })

  it('answers a backup made with pg_dump’s WebAssembly to `npm run backup`', async () => {
    const token = (await readFile(backupTokenFile(dataDir), 'utf8')).trim()
    const answer = await fetch(`${apiUrl}/backup`, { method: 'POST', headers: { 'X-Backup-Token': token } })
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'application/gzip'])
    const archive = join(dataDir, 'backup.tar.gz')
    await writeFile(archive, Buffer.from(await answer.arrayBuffer()))
    const manifest = await readArchive(archive, await mkdtemp(join(dataDir, 'read-')))
    expect(manifest).toMatchObject({ engine: 'pglite', format: 1 })
    expect(manifest.rows['public.staff_user']).toBe(1)
  })
})
