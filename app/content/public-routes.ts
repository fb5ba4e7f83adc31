import { pages } from './pages'

/**
 * The public pages that search engines should find (sitemap.xml), in the order of the site's menu. The blog's
 * articles are added from the API. /podcast is left out: it shows the home page, its canonical address.
 * The client area is personal: not listed (and disallowed in robots.txt).
 */
export const publicRoutes: string[] = Object.values(pages).flatMap((page) =>
  page.route && page.route !== pages.clientAccount.route ? [page.route] : [],
)
