import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { pageIds } from '../../content/pages'
import type { BlogArticle } from '../contract/content'
import type { BlogCreateSchema } from '../contract/texts'
import type { Database } from '../db'
import { blog, blogFilter, blogText, image, pageImage } from '../db/schema'
import { ValidationError } from '../errors'
import { createWithActivity } from './activity'
import { draftPictures } from './article-pictures'
import { deleteItem, selectItems } from './items'
import { itemVersion, type ItemView } from './publication'

/** Blog articles (section 3): their texts, their filter and their picture, written by staff holding right 11. */

/** The text block of a new article that holds the article itself (`summary` presents it in the list). */
export const MAIN_TEXT = 'content'

export async function listBlogFilters(db: Database) {
  return db.select().from(blogFilter).orderBy(blogFilter.id)
}

/**
 * Creates an article (its filter and picture must exist: a 400 each) with an empty main text; its picture is
 * shown at its slot.
 */
export async function createArticle(request: FastifyRequest, input: z.output<typeof BlogCreateSchema>): Promise<number> {
  const imageId = input.image_id ?? null
  const row = await createWithActivity(
    request,
    'blog',
    async (tx) => {
      const [filter] = await tx.select({ id: blogFilter.id }).from(blogFilter).where(eq(blogFilter.id, input.blog_filter_id))
      if (!filter) throw new ValidationError({ blog_filter_id: ['Ce filtre n’existe pas.'] })
      if (imageId !== null && !(await tx.select({ id: image.id }).from(image).where(eq(image.id, imageId))).length) {
        throw new ValidationError({ image_id: ['Cette image n’existe pas.'] })
      }
      const [created] = await tx
        .insert(blog)
        .values({ title: input.title, publishedOn: input.date, blogFilterId: filter.id })
        .returning({ id: blog.id, blogFilterId: blog.blogFilterId })
      // Its picture is shown at (page 38, entity = article id), like the seeded articles', so that the image
      // view and the site find it the same way; whatever an earlier page write left at that slot goes.
      const slot = { pageId: pageIds.blogArticles, entityId: created.id }
      await tx.update(blog).set({ imagePageId: slot.pageId, imageEntityId: slot.entityId }).where(eq(blog.id, created.id))
      await tx.delete(pageImage).where(and(eq(pageImage.pageId, slot.pageId), eq(pageImage.entityId, slot.entityId)))
      if (imageId !== null) await tx.insert(pageImage).values({ ...slot, imageId })
      await tx.insert(blogText).values({ blogId: created.id, textId: MAIN_TEXT, html: '' })
      return created
    },
    (created) => ({
      label: input.title,
      after: { title: input.title, date: input.date, blog_filter_id: created.blogFilterId, image_id: imageId },
    }),
  )
  return row.id
}

/** Deletes an article with its texts, its picture at its slot (the image stays in the library) and its revisions. */
export async function deleteArticle(request: FastifyRequest, blogId: number): Promise<void> {
  await deleteItem(request, 'blog', blogId, async (tx) => {
    const [row] = await tx.delete(blog).where(eq(blog.id, blogId)).returning()
    if (!row) return undefined
    if (row.imagePageId !== null && row.imageEntityId !== null) {
      await tx.delete(pageImage).where(and(eq(pageImage.pageId, row.imagePageId), eq(pageImage.entityId, row.imageEntityId)))
    }
    return { title: row.title, before: { title: row.title, date: row.publishedOn, blog_filter_id: row.blogFilterId } }
  })
}

/**
 * Articles (all, or the one of `onlyId`) as the API answers them, newest first: visitors' published ones, or staff's
 * every one with its draft, its draft picture included (`editable`, decision 0036).
 */
export async function readArticles(db: Database, onlyId?: number, view: ItemView = 'public'): Promise<BlogArticle[]> {
  const rows = await selectItems(db, blog, onlyId, view)
  if (!rows.length) return []
  const ids = rows.map((row) => row.id)
  const [texts, pictures] = await Promise.all([
    db.select().from(blogText).where(inArray(blogText.blogId, ids)),
    view === 'editable' ? draftPictures(db, ids) : new Map<number, never>(),
  ])
  return rows.map((row) => {
    const own = texts.filter((text) => text.blogId === row.id).map((text) => ({ ...text, name: text.textId }))
    const { title, ...version } = itemVersion(row, own, view)
    return {
      id: row.id,
      title,
      date: row.publishedOn,
      image: row.imagePageId !== null && row.imageEntityId !== null ? { pageId: row.imagePageId, entityId: row.imageEntityId } : null,
      ...(view === 'editable' ? { draftImage: pictures.get(row.id) ?? null } : {}),
      blog_filter_id: row.blogFilterId,
      ...version,
    }
  })
}
