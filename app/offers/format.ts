import type { Duration, Format, Price, Promo, Shares, Stars } from '#content/catalogue'

const NBSP = '\u00a0'

const euroFormat = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

/** `185 €`: French format, non-breaking space before the euro sign. */
export function formatEuros(euros: number): string {
  return euroFormat.format(euros)
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
  /** `185 €`, `Sur devis`, `Tarif sur mesure`, `Tarif : nous consulter`. */
  amount: string
  /** `par jour et par personne`, `la séance`, or the basis of a custom price; empty when nothing follows. */
  unit: string
}

export function priceParts(price: Price, duration: Duration): PriceParts {
  switch (price.kind) {
    case 'amount':
      return { amount: formatEuros(price.euros), unit: priceUnitLabel(price.per, duration) }
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

/** `185 € par jour et par personne`: a price in one line. */
export function formatPrice(price: Price, duration: Duration): string {
  const { amount, unit } = priceParts(price, duration)
  return unit ? `${amount} ${unit}` : amount
}

/** `En groupe : 18 jours non consécutifs, 185 € par jour et par personne`: a format in one line (cards, PDFs). */
export function formatFormat(format: Format): string {
  return `${format.label}${NBSP}: ${formatDuration(format.duration)}, ${formatPrice(format.price, format.duration)}`
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
