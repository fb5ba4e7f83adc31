import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { SuccessAnswer } from '../contract/common'
import { BlogArticle, HtmlText, News } from '../contract/content'
import { Right } from '../contract/rights'
import { BlogCreateSchema, BlogTextParams, ItemParams, NewsCreateSchema, NewsTextParams, TextSaveQuery } from '../contract/texts'
import type { Database } from '../db'
import { parse } from '../errors'
import type { Access } from '../plugins/contract'
import { createArticle, deleteArticle, MAIN_TEXT as ARTICLE_MAIN_TEXT, readArticles } from '../services/blog'
import { readHtmlText } from '../services/html'
import { editorSave, requireOwner, saveHtmlText, TITLE_TEXT, unknownOwner } from '../services/html-texts'
import { createNews, deleteNews, MAIN_TEXT as NEWS_MAIN_TEXT, readNews } from '../services/news'
import type { ItemView } from '../services/publication'
import { parsePath } from '../services/strict-params'

/**
 * A kind of item of section 3, blog articles or news items: what its routes read and write, the path of one of its
 * texts (as the specification names its parameters) and their documentation. The routes of their drafts
 * (publication.ts) and of their texts' revisions (text-revisions.ts) read them from here too.
 */
export interface ItemRoutesOf<Item, TextParams extends z.ZodObject, Create extends z.ZodType> {
  kind: 'blog' | 'news'
  /** What the documentation calls one item. */
  what: string
  response: z.ZodType<Item>
  /** The path of a text under the item's: `:blogId/:textId`, `:newsId/:textName`. */
  textPath: string
  textParams: TextParams
  textOf(params: z.output<TextParams>): TextOfItem
  createSchema: Create
  read(db: Database, itemId?: number, view?: ItemView): Promise<Item[]>
  create(request: FastifyRequest, input: z.output<Create>): Promise<number>
  remove(request: FastifyRequest, itemId: number): Promise<void>
  summaries: { list: string; writeText: string; create: string; remove: string }
}

/** One text of an item: the item's id and the text's. */
interface TextOfItem {
  ownerId: number
  textId: string
}

export const articles: ItemRoutesOf<BlogArticle, typeof BlogTextParams, typeof BlogCreateSchema> = {
  kind: 'blog',
  what: 'article',
  response: BlogArticle,
  textPath: ':blogId/:textId',
  textParams: BlogTextParams,
  textOf: ({ blogId, textId }) => ({ ownerId: blogId, textId }),
  createSchema: BlogCreateSchema,
  read: readArticles,
  create: createArticle,
  remove: deleteArticle,
  summaries: {
    list: 'Every published blog article, newest first',
    writeText: `Writes a text block of an article (html, sanitised; the text id "${TITLE_TEXT}" sets its title; the text it replaces is kept as a revision; while visitors see the owner it is its draft, unless ?publish=true; ?baseRevision= refuses a stale edit, 409); answers the article`,
    create: `Creates an article, a draft (title, date, filter, a picture of the image library or none) with an empty "${ARTICLE_MAIN_TEXT}" text; answers the article`,
    remove: 'Deletes an article with its texts, its picture at its slot (the image stays in the library) and its revisions',
  },
}

export const newsItems: ItemRoutesOf<News, typeof NewsTextParams, typeof NewsCreateSchema> = {
  kind: 'news',
  what: 'news item',
  response: News,
  textPath: ':newsId/:textName',
  textParams: NewsTextParams,
  textOf: ({ newsId, textName }) => ({ ownerId: newsId, textId: textName }),
  createSchema: NewsCreateSchema,
  read: readNews,
  create: createNews,
  remove: deleteNews,
  summaries: {
    list: 'Every published news item, newest first',
    writeText: `Writes a text of a news item (html, sanitised; the main text is "text", "${TITLE_TEXT}" sets its title; the text it replaces is kept as a revision; while visitors see the owner it is its draft, unless ?publish=true; ?baseRevision= refuses a stale edit, 409); answers the news item`,
    create: `Creates a news item, a draft (title, html "${NEWS_MAIN_TEXT}" sanitised, date: today when absent); answers the news item`,
    remove: 'Deletes a news item with its texts and their revisions',
  },
}

/**
 * The routes every kind of item has: visitors' list of the published ones, and staff's writes (right 11) of a text,
 * a new item and a deletion, each answering the item as staff read it.
 */
export function itemRoutes<Item, TextParams extends z.ZodObject, Create extends z.ZodType>(
  app: FastifyInstance,
  item: ItemRoutesOf<Item, TextParams, Create>,
) {
  const { kind, response, textParams, summaries } = item
  const access: Access = { rights: [Right.EditItemTexts] }
  const editable = async (itemId: number) => (await item.read(app.db, itemId, 'editable'))[0]

  app.get(
    `/${kind}/all`,
    { config: { doc: { summary: summaries.list, tag: kind, access: 'public', response: z.array(response) } } },
    async () => item.read(app.db),
  )

  app.put(
    `/${kind}/${item.textPath}`,
    {
      config: {
        doc: {
          summary: summaries.writeText,
          tag: kind,
          access,
          params: textParams,
          querystring: TextSaveQuery,
          bodyType: 'html',
          body: HtmlText,
          response,
        },
      },
    },
    async (request) => {
      const { ownerId, textId } = item.textOf(parse(textParams, request.params))
      await requireOwner(app.db, kind, ownerId)
      const html = readHtmlText(request)
      await saveHtmlText(request, { kind, ownerId, textId }, html, editorSave(request))
      return editable(ownerId)
    },
  )

  app.post(
    `/${kind}`,
    { config: { doc: { summary: summaries.create, tag: kind, access, body: item.createSchema, response } } },
    async (request) => editable(await item.create(request, parse(item.createSchema, request.body))),
  )

  app.delete(
    `/${kind}/:id`,
    { config: { doc: { summary: summaries.remove, tag: kind, access, params: ItemParams, response: SuccessAnswer } } },
    async (request) => {
      const { id: itemId } = parsePath(ItemParams, request.params, unknownOwner(kind).message)
      await item.remove(request, itemId)
      return { success: true as const }
    },
  )
}
