import type { MetaFunction } from '@remix-run/node'
import { pageMeta } from '~/utils/meta'
import type { SeoHandle } from '~/utils/public-url'

// Section 2: /podcast shows the home page. Its canonical address is the home page's, so that search engines
// do not count the same page twice.
export { ErrorBoundary, loader, default } from './_index'

export const handle: SeoHandle = { canonicalPath: '/' }

export const meta: MetaFunction = () =>
  pageMeta(
    'Podcast',
    'Communication consciente et coaching à Lyon : les séances, stages et formations de l’École Sens & Parole, avec une première séance découverte offerte.',
  )
