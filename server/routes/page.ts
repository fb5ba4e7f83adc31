import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { slotsOf, unknownSlotMessage } from '../../content/page-places'
import { pageIds } from '../../content/pages'
import { id } from '../contract/common'
import { HtmlText, Page, PageSummary, textKey } from '../contract/content'
import { Right } from '../contract/rights'
import type { Database } from '../db'
import { blog, image, page, pageImage, pageText } from '../db/schema'
import { notFound, parse, ValidationError } from '../errors'
import { staffTransaction } from '../services/activity'
import { readHtmlText } from '../services/html'
import { saveHtmlText } from '../services/html-texts'
import { imageAnswer } from '../services/image-answer'

const PageParams = z.object({ id })
const PageImageParams = z.object({ pageId: id, entityId: id, imageId: id })
const PageTextParams = z.object({ pageId: id, textId: textKey })
const unknownPage = () => notFound('Cette page n’existe pas.')

export const pageRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/page/all',
    { config: { doc: { summary: 'The page registry (id, name, route)', tag: 'page', access: 'public', response: z.array(PageSummary) } } },
    async () => {
      return app.db.select({ id: page.id, name: page.name, route: page.route }).from(page).orderBy(page.id)
    },
  )

  app.get(
    '/page/:id',
    {
      config: {
        doc: { summary: 'A page: its texts and its images by entity', tag: 'page', access: 'public', params: PageParams, response: Page },
      },
    },
    async (request) => {
      const params = parse(PageParams, request.params)
      const found = await readPage(app.db, params.id)
      if (!found) throw unknownPage()
      return found
    },
  )

  app.put(
    '/page/:pageId/:entityId/image/:imageId',
    {
      config: {
        doc: {
          summary:
            'Shows an image at an entity of a page (replaces the previous one); answers the page. The entity must be a slot the page draws (content/images.ts; on page 38, an article): 400 otherwise',
          tag: 'page',
          access: { rights: [Right.Images] },
          params: PageImageParams,
          response: Page,
        },
      },
    },
    async (request) => {
      const { pageId, entityId, imageId } = parse(PageImageParams, request.params)
      const found = await requirePageAndImage(app.db, pageId, imageId)
      await requireImageSlot(app.db, pageId, entityId)
      await staffTransaction(request, async (tx, record) => {
        const [previous] = await tx
          .select({ imageId: pageImage.imageId })
          .from(pageImage)
          .where(and(eq(pageImage.pageId, pageId), eq(pageImage.entityId, entityId)))
        await tx
          .insert(pageImage)
          .values({ pageId, entityId, imageId })
          .onConflictDoUpdate({ target: [pageImage.pageId, pageImage.entityId], set: { imageId } })
        // Logged on the image: where it is now shown, and which image it replaced there.
        const use = { pageId, entityId, replacedImageId: previous?.imageId ?? null }
        await record({ entity: 'image', entityId: imageId, action: 'attach', label: found.role, before: {}, after: use })
      })
      return (await readPage(app.db, pageId))!
    },
  )

  app.delete(
    '/page/:pageId/:entityId/image/:imageId',
    {
      config: {
        doc: {
          summary: 'Stops showing an image at an entity of a page (the image stays in the library); answers the page',
          tag: 'page',
          access: { rights: [Right.Images] },
          params: PageImageParams,
          response: Page,
        },
      },
    },
    async (request) => {
      const { pageId, entityId, imageId } = parse(PageImageParams, request.params)
      const found = await requirePageAndImage(app.db, pageId, imageId)
      await staffTransaction(request, async (tx, record) => {
        const shown = and(eq(pageImage.pageId, pageId), eq(pageImage.entityId, entityId), eq(pageImage.imageId, imageId))
        const removed = await tx.delete(pageImage).where(shown).returning({ entityId: pageImage.entityId })
        // Another image there, or none: the call names a use that does not exist.
        if (!removed.length) throw notFound('Cette image n’est pas affichée à cet endroit de la page.')
        await record({ entity: 'image', entityId: imageId, action: 'detach', label: found.role, before: { pageId, entityId }, after: {} })
      })
      return (await readPage(app.db, pageId))!
    },
  )

  app.put(
    '/page/:pageId/:textId',
    {
      config: {
        doc: {
          summary: 'Writes a text block of a page (html, sanitised; the text it replaces is kept as a revision); answers the page',
          tag: 'page',
          access: { rights: [Right.EditMainTexts] },
          params: PageTextParams,
          bodyType: 'html',
          body: HtmlText,
          response: Page,
        },
      },
    },
    async (request) => {
      const { pageId, textId } = parse(PageTextParams, request.params)
      await requirePage(app.db, pageId)
      const html = readHtmlText(request)
      await saveHtmlText(request, { kind: 'page', ownerId: pageId, textId }, html)
      return (await readPage(app.db, pageId))!
    },
  )
}

/** Attaching and detaching start alike: the page and the image must exist (404 each). Answers the image's role. */
async function requirePageAndImage(db: Database, pageId: number, imageId: number): Promise<{ role: string }> {
  await requirePage(db, pageId)
  const [found] = await db.select({ role: image.role }).from(image).where(eq(image.id, imageId))
  if (!found) throw notFound('Cette image n’existe pas.')
  return found
}

/** A slot the page draws (content/images.ts), or on the blog articles' page an article's: a 400 names any other. */
async function requireImageSlot(db: Database, pageId: number, entityId: number): Promise<void> {
  const known =
    pageId === pageIds.blogArticles
      ? (await db.select({ id: blog.id }).from(blog).where(eq(blog.id, entityId))).length > 0
      : slotsOf(pageId).some((slot) => slot.entityId === entityId)
  if (!known) throw new ValidationError({ entityId: [unknownSlotMessage(pageId, entityId)] })
}

async function requirePage(db: Database, pageId: number): Promise<{ name: string }> {
  const [found] = await db.select({ name: page.name }).from(page).where(eq(page.id, pageId))
  if (!found) throw unknownPage()
  return found
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
    ? await db
        .select()
        .from(image)
        .where(inArray(image.id, [...new Set(links.map((link) => link.imageId))]))
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
