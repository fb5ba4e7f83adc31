import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { pageIds } from '../../content/pages'
import { id } from '../contract/common'
import { HtmlText, Page, PageSummary } from '../contract/content'
import { Right } from '../contract/rights'
import { PageTextParams, TextSaveQuery } from '../contract/texts'
import { parse } from '../errors'
import { draftPictureIds } from '../services/article-pictures'
import { readHtmlText } from '../services/html'
import { editorSave, saveHtmlText } from '../services/html-texts'
import { attachImage, detachImage, listPages, readPage, requirePage, unknownPage } from '../services/pages'

const PageParams = z.object({ id })
const PageImageParams = z.object({ pageId: id, entityId: id, imageId: id })

export const pageRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/page/all',
    { config: { doc: { summary: 'The page registry (id, name, route)', tag: 'page', access: 'public', response: z.array(PageSummary) } } },
    async () => listPages(app.db),
  )

  app.get(
    '/page/:id',
    {
      config: {
        doc: { summary: 'A page: its texts and its images by entity', tag: 'page', access: 'public', params: PageParams, response: Page },
      },
    },
    async (request) => {
      const params = parse(PageParams, request.params)
      const found = await readPage(app.db, params.id)
      if (!found) throw unknownPage()
      return found
    },
  )

  // Showing and removing an image at a page's entity: one path, two writes, both answering the page.
  const imageWrites = [
    {
      method: 'PUT',
      summary:
        'Shows an image at an entity of a page (replaces the previous one); answers the page. The entity must be a slot the page draws (content/images.ts; on page 38, an article): 400 otherwise. On a published article’s slot the image is its draft picture (draftImages), live once the article’s changes are published',
      write: attachImage,
    },
    {
      method: 'DELETE',
      summary: 'Stops showing an image at an entity of a page (the image stays in the library); answers the page',
      write: detachImage,
    },
  ] as const
  for (const { method, summary, write } of imageWrites) {
    app.route({
      method,
      url: '/page/:pageId/:entityId/image/:imageId',
      config: { doc: { summary, tag: 'page', access: { rights: [Right.Images] }, params: PageImageParams, response: Page } },
      handler: async (request) => {
        const use = parse(PageImageParams, request.params)
        await write(request, use)
        const page = (await readPage(app.db, use.pageId))!
        // The articles' page: which pictures wait in a published article's draft (decision 0036).
        return use.pageId === pageIds.blogArticles ? { ...page, draftImages: await draftPictureIds(app.db) } : page
      },
    })
  }

  app.put(
    '/page/:pageId/:textId',
    {
      config: {
        doc: {
          summary:
            'Writes a text block of a page (html, sanitised; the text it replaces is kept as a revision; while visitors see the owner it is its draft, unless ?publish=true; ?baseRevision= refuses a stale edit, 409); answers the page',
          tag: 'page',
          access: { rights: [Right.EditMainTexts] },
          params: PageTextParams,
          querystring: TextSaveQuery,
          bodyType: 'html',
          body: HtmlText,
          response: Page,
        },
      },
    },
    async (request) => {
      const { pageId, textId } = parse(PageTextParams, request.params)
      await requirePage(app.db, pageId)
      const html = readHtmlText(request)
      await saveHtmlText(request, { kind: 'page', ownerId: pageId, textId }, html, editorSave(request))
      return (await readPage(app.db, pageId, 'editable'))!
    },
  )
}
