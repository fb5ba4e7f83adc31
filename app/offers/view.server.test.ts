import { describe, expect, it } from 'vitest'
import { offerEntries, type OfferPage, pictureEntityIds, requireOffer, textIdsOf } from '#content/catalogue'
import { noFigureSentence } from '#content/claims'
import { defaultTexts } from '#content/texts'
import type { PageImage } from '~/models/page.server'
import type { ListedRegistration } from '~/registrations/open-registrations.server'
import { offerView } from './view.server'

const NBSP = '\u00a0'

const image: PageImage = {
  url: 'uploads/abc.webp',
  alt: 'Une tasse de thé près d’un carnet',
  width: 1600,
  height: 1067,
  variants: [{ width: 480, url: 'uploads/abc-480.webp' }],
  author: 'Atelier de l’école',
  site: '',
  author_link: '',
  source_link: '',
  change_made: '',
}

function defaultBlocks(offer: OfferPage) {
  return Object.fromEntries(Object.entries(textIdsOf(offer)).map(([role, textId]) => [role, defaultTexts[offer.pageId][textId!]]))
}

function viewOf(path: string, { registrations = [] as ListedRegistration[], images = true } = {}) {
  const offer = requireOffer(path)
  return offerView({
    offer,
    blocks: defaultBlocks(offer),
    images: pictureEntityIds(offer).map(() => (images ? image : null)),
    registrations,
    structuredData: [],
  })
}

const registration: ListedRegistration = {
  id: 4,
  title: 'Dire non sans blesser',
  eventDate: '2026-12-15',
  displayDate: '15/12/2026',
  dateText: null,
  details: [{ label: 'Tarif', value: 'Gratuit' }],
  href: '/registration/event/webinars/4',
  availability: null,
  place: 'En ligne',
}

