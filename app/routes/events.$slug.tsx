// An event page of the catalogue (app/content/catalogue.ts): its open registrations.
export { loader } from '~/utils/offer-page.server'
export { default, ErrorBoundary, handle, links, meta } from '~/components/offers/event-page'
