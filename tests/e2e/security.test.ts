import { describe, expect, it } from 'vitest'
import { readOutbox, waitForMails } from '../support/outbox'
import { siteForTests } from '../support/site'

const site = siteForTests()

const form = (extra: Record<string, string> = {}) =>
  new URLSearchParams({ fullName: 'Jean Test', email: 'jean@example.fr', message: 'Bonjour', ...extra })

const post = (body: URLSearchParams, headers: Record<string, string>) =>
  fetch(`${site.url}/contact`, { method: 'POST', body, headers, redirect: 'manual' })

describe('posts to the site', () => {
  it('refuses a form posted from another site (Origin or Sec-Fetch-Site) with a 403', async () => {
    const byOrigin = await post(form({ message: 'cross-site 1' }), { Origin: 'https://evil.example' })
    const byFetchSite = await post(form({ message: 'cross-site 2' }), { 'Sec-Fetch-Site': 'cross-site' })
    const sameSite = await post(form({ message: 'cross-site 3' }), { 'Sec-Fetch-Site': 'same-site', Origin: 'https://sub.example' })
    expect([byOrigin.status, byFetchSite.status, sameSite.status]).toEqual([403, 403, 403])
    expect(await byOrigin.text()).toContain('Requête refusée')
    expect((await readOutbox(site.outboxDir)).filter((mail) => mail.text.includes('cross-site'))).toEqual([])
  })

  it('refuses a post that proves nothing of where it comes from: neither Origin nor Sec-Fetch-Site, or a foreign Referer alone', async () => {
    const bare = await post(form({ message: 'no proof 1' }), {})
    const referer = await post(form({ message: 'no proof 2' }), { Referer: 'https://evil.example/page' })
    const nullOrigin = await post(form({ message: 'no proof 3' }), { Origin: 'null' })
    const ownReferer = await post(form({ message: 'no proof 4' }), { Referer: `${site.url}/contact` })
    expect([bare.status, referer.status, nullOrigin.status, ownReferer.status]).toEqual([403, 403, 403, 403])
    expect(await bare.text()).toContain('Ce formulaire doit être envoyé depuis le site lui-même.')
    expect((await readOutbox(site.outboxDir)).filter((mail) => mail.text.includes('no proof'))).toEqual([])
  })

  it('accepts a post whose Origin alone is the site’s (browsers without Sec-Fetch-Site)', async () => {
    // The honeypot stops it further on (400, nothing sent): it went past the same-origin check.
    const answer = await post(form({ message: 'origin alone', site_web: 'x' }), { Origin: site.url })
    expect(answer.status).toBe(400)
  })

  it('accepts a same-origin post and answers with a redirect and a session cookie that dies with the browser', async () => {
    const answer = await post(form({ message: 'same-origin' }), { Origin: site.url, 'Sec-Fetch-Site': 'same-origin' })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/contact')
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('school_session='))!
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).not.toMatch(/Max-Age|Expires/i)
    expect(await waitForMails(site.outboxDir, (mail) => mail.text.includes('same-origin'))).toHaveLength(1)
  })

  it('drops a form whose honeypot was filled, without sending anything', async () => {
    const answer = await post(form({ message: 'honeypot', site_web: 'https://spam.example' }), { Origin: site.url })
    expect(answer.status).toBe(400)
    expect((await readOutbox(site.outboxDir)).filter((mail) => mail.text.includes('honeypot'))).toEqual([])
  })

  it('answers a body that is not a form with a French 415, a broken multipart body with a French 400', async () => {
    const json = await fetch(`${site.url}/contact`, {
      method: 'POST',
      body: JSON.stringify({ fullName: 'Jean', email: 'jean@example.fr', message: 'Bonjour' }),
      headers: { Origin: site.url, 'Content-Type': 'application/json' },
    })
    expect(json.status).toBe(415)
    expect(await json.text()).toContain('Le formulaire doit être envoyé en application/x-www-form-urlencoded ou multipart/form-data.')
    const broken = await fetch(`${site.url}/contact`, {
      method: 'POST',
      body: '--abc\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nJean',
      headers: { Origin: site.url, 'Content-Type': 'multipart/form-data; boundary=abc' },
    })
    expect(broken.status).toBe(400)
    expect(await broken.text()).toContain('Le formulaire envoyé est illisible.')
  })

  it('shows the API’s French error under the field for a control character, never a 500', async () => {
    const answer = await post(form({ message: 'Bonjour\u0000' }), { Origin: site.url })
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain('Ce texte contient des caractères de contrôle non autorisés')
  })

  it('sends security headers with every page', async () => {
    const answer = await fetch(`${site.url}/contact`)
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('x-frame-options')).toBe('DENY')
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(answer.headers.get('x-powered-by')).toBeNull()
  })
})
