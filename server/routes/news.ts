import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { id, SuccessAnswer } from '../contract/common'
import { HtmlText, News, textKey } from '../contract/content'
import { Right } from '../contract/rights'
import { ItemParams, NewsCreateSchema } from '../contract/texts'
import type { Database } from '../db'
import { news, newsText } from '../db/schema'
import { parse } from '../errors'
import { staffTransaction } from '../services/activity'
import { cleanHtmlText, readHtmlText } from '../services/html'
import { deleteRevisionsOf, requireOwner, saveHtmlText, TITLE_TEXT, unknownOwner } from '../services/html-texts'
import { parsePath } from '../services/strict-params'

const NewsTextParams = z.object({ newsId: id, textName: textKey })

/** The main text of a news item. */
const MAIN_TEXT = 'text'

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

  app.post(
    '/news',
    {
      config: {
        doc: {
          summary: `Creates a news item (title, html "${MAIN_TEXT}" sanitised, date: today when absent); answers the news item`,
          tag: 'news',
          access: { rights: [Right.EditItemTexts] },
          body: NewsCreateSchema,
          response: News,
        },
      },
    },
    async (request) => {
      const input = parse(NewsCreateSchema, request.body)
      const html = cleanHtmlText(input.text)
      const newsId = await staffTransaction(request, async (tx, record) => {
        const [row] = await tx
          .insert(news)
          .values({ title: input.title, ...(input.date ? { publishedOn: input.date } : {}) })
          .returning()
        await tx.insert(newsText).values({ newsId: row.id, textName: MAIN_TEXT, html })
        const after = { title: row.title, date: row.publishedOn, [MAIN_TEXT]: html }
        await record({ entity: 'news', entityId: row.id, action: 'create', label: row.title, before: null, after })
        return row.id
      })
      const [item] = await readNews(app.db, newsId)
      return item
    },
  )

  app.delete(
    '/news/:id',
    {
      config: {
        doc: {
          summary: 'Deletes a news item with its texts and their revisions',
          tag: 'news',
          access: { rights: [Right.EditItemTexts] },
          params: ItemParams,
          response: SuccessAnswer,
        },
      },
    },
    async (request) => {
      const { id: newsId } = parsePath(ItemParams, request.params, unknownOwner('news').message)
      await staffTransaction(request, async (tx, record) => {
        const [row] = await tx.delete(news).where(eq(news.id, newsId)).returning()
        if (!row) throw unknownOwner('news')
        await deleteRevisionsOf(tx, 'news', newsId)
        await record({
          entity: 'news',
          entityId: newsId,
          action: 'delete',
          label: row.title,
          before: { title: row.title, date: row.publishedOn },
          after: null,
        })
      })
      return { success: true as const }
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
