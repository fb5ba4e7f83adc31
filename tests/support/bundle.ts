import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { site as school } from '../../content/site'
import { registrationCategories } from '../../server/contract/registration-categories'
import { projectRoot } from '../../server/paths'

/**
 * What the browser build is made of, read from the build's own records rather than from the minified code:
 * `public/build/manifest-*.js` (Remix: each route's module and the chunks it imports) and
 * `build/metafile.js.json` (esbuild: for every output file, the source files that went into it and the files it
 * imports). A source path such as `node_modules/zod/…` or `server/contract/contact.ts` names a module exactly,
 * whatever the minifier did to its code: no content marker to keep up to date with each library's version.
 */
export interface Metafile {
  outputs: Record<string, { imports: { path: string; kind: string }[]; inputs: Record<string, { bytesInOutput: number }> }>
}

export interface BrowserBuild {
  metafile: Metafile
  manifest: {
    entry: { module: string; imports: string[] }
    routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] }>
  }
}

export function readBrowserBuild(): BrowserBuild {
  const metafile = JSON.parse(readFileSync(join(projectRoot, 'build/metafile.js.json'), 'utf8')) as Metafile
  const manifestFile = readdirSync(join(projectRoot, 'public/build')).find((name) => /^manifest-.*\.js$/.test(name))
  if (!manifestFile) throw new Error('no public/build/manifest-*.js: the site is not built')
  const source = readFileSync(join(projectRoot, 'public/build', manifestFile), 'utf8')
  const manifest = JSON.parse(source.replace(/^window\.__remixManifest=/, '').replace(/;\s*$/, ''))
  return { metafile, manifest }
}

/** A module's URL (`/build/…`) as the metafile names its output (`public/build/…`). */
export const outputOf = (url: string) => `public${url}`

/**
 * Every output file a set of files brings along, following their imports. `dynamic` adds the files they may load
 * later (`import()`): code the page can still run, so it counts for what must never reach the browser.
 */
export function chunksOf(metafile: Metafile, files: string[], { dynamic = false } = {}): string[] {
  const seen = new Set<string>()
  const pending = [...files]
  while (pending.length) {
    const file = pending.pop()!
    if (seen.has(file)) continue
    const output = metafile.outputs[file]
    if (!output) throw new Error(`${file} is not an output of build/metafile.js.json: the build and its metafile differ`)
    seen.add(file)
    for (const imported of output.imports) {
      if (imported.kind === 'import-statement' || (dynamic && imported.kind === 'dynamic-import')) pending.push(imported.path)
    }
  }
  return [...seen]
}

/** A kind of module a chunk must not hold, told by the source paths of its inputs. */
export interface ForbiddenModule {
  name: string
  matches(input: string): boolean
}

/**
 * The contract modules written without zod for the browser (decision 0010): plain data and helpers importing
 * nothing. Every other contract module is a zod schema, or brings one.
 */
export const BROWSER_SAFE_CONTRACT = ['client-fields.ts', 'dates.ts', 'registration-categories.ts', 'text.ts']

const inPackage = (input: string, name: string) => new RegExp(`(^|/)node_modules/${name}/`).test(input)

export const zod: ForbiddenModule = { name: 'zod', matches: (input) => inPackage(input, 'zod') || inPackage(input, '@conform-to/zod') }
export const contractModule: ForbiddenModule = {
  name: 'a contract module (server/contract)',
  matches: (input) => {
    const match = /(?:^|\/)server\/contract\/(.+)$/.exec(input)
    return Boolean(match && !BROWSER_SAFE_CONTRACT.includes(match[1]))
  },
}
export const tiptap: ForbiddenModule = { name: 'Tiptap', matches: (input) => inPackage(input, '@tiptap/[^/]+') }
export const prosemirror: ForbiddenModule = { name: 'ProseMirror', matches: (input) => inPackage(input, 'prosemirror-[^/]+') }
export const jsdiff: ForbiddenModule = { name: 'jsdiff', matches: (input) => inPackage(input, 'diff') }

