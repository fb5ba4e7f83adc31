import { informationLabels, informationTextFields, type OfferInformationRecord, type OfferPage } from '#content/catalogue'
import { formatDuration, formatPrice } from './format'

/** One line of the offer's information: its label and its paragraphs, as the page and the PDF show them. */
export interface InformationItem {
  label: string
  lines: string[]
}

const NBSP = '\u00a0'
const hoursFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })
const dayFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' })

/** `126 heures`, `1 heure`, `10,5 heures`. */
export function formatHours(hours: number): string {
  return `${hoursFormat.format(hours)}${NBSP}${hours < 2 ? 'heure' : 'heures'}`
}

/** « Mis à jour le 26 novembre 2026 » (the school's day, in Paris). */
export function updatedOnLabel(updatedAt: string): string {
  return `Mis à jour le ${dayFormat.format(new Date(updatedAt))}`
}

const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)

/**
 * Indicator 1's items of an offer, in the order of the reference: objectives, prerequisites, audience, duration,
 * methods, evaluation, access time, accessibility and its contact, price. Durations and prices are per format: the
 * hours from the record, the price from the catalogue (the one price source, with its promotion).
 */
export function informationItems(offer: OfferPage, information: OfferInformationRecord): InformationItem[] {
  const formats = offer.formats ?? []
  const text = (field: (typeof informationTextFields)[number]): InformationItem => ({
    label: informationLabels[field],
    lines: paragraphs(information[field]),
  })
  const perFormat = (line: (format: (typeof formats)[number], index: number) => string) =>
    formats.map((format, index) => (formats.length > 1 ? `${format.label}${NBSP}: ${line(format, index)}` : line(format, index)))
  return [
    text('objectives'),
    text('prerequisites'),
    text('audience'),
    {
      label: 'Durée',
      lines: perFormat((format, index) => `${formatHours(information.hours[index] ?? 0)} (${formatDuration(format.duration)})`),
    },
    text('methods'),
    text('evaluation'),
    text('accessTime'),
    text('accessibility'),
    text('accessibilityContact'),
    { label: 'Tarif', lines: perFormat((format) => formatPrice(format.price, format.duration, offer.promo)) },
  ]
}
