import { Link, useLoaderData } from '@remix-run/react'
import { OfferCards } from '~/offers/components/offer-card'
import { OfferPage } from '~/offers/components/offer-page'
import type { OfferView } from '~/offers/view'

export { loader } from '~/offers/page.server'
export { ErrorBoundary, handle, links, meta } from '~/offers/components/offer-page'

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
