import type { BlogArticle, BlogFilter } from '#contract/content'
import { hasRight, Right } from '#contract/rights'
import type { BlogCreate } from '#contract/texts'
import type { PageImage } from '~/models/page.server'
import { ApiError, callApi } from '~/utils/api.server'
import { createTtlCache } from '~/utils/cache.server'
import { config } from '~/utils/config.server'
import { forgetPages, getPageContent, previewRights, saveText, type TextSave, toPageImage } from './page.server'
import { publicationCall, type PublicationChange } from './publication.server'

const ttl = () => config.contentCacheMs
const listCache = createTtlCache<'all', BlogArticle[]>(ttl)
const filterCache = createTtlCache<'all', BlogFilter[]>(ttl)
const articleCache = createTtlCache<number, BlogArticle>(ttl)

/** Every article, most recent first. */
export async function getBlogArticles(request: Request): Promise<BlogArticle[]> {
  const articles = await listCache.get('all', () => callApi<BlogArticle[]>(request, { path: 'blog/all', action: 'charger les articles' }))
  return [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id)
}

/** One article, or null when the API does not know its id. */
export async function getBlogArticle(request: Request, id: number): Promise<BlogArticle | null> {
  try {
    return await articleCache.get(id, () => callApi<BlogArticle>(request, { path: `blog/byId/${id}`, action: 'charger l’article' }))
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** The named filters of the blog's filter row (those of type 'Article'). */
export async function getBlogFilters(request: Request): Promise<BlogFilter[]> {
  const filters = await filterCache.get('all', () =>
    callApi<BlogFilter[]>(request, { path: 'blogFilters/all', action: 'charger les filtres du blog' }),
  )
  return filters.filter((filter) => filter.type.toLowerCase() === 'article').sort((a, b) => a.id - b.id)
}

/** Every article as staff edit it (right 11; never cached): drafts and scheduled ones too, with their drafts. */
export async function getEditableArticles(request: Request): Promise<BlogArticle[]> {
  const articles = await callApi<BlogArticle[]>(request, { path: 'blog/editable', action: 'charger les articles' })
  return articles.sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id)
}

/**
 * The draft of an article for the member of staff (right 11) who opens its public address: a draft, scheduled
 * article, or a published one with edits not published yet; null for anybody else and for an article without one.
 */
export async function getArticlePreview(request: Request, id: number): Promise<BlogArticle | null> {
  const rights = await previewRights(request)
  if (!rights || !hasRight(rights, Right.EditItemTexts)) return null
  const article = (await getEditableArticles(request)).find((candidate) => candidate.id === id)
  return article && (article.state !== 'published' || article.hasDraft) ? article : null
}

/** Publishes, schedules, unpublishes an article or drops its draft (right 11; decision 0036). */
export async function changeArticlePublication(request: Request, blogId: number, change: PublicationChange) {
  const article = await callApi<BlogArticle>(request, publicationCall(`blog/${blogId}`, change, 'l’article'))
  forgetBlogArticle(blogId)
  forgetPages()
  return article
}

/** Updates one text of an article (right 11): the draft of a published one, unless `publish`. */
export async function updateBlogText(request: Request, blogId: number, textId: string, html: string, save: TextSave = {}) {
  const article = await saveText<BlogArticle>(request, `blog/${blogId}`, textId, 'mettre à jour l’article', html, save)
  forgetBlogArticle(blogId)
  return article
}

/** To call after a change of an article's texts: the blog and the article are read again at their next request. */
export function forgetBlogArticle(blogId: number) {
  listCache.forget()
  articleCache.forget(blogId)
}

/**
 * The images of articles, by article id: an article names its picture by (page id, entity id), which the
 * pages answer (cached) resolve. An article without a picture, or whose page cannot be read, has none. Staff's
 * read of an article (its preview, the blog handler) brings the picture waiting in its draft, shown instead.
 */
export async function getArticleImages(request: Request, articles: BlogArticle[]): Promise<Record<number, PageImage>> {
  const pageIds = [...new Set(articles.flatMap((article) => (article.image ? [article.image.pageId] : [])))]
  const contents = new Map(await Promise.all(pageIds.map(async (pageId) => [pageId, await getPageContent(request, pageId)] as const)))
  return Object.fromEntries(
    articles.flatMap((article) => {
      const image = article.draftImage
        ? toPageImage(article.draftImage)
        : article.image && contents.get(article.image.pageId)?.images[article.image.entityId]
      return image ? [[article.id, image]] : []
    }),
  )
}

/** POST blog (right 11): a new article (title, date, filter, picture of the library), shown on /blog at once. */
export async function createArticle(request: Request, input: BlogCreate) {
  const article = await callApi<BlogArticle>(request, { method: 'POST', path: 'blog', action: 'créer l’article', body: { json: input } })
  listCache.forget()
  forgetPages()
  return article
}

/** DELETE blog/{id} (right 11): the article, its texts and its picture slot (the image stays in the library). */
export async function deleteArticle(request: Request, id: number) {
  await callApi(request, { method: 'DELETE', path: `blog/${id}`, action: 'supprimer l’article' })
  listCache.forget()
  articleCache.forget(id)
  forgetPages()
}
