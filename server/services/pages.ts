import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { slotsOf, unknownSlotMessage } from '../../content/page-places'
import { pageIds } from '../../content/pages'
import type { Page, PageSummary } from '../contract/content'
import type { Database } from '../db'
import { blog, image, page, pageImage, pageText } from '../db/schema'
import { HttpError, notFound, ValidationError } from '../errors'
import { staffTransaction } from './activity'
import { lockArticle, setDraftPicture } from './article-pictures'
import { imageAnswer } from './image-answer'

/** Pages (section 9's page ids): their texts and the images shown at their entities. */

export const unknownPage = () => notFound('Cette page n’existe pas.')

export async function listPages(db: Database): Promise<PageSummary[]> {
  return db.select({ id: page.id, name: page.name, route: page.route }).from(page).orderBy(page.id)
}

/**
 * Shows an image at an entity of a page (replacing the one there), logged on the image. On a published article's
 * slot it is the article's draft picture instead (decision 0036): visitors keep the one shown until it is published.
 */
export async function attachImage(request: FastifyRequest, { pageId, entityId, imageId }: ImageUse): Promise<void> {
  const { db } = request.server
  const found = await requirePageAndImage(db, pageId, imageId)
  await requireImageSlot(db, pageId, entityId)
  await staffTransaction(request, async (tx, record) => {
    const article = pageId === pageIds.blogArticles ? await lockArticle(tx, entityId) : undefined
    const [previous] = await tx
      .select({ imageId: pageImage.imageId })
      .from(pageImage)
      .where(and(eq(pageImage.pageId, pageId), eq(pageImage.entityId, entityId)))
    const draft = article?.state === 'published'
    if (draft) await setDraftPicture(tx, entityId, imageId)
    else {
      await tx
        .insert(pageImage)
        .values({ pageId, entityId, imageId })
        .onConflictDoUpdate({ target: [pageImage.pageId, pageImage.entityId], set: { imageId } })
      // Written as it is, like a text of an article not published: a draft picture left by its unpublishing goes.
      if (article) await setDraftPicture(tx, entityId, null)
    }
    // Logged on the image: where it is now shown (or waits to be), and which image it replaced there.
    const replaced = (draft ? article.draftImageId : null) ?? previous?.imageId ?? null
    const use = { pageId, entityId, replacedImageId: replaced, ...(draft ? { draft } : {}) }
    await record({ entity: 'image', entityId: imageId, action: 'attach', label: found.role, before: {}, after: use })
  })
}

/** Stops showing an image at an entity of a page: a 404 when it is not the one shown there. */
export async function detachImage(request: FastifyRequest, { pageId, entityId, imageId }: ImageUse): Promise<void> {
  const found = await requirePageAndImage(request.server.db, pageId, imageId)
  await staffTransaction(request, async (tx, record) => {
    const shown = and(eq(pageImage.pageId, pageId), eq(pageImage.entityId, entityId), eq(pageImage.imageId, imageId))
    const removed = await tx.delete(pageImage).where(shown).returning({ entityId: pageImage.entityId })
    // Another image there, or none: the call names a use that does not exist.
    if (!removed.length) throw notFound('Cette image n’est pas affichée à cet endroit de la page.')
    await record({ entity: 'image', entityId: imageId, action: 'detach', label: found.role, before: { pageId, entityId }, after: {} })
  })
}

interface ImageUse {
  pageId: number
  entityId: number
  imageId: number
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

export async function requirePage(db: Database, pageId: number): Promise<{ name: string }> {
  const [found] = await db.select({ name: page.name }).from(page).where(eq(page.id, pageId))
  if (!found) throw unknownPage()
  return found
}

/**
 * A page with its texts, its entity → image map and those images: the texts visitors see, or with `editable` the
 * drafts staff saved over them (decision 0036), named in `drafts`. A text that exists only as a draft is not a
 * visitor's: the page shows its built-in text meanwhile.
 */
export async function readPage(db: Database, pageId: number, view: 'public' | 'editable' = 'public'): Promise<Page | null> {
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
    texts: Object.fromEntries(
      view === 'editable'
        ? texts.map((text) => [text.textId, text.draftHtml ?? text.html])
        : texts.filter((text) => !(text.draftHtml !== null && text.html === '')).map((text) => [text.textId, text.html]),
    ),
    ...(view === 'editable' ? { drafts: texts.filter((text) => text.draftHtml !== null).map((text) => text.textId) } : {}),
    images: Object.fromEntries(links.map((link) => [String(link.entityId), link.imageId])),
    imagesById: Object.fromEntries(imageRows.map((imageRow) => [String(imageRow.id), imageAnswer(imageRow)])),
  }
}

/** Drops the draft of a page's text (decision 0036): a text that existed only as a draft goes with it. */
export async function discardPageDraft(request: FastifyRequest, pageId: number, textId: string): Promise<void> {
  const { name } = await requirePage(request.server.db, pageId)
  await staffTransaction(request, async (tx, record) => {
    const same = and(eq(pageText.pageId, pageId), eq(pageText.textId, textId))
    const [row] = await tx.select().from(pageText).where(same).for('update')
    if (!row || row.draftHtml === null) throw new HttpError(409, 'Ce texte n’a pas de brouillon.')
    if (row.html === '') await tx.delete(pageText).where(same)
    else await tx.update(pageText).set({ draftHtml: null }).where(same)
    await record({
      entity: 'page',
      entityId: pageId,
      action: 'discard',
      label: name,
      before: { [textId]: row.draftHtml },
      after: { [textId]: null },
    })
  })
}
