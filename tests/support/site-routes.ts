import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { offerRouteTable } from '../../app/offers/routes'
import { projectRoot } from '../../server/paths'

export interface SiteRoute {
  /** The URL pattern, e.g. `/admin/news-handler/:modifyId`. */
  path: string
  /** The route module, relative to app/. */
  file: string
  /** Its module exports an action: it answers POSTs. */
  hasAction: boolean
  /** Its module exports a loader or a page: it answers GETs. */
  answersGet: boolean
  /** The names of its parameters. */
  params: string[]
}

const appDir = join(projectRoot, 'app')
const require = createRequire(join(projectRoot, 'package.json'))

/**
 * Every route of the site as Remix builds it: the flat routes of app/routes read by Remix's own convention
 * (`@remix-run/dev`), and the offer routes of remix.config.js. A route added to the site is here without a line
 * in any test, so that tests walking every action or every id cannot forget it.
 */
export function siteRoutes(): SiteRoute[] {
  const { flatRoutes } = require('@remix-run/dev/dist/config/flat-routes.js') as {
    flatRoutes(appDirectory: string): Record<string, { path?: string; parentId?: string; file: string }>
  }
  const manifest = flatRoutes(appDir)
  const fullPath = (id: string): string => {
    const route = manifest[id]
    const parent = route.parentId && route.parentId !== 'root' ? fullPath(route.parentId) : ''
    return [parent, route.path ?? ''].filter(Boolean).join('/')
  }
  const routes = [
    ...Object.keys(manifest).map((id) => ({ path: `/${fullPath(id)}`, file: manifest[id].file })),
    ...offerRouteTable.map(({ path, file }) => ({ path, file })),
  ]
  const exports = (source: string, name: string) =>
    new RegExp(`export\\s+(async\\s+function\\s+${name}\\b|function\\s+${name}\\b|const\\s+${name}\\b|\\{[^}]*\\b${name}\\b[^}]*\\})`).test(
      source,
    )
  return routes.map(({ path, file }) => {
    const source = readFileSync(join(appDir, file), 'utf8')
    return {
      path,
      file,
      hasAction: exports(source, 'action'),
      answersGet: exports(source, 'loader') || /export\s+default\b/.test(source),
      params: [...path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => name),
    }
  })
}

/** Whether a concrete path (its query left aside) is one of a route's URLs. */
export function matchesRoute(route: SiteRoute, path: string): boolean {
  const pattern = route.path
    .replace(/[.]/g, '\\.')
    .replace(/:[A-Za-z]+/g, '[^/]+')
    .replace(/\*$/, '.*')
  return new RegExp(`^${pattern}$`).test(path.split('?')[0])
}
