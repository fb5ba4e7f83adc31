import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { staffUser } from '../../server/db/schema'
import { apiForTests } from '../support/api'
import { ApiCaller } from '../support/http'
import { createStaff, loginAdmin, loginAs } from '../support/users'

const api = apiForTests({}, { seeded: false })
let admin: ApiCaller
beforeAll(async () => {
  admin = await loginAdmin(api)
})

/** A password login: these accounts have no second factor (decision 0037's code step is tested in second-factor.test.ts). */
async function login(user: string, password: string) {
  const caller = new ApiCaller(api.url)
  const answer = await caller.post('user/login', { json: { user, password } })
  return { caller, status: answer.status }
}

async function idOf(user: string) {
  const [row] = await api.db.select().from(staffUser).where(eq(staffUser.user, user))
  return row.id
}

describe('PUT user/{id}/password (right 1)', () => {
  it('generates a password answered once, which logs in; the old one and the old sessions end', async () => {
    const claire = await createStaff(api.db, '2', undefined, { enrolled: false })
    const before = await login(claire.user, claire.password)
    const answer = await admin.put(`user/${await idOf(claire.user)}/password`, { json: {} })
    expect(answer.status).toBe(200)
    expect(answer.body.user).toMatchObject({ user: claire.user, rights: '2' })
    expect(answer.body.password).toMatch(/^.{12,}$/)
    expect((await before.caller.get('user/me')).status).toBe(401)
    expect((await login(claire.user, claire.password)).status).toBe(401)
    expect((await login(claire.user, answer.body.password)).status).toBe(200)
  })

  it('sets the password given, answering none', async () => {
    const marc = await createStaff(api.db, '4', undefined, { enrolled: false })
    const answer = await admin.put(`user/${await idOf(marc.user)}/password`, { json: { password: 'choisi-par-admin' } })
    expect(answer).toMatchObject({ status: 200, body: { password: null } })
    expect((await login(marc.user, 'choisi-par-admin')).status).toBe(200)
  })

  it('refuses a short password under the field, and unknown ids', async () => {
    const marc = await createStaff(api.db, '4', undefined, { enrolled: false })
    const short = await admin.put(`user/${await idOf(marc.user)}/password`, { json: { password: 'court' } })
    expect(short).toMatchObject({ status: 400, body: { errors: { password: ['Le mot de passe doit contenir au moins 7 caractères'] } } })
    expect((await admin.put('user/999999/password', { json: {} })).status).toBe(404)
    expect((await admin.put('user/0x10/password', { json: {} })).status).toBe(404)
  })
})

describe('PUT user/me/password (any staff user)', () => {
  it('changes one’s own password with the current one; other sessions end, this one stays', async () => {
    const lea = await createStaff(api.db, '')
    const here = { caller: await loginAs(api, lea) }
    const elsewhere = { caller: await loginAs(api, lea) }
    const wrong = await here.caller.put('user/me/password', { json: { oldPassword: 'pas-le-bon', newPassword: 'nouveau-mot' } })
    expect(wrong).toMatchObject({ status: 400, body: { errors: { oldPassword: ['Mot de passe actuel incorrect'] } } })
    const short = await here.caller.put('user/me/password', { json: { oldPassword: lea.password, newPassword: 'court' } })
    expect(short.body.errors.newPassword).toEqual(['Le nouveau mot de passe doit contenir au moins 7 caractères'])
    const tooLong = await here.caller.put('user/me/password', { json: { oldPassword: lea.password, newPassword: 'x'.repeat(256) } })
    expect(tooLong.status).toBe(400)

    const changed = await here.caller.put('user/me/password', { json: { oldPassword: lea.password, newPassword: 'nouveau-mot' } })
    expect(changed).toMatchObject({ status: 200, body: { success: true } })
    expect((await here.caller.get('user/me')).status).toBe(200)
    expect((await elsewhere.caller.get('user/me')).status).toBe(401)
    // The new password opens the code step.
    expect(await new ApiCaller(api.url).post('user/login', { json: { user: lea.user, password: 'nouveau-mot' } })).toMatchObject({
      status: 401,
      body: { secondFactor: true },
    })
    const [entry] = (await admin.get(`activity/staff_user/${await idOf(lea.user)}`)).body
    expect(entry).toMatchObject({ action: 'password', staffName: lea.user, changes: { password: { hidden: true } } })
  })

  it('answers 401 when nobody is connected', async () => {
    expect((await new ApiCaller(api.url).put('user/me/password', { json: {} })).status).toBe(401)
  })
})
