import { type AgnosticRouteObject, matchRoutes } from '@remix-run/router'
import { build } from 'esbuild'
import { beforeAll, describe, expect, it } from 'vitest'
import { publicRoutes } from '../../content/public-routes'
import { registrationCategories } from '../../server/contract/registration-categories'
import { projectRoot } from '../../server/paths'
import {
  type BrowserBuild,
  chunksOf,
  CONTENT_PAGES,
  contractModule,
  forbiddenInputs,
  type ForbiddenModule,
  JS_BUDGET_KB,
  jsdiff,
  outputOf,
  type PageScripts,
  pageScripts,
  prosemirror,
  readBrowserBuild,
  type SiteRoute,
  siteRoutes,
  tiptap,
  zod,
} from '../support/bundle'
import { nextRegistrationOf, openAccountThroughApi } from '../support/client-area'
import { siteForTests } from '../support/site'

/**
 * The rules that keep the public pages light (decisions 0009, 0010, 0012), checked on the build the e2e global
 * setup makes: what each route's JavaScript is made of (esbuild's metafile), which pages ship no script and how
 * much JavaScript the others load (their HTML, from the running site).
 */

/** The shared budget (tests/support/bundle.ts), in bytes. */
const BUDGET_BYTES = JS_BUDGET_KB * 1024

/** An address no route knows: the 404 page, which runs Remix like the others. */
const UNKNOWN_PATH = '/une/page-inconnue'
const GONE_PLACE_PATH = '/registration/place/un-jeton'
const UNKNOWN_SURVEY_PATH = '/survey/un-jeton'

const isAdmin = (path: string) => path === '/admin' || path.startsWith('/admin/')

/** What no public route may send the browser: the forms validate on the server (0010), the editor is the back-office's. */
const PUBLIC_FORBIDDEN: ForbiddenModule[] = [zod, contractModule, tiptap, prosemirror]

/** The rich-text editor (issue 13): with Tiptap and ProseMirror, a chunk of its own that staff pages load on demand. */
const EDITOR_MODULE = 'app/components/admin/rich-text-editor.tsx'

/**
 * What a route's JavaScript must not hold, by its path. The back-office (`/admin/*`) may use zod and the contract
 * in the browser and is left out of the budget; where its editor may sit is checked per chunk (below).
 */
function forbiddenFor(path: string): ForbiddenModule[] {
  return isAdmin(path) ? [] : PUBLIC_FORBIDDEN
}

let bundle: BrowserBuild
let routes: SiteRoute[]
beforeAll(() => {
  bundle = readBrowserBuild()
  routes = siteRoutes()
})

/** A route's full path, from its parents' (`/` for the root, `/blog/:id`). */
function fullPath(route: SiteRoute): string {
  const parts: string[] = []
  for (let current: SiteRoute | undefined = route; current; current = routes.find((item) => item.id === current!.parentId)) {
    if (current.path) parts.unshift(current.path)
  }
  return `/${parts.join('/')}`.replace(/\/+/g, '/')
}

