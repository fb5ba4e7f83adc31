import type { PromoView, StarsView } from '~/offers/view'

/** Five stars, the first `count` filled: visual, with the level as text alternative. */
export function StarRating({ stars }: { stars: StarsView }) {
  return (
    <p className="star-rating">
      <span className="star-rating-label" aria-hidden="true">
        Approfondissement
      </span>
      <span className="star-rating-stars" role="img" aria-label={stars.label}>
        {[1, 2, 3, 4, 5].map((rank) => (
          <svg
            key={rank}
            className={rank <= stars.count ? 'star star-filled' : 'star'}
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
          >
            <path d="m12 2.8 2.8 5.7 6.3.9-4.5 4.4 1 6.2-5.6-2.9-5.6 2.9 1-6.2-4.5-4.4 6.3-.9L12 2.8Z" />
          </svg>
        ))}
      </span>
    </p>
  )
}

/** The promo badge (« -50 % »), read as « Offre promotionnelle : -50 % ». */
export function PromoBadge({ promo, className }: { promo: PromoView; className?: string }) {
  return (
    <p className={className ? `promo-badge ${className}` : 'promo-badge'}>
      <span className="visually-hidden">{promo.prefix}</span>
      {promo.label}
    </p>
  )
}
