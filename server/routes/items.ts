import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { SuccessAnswer } from '../contract/common'
import { HtmlText } from '../contract/content'
import { Right } from '../contract/rights'
import { ItemParams, TextSaveQuery } from '../contract/texts'
import type { Database } from '../db'
import { parse } from '../errors'
import type { Access } from '../plugins/contract'
import { readHtmlText } from '../services/html'
import { editorSave, requireOwner, saveHtmlText, unknownOwner } from '../services/html-texts'
import type { ItemView } from '../services/publication'
import { parsePath } from '../services/strict-params'

/**
 * A kind of item of section 3, blog articles or news items: what its routes read and write, the path of one of its
 * texts (as the specification names its parameters) and their documentation.
 */
export interface ItemRoutesOf<Item, TextParams extends z.ZodObject, Create extends z.ZodType> {
  kind: 'blog' | 'news'
  response: z.ZodType<Item>
  /** The path of a text under the item's: `:blogId/:textId`, `:newsId/:textName`. */
  textPath: string
  textParams: TextParams
  textOf(params: z.output<TextParams>): { ownerId: number; textId: string }
  createSchema: Create
  read(db: Database, itemId?: number, view?: ItemView): Promise<Item[]>
  create(request: FastifyRequest, input: z.output<Create>): Promise<number>
  remove(request: FastifyRequest, itemId: number): Promise<void>
  summaries: { list: string; writeText: string; create: string; remove: string }
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
