import { Link } from '@remix-run/react'
import type { OfferPage } from '~/content/catalogue'
import { formatDuration, formatPrice } from '~/content/offer-format'
import { PromoBadge, StarRating } from './offer-badges'

/** A card of a catalogue page: its name (the link), its promise, its formats and prices, its badges. */
export function OfferCard({ offer }: { offer: OfferPage }) {
  return (
    <li className="card offer-card">
      {offer.promo ? <PromoBadge promo={offer.promo} className="offer-card-promo" /> : null}
      <h3>
        <Link to={offer.path} prefetch="intent" className="offer-card-link">
          {offer.cardTitle}
        </Link>
      </h3>
      <p>{offer.summary}</p>
      {offer.formats?.length ? (
        <ul className="offer-card-facts">
          {offer.formats.map((format) => (
            <li key={format.label}>
              <span className="offer-card-duration">{formatDuration(format.duration)}</span>
              {' · '}
              <span className="offer-card-price">{formatPrice(format.price, format.duration)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {offer.stars ? <StarRating stars={offer.stars} /> : null}
      <p className="offer-card-more" aria-hidden="true">
        En savoir plus <span className="offer-card-arrow">→</span>
      </p>
    </li>
  )
}

/** A titled grid of cards. */
export function OfferCards({ heading, offers, id }: { heading: string; offers: OfferPage[]; id: string }) {
  return (
    <section className="offer-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="offer-cards">
        {offers.map((offer) => (
          <OfferCard key={offer.path} offer={offer} />
        ))}
      </ul>
    </section>
  )
}
