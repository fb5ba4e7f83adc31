import { Link } from '@remix-run/react'
import { RichText } from '~/components/rich-text'
import type { PriceBlockView } from '~/offers/view'
import { PromoBadge } from './offer-badges'
import { PriceAmount } from './price-amount'

/**
 * Durations and prices of an offer, a card per format (in a group, individually…), with its promo badge, its
 * theory and practice shares and the practical details of the page.
 */
export function PriceBlock({ prices }: { prices: PriceBlockView }) {
  return (
    <section className="price-block" aria-labelledby="price-block-title">
      <div className="price-block-header">
        <h2 id="price-block-title">{prices.heading}</h2>
        {prices.promo ? <PromoBadge promo={prices.promo} /> : null}
      </div>
      <ul className="price-options">
        {prices.options.map((option) => (
          <li key={option.label} className="price-option">
            <h3>{option.label}</h3>
            <p className="price-line">
              <PriceAmount price={option} amountClass="price-amount" unitClass="price-unit" />
            </p>
            <p className="price-duration">
              Durée{'\u00a0'}: {option.duration}
            </p>
            {option.channel ? <p className="price-channel">{option.channel}</p> : null}
          </li>
        ))}
      </ul>
      {prices.shares ? (
        // The shares as text, and as a bar for the eye.
        <div className="theory-practice">
          <p>{prices.shares.text}</p>
          <div className="theory-practice-bar" aria-hidden="true">
            <span className="theory-practice-theory" style={{ width: `${prices.shares.theory}%` }} />
            <span className="theory-practice-practice" style={{ width: `${prices.shares.practice}%` }} />
          </div>
        </div>
      ) : null}
      <RichText html={prices.practical} className="price-practical" />
      {prices.request ? (
        <p>
          <Link to={prices.request.to} className="button button-secondary">
            {prices.request.label}
          </Link>
        </p>
      ) : null}
    </section>
  )
}
