/**
 * The `handle` of a route whose page is plain content (links, text, pictures): opened directly, it loads no
 * JavaScript at all, Remix's « disabling JavaScript » pattern (docs/decisions/0012). Reached by a link from a page
 * that runs Remix, it is rendered by the browser as any other route.
 */
export const staticPage = { hydrate: false } as const

// The root reads it (`useShipsJavaScript` in app/root.tsx) without importing this module: only the static routes
// do, so the pages that run Remix do not load it as a chunk of its own.
