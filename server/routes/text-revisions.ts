import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { BlogArticle, News, Page } from '../contract/content'
import { Right } from '../contract/rights'
import {
  BlogTextRevisionsParams,
  NewsTextRevisionsParams,
  PageTextRevisionsParams,
  RevisionParams,
  REVISIONS_KEPT,
  type TextKind,
  TextRevision,
  TextVersions,
  TextVersionsParams,
} from '../contract/texts'
import type { Database } from '../db'
import { readArticles } from '../services/blog'
import { readRevisions, readTextVersions, requireOwner, restoreRevision, type TextRef, unknownOwner } from '../services/html-texts'
import { readNews } from '../services/news'
import { readPage } from '../services/pages'
import { parsePath } from '../services/strict-params'

/**
 * One route per kind of text, so that each declares the right of its save route (decision 0002): page texts 10,
 * blog and news item texts 11. Each reads the text as its save route names it and answers what that route answers.
 */
const kinds = [
  {
    kind: 'page',
    label: 'a page text',
    path: ':pageId/:textId',
    right: Right.EditMainTexts,
    params: PageTextRevisionsParams,
    refOf: (params: Record<string, unknown>) => ({ ownerId: params.pageId as number, textId: params.textId as string }),
    response: Page,
    read: async (db: Database, ownerId: number) => readPage(db, ownerId, 'editable'),
  },
  {
    kind: 'blog',
    label: 'a blog article text',
    path: ':blogId/:textId',
    right: Right.EditItemTexts,
    params: BlogTextRevisionsParams,
    refOf: (params: Record<string, unknown>) => ({ ownerId: params.blogId as number, textId: params.textId as string }),
    response: BlogArticle,
    read: async (db: Database, ownerId: number) => (await readArticles(db, ownerId, 'editable'))[0],
  },
  {
    kind: 'news',
    label: 'a news item text',
    path: ':newsId/:textName',
    right: Right.EditItemTexts,
    params: NewsTextRevisionsParams,
    refOf: (params: Record<string, unknown>) => ({ ownerId: params.newsId as number, textId: params.textName as string }),
    response: News,
    read: async (db: Database, ownerId: number) => (await readNews(db, ownerId, 'editable'))[0],
  },
] as const satisfies readonly { kind: TextKind; [key: string]: unknown }[]

/** Earlier versions of html texts (decision 0017): the last ones of a text, and restoring one. */
export const textRevisionRoutes: FastifyPluginAsync = async (app) => {
  for (const { kind, label, path, right, params, refOf, response, read } of kinds) {
    app.get(
      `/text-revisions/${kind}/${path}`,
      {
        config: {
          doc: {
            summary: `The kept versions of ${label} (the last ${REVISIONS_KEPT}), newest first: the html a save replaced, when and by whom`,
            tag: 'text-revisions',
            access: { rights: [right] },
            params,
            response: z.array(TextRevision),
          },
        },
      },
      async (request) => {
        const ref: TextRef = { kind, ...refOf(parsePath(params, request.params, unknownOwner(kind).message)) }
        await requireOwner(app.db, kind, ref.ownerId)
        return readRevisions(app.db, ref)
      },
    )

    app.get(
      `/text-versions/${kind}/:ownerId`,
      {
        config: {
          doc: {
            summary: `The last save of each text of ${label.replace(/ text$/, '')} by text id: its version (the \`baseRevision\` of a save), when and by whom; a text never saved since is version 0 (decision 0033)`,
            tag: 'text-revisions',
            access: { rights: [right] },
            params: TextVersionsParams,
            response: TextVersions,
          },
        },
      },
      async (request) => {
        const { ownerId } = parsePath(TextVersionsParams, request.params, unknownOwner(kind).message)
        await requireOwner(app.db, kind, ownerId)
        return readTextVersions(app.db, kind, ownerId)
      },
    )

    app.post(
      `/text-revisions/${kind}/:id/restore`,
      {
        config: {
          doc: {
            summary: `Saves a kept version of ${label} as its current text (the text it replaces is kept in turn; logged as a save); answers what the save answers`,
            tag: 'text-revisions',
            access: { rights: [right] },
            params: RevisionParams,
            response,
          },
        },
      },
      async (request) => {
        const { id } = parsePath(RevisionParams, request.params, 'Cette version du texte n’existe pas.')
        const ref = await restoreRevision(request, kind, id)
        return read(app.db, ref.ownerId)
      },
    )
  }
}
