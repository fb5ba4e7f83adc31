import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { Page } from '../contract/content'
import { Right } from '../contract/rights'
import {
  PageTextParams,
  RevisionParams,
  REVISIONS_KEPT,
  type TextKind,
  TextRevision,
  TextVersions,
  TextVersionsParams,
} from '../contract/texts'
import type { Database } from '../db'
import { readRevisions, readTextVersions, requireOwner, restoreRevision, type TextRef, unknownOwner } from '../services/html-texts'
import { readPage } from '../services/pages'
import { parsePath } from '../services/strict-params'
import { articles, newsItems } from './items'

/** What the routes of one kind of text need: how its save route names a text, its right, and what it answers. */
interface TextKindRoutes {
  kind: TextKind
  label: string
  path: string
  right: Right
  params: z.ZodObject
  /** The text that the parsed path names (a method: each kind reads its own parameters). */
  refOf(params: Record<string, unknown>): { ownerId: number; textId: string }
  response: z.ZodType
  read(db: Database, ownerId: number): Promise<unknown>
}

/**
 * One route per kind of text, so that each declares the right of its save route (decision 0002): page texts 10,
 * blog and news item texts 11. Each reads the text as its save route names it and answers what that route answers.
 */
const kinds: TextKindRoutes[] = [
  {
    kind: 'page',
    label: 'a page text',
    path: ':pageId/:textId',
    right: Right.EditMainTexts,
    params: PageTextParams,
    refOf: ({ pageId, textId }: z.output<typeof PageTextParams>) => ({ ownerId: pageId, textId }),
    response: Page,
    read: async (db, ownerId) => readPage(db, ownerId, 'editable'),
  },
  ...[
    { item: articles, label: 'a blog article text' },
    { item: newsItems, label: 'a news item text' },
  ].map(({ item, label }) => ({
    kind: item.kind,
    label,
    path: item.textPath,
    right: Right.EditItemTexts,
    params: item.textParams,
    refOf: item.textOf,
    response: item.response,
    read: async (db: Database, ownerId: number) => (await item.read(db, ownerId, 'editable'))[0],
  })),
]

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
