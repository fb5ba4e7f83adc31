import { useLoaderData } from '@remix-run/react'
import { OfferPage } from './offer-page'
import type { OfferView } from './offer-view'
import { PriceBlock } from './price-block'

export { ErrorBoundary, handle, links, meta } from './offer-page'

/** The page of one offer (a session, a training, a stage, a trainer training): its formats and prices. */
export default function PricedPage() {
  const view = useLoaderData() as OfferView
  return <OfferPage view={view}>{view.prices ? <PriceBlock prices={view.prices} /> : null}</OfferPage>
}
