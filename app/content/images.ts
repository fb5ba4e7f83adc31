import { offerEntries, pictureEntityIds, type OfferKind } from './catalogue'
import { pageIds } from './pages'

/**
 * The image slots of the content pages: where a page shows an image (page id, entity id), what it shows
 * (`role`, also the image's text alternative) and, for the seed, the demo picture made for it (soft abstract
 * compositions drawn as SVG and rendered to WebP, credited to the school). Staff replace them in the admin image
 * view; a page whose slot has no image renders without it.
 */
export interface ImageSlot {
  pageId: number
  entityId: number
  /** What the image shows, in French: the text alternative of the picture. */
  role: string
  /** Palette and shapes of the demo picture. */
  demo: { hue: number; shapes: 'circles' | 'waves' | 'leaves' | 'horizon'; orientation: 'landscape' | 'portrait' | 'square' }
}

export const imageSlots: ImageSlot[] = [
  { pageId: pageIds.home, entityId: 1, role: 'Deux personnes en conversation dans un jardin calme', demo: { hue: 140, shapes: 'horizon', orientation: 'landscape' } },
  ...offerImageSlots(),
]

/** The picture blocks of the offer pages (app/content/catalogue.ts): one slot per picture, a hue per family. */
function offerImageSlots(): ImageSlot[] {
  const hues: Record<OfferKind, number> = { hub: 140, session: 30, training: 160, stage: 95, 'trainer-training': 200, event: 15 }
  const shapes = ['circles', 'waves', 'leaves', 'horizon'] as const
  return offerEntries.flatMap((offer) =>
    pictureEntityIds(offer).map((entityId, index) => ({
      pageId: offer.pageId,
      entityId,
      role: offer.pictures[index],
      demo: { hue: hues[offer.kind], shapes: shapes[(entityId + index) % shapes.length], orientation: 'landscape' as const },
    })),
  )
}
