// A hub page of the offer catalogue (app/content/catalogue.ts): the cards of the offers it leads to.
export { loader } from '~/utils/offer-page.server'
export { default, ErrorBoundary, handle, links, meta } from '~/components/offers/hub-page'
