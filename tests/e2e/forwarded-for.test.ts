import { describe, expect, it } from 'vitest'
import { siteForTests } from '../support/site'
import { SiteVisitor, textOf } from '../support/site-visitor'

// A site as it runs by default: no proxy configured in front of it, so no X-Forwarded-For is believed.
const site = siteForTests({ env: { SITE_TRUSTED_PROXIES: '' } })

describe('the visitor’s address, as the site tells it to the API', () => {
  it('is the connection’s: a spoofed X-Forwarded-For changes nothing, and the per-source login limit holds', async () => {
    const statuses: number[] = []
    let last = ''
    // 31 wrong logins of 31 different users, each claiming another address: one source for the API all the same.
    for (let attempt = 1; attempt <= 31; attempt++) {
      const visitor = new SiteVisitor(site, `198.51.100.${attempt}`)
      const answer = await visitor.post('/admin/login', { user: `inconnu-${attempt}`, password: 'pas-le-bon-mot-de-passe' })
      statuses.push(answer.status)
      last = textOf(answer.html)
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401))
    expect(statuses[30]).toBe(429)
    expect(last).toContain('Erreur pour se connecter')
  })
})
