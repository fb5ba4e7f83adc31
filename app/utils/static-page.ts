import { useMatches } from '@remix-run/react'

/**
 * The `handle` of a route whose page is plain content (links, text, pictures): opened directly, it loads no
 * JavaScript at all, Remix's « disabling JavaScript » pattern (docs/decisions/0012). Reached by a link from a page
 * that runs Remix, it is rendered by the browser as any other route.
 */
export const staticPage = { hydrate: false } as const

/** False when a route of the page is a `staticPage`: the document then leaves out Remix's scripts. */
export function useShipsJavaScript(): boolean {
  return useMatches().every((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate !== false)
}
