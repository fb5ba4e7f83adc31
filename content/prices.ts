import type { Promo } from './catalogue'

const euroFormat = (digits: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits })
const wholeEuros = euroFormat(0)
const cents = euroFormat(2)

/**
 * `185 €`, `92,50 €`: French format, non-breaking space before the euro sign, cents only when there are some.
 * Shared by the site (offer pages, PDFs) and the seed (the registrations' prices).
 */
export function formatEuros(euros: number): string {
  return (Number.isInteger(euros) ? wholeEuros : cents).format(euros)
}

/**
 * What a visitor pays under a promotion: the price less its percentage, rounded to the cent (section 9 gives
 * the percentage only, no other rounding). 185 € at -50 % is 92,50 €.
 */
export function discountedEuros(euros: number, promo: Promo): number {
  return Math.round(euros * (100 - promo.percent)) / 100
}
