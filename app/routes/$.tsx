import type { MetaFunction } from '@remix-run/node'
import { notFoundMeta } from '~/components/ui'
import { notFound } from '~/utils/errors.server'

/** Every unknown path: the 404 page, with the 404 status. */
export function loader() {
  notFound()
}

export const meta: MetaFunction = () => notFoundMeta()

// Never rendered (the loader always throws) but makes this a page route, not a resource route.
export default function NotFoundRoute() {
  return null
}

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/ui'
