import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { reservedStaffNameMessage } from '../../server/contract/user'
import { type DatabaseHandle, openDatabase } from '../../server/db'
import { activity, session, staffRecoveryCode, staffUser } from '../../server/db/schema'
import { projectRoot } from '../../server/paths'
import { createMailer } from '../../server/services/mail'
import { ADMIN, apiForTests } from '../support/api'
import { loginClient } from '../support/clients'
import { openTestDatabase, testEngine } from '../support/database'
import { ApiCaller } from '../support/http'
import { ADMIN_ACCOUNT, createStaff, loginAdmin, loginAs, loginBody, loginStaff, type StaffAccount } from '../support/users'

const api = apiForTests()
let admin: ApiCaller
beforeAll(async () => {
  admin = await loginAdmin(api)
})

const login = (account: StaffAccount) => new ApiCaller(api.url).post('user/login', { json: loginBody(api, account) })
const idOf = async (user: string) => (await api.db.select().from(staffUser).where(eq(staffUser.user, user)))[0].id
const leadingZero = 'Un numéro de droit s’écrit sans zéro devant, par exemple «\u00a01\u00a0» et non «\u00a001\u00a0»'

describe('GET user/all', () => {
  it('lists the staff users with their rights, never their password hashes', async () => {
    await createStaff(api.db, '7;8', 'lucie')
    const answer = await admin.get('user/all')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual(
      expect.arrayContaining([
        { id: expect.any(Number), user: ADMIN.user, rights: '1', email: null },
        { id: expect.any(Number), user: 'lucie', rights: '7;8', email: null },
      ]),
    )
    expect(JSON.stringify(answer.body)).not.toMatch(/argon2|password/i)
  })
})

describe('POST user/add', () => {
  it('adds a staff user who can then log in with the rights given, written in order', async () => {
    const answer = await admin.post('user/add', { json: { user: 'marc.dupont', password: 'secret de marc', rights: '2;3;2' } })
    expect(answer).toMatchObject({ status: 200, body: { id: expect.any(Number), user: 'marc.dupont', rights: '2;3' } })
    // A new account logs in with its password, then enrols its second factor before anything else.
    const marc = await new ApiCaller(api.url).post('user/login', { json: { user: 'marc.dupont', password: 'secret de marc' } })
    expect(marc).toMatchObject({ status: 200, body: { user: 'marc.dupont', rights: '2;3', secondFactor: false } })
  })

  it('grants with a right the one it needs: 7 with 8, 4 with 5, 2 with 3; right 1 alone stays alone', async () => {
    for (const [asked, stored] of [
      ['8', '7;8'],
      ['5;10', '4;5;10'],
      ['3', '2;3'],
      ['1;8', '1;8'],
    ]) {
      const user = `besoin.${asked.replace(/;/g, '-')}`
      const answer = await admin.post('user/add', { json: { user, password: 'secret de test', rights: asked } })
      expect([asked, answer.status, answer.body.rights]).toEqual([asked, 200, stored])
    }
  })

  it.each([
    [{ user: '', password: 'secret123', rights: '2' }, 'user', 'Ce champ est obligatoire'],
    [{ user: 'avec espace', password: 'secret123', rights: '2' }, 'user', 'Lettres, chiffres et . _ @ - uniquement'],
    [{ user: 'u'.repeat(256), password: 'secret123', rights: '2' }, 'user', '255 caractères maximum'],
    [{ user: 'nina', password: 'court', rights: '2' }, 'password', 'Le mot de passe doit contenir au moins 7 caractères'],
    [{ user: 'nina', password: 'secret123', rights: 'tout' }, 'rights', 'Liste de droits attendue, par exemple «\u00a02;3\u00a0»'],
    [{ user: 'nina', password: 'secret123', rights: '2;99' }, 'rights', 'Droits connus\u00a0: 1, 2, 3, 4, 5, 7, 8, 10, 11'],
    // `01` was stored as full admin `1` (issue 27): one spelling per right.
    [{ user: 'nina', password: 'secret123', rights: '01' }, 'rights', leadingZero],
    [{ user: 'nina', password: 'secret123', rights: '2;007' }, 'rights', leadingZero],
    [{ user: 'DIRECTION', password: 'secret123', rights: '2' }, 'user', 'Cet identifiant est déjà utilisé'],
    // No name that says nothing of its holder and that attackers try first (ASVS 6.3.2, decision 0038).
    [{ user: 'admin', password: 'secret123', rights: '2' }, 'user', reservedStaffNameMessage],
    [{ user: 'Administrateur', password: 'secret123', rights: '2' }, 'user', reservedStaffNameMessage],
    [{ user: ' root ', password: 'secret123', rights: '2' }, 'user', reservedStaffNameMessage],
    [{ user: 'SA', password: 'secret123', rights: '2' }, 'user', reservedStaffNameMessage],
    [{ user: 'nina', password: 'secret123', rights: '2', email: 'pas-une-adresse' }, 'email', 'Adresse e-mail invalide'],
  ])('answers 400 per field (%j)', async (body, field, error) => {
    const answer = await admin.post('user/add', { json: body })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual({ [field]: [error] })
  })
})

