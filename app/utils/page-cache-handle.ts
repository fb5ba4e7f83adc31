/**
 * The `handle` of a route that reads query parameters (issue 27, point 4; decision 0020). The site's page cache
 * (site-server/page-cache.mjs) keeps in an anonymous visitor's address only the parameters that the routes of the page
 * name here, and redirects (301) an address with any other parameter to the same address without it: a parameter
 * made up for each request can no longer make a new entry and a new render of one page. A route that reads none
 * names nothing; `'*'` keeps every parameter (the back-office, whose pages are never stored). A parameter that a route
 * reads without naming it here never reaches it from an anonymous visitor.
 */
export interface QueryHandle {
  cacheQuery: readonly string[] | '*'
}
