import { Link } from '@remix-run/react'
import type { Cta } from '~/content/catalogue'
import { RichText } from '../rich-text'

/** A wide band with a message and its call to action. */
export function OfferBanner({ html, cta }: { html?: string; cta: Cta }) {
  if (!html) return null
  return (
    <aside className="offer-banner" aria-label="À savoir">
      <RichText html={html} className="offer-banner-text" />
      <p>
        <Link to={cta.to} className="button button-light">
          {cta.label}
        </Link>
      </p>
    </aside>
  )
}
