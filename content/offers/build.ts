import { pageIds } from '../pages'
import { frenchSpacing } from '../typography'
import type { Cta, Duration, OfferPage, Price, Promo, Shares } from './types'

/** Builders of the catalogue's entries: what a family of offers has in common is written once. */

export const contact: Cta = { to: '/contact', label: 'Nous contacter' }
export const GROUP = 'En groupe'
export const INDIVIDUAL = 'En individuel'
export const theoryPractice: Shares = { theory: 30, practice: 70 }
export const halfPrice: Promo = { percent: 50 }
export const days = (count: number, nonConsecutive = false): Duration => ({ unit: 'day', count, nonConsecutive })
export const halfDays = (count: number): Duration => ({ unit: 'half-day', count })
export const euros = (amount: number, per: Extract<Price, { kind: 'amount' }>['per']): Price => ({ kind: 'amount', euros: amount, per })

export type Entry = Omit<OfferPage, 'path' | 'kind' | 'pageId' | 'textPrefix' | 'cta'> & Partial<Pick<OfferPage, 'cta'>>

/** The entries are typed with ordinary spaces; people read them with French non-breaking ones. */
function typeset(offer: OfferPage): OfferPage {
  return {
    ...offer,
    title: frenchSpacing(offer.title),
    cardTitle: frenchSpacing(offer.cardTitle),
    summary: frenchSpacing(offer.summary),
    description: frenchSpacing(offer.description),
    sections: offer.sections?.map((section) => ({ ...section, heading: frenchSpacing(section.heading) })),
  }
}

export const hub = (path: string, pageId: number, entry: Entry): OfferPage =>
  typeset({ path, kind: 'hub', pageId, textPrefix: path.slice(1), cta: contact, ...entry })

export const session = (slug: string, entry: Entry): OfferPage =>
  typeset({
    path: `/${slug}`,
    kind: 'session',
    pageId: pageIds.sessions,
    textPrefix: slug,
    cta: { to: '/contact', label: 'Réserver une séance' },
    ...entry,
  })

export const training = (slug: string, entry: Entry): OfferPage =>
  typeset({ path: `/${slug}`, kind: 'training', pageId: pageIds.trainings, textPrefix: slug, cta: contact, documents: true, ...entry })

/** An offer whose page sits under its family's hub (`/stages/…`): its address, texts and way back follow from the hub. */
const underHub = (hub: string, kind: OfferPage['kind'], pageId: number, back: string, slug: string) =>
  ({ path: `${hub}/${slug}`, kind, pageId, textPrefix: slug, back: { to: hub, label: back } }) as const

export const stage = (slug: string, entry: Entry): OfferPage =>
  typeset({
    ...underHub('/stages', 'stage', pageIds.stages, 'Retour aux stages', slug),
    // Section 2: the stage pages' button leads to the registration of that stage.
    cta: { to: `/registration/stage/${slug}`, label: 'Contact et inscription' },
    ...entry,
  })

/** The four trainer trainings share their formats and prices (section 9). */
export const trainerTraining = (slug: string, entry: Entry): OfferPage =>
  typeset({
    ...underHub('/trainer-trainings', 'trainer-training', pageIds.trainerTrainings, 'Retour aux formations de formateurs', slug),
    cta: contact,
    documents: true,
    formats: [
      { label: GROUP, duration: days(3), price: euros(555, 'person-whole') },
      { label: INDIVIDUAL, duration: halfDays(3), price: euros(705, 'whole') },
    ],
    shares: theoryPractice,
    ...entry,
  })

/** Events have no price in the specification: their pages list the dated registrations instead. */
export const event = (slug: string, entry: Entry): OfferPage =>
  typeset({
    ...underHub('/events', 'event', pageIds.events, 'Retour aux événements', slug),
    cta: contact,
    eventSubcategory: slug,
    familyPrefix: 'events',
    ...entry,
  })
