import type { Image } from '../../server/contract/image'
import type { Page } from '../../server/contract/content'
import { defaultTexts } from '~/content/texts'
import { ApiError, callApi } from '~/utils/api.server'

export function getPage(request: Request, pageId: number) {
  return callApi<Page>(request, { path: `page/${pageId}`, action: 'charger la page' })
}

/** What a content page renders: its texts (html) and its images, by entity id. */
export interface PageContent {
  texts: Record<string, string>
  images: Record<string, Image>
}

/**
 * The texts and images of a page, from the API, completed by the default texts for any missing block. When
 * the API cannot answer, the page still renders with its default texts (and no images).
 */
export async function getPageContent(request: Request, pageId: number): Promise<PageContent> {
  const defaults = defaultTexts[pageId] ?? {}
  let page: Page
  try {
    page = await getPage(request, pageId)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    console.error(`page ${pageId}: ${error.message}`)
    return { texts: defaults, images: {} }
  }
  const texts = { ...defaults }
  for (const [textId, html] of Object.entries(page.texts)) if (html.trim()) texts[textId] = html
  const images = Object.fromEntries(
    Object.entries(page.images).flatMap(([entityId, imageId]) => {
      const image = page.imagesById[String(imageId)]
      return image ? [[entityId, image]] : []
    }),
  )
  return { texts, images }
}
