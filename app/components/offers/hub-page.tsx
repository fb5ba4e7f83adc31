import { Link, useLoaderData } from '@remix-run/react'
import { OfferCards } from './offer-card'
import { OfferPage } from './offer-page'
import type { OfferView } from './offer-view'

export { ErrorBoundary, handle, links, meta } from './offer-page'

/** A page that leads to other offers (/coaching, /life-coaching, /stages…): their cards, and its buttons. */
export default function HubPage() {
  const view = useLoaderData() as OfferView
  return (
    <OfferPage view={view}>
      {view.sections?.map((section, index) => (
        <OfferCards key={section.heading} id={`offers-${index + 1}`} heading={section.heading} cards={section.cards} />
      ))}
      {view.buttons ? (
        <p className="offer-buttons">
          {view.buttons.map((button) => (
            <Link key={button.to} to={button.to} className="button button-primary">
              {button.label}
            </Link>
          ))}
        </p>
      ) : null}
    </OfferPage>
  )
}
