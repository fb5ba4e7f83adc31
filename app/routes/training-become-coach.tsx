// An offer page: the catalogue's entry at this path (app/content/catalogue.ts), rendered by the one offer page.
export { loader } from '~/utils/offer-page.server'
export { default, ErrorBoundary, links, meta } from '~/components/offers/offer-page'
