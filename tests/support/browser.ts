import { createHash } from 'node:crypto'
import { access, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import axe from 'axe-core'
import { type Browser as ChromiumBrowser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, inject, it } from 'vitest'
import type { TestSite } from './site'
import { CHROMIUM_HEADLESS_SHELL } from './system'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder of the run where each page axe found clean leaves a file named after what axe saw. */
    a11yAuditedDir?: string
  }
}

/** Script elements, which axe does not audit and which carry a fresh nonce at each answer. */
const SCRIPTS = /<script\b[\s\S]*?<\/script>/gi

/** Whether a page of this print was found clean earlier in the run. */
const auditedClean = (print: string) =>
  access(print).then(
    () => true,
    () => false,
  )

/**
 * What axe sees of a page: its document without scripts (stylesheets are addressed by their content's hash, so the
 * html names the styles too) at its viewport. Two pages with the same print give axe the same input: one audit
 * serves both, across the files and workers of a run (the same offer page is seen with and without JavaScript, in
 * several files; every 404 page is the same document).
 */
function auditPrint(html: string, target: Page) {
  // The same page of another test site differs by its origin alone (a port of its own), which axe does not look at.
  const origin = new URL(target.url()).origin
  const document = html.replace(SCRIPTS, '').replaceAll(origin, '')
  return createHash('sha256').update(JSON.stringify(target.viewportSize())).update(document).digest('hex')
}

/** The rules of the audit: WCAG 2.0 to 2.2, levels A and AA. */
const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  // Passes, inapplicable and incomplete rules come back with one element each instead of all of them.
  resultTypes: ['violations'],
} satisfies axe.RunOptions

interface Violation {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

/**
 * axe-core run in the page's document as it is now, its violations only. Written here rather than through
 * @axe-core/playwright, which evaluated axe's 560 KB source twice per audit and sent every passed rule's elements back:
 * this runner evaluates it once per document and sends back the violations alone, for the same rules and results
 * (issue 26: the audits were a third of the CPU of the e2e files that hold them).
 */
async function axeViolations(target: Page): Promise<Violation[]> {
  // The site's pages hold no frames: axe runs whole in the page rather than frame by frame.
  if (target.frames().length > 1) throw new Error(`${target.url()} holds a frame: audit it frame by frame`)
  if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(axe.source)
  return target.evaluate(async (options) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, options)
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
  }, AXE_OPTIONS)
}

export interface Browser {
  context: BrowserContext
  page: Page
  javaScriptEnabled: boolean
  /** axe-core on the page as the visitor sees it now: WCAG 2.0 to 2.2, levels A and AA. */
  expectNoA11yViolations(page?: Page): Promise<void>
  close(): Promise<void>
}

/**
 * Debian's Chromium headless shell, launched once per worker process: the e2e files of a worker share their modules (`isolate:
 * false`), so every browser of its tests is a context of this one, as isolated as a browser of its own (cookies,
 * storage, cache) and about 1.5 s quicker to open. Playwright ends it when the worker exits.
 */
