/**
 * The headers of an answer meant for one person alone (an admin page, a page reached by a personal link, a file of
 * personal data, a staff member's preview): kept by no cache, neither a shared one nor the browser's. The site's page
 * cache stores none of them (site-server/page-cache.mjs). Frozen: every answer shares this one object.
 */
export const PRIVATE_HEADERS = Object.freeze({ 'Cache-Control': 'private, no-store' })