describe('what each route sends the browser', () => {
  it('the metafile is this build’s, and each detector finds its modules in a bundle that holds them', async () => {
    // Every module of the manifest is an output of the metafile: the two describe the same build.
    for (const route of Object.values(bundle.manifest.routes))
      expect(bundle.metafile.outputs[outputOf(route.module)], route.id).toBeTruthy()
    // A fixture bundled by esbuild as Remix bundles the browser build: one import of each forbidden kind, and a
    // contract module written for the browser, which is allowed.
    const fixture = await build({
      stdin: {
        contents: [
          "import { z } from 'zod'",
          "import * as contact from './server/contract/contact'",
          "import { clientTypes } from './server/contract/client-fields'",
          "import { Editor } from '@tiptap/core'",
          "import { EditorState } from '@tiptap/pm/state'",
          "import { diffWords } from 'diff'",
          'console.log(z, contact, clientTypes, Editor, EditorState, diffWords)',
        ].join('\n'),
        resolveDir: projectRoot,
        loader: 'ts',
      },
      absWorkingDir: projectRoot,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      outfile: 'fixture.js',
      metafile: true,
      write: false,
      logLevel: 'silent',
    })
    const chunks = Object.keys(fixture.metafile.outputs)
    for (const kind of [...PUBLIC_FORBIDDEN, jsdiff]) expect(forbiddenInputs(fixture.metafile, chunks, [kind]), kind.name).not.toEqual([])
    const contract = forbiddenInputs(fixture.metafile, chunks, [contractModule])
    expect(contract).toContain('a contract module (server/contract): server/contract/contact.ts')
    expect(contract.filter((found) => found.includes('client-fields'))).toEqual([])
  })

  it('no public route loads zod, a contract module, Tiptap or ProseMirror', () => {
    const { manifest, metafile } = bundle
    const found: string[] = []
    for (const route of routes) {
      const path = fullPath(route)
      const modules = [manifest.entry.module, manifest.routes.root.module, manifest.routes[route.id].module].map(outputOf)
      // Dynamic imports count: code the page may load later still runs in the browser.
      const chunks = chunksOf(metafile, modules, { dynamic: true })
      found.push(...forbiddenInputs(metafile, chunks, forbiddenFor(path)).map((what) => `${path} (${route.id}) → ${what}`))
    }
    expect(found).toEqual([])
  })

  it('jsdiff sits in no chunk at all: the revisions page draws its diff on the server', () => {
    const chunks = Object.keys(bundle.metafile.outputs).filter((chunk) => chunk.endsWith('.js'))
    expect(forbiddenInputs(bundle.metafile, chunks, [jsdiff])).toEqual([])
  })

  it('Tiptap and ProseMirror sit only in the editor’s own chunk, which only back-office routes can load', () => {
    const { manifest, metafile } = bundle
    const editorChunks = Object.keys(metafile.outputs).filter(
      (chunk) => chunk.endsWith('.js') && EDITOR_MODULE in metafile.outputs[chunk].inputs,
    )
    expect(editorChunks).toHaveLength(1)
    const [editorChunk] = editorChunks
    // Every chunk holding the editor's libraries is the editor's: nothing of them rides along with shared code.
    const holders = Object.keys(metafile.outputs).filter(
      (chunk) => chunk.endsWith('.js') && forbiddenInputs(metafile, [chunk], [tiptap, prosemirror]).length,
    )
    expect(holders).toEqual([editorChunk])
    // Loaded on demand (a dynamic import), never with a route's own modules, and reached by admin routes only.
    const reachedBy = routes
      .filter((route) => {
        const modules = [manifest.entry.module, manifest.routes.root.module, manifest.routes[route.id].module].map(outputOf)
        expect(chunksOf(metafile, modules), route.id).not.toContain(editorChunk)
        return chunksOf(metafile, modules, { dynamic: true }).includes(editorChunk)
      })
      .map(fullPath)
    expect(reachedBy).toEqual(expect.arrayContaining(['/admin/blog-handler', '/admin/news-handler', '/admin/news-handler/:modifyId']))
    expect(reachedBy.filter((path) => !isAdmin(path))).toEqual([])
  })
})

