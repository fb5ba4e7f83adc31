import type { News } from '#contract/content'
import { hasRight, Right } from '#contract/rights'
import type { NewsCreate } from '#contract/texts'
import { callApi } from '~/utils/api.server'
import { createTtlCache } from '~/utils/cache.server'
import { config } from '~/utils/config.server'
import { previewRights, saveText, type TextSave } from './page.server'
import { publicationCall, type PublicationChange } from './publication.server'

const newsCache = createTtlCache<'all', News[]>(() => config.contentCacheMs)

/** Every news item, most recent first. */
export async function getAllNews(request: Request): Promise<News[]> {
  const news = await newsCache.get('all', () => callApi<News[]>(request, { path: 'news/all', action: 'charger les actualités' }))
  return [...news].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
}

/** Every news item as staff edit it (right 11; never cached): drafts and scheduled ones too, with their drafts. */
export async function getEditableNews(request: Request): Promise<News[]> {
  const news = await callApi<News[]>(request, { path: 'news/editable', action: 'charger les actualités' })
  return news.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
}

/**
 * The news as the member of staff (right 11) who opens /news edits them: drafts and edits not published yet in
 * place (decision 0036); null for anybody else.
 */
export async function getNewsPreview(request: Request): Promise<News[] | null> {
  const rights = await previewRights(request)
  return rights && hasRight(rights, Right.EditItemTexts) ? getEditableNews(request) : null
}

/** Publishes, schedules, unpublishes a news item or drops its draft (right 11; decision 0036). */
export async function changeNewsPublication(request: Request, newsId: number, change: PublicationChange) {
  const item = await callApi<News>(request, publicationCall(`news/${newsId}`, change, 'l’actualité'))
  forgetNews()
  return item
}

/** Updates one text of a news item (right 11): the draft of a published one, unless `publish`. */
export async function updateNewsText(request: Request, newsId: number, textName: string, html: string, save: TextSave = {}) {
  const news = await saveText<News>(request, `news/${newsId}`, textName, 'mettre à jour l’actualité', html, save)
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
