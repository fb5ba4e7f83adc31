import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import { pageIds } from '../../content/pages'
import type { Image } from '../contract/image'
import type { Database } from '../db'
import { blog, image, pageImage } from '../db/schema'
import { imageAnswer } from './image-answer'

/**
 * An article's picture follows the draft rule of its title and texts (decision 0036): attached to a published
 * article's slot (page 38, entity = article id), it waits in `blog.draft_image_id` while visitors keep the slot's
 * page_image row, until « Publier les modifications » puts it there or « Abandonner le brouillon » drops it.
 */

const slotOf = (articleId: number) => and(eq(pageImage.pageId, pageIds.blogArticles), eq(pageImage.entityId, articleId))

/** The article behind a slot of page 38, locked until the transaction ends; undefined when it does not exist. */
export async function lockArticle(tx: Database, articleId: number) {
  const [row] = await tx
    .select({ state: blog.state, draftImageId: blog.draftImageId })
    .from(blog)
    .where(eq(blog.id, articleId))
    .for('update')
  return row
}

/** The image the article's slot shows visitors, or null. */
async function livePicture(tx: Database, articleId: number): Promise<number | null> {
  const [row] = await tx.select({ imageId: pageImage.imageId }).from(pageImage).where(slotOf(articleId))
  return row?.imageId ?? null
}

/** Sets (or with null drops) a published article's draft picture; the live one again is no draft. */
export async function setDraftPicture(tx: Database, articleId: number, imageId: number | null): Promise<void> {
  const draft = imageId !== null && imageId !== (await livePicture(tx, articleId)) ? imageId : null
  await tx.update(blog).set({ draftImageId: draft }).where(eq(blog.id, articleId))
}

/**
 * Publishes an article's draft picture, if any, at its slot (the article locked by the caller). Answers the change
 * for the publication's log entry: `image_id` before and after, or nothing when no picture waited.
 */
export async function publishDraftPicture(tx: Database, articleId: number): Promise<{ before: object; after: object }> {
  const [row] = await tx.select({ draftImageId: blog.draftImageId }).from(blog).where(eq(blog.id, articleId))
  if (!row || row.draftImageId === null) return { before: {}, after: {} }
  const before = await livePicture(tx, articleId)
  const slot = { pageId: pageIds.blogArticles, entityId: articleId }
  await tx
    .insert(pageImage)
    .values({ ...slot, imageId: row.draftImageId })
    .onConflictDoUpdate({ target: [pageImage.pageId, pageImage.entityId], set: { imageId: row.draftImageId } })
  await tx.update(blog).set({ draftImageId: null, imagePageId: slot.pageId, imageEntityId: slot.entityId }).where(eq(blog.id, articleId))
  return { before: { image_id: before }, after: { image_id: row.draftImageId } }
}

/** The draft pictures of the articles, by article id, as the API answers images. */
export async function draftPictures(db: Database, articleIds: number[]): Promise<Map<number, Image>> {
  if (!articleIds.length) return new Map()
  const rows = await db
    .select({ articleId: blog.id, image })
    .from(blog)
    .innerJoin(image, eq(image.id, blog.draftImageId))
    .where(inArray(blog.id, articleIds))
  return new Map(rows.map((row) => [row.articleId, imageAnswer(row.image)]))
}

/** The image writes' answer on page 38: entity (article id) → the picture waiting in its draft. */
export async function draftPictureIds(db: Database): Promise<Record<string, number>> {
  const rows = await db.select({ id: blog.id, imageId: blog.draftImageId }).from(blog).where(isNotNull(blog.draftImageId))
  return Object.fromEntries(rows.map((row) => [String(row.id), row.imageId!]))
}
