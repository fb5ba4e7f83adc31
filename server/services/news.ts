import { eq, inArray } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { News } from '../contract/content'
import type { NewsCreateSchema } from '../contract/texts'
import type { Database } from '../db'
import { news, newsText } from '../db/schema'
import { createWithActivity } from './activity'
import { cleanHtmlText } from './html'
import { deleteItem, selectItems } from './items'
import { itemVersion, type ItemView } from './publication'

/** News items (section 3): a title, a date and html texts, written by staff holding right 11. */

/** The main text of a news item. */
export const MAIN_TEXT = 'text'

/** Creates a news item (dated today when no date is given) with its sanitised main text. */
export async function createNews(request: FastifyRequest, input: z.output<typeof NewsCreateSchema>): Promise<number> {
  const html = cleanHtmlText(input.text)
  const row = await createWithActivity(
    request,
    'news',
    async (tx) => {
      const [created] = await tx
        .insert(news)
        .values({ title: input.title, ...(input.date ? { publishedOn: input.date } : {}) })
        .returning()
      await tx.insert(newsText).values({ newsId: created.id, textName: MAIN_TEXT, html })
      return created
    },
    (created) => ({ label: created.title, after: { title: created.title, date: created.publishedOn, [MAIN_TEXT]: html } }),
  )
  return row.id
}

/** Deletes a news item with its texts and their revisions. */
export async function deleteNews(request: FastifyRequest, newsId: number): Promise<void> {
  await deleteItem(request, 'news', newsId, async (tx) => {
    const [row] = await tx.delete(news).where(eq(news.id, newsId)).returning()
    return row && { title: row.title, before: { title: row.title, date: row.publishedOn } }
  })
}

/**
 * News items (all, or the one of `onlyId`) as the API answers them, newest first: visitors' published ones, or
 * staff's every one with its draft (`editable`, decision 0036).
 */
export async function readNews(db: Database, onlyId?: number, view: ItemView = 'public'): Promise<News[]> {
  const rows = await selectItems(db, news, onlyId, view)
  if (!rows.length) return []
  const ids = rows.map((row) => row.id)
  const texts = await db.select().from(newsText).where(inArray(newsText.newsId, ids))
  return rows.map((row) => {
    const own = texts.filter((text) => text.newsId === row.id).map((text) => ({ ...text, name: text.textName }))
    return { id: row.id, date: row.publishedOn, ...itemVersion(row, own, view) }
  })
}
