import type { MetaFunction } from '@remix-run/node'
import { pageMeta } from '~/components/ui'
import type { SeoHandle } from '~/utils/public-url'
import { staticPage } from '~/utils/static-page'

// Section 2: /podcast shows the home page. Its canonical address is the home page's, so that search engines
// do not count the same page twice.
export { ErrorBoundary, loader, default } from './_index'

// The home page's content, without scripts like it (decision 0021).
export const handle = { ...staticPage, canonicalPath: '/' } satisfies SeoHandle

export const meta: MetaFunction = () =>
  pageMeta(
    'Podcast',
    'Communication consciente et coaching à Lyon : les séances, stages et formations de l’École Sens & Parole, avec une première séance découverte offerte.',
  )
