import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { id } from '../contract/common'
import { HtmlText, News, textKey } from '../contract/content'
import { Right } from '../contract/rights'
import type { Database } from '../db'
import { news, newsText } from '../db/schema'
import { parse } from '../errors'
import { readHtmlText } from '../services/html'
import { requireOwner, saveHtmlText, TITLE_TEXT } from '../services/html-texts'

const NewsTextParams = z.object({ newsId: id, textName: textKey })

export const newsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/news/all',
    { config: { doc: { summary: 'Every news item, newest first', tag: 'news', access: 'public', response: z.array(News) } } },
    async () => {
      return readNews(app.db)
    },
  )

  app.put(
    '/news/:newsId/:textName',
    {
      config: {
        doc: {
          summary: `Writes a text of a news item (html, sanitised; the main text is "text", "${TITLE_TEXT}" sets its title; the text it replaces is kept as a revision); answers the news item`,
          tag: 'news',
          access: { rights: [Right.EditItemTexts] },
          params: NewsTextParams,
          bodyType: 'html',
          body: HtmlText,
          response: News,
        },
      },
    },
    async (request) => {
      const { newsId, textName } = parse(NewsTextParams, request.params)
      await requireOwner(app.db, 'news', newsId)
      const html = readHtmlText(request)
      await saveHtmlText(request, { kind: 'news', ownerId: newsId, textId: textName }, html)
      const [item] = await readNews(app.db, newsId)
      return item
    },
  )
}

/** News items (all, or the one of `onlyId`) as the API answers them, newest first. */
export async function readNews(db: Database, onlyId?: number): Promise<News[]> {
  const rows = await db
    .select()
    .from(news)
    .where(onlyId === undefined ? undefined : eq(news.id, onlyId))
    .orderBy(desc(news.publishedOn), asc(news.id))
  if (!rows.length) return []
  const texts = await db
    .select()
    .from(newsText)
    .where(
      inArray(
        newsText.newsId,
        rows.map((row) => row.id),
      ),
    )
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    date: row.publishedOn,
    texts: Object.fromEntries(texts.filter((text) => text.newsId === row.id).map((text) => [text.textName, text.html])),
  }))
}