describe('PUT user/{id}', () => {
  it('changes the rights, seen at the next request of that user', async () => {
    const account = await createStaff(api.db, '2')
    const { user } = account
    const staff = await loginAs(api, account)
    const answer = await admin.put(`user/${await idOf(user)}`, { json: { rights: '7;8' } })
    expect(answer).toMatchObject({ status: 200, body: { user, rights: '7;8' } })
    expect(await staff.get('user/me')).toMatchObject({ status: 200, body: { rights: '7;8' } })
  })

  it('grants the right a new right needs on update too', async () => {
    const { user } = await createStaff(api.db, '2')
    expect(await admin.put(`user/${await idOf(user)}`, { json: { rights: '2;8' } })).toMatchObject({
      status: 200,
      body: { rights: '2;7;8' },
    })
  })

  it('changes the password and ends the sessions of that user (not the admin’s own when changing its own)', async () => {
    const account = await createStaff(api.db, '2')
    const { user } = account
    const staff = await loginAs(api, account)
    expect((await admin.put(`user/${await idOf(user)}`, { json: { password: 'nouveau secret' } })).status).toBe(200)
    expect((await staff.get('user/me')).status).toBe(401)
    // A wrong password is refused before any code is read.
    expect((await new ApiCaller(api.url).post('user/login', { json: { user, password: account.password } })).status).toBe(401)
    expect((await login({ ...account, password: 'nouveau secret' })).status).toBe(200)

    const self = await createStaff(api.db, '1')
    const me = await loginAs(api, self)
    const elsewhere = await loginAs(api, self)
    expect((await me.put(`user/${await idOf(self.user)}`, { json: { password: 'mon nouveau secret' } })).status).toBe(200)
    expect((await me.get('user/me')).status).toBe(200)
    expect((await elsewhere.get('user/me')).status).toBe(401)
  })

  it.each([
    [{ password: 'court' }, 'password', 'Le mot de passe doit contenir au moins 7 caractères'],
    [{ rights: '6' }, 'rights', 'Droits connus\u00a0: 1, 2, 3, 4, 5, 7, 8, 10, 11'],
    [{ rights: '2;01' }, 'rights', leadingZero],
  ])('answers 400 per field (%j)', async (body, field, error) => {
    const { user } = await createStaff(api.db, '2')
    const answer = await admin.put(`user/${await idOf(user)}`, { json: body })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual({ [field]: [error] })
  })

  it('answers 404 for an unknown user', async () => {
    expect(await admin.put('user/999999', { json: { rights: '2' } })).toMatchObject({
      status: 404,
      body: { message: 'Ce compte n’existe pas.' },
    })
  })
})

