import { describe, expect, it } from 'vitest'
import { formatFormat, promoLabel } from '../app/offers/format'
import { registrationCategories } from '../server/contract/registration'
import { offerByPath, offerDocumentRoutes, offerEntries, offerRoutes, pictureEntityIds, textIdsOf } from './catalogue'
import { imageSlots } from './images'
import { defaultTexts } from './texts'
import { spacingMistakes } from './typography'

/** Plain spaces for the comparison: the typography is checked on its own below. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

/** Sections 1 and 9 of the specification, as the pages must word them. */
const specification: Record<string, { formats: string[]; promo?: string; stars?: number; shares?: string }> = {
  '/session-life-coaching': { formats: ['Séance individuelle : 3/4 h, 65 € la séance'] },
  '/session-become-coach': { formats: ['Séance individuelle : 3/4 h, 90 € la séance'] },
  '/session-business-coaching': {
    formats: ['Séance individuelle : 1 h, Tarif sur mesure selon votre statut professionnel et votre objectif'],
  },
  '/training-life-coaching-first-module': {
    formats: ['En groupe : 3 jours non consécutifs, Tarif : nous consulter', 'En individuel : 3 demi-journées, Tarif : nous consulter'],
  },
  '/training-life-coaching': {
    formats: [
      'En groupe : 18 jours non consécutifs, 185 € par jour et par personne',
      'En individuel : 18 demi-journées, 235 € la demi-journée',
    ],
  },
  '/training-become-coach': {
    formats: [
      'En groupe : 12 jours non consécutifs, 185 € par jour et par personne',
      'En individuel : 12 demi-journées, 235 € la demi-journée',
    ],
  },
  '/training-business-coaching': {
    formats: ['En groupe : 3 jours non consécutifs, Sur devis', 'En individuel : 3 demi-journées, Sur devis'],
    promo: '-50 %',
    shares: '30/70',
  },
  '/stages/consciousness-initiation': { formats: ['Stage en groupe : une demi-journée, 20 € par personne'], stars: 1 },
  '/stages/sagacity': { formats: ['Stage en groupe : une journée, 185 € par personne'], promo: '-50 %' },
  '/stages/meditation': { formats: ['Stage en groupe : une journée, 185 € la journée'] },
  '/stages/eat-well': { formats: ['Stage en groupe : 2 jours, 185 € par jour et par personne'] },
  '/stages/foreign-trip': { formats: ['Stage en groupe : 3 jours, 185 € par jour et par personne'], promo: '-50 %' },
  ...Object.fromEntries(
    ['supervisor', 'conscious-communication', 'mindfulness-coaching', 'business-coaching'].map((slug) => [
      `/trainer-trainings/${slug}`,
      {
        formats: [
          'En groupe : 3 jours, 555 € par personne pour les 3 jours',
          'En individuel : 3 demi-journées, 705 € pour les 3 demi-journées',
        ],
        shares: '30/70',
      },
    ]),
  ),
}

