import { describe, expect, it } from 'vitest'
import { openAccountThroughApi } from '../support/client-area'
import { siteForTests } from '../support/site'
import { SiteVisitor, textOf } from '../support/site-visitor'
import { createStaffThroughApi } from '../support/staff'
import { loginCode } from '../support/totp'

const site = siteForTests()
const tooMany = /Trop de tentatives de connexion\. Réessayez dans \d+\s(secondes?|minutes?)\./

// Decision 0019: the source that tries wrong passwords waits; the owner, from elsewhere, logs in.
describe('logins under attack, through the site’s forms', () => {
  it('client area: the attacker’s address is told in French to wait, the owner from another address logs in', async () => {
    const { email, password } = await openAccountThroughApi(site)
    const attacker = new SiteVisitor(site, '203.0.113.61')
    const statuses: number[] = []
    let last = ''
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await attacker.post('/client-account', { intent: 'login', email, password: `pas-le-bon-${attempt}` })
      statuses.push(answer.status)
      last = textOf(answer.html)
    }
    expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true)
    expect(statuses[5]).toBe(429)
    expect(last).toMatch(tooMany)

    const owner = new SiteVisitor(site, '203.0.113.62')
    const login = await owner.post('/client-account', { intent: 'login', email, password })
    expect(login.status).toBe(200)
    expect(textOf(login.html)).toContain('Se déconnecter')
  })

  it('back-office: the attacker’s address is told in French to wait, the staff user from another address logs in', async () => {
    const staff = await createStaffThroughApi(site, '2')
    const attacker = new SiteVisitor(site, '203.0.113.63')
    const statuses: number[] = []
    let last = ''
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await attacker.post('/admin/login', { user: staff.user, password: `pas-le-bon-${attempt}` })
      statuses.push(answer.status)
      last = textOf(answer.html)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    expect(last).toContain('Erreur pour se connecter')
    expect(last).toMatch(tooMany)

    const owner = new SiteVisitor(site, '203.0.113.64')
    await owner.post('/admin/login', { user: staff.user, password: staff.password })
    expect((await owner.post('/admin/login', { intent: 'code', code: loginCode(staff, staff.scope) })).path).toBe('/admin/home')
  })
})
