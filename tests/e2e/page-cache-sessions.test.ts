import { describe, expect, it } from 'vitest'
import { clientSession, nextRegistrationOf } from '../support/client-area'
import { ApiCaller } from '../support/http'
import { type RawAnswer, rawGet } from '../support/raw-http'
import { siteForTests, type TestSite } from '../support/site'
import { adminCredentials, apiLoginBody } from '../support/staff'

// Issue 27, point 1: a session cookie spelled `school_session =V` (a space before `=`, which Remix's cookie parser
// accepts) escaped the page cache's pattern: the page rendered for the client was stored and shown to every visitor.
// Each spelling below is sent by a connected client on pages the cache does not hold at that moment (a staff edit
// moves the content version first); then an anonymous visitor asks for the same pages.

/** The spellings of one session cookie `name=value` that the site's cookie parser reads as that cookie. */
function acceptedSpellings(name: string, value: string): (string | string[])[] {
  // The parser decodes a value once: every character of the decoded value, percent-encoded.
  const percentEncoded = [...decodeURIComponent(value)].map((char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('')
  return [
    `${name}=${value}`,
    `${name} =${value}`,
    `${name}\t=${value}`,
    `${name} \t = \t${value}\t `,
    ` ${name}=${value}`,
    `\t${name}=${value}`,
    `${name}="${value}"`,
    `${name}=${percentEncoded}`,
    `theme=clair;${name}=${value}`,
    `theme=clair; \t ${name} =${value}; autre=1`,
    `theme; ${name}=${value}`,
    // The first of two wins.
    `${name}=${value}; ${name}=autre`,
    // Two Cookie lines, which the server joins into one header.
    ['theme=clair', `${name} =${value}`],
  ]
}

/** Spellings the parser does not read as the session (another name, or a first cookie that does not verify). */
function refusedSpellings(name: string, otherName: string, value: string): string[] {
  return [
    `${name.toUpperCase()}=${value}`,
    `${name.replace('_', '%5F')}=${value}`,
    `x${name}=${value}`,
    `${otherName}=${value}`,
    `${name}=une-session-inventee`,
    `${name}=une-session-inventee; ${name}=${value}`,
  ]
}

/** What only the connected client's pages show. */
const clientMarks = (email: string) => [email, 'Prune', 'Se déconnecter', 'Mon compte client']

function expectNoClientIn(answer: RawAnswer, email: string, what: string) {
  expect(answer.status, what).toBe(200)
  for (const mark of clientMarks(email)) expect(answer.body, `${what}: « ${mark} »`).not.toContain(mark)
}

describe.each([
  { name: 'school_session', otherName: '__Host-school_session', publicUrl: undefined },
  // The name the site's cookie has in production, served in https.
  { name: '__Host-school_session', otherName: 'school_session', publicUrl: 'https://ecole.example.test' },
])('a client’s session cookie $name, spelled every way the parser accepts', ({ name, otherName, publicUrl }) => {
  const site = siteForTests(publicUrl ? { env: { PUBLIC_URL: publicUrl } } : { own: true })
  let edits = 0

  /** A new content version, known to the site: no page is stored for it yet (/about, asked for here, aside). */
  async function forgetStoredPages(target: TestSite) {
    const staff = new ApiCaller(target.apiUrl)
    expect((await staff.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })).status).toBe(200)
    expect((await staff.put('page/2/hero-text?publish=true', { html: `<p>Introduction n° ${++edits}</p>` })).status).toBe(200)
    for (let tries = 0; (await rawGet(target.url, '/about')).headers['x-page-cache'] !== 'miss'; tries++) {
      if (tries > 200) throw new Error('the site does not learn the new content version')
    }
  }

  const connectedClient = () => clientSession(site, { name, publicUrl })

  it('never lets the page rendered for the client reach another visitor, and keeps the client’s answers private', async () => {
    const { email, value } = await connectedClient()
    const registration = await nextRegistrationOf(site, 'event', 'workshops')
    const pages = ['/', '/blog', '/contact', '/client-account', registration.path]
    for (const spelling of acceptedSpellings(name, value)) {
      await forgetStoredPages(site)
      for (const path of pages) {
        const own = await rawGet(site.url, path, { cookie: spelling })
        const what = `${path} with « ${spelling} »`
        expect(own.status, what).toBe(200)
        // The site read the session: the client's own page, which no cache may keep.
        expect(own.body, what).toContain('Se déconnecter')
        expect(own.headers['cache-control'], what).toBe('private, no-store')
        expect(own.headers['x-page-cache'], what).toBeUndefined()
      }
      expect((await rawGet(site.url, '/client-account', { cookie: spelling })).body).toContain(email)
      for (const path of pages) expectNoClientIn(await rawGet(site.url, path), email, `${path} after « ${spelling} »`)
    }
  })

  it('takes a cookie the parser does not read as the session for no session: the anonymous page, from the cache', async () => {
    const { email, value } = await connectedClient()
    for (const spelling of refusedSpellings(name, otherName, value)) {
      await forgetStoredPages(site)
      for (const path of ['/', '/blog', '/client-account']) {
        const what = `${path} with « ${spelling} »`
        expectNoClientIn(await rawGet(site.url, path, { cookie: spelling }), email, what)
        const again = await rawGet(site.url, path, { cookie: spelling })
        expectNoClientIn(again, email, what)
        expect(again.headers['x-page-cache'], what).toBe('hit')
        expectNoClientIn(await rawGet(site.url, path), email, `${path} after « ${spelling} »`)
      }
    }
  })
})
