// The shapes of the offer catalogue (content/catalogue.ts), apart from it: the builders of offers/ that fill the
// catalogue name them without importing the catalogue they are part of.

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
