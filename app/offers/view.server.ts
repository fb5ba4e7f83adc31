import {
  type DocumentKind,
  documentKinds,
  type Format,
  type OfferInformationRecord,
  type OfferKind,
  type OfferPage,
  type Promo,
  requireOffer,
  type Stars,
  type TextRole,
} from '#content/catalogue'
import { schoolClaims } from '#content/claims'
import type { SurveyFiguresAnswer } from '#contract/surveys'
import type { PageImage } from '~/models/page.server'
import type { ListedRegistration } from '~/registrations/open-registrations.server'
import { pageMeta } from '~/utils/meta'
import { figuresView } from './figures.server'
import { discountDescription, formatDuration, formatShares, priceParts, PROMO_PREFIX, promoLabel, starsDescription } from './format'
import { informationItems, updatedOnLabel } from './information.server'
import type { OfferCardView, OfferView, PriceBlockView, PriceView, PromoView, SchoolFiguresView, StarsView } from './view'

/**
 * The view of an offer page: the catalogue entry, its texts and its images turned into the words the page
 * shows. It runs on the server only, so that the browser receives neither the catalogue nor the formatting code,
 * and the hydration data holds only what the page draws (no SEO descriptions of the linked offers, no raw
 * prices, no picture roles of the seed).
 */
export interface OfferViewInput {
  offer: OfferPage
  /** The page's texts by role (`blocksOf`): the API's, or the defaults. */
  blocks: Partial<Record<TextRole, string>>
  /** The image of each picture block, in order; null where none is attached. */
  images: (PageImage | null)[]
  /** Event pages: the open registrations of their subcategory. */
  registrations: ListedRegistration[]
  /** JSON-LD, serialised. */
  structuredData: string[]
  /** Training offers: their indicator-1 information, and where staff edit it (right 10). */
  information?: OfferInformationRecord
  informationEdit?: string
  /** The published figures (decision 0040), when the API said them. */
  figures?: SurveyFiguresAnswer
}

/** Section 2: an event page shows at least three slots, placeholder blocks filling those no registration takes. */
export const REGISTRATION_SLOTS = 3

const eyebrows: Record<OfferKind, string | undefined> = {
  hub: undefined,
  session: 'Séance',
  training: 'Formation',
  stage: 'Stage',
  'trainer-training': 'Formation de formateurs',
  event: 'Événement',
}

const documentLabels: Record<DocumentKind, string> = {
  programme: 'Télécharger le programme',
  brochure: 'Télécharger la brochure',
}

export function offerView({
  offer,
  blocks,
  images,
  registrations,
  structuredData,
  information,
  informationEdit,
  figures,
}: OfferViewInput): OfferView {
  const showFigures = offer.kind === 'training' || offer.kind === 'trainer-training' || offer.path === '/coaching'
  return defined({
    kind: offer.kind,
    title: offer.title,
    meta: pageMeta(offer.title, offer.description),
    hero: defined({
      back: offer.back,
      eyebrow: eyebrows[offer.kind],
      lead: blocks.lead,
      promo: offer.promo && promoView(offer.promo),
      stars: offer.stars && starsView(offer.stars),
    }),
    pictures: images.flatMap((image, index) => {
      const html = blocks[`block-${index + 1}`]
      return html ? [{ html, image }] : []
    }),
    sections: offer.sections?.map((section) => ({
      heading: section.heading,
      cards: section.paths.map((path) => cardView(requireOffer(path))),
    })),
    buttons: offer.buttons?.length ? offer.buttons : undefined,
    gains: blocks.gains,
    prices: offer.formats?.length ? priceBlockView(offer, blocks.practical) : undefined,
    information: information
      ? defined({ items: informationItems(offer, information), updatedOn: updatedOnLabel(information.updatedAt), edit: informationEdit })
      : undefined,
    programme: blocks.programme,
    registrations: offer.eventSubcategory
      ? defined({
          list: registrations.map(({ place: _place, ...shown }) => shown),
          placeholders: Math.max(0, REGISTRATION_SLOTS - registrations.length),
          placeholder: blocks.placeholder,
        })
      : undefined,
    figures: showFigures ? schoolFiguresView(figures, offer.path) : undefined,
    testimonial: blocks.testimonial ? defined({ quote: blocks.testimonial, author: blocks['testimonial-author'] }) : undefined,
    banner: blocks.banner ? { html: blocks.banner, cta: { to: '/contact', label: 'Proposer un événement' } } : undefined,
    footer: {
      heading: offer.kind === 'stage' ? 'Envie de participer\u00a0?' : 'Envie d’en parler\u00a0?',
      cta: offer.cta,
      documents: offer.documents ? documentKinds.map((kind) => ({ href: `${offer.path}/${kind}.pdf`, label: documentLabels[kind] })) : [],
    },
    structuredData,
  })
}

/** A card of another offer page: its name, its promise, a line per format, its badges. */
export function cardView(offer: OfferPage): OfferCardView {
  return defined({
    to: offer.path,
    title: offer.cardTitle,
    summary: offer.summary,
    facts: (offer.formats ?? []).map((format) => ({ duration: formatDuration(format.duration), ...priceView(format, offer.promo) })),
    promo: offer.promo && promoView(offer.promo),
    stars: offer.stars && starsView(offer.stars),
  })
}

function priceBlockView(offer: OfferPage, practical: string | undefined): PriceBlockView {
  const formats = offer.formats ?? []
  const onRequest = formats.some((format) => format.price.kind !== 'amount')
  return defined({
    heading: formats.length > 1 ? 'Formats, durées et tarifs' : 'Durée et tarif',
    promo: offer.promo && promoView(offer.promo),
    options: formats.map((format) =>
      defined({
        label: format.label,
        ...priceView(format, offer.promo),
        duration: formatDuration(format.duration),
        channel: format.channel,
      }),
    ),
    shares: offer.shares && { text: formatShares(offer.shares), ...offer.shares },
    practical,
    request: onRequest
      ? { to: '/contact', label: formats.some((format) => format.price.kind === 'quote') ? 'Demander un devis' : 'Demander le tarif' }
      : undefined,
  })
}

/** A format's price; under the offer's promotion, the discounted one with the price before it and their text alternative. */
function priceView(format: Format, promo: Promo | undefined): PriceView {
  const parts = priceParts(format.price, format.duration, promo)
  return defined({ ...parts, alternative: parts.before ? discountDescription(parts) : undefined })
}

function promoView(promo: Promo): PromoView {
  return { prefix: PROMO_PREFIX, label: promoLabel(promo) }
}

function starsView(stars: Stars): StarsView {
  return { count: stars, label: starsDescription(stars) }
}

/** The school's figures (section 9): its trainers' experience, and the figures computed from the surveys. */
function schoolFiguresView(figures: SurveyFiguresAnswer | undefined, path: string): SchoolFiguresView {
  const { founded, trainerExperience } = schoolClaims
  return {
    ...figuresView(figures, path),
    intro:
      `Depuis ${founded}, nos formateurs cumulent plus de ${trainerExperience.lifeCoaching}\u00a0ans d’expérience en coaching de vie ` +
      `et plus de ${trainerExperience.businessCoaching}\u00a0ans en coaching professionnel.`,
  }
}

/**
 * The object without its undefined fields: single fetch would send each of them (key and marker) to the
 * browser for nothing.
 */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T
}
