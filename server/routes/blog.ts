import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { id, SuccessAnswer } from '../contract/common'
import { BlogArticle, BlogFilter, HtmlText, textKey } from '../contract/content'
import { Right } from '../contract/rights'
import { BlogCreateSchema, ItemParams, TextSaveQuery } from '../contract/texts'
import { parse } from '../errors'
import { createArticle, deleteArticle, listBlogFilters, MAIN_TEXT, readArticles } from '../services/blog'
import { readHtmlText } from '../services/html'
import { editorSave, requireOwner, saveHtmlText, TITLE_TEXT, unknownOwner } from '../services/html-texts'
import { parsePath } from '../services/strict-params'

const BlogParams = z.object({ id })
const BlogTextParams = z.object({ blogId: id, textId: textKey })
const unknownArticle = () => unknownOwner('blog')

export const blogRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/blog/all',
    {
      config: {
        doc: { summary: 'Every published blog article, newest first', tag: 'blog', access: 'public', response: z.array(BlogArticle) },
      },
    },
    async () => {
      return readArticles(app.db)
    },
  )

  app.get(
    '/blog/byId/:id',
    {
      config: {
        doc: {
          summary: 'One published blog article with its texts (a draft is a 404)',
          tag: 'blog',
          access: 'public',
          params: BlogParams,
          response: BlogArticle,
        },
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
    async () => listBlogFilters(app.db),
  )

  app.put(
    '/blog/:blogId/:textId',
    {
      config: {
        doc: {
          summary: `Writes a text block of an article (html, sanitised; the text id "${TITLE_TEXT}" sets its title; the text it replaces is kept as a revision; while visitors see the owner it is its draft, unless ?publish=true; ?baseRevision= refuses a stale edit, 409); answers the article`,
          tag: 'blog',
          access: { rights: [Right.EditItemTexts] },
          params: BlogTextParams,
          querystring: TextSaveQuery,
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
      await saveHtmlText(request, { kind: 'blog', ownerId: blogId, textId }, html, editorSave(request))
      const [article] = await readArticles(app.db, blogId, 'editable')
      return article
    },
  )

  app.post(
    '/blog',
    {
      config: {
        doc: {
          summary: `Creates an article, a draft (title, date, filter, a picture of the image library or none) with an empty "${MAIN_TEXT}" text; answers the article`,
          tag: 'blog',
          access: { rights: [Right.EditItemTexts] },
          body: BlogCreateSchema,
          response: BlogArticle,
        },
      },
    },
    async (request) => {
      const input = parse(BlogCreateSchema, request.body)
      const blogId = await createArticle(request, input)
      const [article] = await readArticles(app.db, blogId, 'editable')
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
      await deleteArticle(request, blogId)
      return { success: true as const }
    },
  )
}
