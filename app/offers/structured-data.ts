import type { OfferPage } from '#content/catalogue'
import { site } from '#content/site'
import type { ListedRegistration } from '~/registrations/open-registrations.server'
import { formatFormat } from './format'

type JsonLd = Record<string, unknown>

function organization(origin: string): JsonLd {
  const { address } = site.school
  return {
    '@type': 'EducationalOrganization',
    name: site.school.name,
    url: `${origin}/`,
    foundingDate: String(site.school.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.zip,
      addressLocality: address.city,
      addressCountry: address.country,
    },
  }
}

/** schema.org Course of a training, its formats as offers (prices in EUR when the catalogue has one). */
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
      description: formatFormat(format),
      url,
      ...(format.price.kind === 'amount' ? { price: format.price.euros, priceCurrency: 'EUR' } : {}),
    })),
  }
}

/** schema.org Event of a dated registration: online for webinars, at its place or at the school otherwise. */
export function eventJsonLd(offer: OfferPage, registration: ListedRegistration, origin: string): JsonLd {
  const url = `${origin}${registration.href}`
  const online = offer.eventSubcategory === 'webinars'
  const { address } = site.school
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
        : {
            '@type': 'Place',
            name: site.school.name,
            address: {
              '@type': 'PostalAddress',
              streetAddress: address.street,
              postalCode: address.zip,
              addressLocality: address.city,
              addressCountry: address.country,
            },
          },
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
