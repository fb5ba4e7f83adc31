import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { id } from '../contract/common'
import { BlogArticle, BlogFilter, HtmlText, textKey } from '../contract/content'
import { Right } from '../contract/rights'
import type { Database } from '../db'
import { blog, blogFilter, blogText } from '../db/schema'
import { parse } from '../errors'
import { readHtmlText } from '../services/html'
import { requireOwner, saveHtmlText, TITLE_TEXT, unknownOwner } from '../services/html-texts'

const BlogParams = z.object({ id })
const BlogTextParams = z.object({ blogId: id, textId: textKey })
const unknownArticle = () => unknownOwner('blog')

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
