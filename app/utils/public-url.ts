import { useLocation, useMatches, useRouteLoaderData } from '@remix-run/react'

/** What a route module may declare in its `handle` about how search engines see it. */
export interface SeoHandle {
  /** The path of the page this one duplicates (e.g. /podcast shows the home page): its canonical address. */
  canonicalPath?: string
}

/** What the root route's loader gives every page for absolute links (app/root.tsx fills it; utils import no route). */
export interface PublicUrlData {
  publicUrl: string
}

/** The site's public address (PUBLIC_URL), for absolute links: canonical, Open Graph, structured data. */
export function usePublicUrl(): string {
  return useRouteLoaderData<PublicUrlData>('root')?.publicUrl ?? ''
}

/** The canonical address of the page shown: its path without query, unless its route names another one. */
export function useCanonicalUrl(): string {
  const publicUrl = usePublicUrl()
  const { pathname } = useLocation()
  const declared = useMatches()
    .map((match) => (match.handle as SeoHandle | undefined)?.canonicalPath)
    .filter(Boolean)
    .at(-1)
  const path = declared ?? (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)
  return `${publicUrl}${path}`
}
