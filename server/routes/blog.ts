import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { id } from '../contract/common'
import { BlogArticle, BlogFilter, textKey } from '../contract/content'
import { BlogCreateSchema } from '../contract/texts'
import { parse } from '../errors'
import { createArticle, deleteArticle, listBlogFilters, MAIN_TEXT, readArticles } from '../services/blog'
import { TITLE_TEXT, unknownOwner } from '../services/html-texts'
import { itemRoutes } from './items'

const BlogParams = z.object({ id })

export const blogRoutes: FastifyPluginAsync = async (app) => {
  itemRoutes(app, {
    kind: 'blog',
    response: BlogArticle,
    textPath: ':blogId/:textId',
    textParams: z.object({ blogId: id, textId: textKey }),
    textOf: ({ blogId, textId }) => ({ ownerId: blogId, textId }),
    createSchema: BlogCreateSchema,
    read: readArticles,
    create: createArticle,
    remove: deleteArticle,
    summaries: {
      list: 'Every published blog article, newest first',
      writeText: `Writes a text block of an article (html, sanitised; the text id "${TITLE_TEXT}" sets its title; the text it replaces is kept as a revision; while visitors see the owner it is its draft, unless ?publish=true; ?baseRevision= refuses a stale edit, 409); answers the article`,
      create: `Creates an article, a draft (title, date, filter, a picture of the image library or none) with an empty "${MAIN_TEXT}" text; answers the article`,
      remove: 'Deletes an article with its texts, its picture at its slot (the image stays in the library) and its revisions',
    },
  })

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
      if (!article) throw unknownOwner('blog')
      return article
    },
  )

  app.get(
    '/blogFilters/all',
    { config: { doc: { summary: 'The filters of the blog', tag: 'blog', access: 'public', response: z.array(BlogFilter) } } },
    async () => listBlogFilters(app.db),
  )
}
