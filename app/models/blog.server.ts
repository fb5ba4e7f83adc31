import type { BlogArticle, BlogFilter } from '#contract/content'
import type { BlogCreate } from '#contract/texts'
import type { PageImage } from '~/models/page.server'
import { ApiError, callApi } from '~/utils/api.server'
import { createTtlCache } from '~/utils/cache.server'
import { config } from '~/utils/config.server'
import { forgetPages, getPageContent, saveText } from './page.server'

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

/** Updates one text of an article (right 11); the blog is read again at its next request. */
export async function updateBlogText(request: Request, blogId: number, textId: string, html: string, baseRevision?: string) {
  const article = await saveText<BlogArticle>(request, `blog/${blogId}`, textId, 'mettre à jour l’article', html, baseRevision)
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
 * pages answer (cached) resolve. An article without a picture, or whose page cannot be read, has none.
 */
export async function getArticleImages(request: Request, articles: BlogArticle[]): Promise<Record<number, PageImage>> {
  const pageIds = [...new Set(articles.flatMap((article) => (article.image ? [article.image.pageId] : [])))]
  const contents = new Map(await Promise.all(pageIds.map(async (pageId) => [pageId, await getPageContent(request, pageId)] as const)))
  return Object.fromEntries(
    articles.flatMap((article) => {
      const image = article.image && contents.get(article.image.pageId)?.images[article.image.entityId]
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
