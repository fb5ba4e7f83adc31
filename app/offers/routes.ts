import { offerDocumentRoutes, offerEntries, type OfferKind } from '../../content/catalogue'

/**
 * The offer pages' routes, made from the catalogue (remix.config.js reads this table): one route module per family
 * of page in `./routes/`, so that an offer added to the catalogue has its page and its documents at once.
 * Relative imports only: remix.config.js loads this file outside the site's build, with tsx.
 */
const familyOf = (kind: OfferKind) => (kind === 'hub' ? 'hub' : kind === 'event' ? 'event' : 'priced')

export interface OfferRoute {
  id: string
  path: string
  /** Relative to app/. */
  file: string
}

export const offerRouteTable: OfferRoute[] = [
  ...offerEntries.map((offer) => ({ id: `offers${offer.path}`, path: offer.path, file: `offers/routes/${familyOf(offer.kind)}.tsx` })),
  ...offerDocumentRoutes.map((path) => ({ id: `offers${path}`, path, file: 'offers/routes/document.ts' })),
]
