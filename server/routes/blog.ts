import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { id } from '../contract/common'
import { BlogArticle, BlogFilter, HtmlText, textKey } from '../contract/content'
import { Right } from '../contract/rights'
import type { Database } from '../db'
import { blog, blogFilter, blogText } from '../db/schema'
import { notFound, parse } from '../errors'
import { staffTransaction } from '../services/activity'
import { readHtmlText, titleOf } from '../services/html'

const BlogParams = z.object({ id })
const BlogTextParams = z.object({ blogId: id, textId: textKey })
const unknownArticle = () => notFound('Cet article n’existe pas.')

/** The text id that names the article's title rather than one of its text blocks. */
export const TITLE_TEXT = 'title'

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
          summary: `Writes a text block of an article (html, sanitised; the text id "${TITLE_TEXT}" sets its title); answers the article`,
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
      const [found] = await app.db.select({ id: blog.id }).from(blog).where(eq(blog.id, blogId))
      if (!found) throw unknownArticle()
      const html = readHtmlText(request)
      await staffTransaction(request, async (tx, record) => {
        const [row] = await tx.select({ title: blog.title }).from(blog).where(eq(blog.id, blogId)).for('update')
        if (!row) throw unknownArticle()
        if (textId === TITLE_TEXT) {
          const title = titleOf(html)
          await tx.update(blog).set({ title }).where(eq(blog.id, blogId))
          await record({ entity: 'blog', entityId: blogId, action: 'update', label: title, before: { title: row.title }, after: { title } })
          return
        }
        const [previous] = await tx
          .select({ html: blogText.html })
          .from(blogText)
          .where(and(eq(blogText.blogId, blogId), eq(blogText.textId, textId)))
        await tx
          .insert(blogText)
          .values({ blogId, textId, html })
          .onConflictDoUpdate({ target: [blogText.blogId, blogText.textId], set: { html } })
        await record({
          entity: 'blog',
          entityId: blogId,
          action: 'update',
          label: row.title,
          before: { [textId]: previous?.html ?? null },
          after: { [textId]: html },
        })
      })
      const [article] = await readArticles(app.db, blogId)
      return article
    },
  )
}

/** Articles (all, or the one of `onlyId`) as the API answers them, newest first. */
async function readArticles(db: Database, onlyId?: number): Promise<BlogArticle[]> {
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