describe('DELETE user/{id}', () => {
  it('deletes a staff user and ends its sessions', async () => {
    const account = await createStaff(api.db, '4')
    const { user } = account
    const staff = await loginAs(api, account)
    const id = await idOf(user)
    expect(await admin.delete(`user/${id}`)).toMatchObject({ status: 200, body: { success: true } })
    expect(await api.db.select().from(staffUser).where(eq(staffUser.id, id))).toEqual([])
    expect(await api.db.select().from(session).where(eq(session.staffUserId, id))).toEqual([])
    expect((await staff.get('user/me')).status).toBe(401)
    expect((await new ApiCaller(api.url).post('user/login', { json: { user, password: account.password } })).status).toBe(401)
  })

  it('refuses to delete yourself (400), and answers 404 for an unknown user', async () => {
    const answer = await admin.delete(`user/${await idOf(ADMIN.user)}`)
    expect(answer).toMatchObject({ status: 400, body: { message: 'Vous ne pouvez pas supprimer votre propre compte.' } })
    expect(await admin.delete('user/999999')).toMatchObject({ status: 404 })
  })
})

describe('access to staff management', () => {
  it('answers 401 to nobody and to a client, 403 to staff without right 1', async () => {
    const { caller: client } = await loginClient(api)
    const staff = await loginStaff(api, '2;3;4;5;7;8;10;11')
    const calls: [string, string, object?][] = [
      ['GET', 'user/all'],
      ['POST', 'user/add', { user: 'x', password: 'secret123', rights: '2' }],
      ['PUT', `user/${await idOf(ADMIN.user)}`, { rights: '2' }],
      ['DELETE', `user/${await idOf(ADMIN.user)}`],
    ]
    for (const [method, path, json] of calls) {
      expect((await new ApiCaller(api.url).request(method, path, json ? { json } : undefined)).status, `${method} ${path}`).toBe(401)
      expect((await client.request(method, path, json ? { json } : undefined)).status, `${method} ${path}`).toBe(401)
      expect((await staff.request(method, path, json ? { json } : undefined)).status, `${method} ${path}`).toBe(403)
    }
    expect(await admin.get('user/me')).toMatchObject({ body: { rights: '1' } })
  })
})

describe('the last full admin', () => {
  const own = apiForTests()

  it('keeps right 1: the only full admin cannot give it up; with a second one, it can', async () => {
    const first = await loginAs(own, ADMIN_ACCOUNT)
    const [adminRow] = await own.db.select().from(staffUser).where(eq(staffUser.user, ADMIN.user))
    const refused = await first.put(`user/${adminRow.id}`, { json: { rights: '2;3' } })
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: { rights: ['Il doit rester au moins un administrateur complet (droit 1).'] } },
    })

    const second = await createStaff(own.db, '1')
    expect(await first.put(`user/${adminRow.id}`, { json: { rights: '2;3' } })).toMatchObject({ status: 200, body: { rights: '2;3' } })
    const other = await loginAs(own, second)
    const [secondRow] = await own.db.select().from(staffUser).where(eq(staffUser.user, second.user))
    expect((await other.put(`user/${secondRow.id}`, { json: { rights: '2' } })).status).toBe(400)
  })

  it('survives two full admins deleting each other at the same moment', async () => {
    const a = await createStaff(own.db, '1')
    const b = await createStaff(own.db, '1')
    // Leave these two as the only full admins.
    await own.db.update(staffUser).set({ rights: '2' }).where(eq(staffUser.rights, '1')).execute()
    await own.db.update(staffUser).set({ rights: '1' }).where(eq(staffUser.user, a.user))
    await own.db.update(staffUser).set({ rights: '1' }).where(eq(staffUser.user, b.user))
    const callerA = await loginAs(own, a)
    const callerB = await loginAs(own, b)
    const ids = await own.db.select().from(staffUser)
    const idA = ids.find((row) => row.user === a.user)!.id
    const idB = ids.find((row) => row.user === b.user)!.id
    const answers = await Promise.all([callerA.delete(`user/${idB}`), callerB.delete(`user/${idA}`)])
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    const admins = (await own.db.select().from(staffUser)).filter((row) => row.rights.split(';').includes('1'))
    expect(admins).toHaveLength(1)
  })
})

