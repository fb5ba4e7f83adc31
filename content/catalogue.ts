import { hubPages } from './offers/hubs'
import { hasInformation, informationKey } from './offers/information'
import { sessionAndTrainingPages } from './offers/sessions-trainings'
import { stageAndEventPages } from './offers/stages-events'
import type { OfferPage } from './offers/types'

/**
 * The offer catalogue: every offer page of the site (sessions, trainings, stages, trainer trainings, events and
 * the pages that lead to them) with the facts that must never drift apart: durations, prices, group and
 * individual formats, theory and practice shares, star ratings and promo badges (sections 1 and 9 of the
 * specification). The long texts of the pages are in `texts/offers-*.ts` (and in the API, where staff edit them).
 */

export type { Cta, Duration, Format, OfferKind, OfferPage, Price, Promo, Shares, Stars } from './offers/types'

/** The two PDF documents of a training: its programme and its brochure. */
export const documentKinds = ['programme', 'brochure'] as const
export type DocumentKind = (typeof documentKinds)[number]

/** Every page of the catalogue, hubs first. */
export const offerEntries: OfferPage[] = [...hubPages, ...sessionAndTrainingPages, ...stageAndEventPages]

const byPath = new Map(offerEntries.map((offer) => [offer.path, offer]))

/** Every route of the catalogue, for the sitemap. */
export const offerRoutes: string[] = offerEntries.map((offer) => offer.path)

/** The routes of the PDF documents (programme and brochure) of the offers that have them. */
export const offerDocumentRoutes: string[] = offerEntries
  .filter((offer) => offer.documents)
  .flatMap((offer) => documentKinds.map((kind) => `${offer.path}/${kind}.pdf`))

export function offerByPath(path: string): OfferPage | undefined {
  return byPath.get(path.length > 1 ? path.replace(/\/+$/, '') : path)
}

/** The entry of a path the catalogue is known to hold (a link of a hub page). */
export function requireOffer(path: string): OfferPage {
  const offer = offerByPath(path)
  if (!offer) throw new Error(`No offer at ${path}`)
  return offer
}

/** The text blocks a page shows, by the role they play on it. */
export type TextRole =
  'lead' | `block-${number}` | 'gains' | 'practical' | 'programme' | 'testimonial' | 'testimonial-author' | 'banner' | 'placeholder'

/**
 * The text ids (in the API, under the offer's page id) of the blocks of an offer page, by role: what the page
 * loads, what the seed writes and what the tests check has a default text.
 */
export function textIdsOf(offer: OfferPage): Partial<Record<TextRole, string>> {
  const own = (role: TextRole) => `${offer.textPrefix}-${role}`
  const ids: Partial<Record<TextRole, string>> = { lead: own('lead') }
  offer.pictures.forEach((_, index) => {
    ids[`block-${index + 1}`] = own(`block-${index + 1}`)
  })
  if (offer.kind !== 'hub') ids.gains = own('gains')
  if (offer.formats) ids.practical = own('practical')
  if (offer.documents) ids.programme = own('programme')
  ids.testimonial = own('testimonial')
  ids['testimonial-author'] = own('testimonial-author')
  if (offer.familyPrefix) ids.banner = `${offer.familyPrefix}-banner`
  if (offer.eventSubcategory) ids.placeholder = `${offer.familyPrefix}-placeholder`
  return ids
}

/** The image entity ids of an offer's picture blocks, in order. */
export function pictureEntityIds(offer: OfferPage): number[] {
  return offer.pictures.map((_, index) => offer.entityBase + index + 1)
}

export {
  defaultInformation,
  hasInformation,
  informationKey,
  informationLabels,
  informationTextFields,
  type OfferInformationRecord,
  type OfferInformationTexts,
} from './offers/information'

const byInformationKey = new Map(offerEntries.filter(hasInformation).map((offer) => [informationKey(offer), offer]))

/** The offer whose indicator-1 information has this key (`informationKey`), if any. */
export function offerByInformationKey(key: string): OfferPage | undefined {
  return byInformationKey.get(key)
}
