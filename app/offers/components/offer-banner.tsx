import { Link } from '@remix-run/react'
import { RichText } from '~/components/rich-text'
import type { OfferView } from '~/offers/view'

/** A wide band with a message and its call to action. */
export function OfferBanner({ banner }: { banner: NonNullable<OfferView['banner']> }) {
  return (
    <aside className="offer-banner" aria-label="À savoir">
      <RichText html={banner.html} className="offer-banner-text" />
      <p>
        <Link to={banner.cta.to} className="button button-light">
          {banner.cta.label}
        </Link>
      </p>
    </aside>
  )
}
