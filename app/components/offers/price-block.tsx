import { Link } from '@remix-run/react'
import type { OfferPage } from '~/content/catalogue'
import { formatDuration, formatShares, priceParts } from '~/content/offer-format'
import { RichText } from '../rich-text'
import { PromoBadge } from './offer-badges'

/**
 * Durations and prices of an offer, a card per format (in a group, individually…), with its promo badge, its
 * theory and practice shares and the practical details of the page.
 */
export function PriceBlock({ offer, practical }: { offer: OfferPage; practical?: string }) {
  const formats = offer.formats ?? []
  const onRequest = formats.some((format) => format.price.kind !== 'amount')
  return (
    <section className="price-block" aria-labelledby="price-block-title">
      <div className="price-block-header">
        <h2 id="price-block-title">{formats.length > 1 ? 'Formats, durées et tarifs' : 'Durée et tarif'}</h2>
        {offer.promo ? <PromoBadge promo={offer.promo} /> : null}
      </div>
      <ul className="price-options">
        {formats.map((format) => {
          const { amount, unit } = priceParts(format.price, format.duration)
          return (
            <li key={format.label} className="price-option">
              <h3>{format.label}</h3>
              <p className="price-line">
                <span className="price-amount">{amount}</span>
                {unit ? <span className="price-unit"> {unit}</span> : null}
              </p>
              <p className="price-duration">Durée{'\u00a0'}: {formatDuration(format.duration)}</p>
              {format.channel ? <p className="price-channel">{format.channel}</p> : null}
            </li>
          )
        })}
      </ul>
      {offer.shares ? <TheoryPractice theory={offer.shares.theory} practice={offer.shares.practice} /> : null}
      <RichText html={practical} className="price-practical" />
      {onRequest ? (
        <p>
          <Link to="/contact" className="button button-secondary">
            {formats.some((format) => format.price.kind === 'quote') ? 'Demander un devis' : 'Demander le tarif'}
          </Link>
        </p>
      ) : null}
    </section>
  )
}

/** The shares as a bar (decorative) and as text. */
function TheoryPractice({ theory, practice }: { theory: number; practice: number }) {
  return (
    <div className="theory-practice">
      <p>{formatShares({ theory, practice })}</p>
      <div className="theory-practice-bar" aria-hidden="true">
        <span className="theory-practice-theory" style={{ width: `${theory}%` }} />
        <span className="theory-practice-practice" style={{ width: `${practice}%` }} />
      </div>
    </div>
  )
}
