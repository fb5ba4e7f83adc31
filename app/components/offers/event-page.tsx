import { useLoaderData } from '@remix-run/react'
import { OfferPage } from './offer-page'
import type { OfferView } from './offer-view'
import { RegistrationList } from './registration-list'

export { ErrorBoundary, handle, links, meta } from './offer-page'

/** An event page (webinars, trade shows…): its open registrations, placeholders in the free slots. */
export default function EventPage() {
  const view = useLoaderData() as OfferView
  return <OfferPage view={view}>{view.registrations ? <RegistrationList registrations={view.registrations} /> : null}</OfferPage>
}
