import { useLoaderData } from '@remix-run/react'
import { OfferPage } from '~/offers/components/offer-page'
import { PriceBlock } from '~/offers/components/price-block'
import type { OfferView } from '~/offers/view'

export { loader } from '~/offers/page.server'
export { ErrorBoundary, handle, links, meta } from '~/offers/components/offer-page'

/** The page of one offer (a session, a training, a stage, a trainer training): its formats and prices. */
export default function PricedPage() {
  const view = useLoaderData() as OfferView
  return <OfferPage view={view}>{view.prices ? <PriceBlock prices={view.prices} /> : null}</OfferPage>
}
