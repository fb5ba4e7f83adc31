import { hubPages } from './offers/hubs'
import { sessionAndTrainingPages } from './offers/sessions-trainings'
import { stageAndEventPages } from './offers/stages-events'

/**
 * The offer catalogue: every offer page of the site (sessions, trainings, stages, trainer trainings, events and
 * the pages that lead to them) with the facts that must never drift apart: durations, prices, group and
 * individual formats, theory and practice shares, star ratings and promo badges (sections 1 and 9 of the
 * specification). The long texts of the pages are in `texts/offers-*.ts` (and in the API, where staff edit them).
 */

/** Depth of an offer, from a first discovery (1) to an in-depth course (5): see docs/decisions. */
export type Stars = 1 | 2 | 3 | 4 | 5

export type Duration = { unit: 'minutes'; count: number } | { unit: 'day' | 'half-day'; count: number; nonConsecutive?: boolean }

export type Price =
  /** `per` words the unit: `person-day` is « par jour et par personne », `person-whole` the whole offer. */
  | { kind: 'amount'; euros: number; per: 'session' | 'person' | 'day' | 'person-day' | 'half-day' | 'person-whole' | 'whole' }
  /** « Sur devis ». */
  | { kind: 'quote' }
  /** « Tarif sur mesure », on the stated basis. */
  | { kind: 'custom'; basis: string }
  /** « Tarif : nous consulter »: the specification gives no price, none is made up. */
  | { kind: 'ask' }

/** One way to follow an offer: in a group, individually… */
export interface Format {
  label: string
  duration: Duration
  price: Price
  /** How it takes place, when the specification says it. */
  channel?: string
}

export interface Promo {
  percent: number
}

export interface Shares {
  theory: number
  practice: number
}

export interface Cta {
  to: string
  label: string
}

export type OfferKind = 'hub' | 'session' | 'training' | 'stage' | 'trainer-training' | 'event'

export interface OfferPage {
  path: string
  kind: OfferKind
  pageId: number
  /** Its text blocks in the API are `{textPrefix}-lead`, `{textPrefix}-block-1`… */
  textPrefix: string
  /** Its picture blocks show the images of entities `entityBase + 1`, `entityBase + 2`… of its page. */
  entityBase: number
  /** What each picture block's image shows (its text alternative); also the demo images of the seed. */
  pictures: string[]
  /** The page's heading and title. */
  title: string
  /** The name on a card. */
  cardTitle: string
  /** One sentence for its card. */
  summary: string
  /** Meta description (about 150 characters). */
  description: string
  stars?: Stars
  promo?: Promo
  formats?: Format[]
  shares?: Shares
  /** Cards of other catalogue pages, by path, under a heading. */
  sections?: { heading: string; paths: string[] }[]
  /** Buttons under the cards (e.g. /coaching → /stages). */
  buttons?: Cta[]
  back?: Cta
  /** The call to action of the page's footer. */
  cta: Cta
  /** A programme and a brochure in PDF. */
  documents?: boolean
  /** Event pages list the open registrations of this subcategory. */
  eventSubcategory?: string
  /** Text prefix of the blocks shared by a family (the events' banner and placeholder). */
  familyPrefix?: string
}

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
