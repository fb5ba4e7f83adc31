// An offer page of the catalogue (app/content/catalogue.ts): one offer, with its formats and prices.
export { loader } from '~/utils/offer-page.server'
export { default, ErrorBoundary, handle, links, meta } from '~/components/offers/priced-page'