describe('the view of an offer page', () => {
  it('words a stage’s hero, badges, prices and footer, ready to render', () => {
    const view = viewOf('/stages/sagacity')
    expect(view.title).toBe(`Stage sagacité${NBSP}: affiner son discernement`)
    expect(view.meta).toContainEqual({ title: `Stage sagacité${NBSP}: affiner son discernement | École Sens & Parole` })
    expect(view.meta).toContainEqual({ name: 'description', content: requireOffer('/stages/sagacity').description })
    expect(view.hero).toMatchObject({
      back: { to: '/stages', label: 'Retour aux stages' },
      eyebrow: 'Stage',
      promo: { prefix: `Offre promotionnelle${NBSP}: `, label: `-50${NBSP}%` },
      stars: { count: 2, label: `Niveau d’approfondissement${NBSP}: 2 sur 5` },
    })
    expect(view.prices).toEqual({
      heading: 'Durée et tarif',
      promo: { prefix: `Offre promotionnelle${NBSP}: `, label: `-50${NBSP}%` },
      // Under its promotion: the price to pay, the price before it, and what screen readers say of the two.
      options: [
        {
          label: 'Stage en groupe',
          amount: `92,50${NBSP}€`,
          before: `185${NBSP}€`,
          alternative: `Prix${NBSP}: 92,50${NBSP}€ au lieu de 185${NBSP}€`,
          unit: 'par personne',
          duration: 'une journée',
        },
      ],
      practical: defaultBlocks(requireOffer('/stages/sagacity')).practical,
    })
    expect(view.footer).toEqual({
      heading: `Envie de participer${NBSP}?`,
      cta: { to: '/registration/stage/sagacity', label: 'Contact et inscription' },
      documents: [],
    })
    expect(view.pictures).toEqual([
      { html: expect.stringContaining('<h2>'), image },
      { html: expect.stringContaining('<h2>'), image },
    ])
    expect(view.sections).toBeUndefined()
    expect(view.registrations).toBeUndefined()
    expect(view.figures).toBeUndefined()
  })

  it('gives a training its shares, its request button, its figures and its PDF links', () => {
    const view = viewOf('/training-business-coaching')
    expect(view.prices?.heading).toBe('Formats, durées et tarifs')
    expect(view.prices?.options.map((option) => [option.label, option.amount, option.duration])).toEqual([
      ['En groupe', 'Sur devis', `3${NBSP}jours non consécutifs`],
      ['En individuel', 'Sur devis', `3${NBSP}demi-journées`],
    ])
    expect(view.prices?.shares).toEqual({ text: `30${NBSP}% de théorie, 70${NBSP}% de pratique`, theory: 30, practice: 70 })
    expect(view.prices?.request).toEqual({ to: '/contact', label: 'Demander un devis' })
    expect(viewOf('/training-life-coaching-first-module').prices?.request).toEqual({ to: '/contact', label: 'Demander le tarif' })
    expect(view.figures?.intro).toBe(
      `Depuis 2009, nos formateurs cumulent plus de 18${NBSP}ans d’expérience en coaching de vie et plus de 15${NBSP}ans en coaching professionnel.`,
    )
    // No survey answered yet: no figure, and why (decision 0040).
    expect(view.figures?.figures).toEqual([])
    expect(view.figures?.empty).toBe(noFigureSentence(10))
    expect(view.footer.documents).toEqual([
      { href: '/training-business-coaching/programme.pdf', label: 'Télécharger le programme' },
      { href: '/training-business-coaching/brochure.pdf', label: 'Télécharger la brochure' },
    ])
  })

  it('gives a hub the cards of the offers it leads to, one line per format', () => {
    const view = viewOf('/coaching')
    const cards = view.sections!.flatMap((section) => section.cards)
    expect(cards.find((card) => card.to === '/session-life-coaching')).toEqual({
      to: '/session-life-coaching',
      title: requireOffer('/session-life-coaching').cardTitle,
      summary: requireOffer('/session-life-coaching').summary,
      facts: [{ duration: `3/4${NBSP}h`, amount: `65${NBSP}€`, unit: 'la séance' }],
      stars: { count: 2, label: `Niveau d’approfondissement${NBSP}: 2 sur 5` },
    })
    expect(view.buttons).toEqual([{ to: '/stages', label: expect.any(String) }])
    expect(view.figures).toBeDefined()
    expect(view.hero.eyebrow).toBeUndefined()
  })

  it('lists an event’s registrations without their place (JSON-LD only) and fills the free slots', () => {
    expect(viewOf('/events/webinars').registrations).toMatchObject({
      list: [],
      placeholders: 3,
      placeholder: expect.stringContaining('Prochaine date'),
    })
    const { place: _place, ...shown } = registration
    expect(viewOf('/events/webinars', { registrations: [registration] }).registrations).toMatchObject({ list: [shown], placeholders: 2 })
    expect(viewOf('/events/webinars').banner).toEqual({ html: expect.any(String), cta: { to: '/contact', label: 'Proposer un événement' } })
  })

  it('keeps a picture block’s text when its image is missing', () => {
    expect(viewOf('/stages/meditation', { images: false }).pictures.map((block) => block.image)).toEqual([null, null])
  })

  it('sends nothing the page does not draw: no other page’s description, no raw catalogue field', () => {
    for (const offer of offerEntries) {
      const json = JSON.stringify(viewOf(offer.path))
      for (const other of offerEntries.filter((entry) => entry !== offer))
        expect(json, `${offer.path}: ${other.path}`).not.toContain(other.description)
      for (const key of [
        'pageId',
        'textPrefix',
        'entityBase',
        'familyPrefix',
        'eventSubcategory',
        'cardTitle',
        '"euros"',
        '"per"',
        '"nonConsecutive"',
      ]) {
        expect(json, `${offer.path}: ${key}`).not.toContain(key)
      }
      // The catalogue's picture roles seed the images' text alternatives; the page shows the image's own.
      for (const role of offer.pictures) expect(json, `${offer.path}: ${role}`).not.toContain(role)
    }
  })

  it('has the shape the family pages expect: their part comes right after the gains', () => {
    // OfferPage renders the family's part after the gains: hubs must have no gains, events no programme.
    for (const offer of offerEntries) {
      const view = viewOf(offer.path)
      if (offer.kind === 'hub') expect(view.gains, offer.path).toBeUndefined()
      if (offer.kind === 'hub') expect(view.prices, offer.path).toBeUndefined()
      if (offer.kind === 'event') expect(view.programme, offer.path).toBeUndefined()
      if (offer.kind !== 'hub') expect(view.sections, offer.path).toBeUndefined()
      if (offer.kind !== 'event') expect(view.registrations, offer.path).toBeUndefined()
    }
  })
})
