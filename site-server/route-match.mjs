// What the site server reads of Remix's routes outside Remix: the route of an address, for the metrics' label and the
// page cache's clean address. `matchRoutes` flattens and ranks the whole route table at every call (about 0.3 ms for
// the site's 80 routes), so its answers are kept per path (decision 0042).
import { matchRoutes } from '@remix-run/react'
import { decodes } from './errors.mjs'

/** How many paths each memo keeps: the site's pages many times over, a bound for made-up addresses. */
const KEPT_PATHS = 2000

/**
 * The build's routes as a tree, as Remix makes it from the manifest (each route under its parent), for `matchRoutes`.
 * @param {Record<string, { id: string, parentId?: string }>} manifest
 * @param {string} [parentId]
 * @returns {any[]}
 */
function routeTree(manifest, parentId) {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map((route) => ({ ...route, children: routeTree(manifest, route.id) }))
}

/**
 * `read(path)`, kept for the last KEPT_PATHS paths asked (the oldest out first): a made-up address per request costs
 * what it cost before, and memory stays bounded.
 * @template T
 * @param {(path: string) => T} read
 * @returns {(path: string) => T}
 */
function memoByPath(read) {
  /** @type {Map<string, T>} */
  const known = new Map()
  return (path) => {
    if (known.has(path)) return /** @type {T} */ (known.get(path))
    const value = read(path)
    if (known.size >= KEPT_PATHS) known.delete(known.keys().next().value)
    known.set(path, value)
    return value
  }
}

/**
 * The routes a path matches, root first (with their module), or null; kept per path.
 * @param {{ routes: Record<string, { id: string, parentId?: string }> }} build the Remix server build
 * @returns {(path: string) => any[] | null}
 */
export function routeMatcher(build) {
  const tree = routeTree(build.routes)
  // A path that does not decode matches no route: React Router would match it undecoded, after a warning in English
  // in the site's log for each such request.
  return memoByPath((path) => (decodes(path) ? matchRoutes(tree, path) : null))
}
