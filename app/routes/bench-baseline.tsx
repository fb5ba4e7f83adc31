import type { MetaFunction } from '@remix-run/node'
import { notFoundMeta } from '~/components/ui'
import { config } from '~/utils/config.server'
import { notFound } from '~/utils/errors.server'

/**
 * The yardstick of `npm run bench`: a page of the same build (root layout, header, footer) whose own part is a
 * static string. It exists only when the bench starts the site with BENCH_ROUTES=on; otherwise, the 404 page.
 */
export function loader() {
  if (!config.benchRoutes) notFound()
  return null
}

export const meta: MetaFunction = ({ error }) =>
  error ? notFoundMeta() : [{ title: 'Banc d’essai' }, { name: 'robots', content: 'noindex' }]

export default function BenchBaselineRoute() {
  return <p className="container">Page de référence du banc d’essai.</p>
}

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/ui'
