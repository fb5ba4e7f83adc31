import { readdir } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { adminRoutes } from '../support/admin-routes'
import { openAccountThroughApi } from '../support/client-area'
import { ApiCaller } from '../support/http'
import { siteForTests } from '../support/site'
import { matchesRoute, siteRoutes } from '../support/site-routes'
import { SiteVisitor, textOf } from '../support/site-visitor'
import { adminCredentials, apiLoginBody, createStaffThroughApi, staffVisitor } from '../support/staff'

/**
 * What a hostile visitor sends by hand, over plain HTTP: cross-site posts to every action of the site (the
 * back-office's included), malformed bodies and URLs. Each gets a French 4xx, never a 500 nor an English page,
 * and changes nothing.
 */
const site = siteForTests()

/** The site's public and client-area actions; the back-office's come from the rights matrix's rows. */
const publicActions: { path: string; form: Record<string, string> }[] = [
  { path: '/contact', form: { fullName: 'Jean Hostile', email: 'jean@example.fr', message: 'cross-site contact' } },
  { path: '/client-account', form: { intent: 'login', email: 'jean@example.fr', password: 'x' } },
  { path: '/client-account', form: { intent: 'create', email: 'jean@example.fr' } },
  { path: '/client-account/delete', form: {} },
  { path: '/client-account/logout', form: {} },
  { path: '/client-account/new-link', form: { email: 'jean@example.fr' } },
  { path: '/client-account/confirm-account/jean%40example.fr/abc', form: { password: 'x' } },
  { path: '/client-account/new-password/jean%40example.fr/abc', form: { password: 'x' } },
  { path: '/client-account/login-link', form: { intent: 'login-link', email: 'jean@example.fr' } },
  { path: '/client-account/login-link/jean%40example.fr/abc', form: {} },
  { path: '/registration/stage/meditation/1', form: { intent: 'register' } },
  { path: '/registration/place/un-jeton-invente', form: {} },
  { path: '/admin/login', form: { user: 'direction', password: 'x' } },
  { path: '/admin/logout', form: {} },
  { path: '/admin/setup/un-jeton-invente', form: { user: 'claire', password: 'un-mot-de-passe' } },
  { path: '/admin/login/passkey-options', form: { intent: 'options' } },
  { path: '/survey/un-jeton-invente', form: { satisfaction: '5', comment: 'cross-site answer' } },
]
const actions = [
  ...publicActions,
  ...adminRoutes.filter((row) => row.method === 'POST').map((row) => ({ path: row.path, form: row.form ?? {} })),
]

/** The ways a page elsewhere posts to the site: no proof of origin, a foreign Origin, a cross-site fetch. */
const crossSite: Record<string, Record<string, string>> = {
  'neither Origin nor Sec-Fetch-Site': {},
  'a foreign Origin': { Origin: 'https://evil.example' },
  'Sec-Fetch-Site: cross-site': { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
  'a foreign Referer alone': { Referer: 'https://evil.example/attack.html' },
}

function formBody(form: Record<string, string | string[]>) {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(form)) for (const one of [value].flat()) body.append(name, one)
  return body
}

