import { pageIds } from '#content/pages'
import { defaultTexts } from '#content/texts'
import type { Page } from '#contract/content'
import type { Image } from '#contract/image'
import { hasRight, parseRights, Right } from '#contract/rights'
import { callApi } from '~/utils/api.server'
import { createTtlCache } from '~/utils/cache.server'
import { config } from '~/utils/config.server'
import { httpError, settle } from '~/utils/errors.server'
import { getSession } from '~/utils/session.server'
import { getCurrentStaff } from './user.server'

// Routes take their page ids from here, inside their loaders: a route module that imported the registry itself
// would ship it to the browser (esbuild keeps an imported module in the route's chunks, used or not).
export { pageIds }

// A page is public and the same for every visitor: one short-lived copy serves them all (see cache.server.ts).
const pageCache = createTtlCache<number, Page>(() => config.contentCacheMs)

export function getPage(request: Request, pageId: number) {
  return pageCache.get(pageId, () => callApi<Page>(request, { path: `page/${pageId}`, action: 'charger la page' }))
}

/** PUT {owner}/{textId}: one html text of a page, an article or a news item (rights checked by the API); answers its owner. */
export function saveText<T>(request: Request, owner: string, textId: string, action: string, html: string) {
  return callApi<T>(request, { method: 'PUT', path: `${owner}/${encodeURIComponent(textId)}`, action, body: { html } })
}

/** Sets one text of a page (right 10 or 11 checked by the API); the site shows it at its next request. */
export async function updatePageText(request: Request, pageId: number, textId: string, html: string) {
  const page = await saveText<Page>(request, `page/${pageId}`, textId, 'mettre à jour le texte', html)
  pageCache.forget(pageId)
  return page
}

/** Attaches an image to an entity of a page. */
export async function attachPageImage(request: Request, pageId: number, entityId: number, imageId: number) {
  const page = await callApi<Page>(request, {
    method: 'PUT',
    path: `page/${pageId}/${entityId}/image/${imageId}`,
    action: 'attacher l’image',
  })
  pageCache.forget(pageId)
  return page
}

/** To call after a change of a page's texts: that page is read again at its next request. */
export function forgetPage(pageId: number) {
  pageCache.forget(pageId)
}

/** To call after a change the page answers embed (an image modified or deleted): every page is read again. */
export function forgetPages() {
  pageCache.forget()
}

/**
 * What a page needs of an image: enough to draw it and to credit it. Pages send only this to the browser (the
 * API's answer also has its id, sizes and weight), which keeps the hydration data of each page small.
 */
export type PageImage = Pick<
  Image,
  'url' | 'role' | 'width' | 'height' | 'variants' | 'author' | 'site' | 'author_link' | 'source_link' | 'change_made'
>

/** What a content page renders: its texts (html) and its images, by entity id. */
export interface PageContent {
  texts: Record<string, string>
  images: Record<string, PageImage>
}

/**
 * Pages whose texts staff rewrite: when the API cannot answer and this process never read them, the error page
 * (« Le serveur ne répond pas ») rather than the built-in texts passed off as the school's (issue 16, point 10).
 */
const NEVER_DEFAULTS_ONLY = new Set<number>([pageIds.home])

/**
 * The texts and images of a page, from the API, completed by the default texts for any missing block. When the
 * API cannot answer, the last answer this process read (the content cache keeps it); without one, the page renders
 * with its default texts (and no images), but for the home page, which shows the error page.
 */
export async function getPageContent(request: Request, pageId: number): Promise<PageContent> {
  const defaults = defaultTexts[pageId] ?? {}
  const read = await settle(getPage(request, pageId))
  if (!read.ok && NEVER_DEFAULTS_ONLY.has(pageId)) {
    httpError(read.status === null ? 503 : read.status >= 500 ? read.status : 502, read.message)
  }
  if (!read.ok) return { texts: defaults, images: {} }
  const page = read.data
  const texts = { ...defaults }
  for (const [textId, html] of Object.entries(page.texts)) if (html.trim()) texts[textId] = html
  const images = Object.fromEntries(
    Object.entries(page.images).flatMap(([entityId, imageId]) => {
      const image = page.imagesById[String(imageId)]
      return image ? [[entityId, toPageImage(image)]] : []
    }),
  )
  return { texts, images }
}

/** The part of an image a page draws and credits (the id, sizes and weight stay here). */
function toPageImage({ url, role, width, height, variants, author, site, author_link, source_link, change_made }: PageImage): PageImage {
  return { url, role, width, height, variants, author, site, author_link, source_link, change_made }
}

/** Whether the request comes from staff who may edit the pages' texts (right 10): a visitor costs no call. */
export async function staffEditsTexts(request: Request): Promise<boolean> {
  if (!(await getSession(request)).get('staffToken')) return false
  const staff = await settle(getCurrentStaff(request))
  return staff.ok && hasRight(parseRights(staff.data.rights), Right.EditMainTexts)
}

/** Where a text of a fixed page is edited (right 10), coming back to the public page after the save. */
export const pageTextPath = (pageId: number, textId: string, back: string) =>
  `/admin/page-texts/${pageId}/${encodeURIComponent(textId)}?${new URLSearchParams({ retour: back })}`

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * A fixed page's content as a public route shows it. For a member of staff holding right 10, each text block (but
 * the page's h1, which the sanitiser would not keep) is followed by a link that edits it, named by its page id and
 * text id (issue 13, item 5). The link is markup inside the text: a visitor's page changes in nothing, not one
 * request (no staff session, no call) nor one byte of JavaScript, and this function lives here because the public
 * routes already import this module (each new server module they shared would cost them an empty chunk).
 */
export async function getPageContentForVisitor(request: Request, pageId: number): Promise<PageContent> {
  const content = await getPageContent(request, pageId)
  if (!(await staffEditsTexts(request))) return content
  const back = new URL(request.url).pathname
  const link = (textId: string) =>
    `<p class="staff-edit"><a href="${escapeHtml(pageTextPath(pageId, textId, back))}">Modifier ce texte</a> ` +
    `<span>(page ${pageId}, texte ${escapeHtml(textId)})</span></p>`
  const texts = Object.fromEntries(
    Object.entries(content.texts).map(([textId, html]) => [textId, /^\s*<h1[\s>]/i.test(html) ? html : `${html}${link(textId)}`]),
  )
  return { ...content, texts }
}