describe('npm run staff -- add', () => {
  const run = promisify(execFile)
  let dataDir: string
  let database: (DatabaseHandle & { databaseUrl?: string }) | undefined
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'school-cli-'))
    // On PostgreSQL the command writes into a fresh test database; on PGlite into DATA_DIR.
    if (testEngine === 'postgres') database = await openTestDatabase()
  })
  afterAll(async () => {
    await database?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  const cli = (args: string[], env: Record<string, string> = {}) =>
    run(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'staff', ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir, ...(database?.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}), ...env },
    })

  it('creates a staff account whose printed password logs in, and refuses bad arguments', { timeout: 180_000 }, async () => {
    const env = { ...process.env, STAFF_PASSWORD: '' }
    // The refusals stop before the database is opened: they run beside the first command, which creates it.
    const [{ stdout }] = await Promise.all([
      cli(['add', 'claire', '3;2'], env as Record<string, string>),
      expect(cli(['add', 'paul', '2;99'])).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('droits\u00a0: Droits connus'),
      }),
      expect(cli(['add', 'paul'])).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('Usage\u00a0: npm run staff -- add'),
      }),
    ])
    expect(stdout).toContain('Compte «\u00a0claire\u00a0» créé avec les droits 2;3.')
    const password = stdout.match(/Mot de passe\u00a0: (\S+)/)?.[1]
    expect(password).toBeTruthy()
    const { stdout: withPassword } = await cli(['add', 'paul', '1'], { STAFF_PASSWORD: 'le secret de paul' })
    expect(withPassword).toContain('Compte «\u00a0paul\u00a0» créé avec les droits 1.')
    expect(withPassword).not.toContain('le secret de paul')

    const handle = database ?? (await openDatabase({ pgliteDir: join(dataDir, 'db') }))
    const mailer = createMailer({ from: 'x <x@localhost>', outboxDir: join(dataDir, 'outbox') })
    const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir }), db: handle.db, mailer })
    try {
      const claire = await app.inject({ method: 'POST', url: '/api/user/login', payload: { user: 'claire', password } })
      expect(claire.statusCode).toBe(200)
      // A new account has no second factor yet: it enrols at its first login.
      expect(claire.json()).toEqual({ isConnected: true, user: 'claire', rights: '2;3', secondFactor: false, reauthNeeded: false })
      const paul = await app.inject({ method: 'POST', url: '/api/user/login', payload: { user: 'paul', password: 'le secret de paul' } })
      expect(paul.json()).toMatchObject({ rights: '1' })
      // Paul enrolled a factor, then lost his phone.
      const [paulRow] = await handle.db
        .update(staffUser)
        .set({ totpSecret: 'JBSWY3DPEHPK3PXP' })
        .where(eq(staffUser.user, 'paul'))
        .returning()
      await handle.db.insert(staffRecoveryCode).values({ staffUserId: paulRow.id, codeHash: 'x' })
    } finally {
      await app.close()
      mailer.close()
      if (!database) await handle.close()
    }

    const { stdout: reset } = await cli(['reset-mfa', 'paul'])
    expect(reset).toContain('Second facteur du compte «\u00a0paul\u00a0» retiré')
    await expect(cli(['reset-mfa', 'personne'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Aucun compte «\u00a0personne\u00a0».'),
    })
    const after = database ?? (await openDatabase({ pgliteDir: join(dataDir, 'db') }))
    try {
      const [paulAfter] = await after.db.select().from(staffUser).where(eq(staffUser.user, 'paul'))
      expect(paulAfter.totpSecret).toBeNull()
      expect(await after.db.select().from(staffRecoveryCode).where(eq(staffRecoveryCode.staffUserId, paulAfter.id))).toEqual([])
      const trail = await after.db.select().from(activity).where(eq(activity.staffUserId, paulAfter.id))
      expect(trail.map((row) => [row.action, row.label])).toContainEqual([
        'factor_removed',
        'application TOTP, retirée en ligne de commande (reset-mfa)',
      ])
    } finally {
      if (!database) await after.close()
    }
  })
})