/** A request with the headers a client may set but fetch may not (Host), as a balancer would forward it. */
function rawPost(url: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** A French page or message: accented French words, no English framework wording. */
function expectFrench(text: string) {
  expect(text).not.toMatch(
    /Bad Request|Request Header Fields Too Large|Internal Server Error|Client Error|not a valid url|<title>Error<\/title>/,
  )
  expect(text).toMatch(/\b(le|la|les|des|est|sont|cette|ce|votre|vous)\b/i)
}

describe('cross-site posts', () => {
  it.each(Object.entries(crossSite))('are refused with a French 403 on every action of the site, with %s', async (_name, headers) => {
    const cookies = (await staffVisitor(site, await adminCredentials(site))).cookies
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    for (const { path, form } of actions) {
      const answer = await fetch(`${site.url}${path}`, {
        method: 'POST',
        body: formBody(form),
        headers: { Cookie: cookie, ...headers },
        redirect: 'manual',
      })
      const text = await answer.text()
      expect(answer.status, `POST ${path}`).toBe(403)
      expect(text, `POST ${path}`).toContain('Ce formulaire doit être envoyé depuis le site lui-même.')
    }
  })

  it('are tried on every route of the site that has an action (read from the routes, as Remix builds them)', () => {
    const withAction = siteRoutes().filter((route) => route.hasAction)
    expect(withAction.length).toBeGreaterThan(15)
    const forgotten = withAction.filter((route) => !actions.some(({ path }) => matchesRoute(route, path)))
    expect(forgotten.map((route) => `${route.path} (app/${route.file})`)).toEqual([])
  })

  it('leave a logged-in administrator’s and client’s data as it was', async () => {
    const admin = await staffVisitor(site, await adminCredentials(site))
    const victim = await createStaffThroughApi(site, '2')
    const api = new ApiCaller(site.apiUrl)
    await api.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })
    const victimId = String((await api.get('user/all')).body.find((user: { user: string }) => user.user === victim.user).id)
    const cookie = (visitor: SiteVisitor) => [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const deleteStaff = await fetch(`${site.url}/admin/users`, {
      method: 'POST',
      body: formBody({ intent: 'delete', id: victimId }),
      headers: { Cookie: cookie(admin), Origin: 'https://evil.example' },
      redirect: 'manual',
    })
    expect(deleteStaff.status).toBe(403)
    await staffVisitor(site, victim)

    const account = await openAccountThroughApi(site)
    const client = new SiteVisitor(site)
    const login = await client.post('/client-account', { intent: 'login', ...account })
    expect(textOf(login.html)).toContain('Mon compte')
    const deleteClient = await fetch(`${site.url}/client-account/delete`, {
      method: 'POST',
      body: '',
      headers: { Cookie: cookie(client), 'Content-Type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    })
    expect(deleteClient.status).toBe(403)
    expect((await new ApiCaller(site.apiUrl).post('client/login', { json: account })).status).toBe(200)
  })
})

describe('a post behind a balancer that rewrites Host', () => {
  const form = (message: string) => formBody({ fullName: 'Jean Test', email: 'jean@example.fr', message, site_web: 'x' }).toString()

  it('is processed when the browser says it is same-origin, whatever Host and X-Forwarded-Host say', async () => {
    // The honeypot stops each one with a 400 after the same-origin check: it reached the action.
    for (const headers of <Record<string, string>[]>[
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://a.example', Host: 'b.example' },
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://a.example', Host: 'b.example', 'X-Forwarded-Host': 'c.example' },
      { Origin: site.url, Host: 'b.example' },
      { Origin: site.url, Host: 'b.example', 'X-Forwarded-Host': 'b.example' },
    ]) {
      const answer = await rawPost(`${site.url}/contact`, headers, form('balancer'))
      expect(answer.status, JSON.stringify(headers)).toBe(400)
      expect(answer.text).toContain('Contact')
    }
  })

  it('is refused with the French 403 when nothing proves it same-origin', async () => {
    for (const headers of <Record<string, string>[]>[
      { Origin: 'http://a.example', Host: 'b.example' },
      { Origin: 'http://a.example', Host: 'b.example', 'X-Forwarded-Host': 'a.example' },
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'http://a.example', Host: 'a.example' },
    ]) {
      const answer = await rawPost(`${site.url}/contact`, headers, form('balancer'))
      expect(answer.status, JSON.stringify(headers)).toBe(403)
      expect(answer.text).toContain('Requête refusée')
    }
  })
})

describe('malformed bodies', () => {
  it('get a French 4xx on every action of the site: JSON, broken multipart, a huge field', async () => {
    const admin = await staffVisitor(site, await adminCredentials(site))
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const bodies: { name: string; body: string; type: string }[] = [
      { name: 'JSON', body: '{"intent":"delete","id":"1"}', type: 'application/json' },
      {
        name: 'broken multipart',
        body: '--abc\r\nContent-Disposition: form-data; name="intent"\r\n\r\ndel',
        type: 'multipart/form-data; boundary=abc',
      },
      { name: 'a huge field', body: `intent=${'x'.repeat(2_500_000)}`, type: 'application/x-www-form-urlencoded' },
    ]
    // The logouts read no form: what they were sent does not matter.
    for (const { path } of actions.filter((action) => !action.path.endsWith('/logout'))) {
      for (const { name, body, type } of bodies) {
        const answer = await fetch(`${site.url}${path}`, {
          method: 'POST',
          body,
          headers: { Cookie: cookie, Origin: site.url, 'Content-Type': type },
          redirect: 'manual',
        })
        const text = await answer.text()
        expect(answer.status, `${name} to ${path}`).toBeGreaterThanOrEqual(400)
        expect(answer.status, `${name} to ${path}`).toBeLessThan(500)
        expectFrench(text)
      }
    }
  })

  it('are refused before being read when their size is unknown (chunked) or over the limit', async () => {
    const chunked = await fetch(`${site.url}/contact`, {
      method: 'POST',
      body: new Blob(['message=bonjour']).stream(),
      headers: { Origin: site.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(411)
    expectFrench(await chunked.text())
    const huge = await fetch(`${site.url}/admin/image-handler/upload`, {
      method: 'POST',
      body: new Blob(['x'.repeat(12 * 1024 * 1024)]),
      headers: { Origin: site.url, 'Content-Type': 'multipart/form-data; boundary=abc' },
    })
    expect(huge.status).toBe(413)
    expect(await huge.text()).toContain('Le contenu envoyé est trop volumineux.')
  })

  it('get a French JSON 4xx at the API: broken JSON, a body over the limit, broken multipart, an unknown type', async () => {
    const api = new ApiCaller(site.apiUrl)
    const answers = await Promise.all([
      api.request('POST', 'contact/sendMessage', { raw: '{"fullName":', contentType: 'application/json' }),
      api.request('POST', 'contact/sendMessage', { json: { fullName: 'x'.repeat(2_000_000) } }),
      api.request('POST', 'contact/sendMessage', {
        raw: '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\nJe',
        contentType: 'multipart/form-data; boundary=abc',
      }),
      api.request('POST', 'contact/sendMessage', { raw: '<a/>', contentType: 'application/xml' }),
      api.request('POST', 'client/add', { raw: 'fullName=' + 'x'.repeat(200_000), contentType: 'application/x-www-form-urlencoded' }),
    ])
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      expectFrench(answer.body.message)
    }
  })
})

describe('hostile files sent through the back-office’s upload form', () => {
  it('are refused with the French message under the field, and nothing is stored', async () => {
    const admin = await staffVisitor(site, await adminCredentials(site))
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const api = new ApiCaller(site.apiUrl)
    await api.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })
    const stored = async () => ({
      rows: (await api.get('image/all')).body.length,
      files: (await readdir(join(site.dataDir, 'uploads'))).length,
    })
    const before = await stored()
    const files = [
      { name: 'logo.png', type: 'image/png', data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
      { name: '../../app-server.mjs.png', type: 'image/png', data: 'console.log(process.env)' },
      { name: 'page.jpg', type: 'text/html', data: '<!doctype html><script>alert(1)</script>' },
    ]
    for (const file of files) {
      const form = new FormData()
      form.append('intent', 'add')
      form.append('role', 'Fichier hostile')
      form.append('alt', 'Un fichier hostile')
      form.append('image', new Blob([file.data], { type: file.type }), file.name)
      const answer = await fetch(`${site.url}/admin/image-handler`, {
        method: 'POST',
        body: form,
        headers: { Cookie: cookie, Origin: site.url },
        redirect: 'manual',
      })
      expect(answer.status, file.name).toBe(400)
      expect(textOf(await answer.text()), file.name).toContain('Ce fichier n’est pas une image acceptée (JPEG, PNG, WebP, GIF ou AVIF).')
    }
    expect(await stored()).toEqual(before)
  })
})

describe('the page a client login goes back to', () => {
  it('is sent percent-encoded, whatever characters it holds: never a 500 after the login succeeded', async () => {
    const account = await openAccountThroughApi(site)
    const targets = [
      ['/blog?filtre=\u0100\u4e2d\u{1F600}', '/blog?filtre=%C4%80%E4%B8%AD%F0%9F%98%80'],
      ['/contact?objet=Besançon é', '/contact?objet=Besan%C3%A7on%20%C3%A9'],
    ]
    for (const [redirectTo, location] of targets) {
      const client = new SiteVisitor(site)
      const login = await client.post('/client-account', { intent: 'login', ...account, redirectTo }, { follow: false })
      expect(login.status, redirectTo).toBe(302)
      expect(login.headers.get('location'), redirectTo).toBe(location)
      // Connected already: the login page sends the visitor on, encoded alike.
      const again = await client.get(`/client-account?${new URLSearchParams({ redirectTo })}`, { follow: false })
      expect(again.headers.get('location'), redirectTo).toBe(location)
      expect((await client.get(location)).status, redirectTo).toBeLessThan(500)
    }
  })
})

describe('malformed URLs', () => {
  const badlyEncoded = ['/blog/%E0%A4%A', '/%', '/%E0%A4%A/x', '/media/%ZZ']

  it('get a French 400 page at the site, and a query that does not decode is ignored', async () => {
    for (const path of badlyEncoded) {
      const answer = await fetch(`${site.url}${path}`)
      expect(answer.status, path).toBe(400)
      const text = await answer.text()
      expect(text, path).toContain('L’adresse demandée est mal formée.')
      expectFrench(text)
    }
    const query = await fetch(`${site.url}/contact?x=%ZZ`)
    expect(query.status).toBe(200)
  })

  it('get a French 431 page at the site when the URL or the headers are over the limit', async () => {
    const longPath = await fetch(`${site.url}/${'a'.repeat(20_000)}`)
    const longHeader = await fetch(`${site.url}/`, { headers: { 'X-Padding': 'a'.repeat(20_000) } })
    for (const answer of [longPath, longHeader]) {
      expect(answer.status).toBe(431)
      const text = await answer.text()
      expect(text).toContain('L’adresse ou les en-têtes de la requête sont trop longs.')
    }
  })

  it('get French JSON messages at the API', async () => {
    for (const path of ['/api/blog/%E0%A4%A', '/%', '/api/page/%']) {
      const answer = await fetch(`${new URL(site.apiUrl).origin}${path}`)
      expect(answer.status, path).toBe(400)
      expect(await answer.json()).toEqual({ message: 'L’adresse demandée est mal encodée.' })
    }
    const longPath = await fetch(`${site.apiUrl}/${'a'.repeat(20_000)}`)
    expect(longPath.status).toBe(431)
    expect(await longPath.json()).toEqual({ message: 'L’adresse ou les en-têtes de la requête sont trop longs.' })
    const longHeader = await fetch(`${site.apiUrl}/health`, { headers: { 'X-Padding': 'a'.repeat(20_000) } })
    expect(longHeader.status).toBe(431)
  })
})