let chromiumOfWorker: Promise<ChromiumBrowser> | undefined
function workerChromium(): Promise<ChromiumBrowser> {
  chromiumOfWorker ??= chromium
    .launch({
      executablePath: CHROMIUM_HEADLESS_SHELL,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
    .then((browser) => {
      browser.on('disconnected', () => (chromiumOfWorker = undefined))
      return browser
    })
  return chromiumOfWorker
}

/** A browser of its own for a test (a context of the worker's Chromium), in French, with or without JavaScript. */
export async function openBrowser({ javaScriptEnabled = true } = {}): Promise<Browser> {
  const browser = await workerChromium()
  // Without motion (app.css then turns transitions off): a step reads and axe audits the page at rest, where a
  // button clicked a moment before was still fading to its hover colour, which axe measured half-way (issue 26).
  const options = { locale: 'fr-FR', viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' } as const
  const context = await browser.newContext({ ...options, javaScriptEnabled })
  context.setDefaultTimeout(15_000)
  const page = await context.newPage()
  // axe runs as a script: pages seen without JavaScript are checked as a script-free copy in a second context.
  let auditPage: Page | undefined
  const snapshotOf = async (target: Page, html: string) => {
    auditPage ??= await (await browser.newContext(options)).newPage()
    // Written into a page of the site's origin, so that the stylesheets and pictures load as they did for the visitor,
    // from the audit context's cache after the first copy (a route serving the copy would turn that cache off).
    const { origin } = new URL(target.url())
    if (new URL(auditPage.url()).origin !== origin) await auditPage.goto(`${origin}/robots.txt`)
    await auditPage.setContent(html.replace(SCRIPTS, ''), { waitUntil: 'load' })
    return auditPage
  }
  return {
    context,
    page,
    javaScriptEnabled,
    async expectNoA11yViolations(target = page) {
      const html = await target.content()
      const auditedDir = inject('a11yAuditedDir')
      const print = auditedDir && join(auditedDir, auditPrint(html, target))
      if (print && (await auditedClean(print))) return
      const violations = await axeViolations(javaScriptEnabled ? target : await snapshotOf(target, html))
      if (violations.length) {
        const summary = violations
          .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.targets.join('\n  ')}`)
          .join('\n')
        throw new Error(`axe found ${violations.length} violation(s) on ${target.url()}:\n${summary}`)
      }
      if (print) await writeFile(print, target.url())
    },
    close: async () => {
      await Promise.all([context.close(), auditPage?.context().close()])
    },
  }
}

/** The browser of the tests of this file or describe block, opened before them and closed after them. */
export function browserForTests({ javaScriptEnabled = true } = {}): Browser {
  const browser = {} as Browser
  beforeAll(async () => {
    Object.assign(browser, await openBrowser({ javaScriptEnabled }))
  })
  afterAll(() => browser.close?.())
  return browser
}

/** Describes `title` twice: every page must work for a visitor whose browser runs JavaScript and for one whose browser does not. */
export function describeWithAndWithoutJavaScript(title: string, suite: (browser: Browser, javaScriptEnabled: boolean) => void) {
  describe.each([
    { javaScriptEnabled: true, mode: 'with JavaScript' },
    { javaScriptEnabled: false, mode: 'without JavaScript' },
  ])(`${title} $mode`, ({ javaScriptEnabled }) => suite(browserForTests({ javaScriptEnabled }), javaScriptEnabled))
}

/**
 * The last block of a file whose own site then loses its API for good: a visitor with JavaScript and one without
 * open `path` while the API still answers, the API stops, and `test` runs for each. One site serves the file's
 * blocks, instead of a site per visitor for the sake of this test.
 */
export function describeOnceTheApiStops(site: TestSite, path: string, title: string, test: (browser: Browser) => Promise<void>) {
  describe('once the API has stopped', () => {
    const browsers = [browserForTests({ javaScriptEnabled: true }), browserForTests({ javaScriptEnabled: false })]
    beforeAll(async () => {
      await Promise.all(browsers.map(({ page }) => page.goto(`${site.url}${path}`)))
      await site.stopApi()
    })
    it.each([
      { index: 0, mode: 'with JavaScript' },
      { index: 1, mode: 'without JavaScript' },
    ])(`${title} $mode`, ({ index }) => test(browsers[index]))
  })
}

/**
 * Writes `text` in an html text of the back-office as staff do: typed into the rich editor labelled `label` with
 * JavaScript, over its whole text (`{ overwrite: false }`: where the click leaves the caret); without, as a paragraph
 * in the html textarea `label (html)` that the page shows instead, whose html it replaces.
 */
export async function writeHtmlText(page: Page, label: string, text: string, javaScriptEnabled: boolean, { overwrite = true } = {}) {
  if (javaScriptEnabled) {
    const editor = page.getByRole('textbox', { name: label, exact: true })
    await editor.waitFor()
    await editor.click()
    if (overwrite) await page.keyboard.press('Control+A')
    await page.keyboard.type(text)
  } else {
    await page.getByRole('textbox', { name: `${label} (html)` }).fill(`<p>${text}</p>`)
  }
}

/** The paths of the scripts that `page` asks for from now on, until `stop()`. */
export function scriptsRequested(page: Page) {
  const paths: string[] = []
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname)
  }
  page.on('request', onRequest)
  return { paths, stop: () => page.off('request', onRequest) }
}
