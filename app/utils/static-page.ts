/**
 * The `handle` of a route whose page is plain content (links, text, pictures): opened directly, it loads no
 * JavaScript at all, Remix's « disabling JavaScript » pattern (docs/decisions/0012). Reached by a link from a page
 * that runs Remix, it is rendered by the browser as any other route.
 */
export const staticPage = { hydrate: false } as const

/**
 * The `handle` of a route whose page is plain content for some requests only: `hydrate` tells from the loader's
 * data (undefined on an error page) whether this answer runs Remix. A registration's page does for a connected
 * client, who gets its form; a visitor reads the session and a link to log in, and loads no script.
 */
export interface StaticPageUnless<Data> {
  hydrate: (data: Data | undefined) => boolean
}

// The root reads both (`useShipsJavaScript` in app/root.tsx) without importing this module: only the static routes
// do, and the others import the type alone, so the pages that run Remix do not load it as a chunk of its own.
