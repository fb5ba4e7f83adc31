import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, startApi, type TestApi } from '../support/api'
import { ApiCaller } from '../support/http'

let api: TestApi
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api?.close())

describe('staff sessions', () => {
  it('logs in with a database-backed HttpOnly cookie, knows the user, and logs out', async () => {
    const staff = new ApiCaller(api.url)
    expect((await staff.get('user/me')).status).toBe(401)

    const login = await staff.post('user/login', { json: ADMIN })
    expect(login.status).toBe(200)
    expect(login.body).toEqual({ isConnected: true, user: 'admin', rights: '1' })
    const cookie = login.headers.getSetCookie().find((line) => line.startsWith('school_admin='))!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Max-Age|Expires/i)

    expect(await staff.get('user/me')).toMatchObject({ status: 200, body: { user: 'admin', rights: '1' } })

    const token = staff.cookies.get('school_admin')!
    expect((await staff.post('user/logout')).status).toBe(200)
    // The old id is dead server-side, even if someone kept it.
    const replay = new ApiCaller(api.url)
    replay.cookies.set('school_admin', token)
    expect((await replay.get('user/me')).status).toBe(401)
  })

  it('issues a new session id at every login', async () => {
    const staff = new ApiCaller(api.url)
    await staff.post('user/login', { json: ADMIN })
    const first = staff.cookies.get('school_admin')
    await staff.post('user/login', { json: ADMIN })
    const second = staff.cookies.get('school_admin')
    expect(second).not.toBe(first)
    const old = new ApiCaller(api.url)
    old.cookies.set('school_admin', first!)
    expect((await old.get('user/me')).status).toBe(401)
  })

  it('refuses a wrong password or an unknown user with the same 401', async () => {
    const visitor = new ApiCaller(api.url)
    const wrong = await visitor.post('user/login', { json: { user: 'admin', password: 'not-the-password' } })
    const unknown = await visitor.post('user/login', { json: { user: 'nobody', password: 'not-the-password' } })
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Identifiant ou mot de passe incorrect.' } })
    expect(unknown.status).toBe(401)
    expect(unknown.body).toEqual(wrong.body)
  })

  it('answers 400 per field to an incomplete login', async () => {
    const answer = await new ApiCaller(api.url).post('user/login', { json: { user: '' } })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual({ user: ['Ce champ est obligatoire'], password: ['Ce champ est obligatoire'] })
  })
})
