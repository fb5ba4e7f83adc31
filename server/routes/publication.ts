import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { id } from '../contract/common'
import { Page } from '../contract/content'
import { PublishSchema } from '../contract/publication'
import { Right } from '../contract/rights'
import { ItemParams, PageTextParams } from '../contract/texts'
import { parse } from '../errors'
import { unknownOwner } from '../services/html-texts'
import { discardPageDraft, readPage, requirePage, unknownPage } from '../services/pages'
import { discardDraft, publishDueItems, publishItem, unpublishItem } from '../services/publication'
import { parsePath } from '../services/strict-params'
import { articles, newsItems } from './items'

/**
 * Drafts and scheduled publishing (issue 30, decision 0036): staff's read of every item with its draft, and the
 * writes that publish, schedule, unpublish or drop a draft; the due work publishes scheduled items when their time
 * comes. Right 11 for articles and news items, 10 for the drafts of page texts.
 */
const items = [articles, newsItems].map(({ kind, what, response, read }) => ({
  kind,
  what,
  response,
  read: (app: Parameters<FastifyPluginAsync>[0], itemId?: number) => read(app.db, itemId, 'editable'),
}))

export const publicationRoutes: FastifyPluginAsync = async (app) => {
  app.dueWork.add('publications', async (now) => {
    // Like any edit, a publication moves the content version: every page cache renews the pages it changes.
    if (await publishDueItems(app.db, now)) await app.contentVersion.bump()
  })

  for (const { kind, what, response, read } of items) {
    app.get(
      `/${kind}/editable`,
      {
        config: {
          doc: {
            summary: `Every ${what}, drafts and scheduled ones too, as staff edit it (its draft title and texts), with its state`,
            tag: kind,
            access: { rights: [Right.EditItemTexts] },
            response: z.array(response),
          },
        },
      },
      async () => read(app),
    )
    const writes = [
      {
        path: 'publish',
        summary: `Publishes the ${what} now (a published one: its draft), or with publishAt (yyyy-mm-ddThh:mm, Paris time, to come) schedules a draft; answers it as staff read it`,
        body: PublishSchema,
        write: (request: Parameters<typeof publishItem>[0], itemId: number) =>
          publishItem(request, kind, itemId, parse(PublishSchema, request.body ?? {})),
      },
      {
        path: 'unpublish',
        summary: `Takes the ${what} off the site (a scheduled one is no longer scheduled); its texts stay`,
        body: undefined,
        write: (request: Parameters<typeof publishItem>[0], itemId: number) => unpublishItem(request, kind, itemId),
      },
      {
        path: 'discard-draft',
        summary: `Drops the edits of a published ${what}: staff edit visitors' version again`,
        body: undefined,
        write: (request: Parameters<typeof publishItem>[0], itemId: number) => discardDraft(request, kind, itemId),
      },
    ]
    for (const { path, summary, body, write } of writes) {
      app.post(
        `/${kind}/:id/${path}`,
        {
          config: {
            doc: { summary, tag: kind, access: { rights: [Right.EditItemTexts] }, params: ItemParams, ...(body ? { body } : {}), response },
          },
        },
        async (request) => {
          const { id: itemId } = parsePath(ItemParams, request.params, unknownOwner(kind).message)
          await write(request, itemId)
          return (await read(app, itemId))[0]
        },
      )
    }
  }

  app.get(
    '/page/:id/editable',
    {
      config: {
        doc: {
          summary: 'A page as staff edit it: the drafts of its texts in place of the live ones, their ids in drafts',
          tag: 'page',
          access: { rights: [Right.EditMainTexts] },
          params: z.object({ id }),
          response: Page,
        },
      },
    },
    async (request) => {
      const params = parse(z.object({ id }), request.params)
      return (await readPage(app.db, params.id, 'editable')) ?? Promise.reject(unknownPage())
    },
  )

  app.post(
    '/page/:pageId/:textId/discard-draft',
    {
      config: {
        doc: {
          summary: 'Drops the draft of a page text: visitors’ version is staff’s again; answers the page as staff read it',
          tag: 'page',
          access: { rights: [Right.EditMainTexts] },
          params: PageTextParams,
          response: Page,
        },
      },
    },
    async (request) => {
      const { pageId, textId } = parse(PageTextParams, request.params)
      await requirePage(app.db, pageId)
      await discardPageDraft(request, pageId, textId)
      return (await readPage(app.db, pageId, 'editable'))!
    },
  )
}
