import { offerDocumentRoutes, offerEntries, type OfferKind } from '../../content/catalogue'

/**
 * The offer pages' routes, made from the catalogue (remix.config.js reads this table): one route module per family
 * of page in `./routes/`, so that an offer added to the catalogue has its page and its documents at once. The loaders
 * look the catalogue up by path (an unknown one is the 404 page).
 * Relative imports only: remix.config.js loads this file outside the site's build, with tsx.
 */
const familyOf = (kind: OfferKind) => (kind === 'hub' ? 'hub' : kind === 'event' ? 'event' : 'priced')

export interface OfferRoute {
  id: string
  path: string
  /** Relative to app/. */
  file: string
}

const fileOf = (kind: OfferKind) => `offers/routes/${familyOf(kind)}.tsx`

/**
 * The offers under a folder of the site (`/stages/…`, `/events/…`, `/trainer-trainings/…`) are one route each folder,
 * `/{folder}/:offer`: Remix ranks and matches its whole route table several times per request, so fewer routes is less
 * work on every page (decision 0042). A folder holds one family of page; a catalogue that mixed two would need a route
 * each, and fails here rather than render one family's page with another's module.
 * The offers at the site's root (`/coaching`, `/training-…`) keep a route each: one `/:offer` route would share its
 * rank with the founder's and the school's `/$slug`, and their 404 pages.
 */
function pageRoutes(): OfferRoute[] {
  const folders = new Map<string, OfferKind>()
  const routes: OfferRoute[] = []
  for (const offer of offerEntries) {
    const segments = offer.path.split('/').filter(Boolean)
    if (segments.length === 1) {
      routes.push({ id: `offers${offer.path}`, path: offer.path, file: fileOf(offer.kind) })
      continue
    }
    const folder = segments.slice(0, -1).join('/')
    const known = folders.get(folder)
    if (known && familyOf(known) !== familyOf(offer.kind))
      throw new Error(`/${folder}/ holds two families of offer pages (${known}, ${offer.kind}): one route per family`)
    if (!known) {
      folders.set(folder, offer.kind)
      routes.push({ id: `offers/${folder}/$offer`, path: `/${folder}/:offer`, file: fileOf(offer.kind) })
    }
  }
  return routes
}

export const offerRouteTable: OfferRoute[] = [
  ...pageRoutes(),
  // A route each: a parametrised resource route would answer an unknown document with its bare 404, not the site's
  // 404 page, which only a page route renders.
  ...offerDocumentRoutes.map((path) => ({ id: `offers${path}`, path, file: 'offers/routes/document.ts' })),
]
