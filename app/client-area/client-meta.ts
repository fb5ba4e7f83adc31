import type { HeadersFunction, MetaDescriptor } from '@remix-run/node'
import type { MetaFunction } from '@remix-run/react'
import { isRouteErrorResponse } from '@remix-run/react'
import { pageMeta } from '~/components/ui'
import { PRIVATE_HEADERS } from '~/utils/private-headers'

/** A page of the client area or of a registration: its French title, and kept out of search engines. */
export function clientPageMeta(title: string, description: string): MetaDescriptor[] {
  return [...pageMeta(title, description), { name: 'robots', content: 'noindex' }]
}

/** The title of the alert page shown while the client area is off. */
export function closedPageMeta(): MetaDescriptor[] {
  return clientPageMeta('Page en cours d’actualisation', 'L’espace client et les inscriptions en ligne sont en cours d’actualisation.')
}

/** The title of a client or registration page that ended in its error boundary. */
export function errorPageMeta(error: unknown): MetaDescriptor[] {
  if (isRouteErrorResponse(error) && typeof error.data === 'object' && error.data && 'clientAreaClosed' in error.data)
    return closedPageMeta()
  if (isRouteErrorResponse(error) && error.status === 404) return clientPageMeta('Page introuvable', 'Cette page n’existe pas.')
  return clientPageMeta('Erreur', 'La page n’a pas pu s’afficher.')
}

/** The meta of a client-area route: its title and description, or those of its error page. */
export function clientRouteMeta(title: string, description: string): MetaFunction {
  return ({ error }) => (error ? errorPageMeta(error) : clientPageMeta(title, description))
}

/**
 * The pages of a mailed link (its token in the address, a key against double submission in its form): each
 * answer is this visitor's, never stored by the site's page cache nor by a cache in front. A stored copy handed
 * every visitor of the link the same form key, so the second use of a link was answered as the first (« effectuée »).
 */
export const linkPageHeaders: HeadersFunction = () => PRIVATE_HEADERS
