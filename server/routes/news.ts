import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { id } from '../contract/common'
import { HtmlText, News, textKey } from '../contract/content'
import { Right } from '../contract/rights'
import type { Database } from '../db'
import { news, newsText } from '../db/schema'
import { notFound, parse } from '../errors'
import { staffTransaction } from '../services/activity'
import { readHtmlText, titleOf } from '../services/html'
import { TITLE_TEXT } from './blog'

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
          summary: `Writes a text of a news item (html, sanitised; the main text is "text", "${TITLE_TEXT}" sets its title); answers the news item`,
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
      const [found] = await app.db.select({ id: news.id }).from(news).where(eq(news.id, newsId))
      if (!found) throw notFound('Cette actualité n’existe pas.')
      const html = readHtmlText(request)
      await staffTransaction(request, async (tx, record) => {
        const [row] = await tx.select({ title: news.title }).from(news).where(eq(news.id, newsId)).for('update')
        if (!row) throw notFound('Cette actualité n’existe pas.')
        if (textName === TITLE_TEXT) {
          const title = titleOf(html)
          await tx.update(news).set({ title }).where(eq(news.id, newsId))
          await record({ entity: 'news', entityId: newsId, action: 'update', label: title, before: { title: row.title }, after: { title } })
          return
        }
        const [previous] = await tx
          .select({ html: newsText.html })
          .from(newsText)
          .where(and(eq(newsText.newsId, newsId), eq(newsText.textName, textName)))
        await tx
          .insert(newsText)
          .values({ newsId, textName, html })
          .onConflictDoUpdate({ target: [newsText.newsId, newsText.textName], set: { html } })
        await record({
          entity: 'news',
          entityId: newsId,
          action: 'update',
          label: row.title,
          before: { [textName]: previous?.html ?? null },
          after: { [textName]: html },
        })
      })
      const [item] = await readNews(app.db, newsId)
      return item
    },
  )
}

/** News items (all, or the one of `onlyId`) as the API answers them, newest first. */
async function readNews(db: Database, onlyId?: number): Promise<News[]> {
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
