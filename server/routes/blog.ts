import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { pageIds } from '../../content/pages'
import { id, SuccessAnswer } from '../contract/common'
import { BlogArticle, BlogFilter, HtmlText, textKey } from '../contract/content'
import { Right } from '../contract/rights'
import { BlogCreateSchema, ItemParams } from '../contract/texts'
import type { Database } from '../db'
import { blog, blogFilter, blogText, image, pageImage } from '../db/schema'
import { parse, ValidationError } from '../errors'
import { staffTransaction } from '../services/activity'
import { readHtmlText } from '../services/html'
import { deleteRevisionsOf, requireOwner, saveHtmlText, TITLE_TEXT, unknownOwner } from '../services/html-texts'
import { parsePath } from '../services/strict-params'

const BlogParams = z.object({ id })
const BlogTextParams = z.object({ blogId: id, textId: textKey })
const unknownArticle = () => unknownOwner('blog')

/** The text block of a new article that holds the article itself (`summary` presents it in the list). */
const MAIN_TEXT = 'content'

export const blogRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/blog/all',
    { config: { doc: { summary: 'Every blog article, newest first', tag: 'blog', access: 'public', response: z.array(BlogArticle) } } },
    async () => {
      return readArticles(app.db)
    },
  )

  app.get(
    '/blog/byId/:id',
    {
      config: {
        doc: { summary: 'One blog article with its texts', tag: 'blog', access: 'public', params: BlogParams, response: BlogArticle },
      },
    },
    async (request) => {
      const params = parse(BlogParams, request.params)
      const [article] = await readArticles(app.db, params.id)
      if (!article) throw unknownArticle()
      return article
    },
  )

  app.get(
    '/blogFilters/all',
    { config: { doc: { summary: 'The filters of the blog', tag: 'blog', access: 'public', response: z.array(BlogFilter) } } },
    async () => {
      return app.db.select().from(blogFilter).orderBy(blogFilter.id)
    },
  )

  app.put(
    '/blog/:blogId/:textId',
    {
      config: {
        doc: {
          summary: `Writes a text block of an article (html, sanitised; the text id "${TITLE_TEXT}" sets its title; the text it replaces is kept as a revision); answers the article`,
          tag: 'blog',
          access: { rights: [Right.EditItemTexts] },
          params: BlogTextParams,
          bodyType: 'html',
          body: HtmlText,
          response: BlogArticle,
        },
      },
    },
    async (request) => {
      const { blogId, textId } = parse(BlogTextParams, request.params)
      await requireOwner(app.db, 'blog', blogId)
      const html = readHtmlText(request)
      await saveHtmlText(request, { kind: 'blog', ownerId: blogId, textId }, html)
      const [article] = await readArticles(app.db, blogId)
      return article
    },
  )

  app.post(
    '/blog',
    {
      config: {
        doc: {
          summary: `Creates an article (title, date, filter, a picture of the image library or none) with an empty "${MAIN_TEXT}" text; answers the article`,
          tag: 'blog',
          access: { rights: [Right.EditItemTexts] },
          body: BlogCreateSchema,
          response: BlogArticle,
        },
      },
    },
    async (request) => {
      const input = parse(BlogCreateSchema, request.body)
      const imageId = input.image_id ?? null
      const blogId = await staffTransaction(request, async (tx, record) => {
        const [filter] = await tx.select({ id: blogFilter.id }).from(blogFilter).where(eq(blogFilter.id, input.blog_filter_id))
        if (!filter) throw new ValidationError({ blog_filter_id: ['Ce filtre n’existe pas.'] })
        if (imageId !== null && !(await tx.select({ id: image.id }).from(image).where(eq(image.id, imageId))).length) {
          throw new ValidationError({ image_id: ['Cette image n’existe pas.'] })
        }
        const [row] = await tx
          .insert(blog)
          .values({ title: input.title, publishedOn: input.date, blogFilterId: filter.id })
          .returning({ id: blog.id })
        // Its picture is shown at (page 38, entity = article id), like the seeded articles', so that the image
        // view and the site find it the same way; whatever an earlier page write left at that slot goes.
        const slot = { pageId: pageIds.blogArticles, entityId: row.id }
        await tx.update(blog).set({ imagePageId: slot.pageId, imageEntityId: slot.entityId }).where(eq(blog.id, row.id))
        await tx.delete(pageImage).where(and(eq(pageImage.pageId, slot.pageId), eq(pageImage.entityId, slot.entityId)))
        if (imageId !== null) await tx.insert(pageImage).values({ ...slot, imageId })
        await tx.insert(blogText).values({ blogId: row.id, textId: MAIN_TEXT, html: '' })
        const after = { title: input.title, date: input.date, blog_filter_id: filter.id, image_id: imageId }
        await record({ entity: 'blog', entityId: row.id, action: 'create', label: input.title, before: null, after })
        return row.id
      })
      const [article] = await readArticles(app.db, blogId)
      return article
    },
  )

  app.delete(
    '/blog/:id',
    {
      config: {
        doc: {
          summary: 'Deletes an article with its texts, its picture at its slot (the image stays in the library) and its revisions',
          tag: 'blog',
          access: { rights: [Right.EditItemTexts] },
          params: ItemParams,
          response: SuccessAnswer,
        },
      },
    },
    async (request) => {
      const { id: blogId } = parsePath(ItemParams, request.params, unknownOwner('blog').message)
      await staffTransaction(request, async (tx, record) => {
        const [row] = await tx.delete(blog).where(eq(blog.id, blogId)).returning()
        if (!row) throw unknownOwner('blog')
        if (row.imagePageId !== null && row.imageEntityId !== null) {
          await tx.delete(pageImage).where(and(eq(pageImage.pageId, row.imagePageId), eq(pageImage.entityId, row.imageEntityId)))
        }
        await deleteRevisionsOf(tx, 'blog', blogId)
        const before = { title: row.title, date: row.publishedOn, blog_filter_id: row.blogFilterId }
        await record({ entity: 'blog', entityId: blogId, action: 'delete', label: row.title, before, after: null })
      })
      return { success: true as const }
    },
  )
}

/** Articles (all, or the one of `onlyId`) as the API answers them, newest first. */
export async function readArticles(db: Database, onlyId?: number): Promise<BlogArticle[]> {
  const rows = await db
    .select()
    .from(blog)
    .where(onlyId === undefined ? undefined : eq(blog.id, onlyId))
    .orderBy(desc(blog.publishedOn), asc(blog.id))
  if (!rows.length) return []
  const texts = await db
    .select()
    .from(blogText)
    .where(
      inArray(
        blogText.blogId,
        rows.map((row) => row.id),
      ),
    )
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    date: row.publishedOn,
    image: row.imagePageId !== null && row.imageEntityId !== null ? { pageId: row.imagePageId, entityId: row.imageEntityId } : null,
    texts: Object.fromEntries(texts.filter((text) => text.blogId === row.id).map((text) => [text.textId, text.html])),
    blog_filter_id: row.blogFilterId,
  }))
}