describe('the catalogue', () => {
  it('holds every offer route of section 2, once', () => {
    expect([...offerRoutes].sort()).toEqual(
      [
        '/coaching',
        '/life-coaching',
        '/become-coach',
        '/business-coaching',
        '/session-life-coaching',
        '/session-become-coach',
        '/session-business-coaching',
        '/training-life-coaching-first-module',
        '/training-life-coaching',
        '/training-become-coach',
        '/training-business-coaching',
        '/events',
        ...registrationCategories.event.map((slug) => `/events/${slug}`),
        '/stages',
        ...registrationCategories.stage.map((slug) => `/stages/${slug}`),
        '/trainer-trainings',
        '/trainer-trainings/supervisor',
        '/trainer-trainings/conscious-communication',
        '/trainer-trainings/mindfulness-coaching',
        '/trainer-trainings/business-coaching',
      ].sort(),
    )
    expect(offerByPath('/stages/')).toBe(offerByPath('/stages'))
    expect(offerByPath('/stages/unknown')).toBeUndefined()
  })

  it.each(Object.entries(specification))('states the formats and prices of sections 1 and 9 for %s', (path, expected) => {
    const offer = offerByPath(path)!
    expect(offer.formats!.map((format) => plain(formatFormat(format)))).toEqual(expected.formats)
    expect(offer.promo ? plain(promoLabel(offer.promo)) : undefined).toBe(expected.promo)
    if (expected.stars) expect(offer.stars).toBe(expected.stars)
    expect(offer.shares ? `${offer.shares.theory}/${offer.shares.practice}` : undefined).toBe(expected.shares)
  })

  it('gives no price where the specification gives none: events and pages that lead to offers', () => {
    const unpriced = offerEntries.filter((offer) => offer.kind === 'event' || offer.kind === 'hub')
    expect(unpriced.length).toBe(11)
    for (const offer of unpriced) expect(offer.formats).toBeUndefined()
    expect(Object.keys(specification).sort()).toEqual(
      offerEntries
        .filter((offer) => offer.formats)
        .map((offer) => offer.path)
        .sort(),
    )
  })

  it('rates every offer from 1 to 5 stars', () => {
    for (const offer of offerEntries.filter((entry) => entry.kind !== 'hub')) expect([1, 2, 3, 4, 5]).toContain(offer.stars)
  })

  it('links its pages as section 2 says: cards to known pages, back links to the family, stage registrations', () => {
    const links = (path: string) => offerByPath(path)!.sections!.flatMap((section) => section.paths)
    expect(links('/life-coaching')).toEqual([
      '/stages',
      '/session-life-coaching',
      '/training-life-coaching-first-module',
      '/training-life-coaching',
    ])
    expect(links('/become-coach')).toEqual(['/session-become-coach', '/training-become-coach', '/trainer-trainings'])
    expect(links('/business-coaching')).toEqual(['/session-business-coaching', '/training-business-coaching'])
    expect(offerByPath('/coaching')!.buttons).toEqual([{ to: '/stages', label: 'Découvrir nos stages' }])
    for (const offer of offerEntries) {
      for (const path of offer.sections?.flatMap((section) => section.paths) ?? [])
        expect(offerByPath(path), `${offer.path} → ${path}`).toBeDefined()
      if (offer.kind === 'stage') {
        expect(offer.back?.to).toBe('/stages')
        expect(offer.cta).toEqual({ to: `/registration/stage/${offer.path.split('/')[2]}`, label: 'Contact et inscription' })
      }
      if (offer.kind === 'event') expect(offer.back?.to).toBe('/events')
      if (offer.kind === 'trainer-training') expect([offer.back?.to, offer.cta.to]).toEqual(['/trainer-trainings', '/contact'])
    }
  })

  it('offers the programme and the brochure of every training and trainer training', () => {
    const trainings = offerEntries.filter((offer) => offer.kind === 'training' || offer.kind === 'trainer-training')
    expect(offerDocumentRoutes).toHaveLength(trainings.length * 2)
    expect(offerDocumentRoutes).toContain('/training-life-coaching/programme.pdf')
    expect(offerDocumentRoutes).toContain('/trainer-trainings/supervisor/brochure.pdf')
  })
})

describe('the content of the offer pages', () => {
  it('has a default text for every block of every page, so that no block is ever blank', () => {
    for (const offer of offerEntries) {
      for (const textId of Object.values(textIdsOf(offer))) {
        expect(defaultTexts[offer.pageId]?.[textId!]?.replace(/<[^>]*>/g, '').trim(), `${offer.pageId}/${textId}`).toBeTruthy()
      }
    }
  })

  it('keeps no default text that no page shows', () => {
    const shown = new Set(offerEntries.flatMap((offer) => Object.values(textIdsOf(offer)).map((textId) => `${offer.pageId}/${textId}`)))
    const pageIds = new Set(offerEntries.map((offer) => offer.pageId))
    const written = [...pageIds].flatMap((pageId) => Object.keys(defaultTexts[pageId] ?? {}).map((textId) => `${pageId}/${textId}`))
    expect(written.filter((key) => !shown.has(key))).toEqual([])
  })

  it('writes French with its non-breaking spaces, in the texts and in the catalogue', () => {
    const pageIds = new Set(offerEntries.map((offer) => offer.pageId))
    const texts = [...pageIds].flatMap((pageId) => Object.values(defaultTexts[pageId] ?? {}))
    const entries = offerEntries.flatMap((offer) => [offer.title, offer.cardTitle, offer.summary, offer.description])
    expect([...texts, ...entries].flatMap(spacingMistakes)).toEqual([])
    expect(texts.join(' ')).not.toMatch(/lorem|ipsum/i)
  })

  it('keeps its meta descriptions to a search result’s length', () => {
    for (const offer of offerEntries) expect(offer.description.length, offer.path).toBeLessThanOrEqual(170)
  })

  it('has one image slot per picture block, on pages the admin image view loads (1 to 27), never two on one entity', () => {
    const slots = new Set(imageSlots.map((slot) => `${slot.pageId}/${slot.entityId}`))
    expect(slots.size).toBe(imageSlots.length)
    for (const offer of offerEntries) {
      for (const [index, entityId] of pictureEntityIds(offer).entries()) {
        expect(offer.pageId).toBeLessThanOrEqual(27)
        const slot = imageSlots.find((candidate) => candidate.pageId === offer.pageId && candidate.entityId === entityId)
        expect(slot?.role, `${offer.path} picture ${index + 1}`).toBe(offer.pictures[index])
      }
    }
  })
})