/** The inputs of `chunks` that a forbidden kind matches, as « kind: path ». */
export function forbiddenInputs(metafile: Metafile, chunks: string[], forbidden: ForbiddenModule[]): string[] {
  const found = new Set<string>()
  for (const chunk of chunks) {
    for (const input of Object.keys(metafile.outputs[chunk].inputs)) {
      for (const kind of forbidden) if (kind.matches(input)) found.add(`${kind.name}: ${input.replace(/^.*node_modules\//, '')}`)
    }
  }
  return [...found]
}

export interface SiteRoute {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  /** Its module renders a page (a default export): resource routes answer files or redirects. */
  page: boolean
  /** `handle = staticPage`: the document leaves out Remix's scripts (decision 0012). */
  static: boolean
}

/**
 * The routes of the server build with what their modules say, read in a process of its own: importing the build
 * reads the production configuration, which must not touch the test's process.
 */
export function siteRoutes(): SiteRoute[] {
  const script = `
    const build = await import(${JSON.stringify(join(projectRoot, 'build/index.js'))})
    const routes = Object.values(build.routes).map(({ id, parentId, path, index, module }) => ({
      id, parentId, path, index, page: typeof module.default === 'function', static: module.handle?.hydrate === false,
    }))
    process.stdout.write(JSON.stringify(routes))`
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: 'production', SESSION_SECRET: 'a-session-secret-for-the-bundle-test', LOG_LEVEL: 'error' },
  })
  return JSON.parse(String(output))
}

/** The scripts a page loads: files (`<script src>`, module preloads) and inline code (Remix's context), gzipped. */
export interface PageScripts {
  status: number
  files: string[]
  inline: string[]
  /** Gzip bytes: the inline code together, each file once. */
  bytes: number
}

/**
 * What a page costs the browser in JavaScript, from its HTML as the site sends it: the bundle test's budget and
 * `npm run bench` count it the same way. `sizes` keeps each file's gzip size between pages.
 */
export async function pageScripts(
  siteUrl: string,
  path: string,
  { cookie, sizes = new Map<string, number>() }: { cookie?: string; sizes?: Map<string, number> } = {},
): Promise<PageScripts> {
  const response = await fetch(`${siteUrl}${path}`, { headers: cookie ? { cookie } : {} })
  const html = await response.text()
  const files = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g)].map(
    ([, src]) => new URL(src, siteUrl).href,
  )
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => code,
  )
  let bytes = inline.length ? gzipSync(inline.join('\n')).length : 0
  for (const file of new Set(files)) {
    if (!sizes.has(file)) sizes.set(file, gzipSync(Buffer.from(await (await fetch(file)).arrayBuffer())).length)
    bytes += sizes.get(file)!
  }
  return { status: response.status, files, inline, bytes }
}

/**
 * At most this much gzipped JavaScript (KB) on a page that runs Remix, for the bundle test and `npm run bench` alike
 * (issue 4: 95 KB; 96 KB since issue 28 gave the connected client area its cancellation step and waiting-list
 * positions, 95.2 KB then; 97 KB since issue 31 gave it its certificates and the new setup and survey pages split the
 * account forms' shared chunks, 96.2 KB then).
 */
export const JS_BUDGET_KB = 97

/**
 * The content pages (issue 15, point 6; decision 0021): text, pictures and links, 0 KB of JavaScript like the offer
 * pages and the articles (whose scripts the bundle test counts with the other static routes). The bundle test and
 * `npm run bench` hold them to it.
 */
export const CONTENT_PAGES = [
  '/',
  '/about',
  '/coaching',
  `/${school.school.slug}`,
  `/${school.founder.slug}`,
  '/method',
  '/news',
  '/blog',
  '/registration',
  ...Object.entries(registrationCategories).flatMap(([category, subcategories]) =>
    subcategories.map((sub) => `/registration/${category}/${sub}`),
  ),
  '/legal-notice',
  // The home page under another address (section 2).
  '/podcast',
]
