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

/** How a text is saved: the version its editor opened (decision 0033), and live at once rather than as a draft (0036). */
export interface TextSave {
  baseRevision?: string
  publish?: boolean
}

/**
 * PUT {owner}/{textId}: one html text of a page, an article or a news item (rights checked by the API); answers its
 * owner. While visitors see the owner, it is the text's draft unless `publish` (« Publier », decision 0036); a
 * `baseRevision` older than another member's save is a 409 (decision 0033).
 */
export function saveText<T>(request: Request, owner: string, textId: string, action: string, html: string, save: TextSave = {}) {
  const query = new URLSearchParams()
  if (save.baseRevision !== undefined) query.set('baseRevision', save.baseRevision)
  if (save.publish) query.set('publish', 'true')
  const path = `${owner}/${encodeURIComponent(textId)}${query.size ? `?${query}` : ''}`
  return callApi<T>(request, { method: 'PUT', path, action, body: { html } })
}

/** Sets one text of a page (right 10 or 11 checked by the API): its draft, or live with `publish`. */
export async function updatePageText(request: Request, pageId: number, textId: string, html: string, save: TextSave = {}) {
  const page = await saveText<Page>(request, `page/${pageId}`, textId, 'mettre à jour le texte', html, save)
  pageCache.forget(pageId)
  return page
}

/**
 * Attaches an image to an entity of a page (right 4). Answers whether it waits as a published article's draft
 * picture (decision 0036) rather than being shown at once.
 */
export async function attachPageImage(request: Request, pageId: number, entityId: number, imageId: number): Promise<{ draft: boolean }> {
  const page = await callApi<Page>(request, {
    method: 'PUT',
    path: `page/${pageId}/${entityId}/image/${imageId}`,
    action: 'attacher l’image',
  })
  pageCache.forget(pageId)
  return { draft: page.draftImages?.[String(entityId)] === imageId }
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
  'url' | 'alt' | 'width' | 'height' | 'variants' | 'author' | 'site' | 'author_link' | 'source_link' | 'change_made'
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
export function toPageImage({
  url,
  alt,
  width,
  height,
  variants,
  author,
  site,
  author_link,
  source_link,
  change_made,
}: PageImage): PageImage {
  return { url, alt, width, height, variants, author, site, author_link, source_link, change_made }
}

/** A page as staff edit it (right 10; never cached): its texts' drafts in place, their ids in `drafts`. */
export function getEditablePage(request: Request, pageId: number) {
  return callApi<Page>(request, { path: `page/${pageId}/editable`, action: 'charger la page' })
}

/** A page's content as staff edit it (right 10): what visitors see, each text's draft in its place, named in `drafts`. */
export async function getEditablePageContent(request: Request, pageId: number): Promise<PageContent & { drafts: string[] }> {
  const [content, editable] = await Promise.all([getPageContent(request, pageId), getEditablePage(request, pageId)])
  const drafts = editable.drafts ?? []
  return {
    ...content,
    texts: { ...content.texts, ...Object.fromEntries(drafts.map((textId) => [textId, editable.texts[textId]])) },
    drafts,
  }
}

/** Drops the draft of a page's text (right 10): visitors' version is staff's again. */
export async function discardPageTextDraft(request: Request, pageId: number, textId: string) {
  await callApi(request, {
    method: 'POST',
    path: `page/${pageId}/${encodeURIComponent(textId)}/discard-draft`,
    action: 'abandonner le brouillon',
  })
  pageCache.forget(pageId)
}

/** Whether the request comes from staff who may edit the pages' texts (right 10): a visitor costs no call. */
export async function staffEditsTexts(request: Request): Promise<boolean> {
  const rights = await previewRights(request)
  return !!rights && hasRight(rights, Right.EditMainTexts)
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
  // Staff see the drafts of the page's texts where visitors see the texts (decision 0036): the page read a session,
  // so it is private and never stored by the page cache.
  const editable = await settle(getEditablePage(request, pageId))
  const drafts = editable.ok ? (editable.data.drafts ?? []) : []
  const back = new URL(request.url).pathname
  const link = (textId: string) =>
    `<p class="staff-edit"><a href="${escapeHtml(pageTextPath(pageId, textId, back))}">Modifier ce texte</a> ` +
    `<span>(page ${pageId}, texte ${escapeHtml(textId)})</span></p>`
  const shown = {
    ...content.texts,
    ...(editable.ok ? Object.fromEntries(drafts.map((textId) => [textId, editable.data.texts[textId]])) : {}),
  }
  const texts = Object.fromEntries(
    Object.entries(shown).map(([textId, html]) => {
      const marked = drafts.includes(textId) ? `${DRAFT_PREVIEW_HTML}${html}` : html
      return [textId, /^\s*<h1[\s>]/i.test(html) ? html : `${marked}${link(textId)}`]
    }),
  )
  return { ...content, texts }
}

/** What a member of staff sees above a draft shown at its public address (decision 0036). */
export const DRAFT_PREVIEW = 'Aperçu du brouillon — non publié'
export const DRAFT_PREVIEW_HTML = `<p class="draft-preview" role="status"><strong>${DRAFT_PREVIEW}</strong></p>`

/**
 * The rights of the member of staff whose session the request carries, or null: a visitor's request (no session)
 * costs no call and reads no session data, so that its page stays the cached one.
 */
export async function previewRights(request: Request): Promise<number[] | null> {
  if (!(await getSession(request)).get('staffToken')) return null
  const staff = await settle(getCurrentStaff(request))
  return staff.ok ? parseRights(staff.data.rights) : null
}
