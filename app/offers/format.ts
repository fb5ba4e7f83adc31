import type { Duration, Format, Price, Promo, Shares, Stars } from '#content/catalogue'
import { discountedEuros, formatEuros } from '#content/prices'

export { discountedEuros, formatEuros }

const NBSP = '\u00a0'

/** The text alternative of a struck price: `Prix : 92,50 € au lieu de 185 €`. */
export function discountDescription(parts: Pick<PriceParts, 'amount' | 'before'>): string {
  return `Prix${NBSP}: ${parts.amount} au lieu de ${parts.before}`
}

/** `3/4 h`, `1 h`, `une journée`, `18 jours non consécutifs`, `3 demi-journées`. */
export function formatDuration(duration: Duration): string {
  if (duration.unit === 'minutes') {
    if (duration.count === 45) return `3/4${NBSP}h`
    const hours = Math.floor(duration.count / 60)
    const minutes = duration.count % 60
    return minutes ? `${hours}${NBSP}h${NBSP}${String(minutes).padStart(2, '0')}` : `${hours}${NBSP}h`
  }
  const one = duration.unit === 'day' ? 'une journée' : 'une demi-journée'
  const many = duration.unit === 'day' ? 'jours' : 'demi-journées'
  if (duration.count === 1) return one
  const text = `${duration.count}${NBSP}${many}`
  if (!duration.nonConsecutive) return text
  // « jours » is masculine, « demi-journées » feminine.
  return `${text} ${duration.unit === 'day' ? 'non consécutifs' : 'non consécutives'}`
}

/** The amount and what it is counted per, as a price block shows them on two levels. */
export interface PriceParts {
  /** What is paid: `185 €`, `92,50 €` under a promotion, `Sur devis`, `Tarif sur mesure`, `Tarif : nous consulter`. */
  amount: string
  /** `par jour et par personne`, `la séance`, or the basis of a custom price; empty when nothing follows. */
  unit: string
  /** Under a promotion: the price before it (`185 €`), shown struck. */
  before?: string
}

/** The parts of a price; an amount under a promotion is the discounted one, with the price `before` it. */
export function priceParts(price: Price, duration: Duration, promo?: Promo): PriceParts {
  switch (price.kind) {
    case 'amount': {
      const unit = priceUnitLabel(price.per, duration)
      if (!promo) return { amount: formatEuros(price.euros), unit }
      return { amount: formatEuros(discountedEuros(price.euros, promo)), unit, before: formatEuros(price.euros) }
    }
    case 'quote':
      return { amount: 'Sur devis', unit: '' }
    case 'custom':
      return { amount: 'Tarif sur mesure', unit: price.basis }
    case 'ask':
      return { amount: `Tarif${NBSP}: nous consulter`, unit: '' }
  }
}

function priceUnitLabel(per: Extract<Price, { kind: 'amount' }>['per'], duration: Duration): string {
  switch (per) {
    case 'session':
      return 'la séance'
    case 'person':
      return 'par personne'
    case 'day':
      return 'la journée'
    case 'person-day':
      return 'par jour et par personne'
    case 'half-day':
      return 'la demi-journée'
    case 'person-whole':
      return `par personne pour les ${formatDuration(duration)}`
    case 'whole':
      return `pour les ${formatDuration(duration)}`
  }
}

/** `185 € par jour et par personne`, `92,50 € au lieu de 185 € par personne`: a price in one line. */
export function formatPrice(price: Price, duration: Duration, promo?: Promo): string {
  const { amount, unit, before } = priceParts(price, duration, promo)
  const paid = before ? `${amount} au lieu de ${before}` : amount
  return unit ? `${paid} ${unit}` : paid
}

/** `En groupe : 18 jours non consécutifs, 185 € par jour et par personne`: a format in one line (cards, PDFs). */
export function formatFormat(format: Format, promo?: Promo): string {
  return `${format.label}${NBSP}: ${formatDuration(format.duration)}, ${formatPrice(format.price, format.duration, promo)}`
}

/** `-50 %`: the visible text of a promo badge. */
export function promoLabel(promo: Promo): string {
  return `-${promo.percent}${NBSP}%`
}

/** What a promo badge says before its label, for those who cannot see it. */
export const PROMO_PREFIX = `Offre promotionnelle${NBSP}: `

/** The text alternative of a promo badge. */
export function promoDescription(promo: Promo): string {
  return `${PROMO_PREFIX}${promoLabel(promo)}`
}

/** The text alternative of a star rating: what the stars say. */
export function starsDescription(stars: Stars): string {
  return `Niveau d’approfondissement${NBSP}: ${stars} sur 5`
}

/** `30 % de théorie, 70 % de pratique`. */
export function formatShares(shares: Shares): string {
  return `${shares.theory}${NBSP}% de théorie, ${shares.practice}${NBSP}% de pratique`
}
