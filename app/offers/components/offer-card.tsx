import { Link } from '@remix-run/react'
import type { OfferCardView } from '~/offers/view'
import { PromoBadge, StarRating } from './offer-badges'
import { PriceAmount } from './price-amount'

/** A card of a catalogue page: its name (the link), its promise, its formats and prices, its badges. */
export function OfferCard({ card }: { card: OfferCardView }) {
  return (
    <li className="card offer-card">
      {card.promo ? <PromoBadge promo={card.promo} className="offer-card-promo" /> : null}
      <h3>
        <Link to={card.to} prefetch="intent" className="offer-card-link">
          {card.title}
        </Link>
      </h3>
      <p>{card.summary}</p>
      {card.facts.length ? (
        <ul className="offer-card-facts">
          {card.facts.map((fact, index) => (
            <li key={index}>
              <span className="offer-card-duration">{fact.duration}</span>
              {' · '}
              <span className="offer-card-price">
                <PriceAmount price={fact} amountClass="offer-card-amount" />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {card.stars ? <StarRating stars={card.stars} /> : null}
      <p className="offer-card-more" aria-hidden="true">
        En savoir plus <span className="offer-card-arrow">→</span>
      </p>
    </li>
  )
}

/** A titled grid of cards. */
export function OfferCards({ heading, cards, id }: { heading: string; cards: OfferCardView[]; id: string }) {
  return (
    <section className="offer-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="offer-cards">
        {cards.map((card) => (
          <OfferCard key={card.to} card={card} />
        ))}
      </ul>
    </section>
  )
}
