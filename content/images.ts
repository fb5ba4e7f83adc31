import { offerEntries, type OfferKind, pictureEntityIds } from './catalogue'
import { pageIds } from './pages'

/**
 * The image slots of the content pages: where a page shows an image (page id, entity id), what it shows (`role`,
 * which the seed also writes as the picture's text alternative) and, for the seed, the demo picture made for it
 * (soft abstract compositions drawn as SVG and rendered to WebP, credited to the school). Staff replace them in
 * the admin image view; a page whose slot has no image renders without it.
 */
export interface ImageSlot {
  pageId: number
  entityId: number
  /** Where the page shows it, in French: what staff choose in the image view (« Carte « Devenir coach » »). */
  place: string
  /** What the image shows, in French: the seeded picture's text alternative (staff describe their own uploads). */
  role: string
  /** Palette and shapes of the demo picture. */
  demo: { hue: number; shapes: 'circles' | 'waves' | 'leaves' | 'horizon'; orientation: 'landscape' | 'portrait' | 'square' }
}

export const imageSlots: ImageSlot[] = [
  {
    pageId: pageIds.home,
    entityId: 1,
    place: 'En-tête de la page',
    role: 'Deux personnes en conversation dans un jardin calme',
    demo: { hue: 140, shapes: 'horizon', orientation: 'landscape' },
  },
  // The three cards of the home page: life coaching, becoming a coach, business coaching.
  {
    pageId: pageIds.home,
    entityId: 2,
    place: 'Carte «\u00a0Coaching de vie\u00a0»',
    role: 'Un sentier baigné d’une lumière dorée',
    demo: { hue: 40, shapes: 'waves', orientation: 'landscape' },
  },
  {
    pageId: pageIds.home,
    entityId: 3,
    place: 'Carte «\u00a0Devenir coach\u00a0»',
    role: 'Des cercles qui se répondent, comme un groupe à l’écoute',
    demo: { hue: 155, shapes: 'circles', orientation: 'landscape' },
  },
  {
    pageId: pageIds.home,
    entityId: 4,
    place: 'Carte «\u00a0Coaching professionnel\u00a0»',
    role: 'Des lignes claires qui s’ouvrent sur un horizon dégagé',
    demo: { hue: 190, shapes: 'horizon', orientation: 'landscape' },
  },
  // Entity 1 of the founder, method and school pages is their hero picture, also shown on the cards of /about.
  {
    pageId: pageIds.founder,
    entityId: 1,
    place: 'En-tête de la page (et sa carte sur «\u00a0À propos\u00a0»)',
    role: 'Portrait d’Hélène Garnier, fondatrice de l’école',
    demo: { hue: 20, shapes: 'leaves', orientation: 'portrait' },
  },
  {
    pageId: pageIds.method,
    entityId: 1,
    place: 'En-tête de la page (et sa carte sur «\u00a0À propos\u00a0»)',
    role: 'Des vagues douces aux tons de sauge',
    demo: { hue: 140, shapes: 'waves', orientation: 'landscape' },
  },
  {
    pageId: pageIds.method,
    entityId: 2,
    place: 'Section «\u00a0Une pédagogie par l’expérience\u00a0»',
    role: 'Des cercles concentriques couleur de sable, comme une présence qui s’élargit',
    demo: { hue: 35, shapes: 'circles', orientation: 'square' },
  },
  {
    pageId: pageIds.school,
    entityId: 1,
    place: 'En-tête de la page (et sa carte sur «\u00a0À propos\u00a0»)',
    role: 'Les collines lyonnaises au soleil levant',
    demo: { hue: 100, shapes: 'horizon', orientation: 'landscape' },
  },
  {
    pageId: pageIds.school,
    entityId: 2,
    place: 'Section «\u00a0Nous trouver\u00a0»',
    role: 'Des feuilles aux couleurs d’automne, dans la cour de l’école',
    demo: { hue: 25, shapes: 'leaves', orientation: 'landscape' },
  },
  ...offerImageSlots(),
]

/** The picture blocks of the offer pages (content/catalogue.ts): one slot per picture, a hue per family. */
function offerImageSlots(): ImageSlot[] {
  const hues: Record<OfferKind, number> = { hub: 140, session: 30, training: 160, stage: 95, 'trainer-training': 200, event: 15 }
  const shapes = ['circles', 'waves', 'leaves', 'horizon'] as const
  return offerEntries.flatMap((offer) =>
    pictureEntityIds(offer).map((entityId, index) => ({
      pageId: offer.pageId,
      entityId,
      place: `Bloc ${index + 1} de «\u00a0${offer.title}\u00a0»`,
      role: offer.pictures[index],
      demo: { hue: hues[offer.kind], shapes: shapes[(entityId + index) % shapes.length], orientation: 'landscape' as const },
    })),
  )
}
