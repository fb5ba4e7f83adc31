import lora600 from '@fontsource/lora/files/lora-latin-600-normal.woff2'
import sourceSans400 from '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2'
import sourceSans600 from '@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff2'
import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, useRouteLoaderData } from '@remix-run/react'
import { type ReactNode, useEffect, useRef } from 'react'
import { Banner, GeneralErrorBoundary, site } from '~/components/ui'
import { SiteFooter } from './components/site-footer'
import { SiteHeader } from './components/site-header'
import { declarationForVisitor } from './models/offer-information.server'
import appStyles from './styles/app.css'
import fontStyles from './styles/fonts.css'
import { config } from './utils/config.server'
import { useNonce } from './utils/nonce'
import { type PublicUrlData, useCanonicalUrl } from './utils/public-url'
import { getSession } from './utils/session.server'
import { readToast } from './utils/toast.server'

export const links: LinksFunction = () => [
  // The faces drawn above the fold on every page, fetched with the stylesheets: fonts.css shows them only if they
  // arrive before the text is drawn (no layout shift), which the preload makes the usual case.
  ...[lora600, sourceSans400, sourceSans600].map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  })),
  { rel: 'stylesheet', href: fontStyles },
  { rel: 'stylesheet', href: appStyles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ toast, headers }, session, declaration] = await Promise.all([
    readToast(request),
    getSession(request),
    declarationForVisitor(request),
  ])
  return data(
    {
      toast,
      /** The activity-declaration mention (L6352-12) of the footer, once staff set the number. */
      declaration,
      clientArea: config.clientArea,
      clientConnected: Boolean(session.get('clientToken')),
      isDevelopment: config.isDevelopment,
      ...({ publicUrl: config.publicUrl } satisfies PublicUrlData),
    },
    { headers },
  )
}

/**
 * False when a route of the page is a `staticPage`, or a `StaticPageUnless` whose data says so
 * (app/utils/static-page.ts): the document leaves out Remix's scripts.
 */
function useShipsJavaScript(): boolean {
  return useMatches().every((match) => {
    const hydrate = (match.handle as { hydrate?: boolean | ((data: unknown) => boolean) } | undefined)?.hydrate
    return typeof hydrate === 'function' ? hydrate(match.data) : hydrate !== false
  })
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root')
  const shipsJavaScript = useShipsJavaScript()
  const nonce = useNonce()
  const { pathname } = useLocation()
  const isAdmin = pathname.startsWith('/admin')
  const canonicalUrl = useCanonicalUrl()
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3f6b57" />
        <Meta />
        <Links />
        {root ? (
          <>
            <link rel="canonical" href={canonicalUrl} />
            <meta property="og:url" content={canonicalUrl} />
            {/* The picture shown with a shared link (scripts/social-card.mjs draws it). */}
            <meta property="og:image" content={`${root.publicUrl}/social-card.png`} />
            <meta property="og:image:width" content="1200" />
            <meta property="og:image:height" content="630" />
            <meta property="og:image:alt" content={`${site.school.name}\u00a0: apprendre à se parler, apprendre à s’écouter`} />
            <meta name="twitter:card" content="summary_large_image" />
          </>
        ) : null}
      </head>
      <body className={isAdmin ? 'admin' : undefined}>
        <a href="#main" className="skip-link">
          Aller au contenu
        </a>
        {isAdmin ? null : <SiteHeader />}
        <Main>
          {/* Admin pages show it under their own header (AdminToast). */}
          {root?.toast && !isAdmin ? (
            <div className="container toast-area">
              <Banner key={root.toast.message} kind={root.toast.kind} title={root.toast.title}>
                {root.toast.message}
              </Banner>
            </div>
          ) : null}
          {children}
        </Main>
        {isAdmin ? null : (
          <SiteFooter
            clientArea={root?.clientArea ?? true}
            clientConnected={root?.clientConnected ?? false}
            declaration={root?.declaration}
          />
        )}
        {shipsJavaScript ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  )
}

/** After a client-side navigation the focus moves to the new page, as a full page load would. */
function Main({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    ref.current?.focus({ preventScroll: true })
  }, [pathname])
  return (
    <main id="main" tabIndex={-1} ref={ref}>
      {children}
    </main>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