describe('JavaScript per page, as the browser loads it', () => {
  const site = siteForTests()
  const sizes = new Map<string, number>()

  /** The scripts of a page (tests/support/bundle.ts, which the bench shares); the page must answer. */
  async function scriptsOf(path: string, cookie?: string): Promise<PageScripts> {
    const scripts = await pageScripts(site.url, path, { cookie, sizes })
    expect(scripts.status, `${path}\n${site.logs()}`).toBe(
      path === UNKNOWN_PATH || path === UNKNOWN_SURVEY_PATH ? 404 : path === GONE_PLACE_PATH ? 410 : 200,
    )
    return scripts
  }

  /** A client's session cookie, from the login form posted as a browser without JavaScript posts it. */
  async function clientCookie(): Promise<string> {
    const { email, password } = await openAccountThroughApi(site)
    const response = await fetch(`${site.url}/client-account?index`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'login', email, password, site_web: '' }),
      headers: { Origin: site.url },
      redirect: 'manual',
    })
    expect(response.status, site.logs()).toBe(302)
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')
  }

  it('the content pages load 0 KB of JavaScript: no script file, no module preload, no inline code', async () => {
    const loaded: string[] = []
    for (const path of CONTENT_PAGES) {
      const scripts = await scriptsOf(path)
      if (scripts.bytes) loaded.push(`${path}: ${(scripts.bytes / 1024).toFixed(1)} KB (${scripts.files.join(', ')})`)
    }
    expect(loaded).toEqual([])
  })

  it(`pages marked static ship no script, and every page that runs Remix stays within ${JS_BUDGET_KB} KB of gzipped JavaScript`, async () => {
    const registration = await nextRegistrationOf(site, 'event', 'webinars')
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
    const anonymous = [
      ...new Set([
        ...publicRoutes,
        ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname),
        '/podcast',
        ...Object.entries(registrationCategories).flatMap(([category, subcategories]) =>
          subcategories.map((sub) => `/registration/${category}/${sub}`),
        ),
        registration.path,
        '/client-account',
        '/client-account/new-link',
        '/client-account/new-password/camille%40example.fr/un-jeton',
        '/client-account/confirm-account/camille%40example.fr/un-jeton',
        '/client-account/login-link',
        '/client-account/login-link/camille%40example.fr/un-jeton',
        // A held place's page whose link is gone (410): the page that says so.
        GONE_PLACE_PATH,
        // A survey's page whose link is unknown (404): the page that says so (decision 0040).
        UNKNOWN_SURVEY_PATH,
        // The 404 page of an unknown address.
        UNKNOWN_PATH,
      ]),
    ].filter((path) => !isAdmin(path))
    const cookie = await clientCookie()
    const connected = ['/client-account', '/client-account/delete', registration.path]
    const visits = [...anonymous.map((path) => ({ path, cookie: undefined })), ...connected.map((path) => ({ path, cookie }))]

    const tree = routeTree()
    const reached = new Set<string>()
    const report: string[] = []
    const problems: string[] = []
    for (const { path, cookie: withCookie } of visits) {
      const matches = matchRoutes(tree, path) ?? []
      for (const match of matches) reached.add(match.route.id!)
      // A registration's page runs Remix for a connected client only, who gets its form: a visitor loads no script.
      const isStatic =
        matches.some((match) => routes.find((route) => route.id === match.route.id)?.static) || (!withCookie && path === registration.path)
      const scripts = await scriptsOf(path, withCookie)
      const label = `${path}${withCookie ? ' (connecté)' : ''}`
      report.push(`${label}: ${(scripts.bytes / 1024).toFixed(1)} KB, ${new Set(scripts.files).size} fichiers`)
      if (isStatic && (scripts.files.length || scripts.inline.length))
        problems.push(`${label} is a static page but ships ${scripts.files.join(', ')} ${scripts.inline.length} inline`)
      if (scripts.bytes > BUDGET_BYTES)
        problems.push(`${label} loads ${(scripts.bytes / 1024).toFixed(1)} KB of gzipped JavaScript (≤ ${BUDGET_BYTES / 1024} KB)`)
    }
    console.log(`JavaScript per page (gzip):\n${report.join('\n')}`)
    expect(problems).toEqual([])
    // Every page route was measured: a new public route must be listed above (or be a static one the list reaches).
    const unmeasured = routes
      .filter((route) => route.page && !reached.has(route.id) && !isAdmin(fullPath(route)) && route.id !== 'routes/bench-baseline')
      .map((route) => `${route.id} (${fullPath(route)})`)
    expect(unmeasured).toEqual([])
    // The rule holds on something: offer pages and blog articles are static today.
    expect(routes.filter((route) => route.static).every((route) => reached.has(route.id))).toBe(true)
  })

  /** The site's routes as Remix nests them, for `matchRoutes`. */
  function routeTree(): AgnosticRouteObject[] {
    const childrenOf = (parentId: string | undefined): AgnosticRouteObject[] =>
      routes
        .filter((route) => route.parentId === parentId)
        .map((route) =>
          route.index
            ? { id: route.id, index: true, path: route.path }
            : { id: route.id, path: route.path, children: childrenOf(route.id) },
        ) as AgnosticRouteObject[]
    return childrenOf(undefined)
  }
})
