import { useLoaderData } from '@remix-run/react'
import { OfferPage } from '~/offers/components/offer-page'
import type { OfferView } from '~/offers/view'
import { RegistrationList } from '~/registrations/registration-list'

export { loader } from '~/offers/page.server'
export { ErrorBoundary, handle, links, meta } from '~/offers/components/offer-page'

/** An event page (webinars, trade shows…): its open registrations, placeholders in the free slots. */
export default function EventPage() {
  const view = useLoaderData() as OfferView
  return <OfferPage view={view}>{view.registrations ? <RegistrationList registrations={view.registrations} /> : null}</OfferPage>
}
