import type { Format, OfferPage, Promo } from '#content/catalogue'
import { site } from '#content/site'
import type { ListedRegistration } from '~/registrations/open-registrations.server'
import { discountedEuros, formatFormat } from './format'

type JsonLd = Record<string, unknown>

/** schema.org PostalAddress of the school. */
function schoolAddress(): JsonLd {
  const { address } = site.school
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    postalCode: address.zip,
    addressLocality: address.city,
    addressCountry: address.country,
  }
}

function organization(origin: string): JsonLd {
  return {
    '@type': 'EducationalOrganization',
    name: site.school.name,
    url: `${origin}/`,
    foundingDate: String(site.school.founded),
    address: schoolAddress(),
  }
}

/**
 * schema.org Course of a training or a stage, its formats as offers (prices in EUR when the catalogue has one;
 * under a promotion, the price to pay, with the price before it as a strikethrough price specification).
 */
export function courseJsonLd(offer: OfferPage, origin: string): JsonLd {
  const url = `${origin}${offer.path}`
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: offer.title,
    description: offer.description,
    url,
    inLanguage: 'fr',
    provider: organization(origin),
    offers: (offer.formats ?? []).map((format) => ({
      '@type': 'Offer',
      name: format.label,
      category: 'Paid',
      description: formatFormat(format, offer.promo),
      url,
      ...offerPrice(format, offer.promo),
    })),
  }
}

function offerPrice(format: Format, promo: Promo | undefined): JsonLd {
  if (format.price.kind !== 'amount') return {}
  const euros = format.price.euros
  if (!promo) return { price: euros, priceCurrency: 'EUR' }
  const price = discountedEuros(euros, promo)
  return {
    price,
    priceCurrency: 'EUR',
    priceSpecification: [
      { '@type': 'UnitPriceSpecification', price, priceCurrency: 'EUR' },
      { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: euros, priceCurrency: 'EUR' },
    ],
  }
}

/** schema.org Event of a dated registration: online for webinars, at its place or at the school otherwise. */
export function eventJsonLd(offer: OfferPage, registration: ListedRegistration, origin: string): JsonLd {
  const url = `${origin}${registration.href}`
  const online = offer.eventSubcategory === 'webinars'
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: registration.title,
    startDate: registration.eventDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url }
      : registration.place
        ? { '@type': 'Place', name: registration.place, address: registration.place }
        : { '@type': 'Place', name: site.school.name, address: schoolAddress() },
    organizer: organization(origin),
    url,
    description: offer.description,
    inLanguage: 'fr',
  }
}

/** What a script element of type application/ld+json holds: `<` escaped so that no text can close it. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
