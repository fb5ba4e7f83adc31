import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { id, SuccessAnswer } from '../contract/common'
import { HtmlText, News, textKey } from '../contract/content'
import { Right } from '../contract/rights'
import { ItemParams, NewsCreateSchema, TextSaveQuery } from '../contract/texts'
import { parse } from '../errors'
import { readHtmlText } from '../services/html'
import { editorSave, requireOwner, saveHtmlText, TITLE_TEXT, unknownOwner } from '../services/html-texts'
import { createNews, deleteNews, MAIN_TEXT, readNews } from '../services/news'
import { parsePath } from '../services/strict-params'

const NewsTextParams = z.object({ newsId: id, textName: textKey })

export const newsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/news/all',
    { config: { doc: { summary: 'Every published news item, newest first', tag: 'news', access: 'public', response: z.array(News) } } },
    async () => {
      return readNews(app.db)
    },
  )

  app.put(
    '/news/:newsId/:textName',
    {
      config: {
        doc: {
          summary: `Writes a text of a news item (html, sanitised; the main text is "text", "${TITLE_TEXT}" sets its title; the text it replaces is kept as a revision; while visitors see the owner it is its draft, unless ?publish=true; ?baseRevision= refuses a stale edit, 409); answers the news item`,
          tag: 'news',
          access: { rights: [Right.EditItemTexts] },
          params: NewsTextParams,
          querystring: TextSaveQuery,
          bodyType: 'html',
          body: HtmlText,
          response: News,
        },
      },
    },
    async (request) => {
      const { newsId, textName } = parse(NewsTextParams, request.params)
      await requireOwner(app.db, 'news', newsId)
      const html = readHtmlText(request)
      await saveHtmlText(request, { kind: 'news', ownerId: newsId, textId: textName }, html, editorSave(request))
      const [item] = await readNews(app.db, newsId, 'editable')
      return item
    },
  )

  app.post(
    '/news',
    {
      config: {
        doc: {
          summary: `Creates a news item, a draft (title, html "${MAIN_TEXT}" sanitised, date: today when absent); answers the news item`,
          tag: 'news',
          access: { rights: [Right.EditItemTexts] },
          body: NewsCreateSchema,
          response: News,
        },
      },
    },
    async (request) => {
      const input = parse(NewsCreateSchema, request.body)
      const newsId = await createNews(request, input)
      const [item] = await readNews(app.db, newsId, 'editable')
      return item
    },
  )

  app.delete(
    '/news/:id',
    {
      config: {
        doc: {
          summary: 'Deletes a news item with its texts and their revisions',
          tag: 'news',
          access: { rights: [Right.EditItemTexts] },
          params: ItemParams,
          response: SuccessAnswer,
        },
      },
    },
    async (request) => {
      const { id: newsId } = parsePath(ItemParams, request.params, unknownOwner('news').message)
      await deleteNews(request, newsId)
      return { success: true as const }
    },
  )
}
