// Types only: what an offer page receives from its loader (`./view.server.ts` builds it).
//
// The loader sends the words the page shows, already formatted (prices, durations, badges, links), and nothing
// else: the catalogue, the formatting code and the texts the page does not render stay on the server. Every
// field here ends up in the page's hydration data, so a field the page does not draw does not belong here.
import type { MetaDescriptor } from '@remix-run/node'
import type { Cta, OfferKind } from '#content/catalogue'
import type { PageImage } from '~/models/page.server'
import type { ListedRegistration } from '~/registrations/open-registrations.server'
import type { InformationItem } from './information.server'

export interface OfferView {
  /** For the page's class (`offer-stage`…), which the style sheet keys some colours on. */
  kind: OfferKind
  /** The h1, and the `<title>` with the school's name after it. */
  title: string
  /** Title, description and Open Graph tags (`pageMeta`): built on the server, like the rest. */
  meta: MetaDescriptor[]
  hero: HeroView
  /** The picture blocks that have a text, in order; the sides alternate from one to the next. */
  pictures: PictureView[]
  /** Hub pages: titled grids of cards of other offer pages. */
  sections?: { heading: string; cards: OfferCardView[] }[]
  /** Buttons under the cards (/coaching → /stages). */
  buttons?: Cta[]
  /** Html of « Ce que vous y gagnez ». */
  gains?: string
  prices?: PriceBlockView
  /** Training offers: what Qualiopi's indicator 1 asks them to publish. */
  information?: OfferInformationView
  /** Html of « Programme ». */
  programme?: string
  /** Event pages: their open registrations and the placeholder blocks that fill the free slots. */
  registrations?: RegistrationsView
  figures?: SchoolFiguresView
  testimonial?: { quote: string; author?: string }
  banner?: { html: string; cta: Cta }
  footer: FooterView
  /**
   * schema.org data (Course, Event), serialised for script elements: as strings they weigh less in the hydration
   * data than as objects.
   */
  structuredData: string[]
}

export interface HeroView {
  back?: Cta
  /** « Séance », « Formation »…; hubs have none. */
  eyebrow?: string
  /** Html of the lead paragraph. */
  lead?: string
  promo?: PromoView
  stars?: StarsView
}

/** A promo badge: `-50 %`, read as « Offre promotionnelle : -50 % ». */
export interface PromoView {
  /** Said before the label to those who cannot see the badge. */
  prefix: string
  label: string
}

/** A star rating: `count` stars of five filled, and what they mean as text. */
export interface StarsView {
  count: number
  label: string
}

export interface PictureView {
  /** Html of the block's text. */
  html: string
  /** Null when no image is attached: the block keeps its text and a drawn backdrop. */
  image: PageImage | null
}

export interface OfferCardView {
  to: string
  title: string
  summary: string
  /** One line per format: `3/4 h` · `65 € la séance`. */
  facts: ({ duration: string } & PriceView)[]
  promo?: PromoView
  stars?: StarsView
}

export interface PriceBlockView {
  /** « Durée et tarif », or « Formats, durées et tarifs » when there are several formats. */
  heading: string
  promo?: PromoView
  options: PriceOptionView[]
  shares?: { text: string; theory: number; practice: number }
  /** Html of the practical details. */
  practical?: string
  /** When a price is not a fixed amount: the button that asks for it. */
  request?: Cta
}

/** A price as a page shows it: under a promotion, the price before it struck and the one to pay. */
export interface PriceView {
  /** What is paid: `185 €`, `92,50 €` under a promotion, `Sur devis`… */
  amount: string
  /** `par jour et par personne`…; empty when nothing follows the amount. */
  unit: string
  /** Under a promotion: the price before it (`185 €`), struck. */
  before?: string
  /** Under a promotion: what screen readers say instead (`Prix : 92,50 € au lieu de 185 €`). */
  alternative?: string
}

export interface PriceOptionView extends PriceView {
  /** « En groupe », « En individuel »… */
  label: string
  duration: string
  channel?: string
}

export interface RegistrationsView {
  list: Omit<ListedRegistration, 'place'>[]
  /** How many placeholder blocks complete the list (section 2: at least three slots). */
  placeholders: number
  /** Html of a placeholder block. */
  placeholder?: string
}

/** Published figures (decision 0040): computed from the survey answers, with their basis; none below the minimum. */
export interface FiguresView {
  /** Whose answers: the offer's, or the school's. */
  scope: string
  figures: { value: string; label: string; basis: string }[]
  /** Said instead when no figure reaches the minimum of answers. */
  empty?: string
}

export interface SchoolFiguresView extends FiguresView {
  intro: string
}

export interface FooterView {
  heading: string
  cta: Cta
  /** The PDF documents of a training. */
  documents: { href: string; label: string }[]
}

export interface OfferInformationView {
  items: InformationItem[]
  /** « Mis à jour le 26 novembre 2026 »: the record's last change. */
  updatedOn: string
  /** Staff with right 10: where the information is edited. */
  edit?: string
}
