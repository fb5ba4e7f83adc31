import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserForTests } from '../support/browser'
import { logInNewAccount } from '../support/client-area'
import { siteForTests } from '../support/site'

/**
 * The documents themselves, byte for byte, on every public page: what a crawler, a feed reader or a mail client
 * reads, the Nu Html Checker's verdict, and the Content-Security-Policy under which a browser runs them.
 */
const site = siteForTests()
const vnuJar = createRequire(import.meta.url)('vnu-jar') as string

/** Every public page: the sitemap's, the pages it leaves out (podcast, client area, registration lists and one
 * session) and a page that does not exist. */
async function publicPaths(): Promise<string[]> {
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname)
  const linksOn = async (path: string, pattern: RegExp) =>
    [...(await (await fetch(`${site.url}${path}`)).text()).matchAll(/href="([^"]+)"/g)]
      .map(([, href]) => href)
      .filter((href) => pattern.test(href))
  const lists = [...new Set(await linksOn('/registration', /^\/registration\/[a-z-]+\/[a-z-]+$/))]
  const [session] = await linksOn(lists[0], /^\/registration\/[a-z-]+\/[a-z-]+\/\d+$/)
  expect(lists.length, 'the registration lists linked from /registration').toBeGreaterThan(3)
  expect(session, `a session linked from ${lists[0]}`).toBeTruthy()
  return [...new Set([...listed, '/podcast', '/client-account', ...lists, session, '/cette-page-n-existe-pas'])]
}

const pages = new Map<string, Buffer>()

beforeAll(async () => {
  for (const path of await publicPaths()) pages.set(path, Buffer.from(await (await fetch(`${site.url}${path}`)).arrayBuffer()))
  expect(pages.size).toBeGreaterThan(50)
}, 120_000)

describe('every public page as bytes', () => {
  it('has no NUL byte, whatever the multi-byte characters at the stream’s chunk boundaries', () => {
    const withNul = [...pages].filter(([, bytes]) => bytes.includes(0)).map(([path]) => path)
    expect(withNul).toEqual([])
  })

  it('is valid HTML for the Nu Html Checker, scripts inside the body', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'nu-check-'))
    try {
      const files = new Map<string, string>()
      for (const [path, bytes] of pages) {
        const file = join(dir, `${files.size}.html`)
        files.set(file, path)
        await writeFile(file, bytes)
      }
      const { stdout } = await promisify(execFile)(
        'java',
        // One short run: the JIT's first tier only (half the CPU of the default), which needs a deeper stack.
        [
          '-XX:TieredStopAtLevel=1',
          '-XX:+UseSerialGC',
          '-Xss4m',
          '-jar',
          vnuJar,
          '--errors-only',
          '--format',
          'json',
          '--stdout',
          '--exit-zero-always',
          dir,
        ],
        {
          maxBuffer: 16 * 1024 * 1024,
        },
      )
      const messages = (JSON.parse(stdout) as { messages: { url: string; message: string; extract?: string }[] }).messages
      const errors = messages.map(({ url, message, extract }) => `${files.get(new URL(url).pathname)}: ${message} ${extract ?? ''}`)
      expect(errors).toEqual([])
      expect(pages.get('/contact')!.toString()).toMatch(
        /<script[^>]*>window\.__remixContext\.streamController\.close\(\);<\/script>(<!--[^>]*-->)*<\/body><\/html>$/,
      )
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 120_000)
})

describe('the Content-Security-Policy', () => {
  const browser = browserForTests()
  /** What the browser refused in the current page, as its `securitypolicyviolation` events saw it. */
  const violations = () => browser.page.evaluate(() => (window as unknown as { violations: string[] }).violations)

  beforeAll(async () => {
    await browser.context.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { violations: string[] }).violations = seen
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
    })
  })

  it('names a fresh nonce in every answer, carried by every inline script of the page and no other', async () => {
    const [first, second] = await Promise.all([fetch(`${site.url}/contact`), fetch(`${site.url}/contact`)])
    const nonces = [first, second].map(
      (answer) => /script-src 'self' 'nonce-([A-Za-z0-9+/=]{22,})'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1],
    )
    expect(nonces[0]).toBeTruthy()
    expect(nonces[0]).not.toBe(nonces[1])
    const policy = first.headers.get('content-security-policy')!
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) expect(policy).toContain(directive)
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    const scripts = [...(await first.text()).matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes)
    expect(scripts.length).toBeGreaterThan(2)
    expect(
      scripts.filter((attributes) => !attributes.includes('application/ld+json') && !attributes.includes(`nonce="${nonces[0]}"`)),
    ).toEqual([])
  })

  it('lets every public page run as written, and refuses a script the page did not write', async () => {
    const { page } = browser
    const refused: string[] = []
    for (const path of pages.keys()) {
      await page.goto(`${site.url}${path}`)
      refused.push(...(await violations()).map((violation) => `${path}: ${violation}`))
    }
    expect(refused).toEqual([])
    // /contact runs Remix: it hydrated, so its scripts ran; a script injected without the nonce does not.
    await page.goto(`${site.url}/contact`)
    await page.waitForFunction(() => '__remixRouter' in window)
    const ran = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.injected = true'
      document.body.append(script)
      return 'injected' in window
    })
    expect(ran).toBe(false)
    expect(await violations()).toEqual([expect.stringMatching(/^script-src/)])
  }, 180_000)

  it('lets every page of the client area run as written', async () => {
    const { page } = browser
    await logInNewAccount(page, site)
    await page.getByRole('main').getByRole('button', { name: 'Se déconnecter' }).waitFor()
    const paths = ['/client-account', '/client-account/delete', '/client-account/new-link']
    const refused: string[] = []
    for (const path of paths) {
      await page.goto(`${site.url}${path}`)
      await page.waitForFunction(() => '__remixRouter' in window)
      refused.push(...(await violations()).map((violation) => `${path}: ${violation}`))
    }
    expect(refused).toEqual([])
  }, 60_000)
})

afterAll(() => pages.clear())
