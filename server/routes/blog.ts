import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { IdParams } from '../contract/common'
import { BlogArticle, BlogFilter } from '../contract/content'
import { parse } from '../errors'
import { listBlogFilters, readArticles } from '../services/blog'
import { unknownOwner } from '../services/html-texts'
import { articles, itemRoutes } from './items'

/** Blog articles have the routes of every kind of item, and two of their own: one article, and the blog's filters. */
export const blogRoutes: FastifyPluginAsync = async (app) => {
  itemRoutes(app, articles)

  app.get(
    '/blog/byId/:id',
    {
      config: {
        doc: {
          summary: 'One published blog article with its texts (a draft is a 404)',
          tag: 'blog',
          access: 'public',
          params: IdParams,
          response: BlogArticle,
        },
      },
    },
    async (request) => {
      const params = parse(IdParams, request.params)
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
