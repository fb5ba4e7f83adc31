import type { News } from '#contract/content'
import type { NewsCreate } from '#contract/texts'
import { callApi } from '~/utils/api.server'
import { createTtlCache } from '~/utils/cache.server'
import { config } from '~/utils/config.server'
import { saveText } from './page.server'

const newsCache = createTtlCache<'all', News[]>(() => config.contentCacheMs)

/** Every news item, most recent first. */
export async function getAllNews(request: Request): Promise<News[]> {
  const news = await newsCache.get('all', () => callApi<News[]>(request, { path: 'news/all', action: 'charger les actualités' }))
  return [...news].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
}

/** Updates one text of a news item (right 11); the list is read again at its next request. */
export async function updateNewsText(request: Request, newsId: number, textName: string, html: string, baseRevision?: string) {
  const news = await saveText<News>(request, `news/${newsId}`, textName, 'mettre à jour l’actualité', html, baseRevision)
  forgetNews()
  return news
}

/** POST news (right 11): a new item, its text sanitised by the API; shown on /news at once. */
export async function createNews(request: Request, input: NewsCreate) {
  const news = await callApi<News>(request, { method: 'POST', path: 'news', action: 'créer l’actualité', body: { json: input } })
  forgetNews()
  return news
}

/** DELETE news/{id} (right 11): the item and its texts. */
export async function deleteNews(request: Request, id: number) {
  await callApi(request, { method: 'DELETE', path: `news/${id}`, action: 'supprimer l’actualité' })
  forgetNews()
}

/** To call after a change of a news item's texts: the list is read again at its next request. */
export function forgetNews() {
  newsCache.forget()
}
