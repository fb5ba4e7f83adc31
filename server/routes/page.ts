import { eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { id } from '../contract/common'
import { Page, PageSummary } from '../contract/content'
import type { Database } from '../db'
import { image, page, pageImage, pageText } from '../db/schema'
import { notFound, parse } from '../errors'
import { imageAnswer } from '../services/image-answer'

const PageParams = z.object({ id })

export const pageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/page/all', { config: { doc: { summary: 'The page registry (id, name, route)', tag: 'page', access: 'public', response: z.array(PageSummary) } } }, async () => {
    return app.db.select({ id: page.id, name: page.name, route: page.route }).from(page).orderBy(page.id)
  })

  app.get('/page/:id', { config: { doc: { summary: 'A page: its texts and its images by entity', tag: 'page', access: 'public', params: PageParams, response: Page } } }, async (request) => {
    const params = parse(PageParams, request.params)
    const found = await readPage(app.db, params.id)
    if (!found) throw notFound('Cette page n’existe pas.')
    return found
  })
}

/** A page with its texts, its entity → image map and those images. */
export async function readPage(db: Database, pageId: number): Promise<Page | null> {
  const [row] = await db.select().from(page).where(eq(page.id, pageId))
  if (!row) return null
  const [texts, links] = await Promise.all([
    db.select().from(pageText).where(eq(pageText.pageId, pageId)),
    db.select().from(pageImage).where(eq(pageImage.pageId, pageId)),
  ])
  const imageRows = links.length
    ? await db.select().from(image).where(inArray(image.id, [...new Set(links.map((link) => link.imageId))]))
    : []
  return {
    id: row.id,
    name: row.name,
    route: row.route,
    texts: Object.fromEntries(texts.map((text) => [text.textId, text.html])),
    images: Object.fromEntries(links.map((link) => [String(link.entityId), link.imageId])),
    imagesById: Object.fromEntries(imageRows.map((imageRow) => [String(imageRow.id), imageAnswer(imageRow)])),
  }
}
