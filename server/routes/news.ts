import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { id } from '../contract/common'
import { News, textKey } from '../contract/content'
import { NewsCreateSchema } from '../contract/texts'
import { TITLE_TEXT } from '../services/html-texts'
import { createNews, deleteNews, MAIN_TEXT, readNews } from '../services/news'
import { itemRoutes } from './items'

export const newsRoutes: FastifyPluginAsync = async (app) => {
  itemRoutes(app, {
    kind: 'news',
    response: News,
    textPath: ':newsId/:textName',
    textParams: z.object({ newsId: id, textName: textKey }),
    textOf: ({ newsId, textName }) => ({ ownerId: newsId, textId: textName }),
    createSchema: NewsCreateSchema,
    read: readNews,
    create: createNews,
    remove: deleteNews,
    summaries: {
      list: 'Every published news item, newest first',
      writeText: `Writes a text of a news item (html, sanitised; the main text is "text", "${TITLE_TEXT}" sets its title; the text it replaces is kept as a revision; while visitors see the owner it is its draft, unless ?publish=true; ?baseRevision= refuses a stale edit, 409); answers the news item`,
      create: `Creates a news item, a draft (title, html "${MAIN_TEXT}" sanitised, date: today when absent); answers the news item`,
      remove: 'Deletes a news item with its texts and their revisions',
    },
  })
}
