import { describe, expect, it } from 'vitest'
import type { Duration } from '#content/catalogue'
import {
  discountDescription,
  discountedEuros,
  formatDuration,
  formatEuros,
  formatFormat,
  formatPrice,
  formatShares,
  promoDescription,
  promoLabel,
  starsDescription,
} from './format'

const NBSP = '\u00a0'
const day = (count: number, nonConsecutive = false): Duration => ({ unit: 'day', count, nonConsecutive })
const halfDay = (count: number): Duration => ({ unit: 'half-day', count })

describe('French prices', () => {
  it('writes euros the French way, a non-breaking space before the sign and no cents', () => {
    expect(formatEuros(185)).toBe(`185${NBSP}€`)
    expect(formatEuros(20)).toBe(`20${NBSP}€`)
    // Thousands are grouped with the narrow non-breaking space of fr-FR.
    expect(formatEuros(3330)).toBe(`3\u202f330${NBSP}€`)
  })

  it('says what a price is counted per', () => {
    expect(formatPrice({ kind: 'amount', euros: 65, per: 'session' }, { unit: 'minutes', count: 45 })).toBe(`65${NBSP}€ la séance`)
    expect(formatPrice({ kind: 'amount', euros: 185, per: 'person-day' }, day(18, true))).toBe(`185${NBSP}€ par jour et par personne`)
    expect(formatPrice({ kind: 'amount', euros: 235, per: 'half-day' }, halfDay(18))).toBe(`235${NBSP}€ la demi-journée`)
    expect(formatPrice({ kind: 'amount', euros: 20, per: 'person' }, halfDay(1))).toBe(`20${NBSP}€ par personne`)
    expect(formatPrice({ kind: 'amount', euros: 185, per: 'day' }, day(1))).toBe(`185${NBSP}€ la journée`)
    expect(formatPrice({ kind: 'amount', euros: 555, per: 'person-whole' }, day(3))).toBe(`555${NBSP}€ par personne pour les 3${NBSP}jours`)
    expect(formatPrice({ kind: 'amount', euros: 705, per: 'whole' }, halfDay(3))).toBe(`705${NBSP}€ pour les 3${NBSP}demi-journées`)
  })

  it('never makes up a price: quotes, custom prices and prices to ask for are said in words', () => {
    expect(formatPrice({ kind: 'quote' }, day(3, true))).toBe('Sur devis')
    expect(formatPrice({ kind: 'custom', basis: 'selon votre objectif' }, { unit: 'minutes', count: 60 })).toBe(
      'Tarif sur mesure selon votre objectif',
    )
    expect(formatPrice({ kind: 'ask' }, day(3, true))).toBe(`Tarif${NBSP}: nous consulter`)
  })
})

describe('promotions', () => {
  const half = { percent: 50 }

  it('takes the percentage off, to the cent, and writes the cents the French way', () => {
    expect(discountedEuros(185, half)).toBe(92.5)
    expect(discountedEuros(20, { percent: 15 })).toBe(17)
    expect(discountedEuros(235, { percent: 33 })).toBe(157.45)
    expect(formatEuros(92.5)).toBe(`92,50${NBSP}€`)
  })

  it('shows the price to pay and the price before, in one line and as a text alternative', () => {
    const price = { kind: 'amount', euros: 185, per: 'person' } as const
    expect(formatPrice(price, day(1), half)).toBe(`92,50${NBSP}€ au lieu de 185${NBSP}€ par personne`)
    expect(formatFormat({ label: 'Stage en groupe', duration: day(3), price: { ...price, per: 'person-day' } }, half)).toBe(
      `Stage en groupe${NBSP}: 3${NBSP}jours, 92,50${NBSP}€ au lieu de 185${NBSP}€ par jour et par personne`,
    )
    expect(discountDescription({ amount: formatEuros(92.5), before: formatEuros(185) })).toBe(
      `Prix${NBSP}: 92,50${NBSP}€ au lieu de 185${NBSP}€`,
    )
    // A quote stays a quote: there is nothing to take a percentage off.
    expect(formatPrice({ kind: 'quote' }, day(3, true), half)).toBe('Sur devis')
  })
})

describe('durations', () => {
  it('writes the session lengths of the specification', () => {
    expect(formatDuration({ unit: 'minutes', count: 45 })).toBe(`3/4${NBSP}h`)
    expect(formatDuration({ unit: 'minutes', count: 60 })).toBe(`1${NBSP}h`)
    expect(formatDuration({ unit: 'minutes', count: 90 })).toBe(`1${NBSP}h${NBSP}30`)
  })

  it('writes days and half-days, one in words, several in figures, agreeing in gender', () => {
    expect(formatDuration(day(1))).toBe('une journée')
    expect(formatDuration(halfDay(1))).toBe('une demi-journée')
    expect(formatDuration(day(2))).toBe(`2${NBSP}jours`)
    expect(formatDuration(day(18, true))).toBe(`18${NBSP}jours non consécutifs`)
    expect(formatDuration({ unit: 'half-day', count: 3, nonConsecutive: true })).toBe(`3${NBSP}demi-journées non consécutives`)
  })
})

describe('the other facts of an offer', () => {
  it('writes a format on one line, the badge, the stars and the shares with their text alternatives', () => {
    expect(formatFormat({ label: 'En groupe', duration: day(12, true), price: { kind: 'amount', euros: 185, per: 'person-day' } })).toBe(
      `En groupe${NBSP}: 12${NBSP}jours non consécutifs, 185${NBSP}€ par jour et par personne`,
    )
    expect(promoLabel({ percent: 50 })).toBe(`-50${NBSP}%`)
    expect(promoDescription({ percent: 50 })).toBe(`Offre promotionnelle${NBSP}: -50${NBSP}%`)
    expect(starsDescription(1)).toBe(`Niveau d’approfondissement${NBSP}: 1 sur 5`)
    expect(formatShares({ theory: 30, practice: 70 })).toBe(`30${NBSP}% de théorie, 70${NBSP}% de pratique`)
  })
})
