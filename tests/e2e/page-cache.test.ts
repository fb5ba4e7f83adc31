import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { browserForTests } from '../support/browser'
import { clientSession } from '../support/client-area'
import { ApiCaller } from '../support/http'
import { rawGet } from '../support/raw-http'
import { siteForTests, type TestSite } from '../support/site'
import { adminCredentials, apiLoginBody } from '../support/staff'
import { childProcesses } from '../support/system'

// A site of its own on two processes (node's cluster), as production runs on a 2-core machine: each request below
// opens a new connection, which the cluster hands to its processes in turn, so a run of them reaches both.
const site = siteForTests({ env: { SITE_PROCESSES: '2' } })

/** One GET on a connection of its own (no keep-alive: the next request may reach the other site process). */
const get = (target: TestSite, path: string, headers: Record<string, string> = {}) => rawGet(target.url, path, headers)

/** A visitor who sends a GET and drops the connection at once (a reset, as a closed tab or a load tester does). */
function sendAndLeave(target: TestSite, path: string): Promise<void> {
  const { hostname, port } = new URL(target.url)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`, () => socket.resetAndDestroy()),
    )
    socket.on('error', () => {})
    socket.on('close', () => resolve())
  })
}

/** Enough requests, each on a new connection, to reach every site process at least twice. */
const everyProcess = (path: string, headers?: Record<string, string>) =>
  Promise.all(Array.from({ length: 6 }, () => get(site, path, headers)))

/** The site's worker processes: the children of the cluster's primary. */
const workers = () => childProcesses(site.sitePid!).map((child) => child.pid)

async function editHomeIntro(html: string) {
  const staff = new ApiCaller(site.apiUrl)
  expect((await staff.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })).status).toBe(200)
  expect((await staff.put('page/2/hero-text?publish=true', { html })).status).toBe(200)
}

describe('anonymous pages, cached and validated', () => {
  it('answer a strong ETag and a shared Cache-Control, and a 304 without body to a matching If-None-Match', async () => {
    // The very first requests of the fresh site, no warm-up: each process renders and stores the page.
    const [first, ...others] = await everyProcess('/')
    expect(first.status).toBe(200)
    expect(String(first.headers.etag), JSON.stringify(first.headers)).toMatch(/^"[\w-]+"$/)
    expect(String(first.headers['cache-control']), JSON.stringify(first.headers)).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+/,
    )
    // Rendered by each process, the page has one ETag: it comes from what the page shows.
    for (const other of others) expect(other.headers.etag).toBe(first.headers.etag)

    const validated = await get(site, '/', { 'If-None-Match': String(first.headers.etag) })
    expect(validated.status).toBe(304)
    expect(validated.body).toBe('')
    expect(validated.headers.etag).toBe(first.headers.etag)
    expect((await get(site, '/', { 'If-None-Match': '"autre"' })).status).toBe(200)
  })

  it('show a staff edit made through the API, with a new ETag, in every site process', async () => {
    const before = await everyProcess('/')
    const etag = before[0].headers.etag
    await editHomeIntro('<p>Une introduction réécrite par l’équipe</p>')
    // Within the s-maxage the cache announces (5 s); the site's own processes learn of it at once in practice.
    for (let tries = 0; ; tries++) {
      const after = await everyProcess('/')
      const updated = after.every(
        (answer) => answer.body.includes('Une introduction réécrite par l’équipe') && answer.headers.etag !== etag,
      )
      if (updated) break
      if (tries > 50) throw new Error(`the edit is not shown by every process: ${after.map((answer) => answer.headers['x-page-cache'])}`)
      await sleep(100)
    }
  })

  it('answer a browser as any other client: the same headers and bytes, the same 304, a new nonce each time', async () => {
    await everyProcess('/about')
    // A browser's plain list is answered before Express; the same wish with a q-value goes through it (decision 0031).
    const asBrowser = { 'accept-encoding': 'gzip, deflate, br, zstd' }
    const throughExpress = { 'accept-encoding': 'gzip;q=1, br;q=0' }
    const comparable = (answer: Awaited<ReturnType<typeof get>>) => {
      const { date, ...headers } = answer.headers
      expect(date).toBeTruthy()
      const csp = String(headers['content-security-policy'])
      return { status: answer.status, headers: { ...headers, 'content-security-policy': csp.replace(/'nonce-[^']+'/, 'NONCE') } }
    }
    const [browser, again, other] = await Promise.all([
      get(site, '/about', asBrowser),
      get(site, '/about', asBrowser),
      get(site, '/about', throughExpress),
    ])
    expect(browser.headers['x-page-cache']).toBe('hit')
    expect(browser.headers['content-encoding']).toBe('gzip')
    expect(comparable(browser)).toEqual(comparable(other))
    expect(browser.raw.equals(other.raw)).toBe(true)
    expect(browser.headers['content-security-policy']).not.toBe(again.headers['content-security-policy'])
    const etag = String(browser.headers.etag)
    const [browserValidated, otherValidated] = await Promise.all([
      get(site, '/about', { ...asBrowser, 'if-none-match': `"other", ${etag}` }),
      get(site, '/about', { ...throughExpress, 'if-none-match': `"other", ${etag}` }),
    ])
    expect(browserValidated.status).toBe(304)
    expect(browserValidated.body).toBe('')
    expect(comparable(browserValidated)).toEqual(comparable(otherValidated))
  })

  it('go out gzipped only to a client that accepts gzip, its q-values read', async () => {
    for (const path of ['/about', '/contact']) {
      await everyProcess(path)
      const gzipped = await get(site, path, { 'accept-encoding': 'gzip' })
      expect(gzipped.headers['content-encoding'], path).toBe('gzip')
      expect(gunzipSync(gzipped.raw).toString('utf8'), path).toContain('</html>')
      for (const refusing of ['gzip;q=0', 'gzip; q=0.000, identity', 'identity, gzip;q=0', '*;q=0, identity']) {
        const answer = await get(site, path, { 'accept-encoding': refusing })
        expect(answer.headers['content-encoding'], `${path} ${refusing}`).toBeUndefined()
        expect(answer.body, `${path} ${refusing}`).toContain('</html>')
      }
    }
  })

  it('never come from the cache nor are marked public for a client’s session', async () => {
    await everyProcess('/about')
    const { cookie } = await clientSession(site)
    for (const answer of await everyProcess('/about', { Cookie: cookie })) {
      expect(answer.status).toBe(200)
      expect(answer.headers['cache-control']).toBe('private, no-store')
      expect(answer.headers['x-page-cache']).toBeUndefined()
      expect(answer.headers.etag).toBeUndefined()
    }
  })

  it('are never stored at the address of a mailed link: each visitor of a link gets a form of its own', async () => {
    const links = ['confirm-account', 'new-password', 'login-link'].map((page) => `/client-account/${page}/a%40exemple.fr/un-jeton-de-lien`)
    for (const link of links) {
      const answers = await everyProcess(link)
      const keys = new Set<string>()
      for (const answer of answers) {
        expect(answer.status, link).toBe(200)
        expect(answer.headers['cache-control'], link).toBe('private, no-store')
        expect(answer.headers['x-page-cache'], link).toBeUndefined()
        keys.add(answer.body.match(/name="formKey" value="([^"]+)"/)?.[1] ?? '')
      }
      expect(keys.size, link).toBe(answers.length)
    }
  })
})

describe('query parameters', () => {
  /** Every same-site address with a query that a page links to (its forms post, and a post is never redirected). */
  const addressesWithQuery = (html: string) =>
    [...html.matchAll(/\bhref="(\/[^"]*\?[^"]*)"/g)].map(([, address]) => address.replaceAll('&amp;', '&'))

  it('that a page does not read send it to its address without them: one entry, whatever is made up', async () => {
    const blog = await get(site, '/blog')
    const filter = /href="\/blog\?filtre=(\d+)"/.exec(blog.body)?.[1]
    expect(filter, 'a filter of the blog').toBeTruthy()
    const made = (suffix: string) => `${Math.random().toString(36).slice(2)}${suffix}`
    const cases: [string, string][] = [
      ...Array.from({ length: 20 }, (): [string, string] => [`/blog?bust=${made('')}`, '/blog']),
      ['/blog?&&', '/blog'],
      [`/blog?utm_source=lettre&filtre=${filter}&bust=${made('')}`, `/blog?filtre=${filter}`],
      [`/about?bust=${made('')}`, '/about'],
      [`/client-account?bust=${made('')}&redirectTo=%2Fcontact`, '/client-account?redirectTo=%2Fcontact'],
    ]
    for (const [address, clean] of cases) {
      const answer = await get(site, address)
      expect(answer.status, address).toBe(301)
      expect(answer.headers.location, address).toBe(clean)
    }
    await everyProcess('/blog')
    for (const answer of await everyProcess('/blog')) expect(answer.headers['x-page-cache']).toBe('hit')
  })

  it('that a page reads stay in its key: the blog’s filter, the login’s return address', async () => {
    const blog = await get(site, '/blog')
    const filter = /href="\/blog\?filtre=(\d+)"[^>]*>([^<]+)</.exec(blog.body)
    expect(filter, 'a filter of the blog').toBeTruthy()
    const [, id, name] = filter!
    const filtered = await everyProcess(`/blog?filtre=${id}`)
    for (const answer of filtered) {
      expect(answer.status).toBe(200)
      expect(answer.body).toContain(`<title>Blog\u00a0: ${name}`)
    }
    for (const answer of await everyProcess(`/blog?filtre=${id}`)) expect(answer.headers['x-page-cache']).toBe('hit')
    expect((await get(site, '/blog')).body).not.toContain(`<title>Blog\u00a0: ${name}`)
    // A filter that does not exist is no page to keep: each made-up value is the 404 page, rendered, never stored.
    for (const made of ['999999999', 'abc', `${id}x`]) {
      for (const answer of await everyProcess(`/blog?filtre=${made}`)) {
        expect(answer.status, made).toBe(404)
        expect(answer.headers['x-page-cache'], made).toBeUndefined()
      }
    }
    const login = await get(site, '/client-account?redirectTo=%2Fcontact')
    expect(login.status).toBe(200)
    expect(login.body).toContain('/contact')
  })

  it('that the site’s own pages link to are never redirected', async () => {
    const pages = ['/', '/blog', '/contact', '/client-account', '/registration', '/registration/event/workshops']
    const linked = new Set<string>()
    for (const path of pages) {
      const answer = await get(site, path)
      for (const address of addressesWithQuery(answer.body)) linked.add(address)
      for (const registration of answer.body.matchAll(/href="(\/registration\/event\/workshops\/\d+)"/g)) {
        for (const address of addressesWithQuery((await get(site, registration[1])).body)) linked.add(address)
      }
    }
    expect(linked.size).toBeGreaterThan(2)
    for (const address of linked) expect((await get(site, address)).status, address).not.toBe(301)
  })

  it('that Remix’s browser code sends to discover routes reach it: no redirect, no « manifest version mismatch »', async () => {
    // The version Remix's browser code sends is the build's, which names the manifest script a page loads.
    const version = (await get(site, '/contact')).body.match(/\/build\/manifest-([0-9A-F]+)\.js/)?.[1]?.toLowerCase()
    expect(version).toBeTruthy()
    const discovery = await get(site, `/__manifest?p=%2Fadmin%2Flogin&p=%2Fcontact&version=${version}`)
    expect(discovery.status).toBe(200)
    expect(discovery.body).toContain('routes/admin_.login')
  })
})

describe('a page rendered for its request', () => {
  it('goes out compressed in one stream, about as small as the page compressed at once', async () => {
    // A client's session: rendered for this request, never from the page cache.
    const { cookie } = await clientSession(site)
    const answer = await get(site, '/contact', { 'accept-encoding': 'gzip', cookie })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('gzip')
    const page = gunzipSync(answer.raw)
    expect(page.toString('utf8')).toContain('</html>')
    // Flushed after each chunk React renders, with zlib's full flush, it came out one and a half times as large.
    expect(answer.raw.length).toBeLessThan(gzipSync(page).length * 1.1)
  })
})

describe('the build’s scripts and style sheets', () => {
  it('go out as the build compressed them: brotli to a browser, gzip to a client without brotli, plain to the others', async () => {
    const html = (await get(site, '/contact')).body
    const files = [...html.matchAll(/<link rel="(modulepreload|stylesheet)" href="(\/build\/[^"]+)"/g)].map(([, rel, path]) => ({
      path,
      type: rel === 'stylesheet' ? 'text/css' : 'application/javascript',
    }))
    expect(new Set(files.map(({ type }) => type)).size, html).toBe(2)
    for (const { path, type } of files) {
      const plain = await get(site, path)
      expect(plain.status, path).toBe(200)
      expect(plain.headers['content-encoding'], path).toBeUndefined()
      expect(plain.headers['cache-control'], path).toBe('public, max-age=31536000, immutable')
      const asBrowser = await get(site, path, { 'accept-encoding': 'gzip, deflate, br, zstd' })
      const asGzipOnly = await get(site, path, { 'accept-encoding': 'gzip' })
      for (const [answer, encoding, decode] of [
        [asBrowser, 'br', brotliDecompressSync],
        [asGzipOnly, 'gzip', gunzipSync],
      ] as const) {
        expect(answer.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding)
        expect(answer.headers['content-type'], path).toContain(type)
        expect(answer.headers.vary, path).toContain('Accept-Encoding')
        expect(answer.headers['cache-control'], path).toBe('public, max-age=31536000, immutable')
        expect(Number(answer.headers['content-length']), path).toBe(answer.raw.length)
        expect(decode(answer.raw).equals(plain.raw), `${path} ${encoding}`).toBe(true)
      }
      // Compressed once at their best, not by the compression middleware's gzip at each request.
      expect(asGzipOnly.raw.length, path).toBeLessThanOrEqual(gzipSync(plain.raw).length)
      expect(asBrowser.raw.length, path).toBeLessThan(asGzipOnly.raw.length)
    }
  })
})

describe('a stored page under the Content-Security-Policy', () => {
  const browser = browserForTests()

  it('carries this answer’s nonce in its scripts, which run: the page hydrates in Chromium', async () => {
    const { page } = browser
    const refused: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
    })
    await everyProcess('/contact')
    const answer = await page.goto(`${site.url}/contact`)
    expect(answer?.headers()['x-page-cache']).toBe('hit')
    const nonce = /'nonce-([^']+)'/.exec(answer?.headers()['content-security-policy'] ?? '')?.[1]
    expect((await answer!.text()).match(/ nonce="[^"]*"/g)?.every((attribute) => attribute === ` nonce="${nonce}"`)).toBe(true)
    await page.waitForFunction(() => '__remixRouter' in window)
    expect(refused).toEqual([])
    // Its nonce is this answer's own: no shared cache may keep it, no 304 may pair an old body with a new policy.
    expect(answer?.headers()['cache-control']).toBe('no-cache')
    expect((await get(site, '/contact', { 'If-None-Match': String(answer?.headers().etag) })).status).toBe(200)
  })
})

describe('visitors who leave at once', () => {
  it('give their turn back: the site still renders after more of them than it renders at once', async () => {
    // Each request reaches the render limit after its connection was reset (the site looked for a file of that name in
    // public/ meanwhile): a turn counted for them was never given back, and after twelve a process answered no more.
    await Promise.all(Array.from({ length: 40 }, (_, index) => sendAndLeave(site, `/page-quittee-${index}`)))
    const answers = await everyProcess('/robots.txt')
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
  })
})

describe('the cluster of site processes', () => {
  it('replaces a process that crashed, and the site keeps answering', async () => {
    const before = workers()
    expect(before).toHaveLength(2)
    process.kill(before[0], 'SIGKILL')
    for (let tries = 0; ; tries++) {
      const now = workers()
      if (now.length === 2 && !now.includes(before[0])) break
      if (tries > 100) throw new Error(`no new process: ${now.join(', ')}\n${site.logs()}`)
      await sleep(100)
    }
    for (const answer of await everyProcess('/method')) expect(answer.status).toBe(200)
  })
})

describe('while the API is stopped', () => {
  it('serves the pages it has, stale, with a notice only where a form needs the API, and the error page for the others', async () => {
    const before = new Map<string, string>()
    for (const path of ['/blog/1', '/news', '/contact']) {
      const answers = await everyProcess(path)
      for (const answer of answers) expect(answer.status).toBe(200)
      before.set(path, answers[0].body)
    }
    await site.stopApi()

    for (const path of ['/blog/1', '/news']) {
      for (const answer of await everyProcess(path)) {
        expect(answer.status, path).toBe(200)
        expect(answer.headers['x-page-cache'], path).toBe('stale')
        expect(answer.body, path).toBe(before.get(path))
      }
    }
    for (const answer of await everyProcess('/')) {
      expect(answer.status).toBe(200)
      expect(answer.body).toContain('Une introduction réécrite par l’équipe')
    }
    for (const answer of await everyProcess('/contact')) {
      expect(answer.status).toBe(200)
      expect(answer.body).toContain('Le serveur de l’école ne répond pas pour le moment')
    }
    // Never rendered while the API answered: nothing to serve but the error page.
    expect((await get(site, '/blog/2')).status).toBe(503)
  })
})
