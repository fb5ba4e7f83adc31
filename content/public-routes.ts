import { offerRoutes } from './catalogue'
import { pages } from './pages'

/**
 * The public pages that search engines should find (sitemap.xml): the registry's pages in the order of the site's
 * menu, then the offer pages the registry does not name (sessions, trainings, events, stages and trainer trainings
 * of the catalogue). The blog's articles are added from the API. /podcast is left out: it shows the home page,
 * its canonical address. The client area is personal: not listed (and disallowed in robots.txt).
 */
const registryRoutes: string[] = Object.values(pages).flatMap((page) =>
  page.route && page.route !== pages.clientAccount.route ? [page.route] : [],
)

export const publicRoutes: string[] = [...registryRoutes, ...offerRoutes.filter((path) => !registryRoutes.includes(path))]
