import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { activity, staffUser } from '../../server/db/schema'
import { ADMIN, apiForTests } from '../support/api'
import { testClock } from '../support/clock'
import { ApiCaller } from '../support/http'
import { createStaff, loginAdmin, loginAs, type StaffAccount } from '../support/users'

/** A staff member's address (issue 29 point 4) and the mail that tells them their password changed. */

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
// 14:30 in Paris (UTC+1 in March).
const clock = testClock('2031-03-05T13:30:00Z')
const api = apiForTests({}, { clock })
let admin: ApiCaller
beforeAll(async () => {
  admin = await loginAdmin(api)
})

const idOf = async (user: string) => (await api.db.select({ id: staffUser.id }).from(staffUser).where(eq(staffUser.user, user)))[0].id
const mailsTo = async (address: string) => (await api.mails()).filter((mail) => mail.to === address)
/** The member logged in (password and code) from a browser of `headers`. */
const memberIn = (account: StaffAccount, headers: Record<string, string> = {}) => loginAs(api, account, new ApiCaller(api.url, headers))

describe('a staff account’s email', () => {
  it('is optional at creation, checked as a client’s, stored in lower case, changed and removed by a full admin', async () => {
    const created = await admin.post('user/add', {
      json: { user: 'agathe', password: 'un-mot-de-passe', rights: '2', email: ' Agathe@Ecole.Example ' },
    })
    expect(created).toMatchObject({ status: 200, body: { user: 'agathe', email: 'agathe@ecole.example' } })
    const without = await admin.post('user/add', { json: { user: 'bruno', password: 'un-mot-de-passe', rights: '2' } })
    expect(without).toMatchObject({ status: 200, body: { email: null } })
    for (const email of ['agathe', 'a@', 'a b@ecole.example', `${'a'.repeat(250)}@ecole.example`]) {
      const refused = await admin.put(`user/${created.body.id}`, { json: { email } })
      expect(refused.status, email).toBe(400)
      expect(refused.body.errors.email).toHaveLength(1)
    }
    const changed = await admin.put(`user/${created.body.id}`, { json: { email: 'agathe.martin@ecole.example' } })
    expect(changed).toMatchObject({ status: 200, body: { email: 'agathe.martin@ecole.example', rights: '2' } })
    expect(await admin.put(`user/${created.body.id}`, { json: { email: '' } })).toMatchObject({ status: 200, body: { email: null } })
    const [entry] = await api.db
      .select({ changes: activity.changes })
      .from(activity)
      .where(and(eq(activity.entity, 'staff_user'), eq(activity.entityId, created.body.id), eq(activity.action, 'update')))
      .limit(1)
    expect(entry.changes).toEqual({ email: { before: 'agathe@ecole.example', after: 'agathe.martin@ecole.example' } })
  })

  it('is set and removed by the member on their own account, and refused when it is no address', async () => {
    const member = await memberIn(await createStaff(api.db, '7'))
    expect(await member.get('user/me/email')).toMatchObject({ status: 200, body: { email: null } })
    expect(await member.put('user/me/email', { json: { email: 'pas une adresse' } })).toMatchObject({
      status: 400,
      body: { errors: { email: ['Adresse e-mail invalide'] } },
    })
    expect(await member.put('user/me/email', { json: { email: 'Moi@Ecole.Example' } })).toMatchObject({
      status: 200,
      body: { email: 'moi@ecole.example' },
    })
    expect(await member.get('user/me/email')).toMatchObject({ body: { email: 'moi@ecole.example' } })
    expect(await member.put('user/me/email', { json: { email: null } })).toMatchObject({ status: 200, body: { email: null } })
    expect((await new ApiCaller(api.url).put('user/me/email', { json: { email: 'x@ecole.example' } })).status).toBe(401)
  })
})

describe('the mail of a password change', () => {
  it('tells the member who changed their own password: when in Paris time, from which browser, and what to do otherwise', async () => {
    const account = await createStaff(api.db, '2', 'camille')
    const { user, password } = account
    await admin.put(`user/${await idOf(user)}`, { json: { email: 'camille@ecole.example' } })
    const member = await memberIn(account, { 'User-Agent': FIREFOX_WINDOWS })
    const changed = await member.put('user/me/password', { json: { oldPassword: password, newPassword: 'un-nouveau-mot-de-passe' } })
    expect(changed.status).toBe(200)
    const mails = await mailsTo('camille@ecole.example')
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe('Votre mot de passe a été modifié')
    expect(mails[0].text).toContain('Bonjour camille,')
    expect(mails[0].text).toContain(
      'Le mot de passe de votre compte «\u00a0camille\u00a0» du back-office de l’École Sens & Parole a été modifié le mercredi 5 mars 2031 à 14:30 (heure de Paris), depuis Firefox sur Windows.',
    )
    expect(mails[0].text).toContain('Si c’est bien vous, il n’y a rien à faire.')
    expect(mails[0].text).toContain('prévenez sans attendre un administrateur du site (ecole@example.test)')
    expect(mails[0].text).toContain('http://site.test/admin/security')
  })

  it('names the administrator who generated a new password', async () => {
    const { user } = await createStaff(api.db, '2', 'dominique')
    const id = await idOf(user)
    await admin.put(`user/${id}`, { json: { email: 'dominique@ecole.example' } })
    const reset = await admin.put(`user/${id}/password`, { json: {} }, { 'User-Agent': FIREFOX_WINDOWS })
    expect(reset).toMatchObject({ status: 200, body: { password: expect.any(String) } })
    const mails = await mailsTo('dominique@ecole.example')
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe('Votre mot de passe a été modifié')
    expect(mails[0].text).toContain(`a été modifié par l’administrateur «\u00a0${ADMIN.user}\u00a0» le mercredi 5 mars 2031 à 14:30`)
  })

  it('is not sent to an account without an address, whose change the trail still records', async () => {
    const before = (await api.mails()).length
    const { user } = await createStaff(api.db, '2', 'emile')
    const id = await idOf(user)
    expect((await admin.put(`user/${id}/password`, { json: { password: 'un-mot-de-passe-choisi' } })).status).toBe(200)
    expect(await api.mails()).toHaveLength(before)
    const trail = await api.db
      .select({ action: activity.action })
      .from(activity)
      .where(and(eq(activity.entity, 'staff_user'), eq(activity.entityId, id)))
    expect(trail).toEqual([{ action: 'password' }])
  })
})
