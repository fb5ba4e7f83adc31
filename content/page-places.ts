import { offerEntries, pictureEntityIds } from './catalogue'
import { pageIds, pages } from './pages'

/**
 * Where a page entity is shown on the public site, for the admin image view: the page's name in the registry and
 * the address of the public page that draws it (an offer family's picture is on one offer page, a blog picture on
 * its article). Null when no public page draws it (a page of the registry without a route of its own).
 */
export interface PagePlace {
  name: string
  path: string | null
}

const registry = Object.values(pages)

/** The name of a page id: the registry's, or « Page N » for an id it does not know. */
export function pageName(pageId: number): string {
  return registry.find((page) => page.id === pageId)?.name ?? `Page ${pageId}`
}

export function placeOf(pageId: number, entityId: number): PagePlace {
  const name = pageName(pageId)
  if (pageId === pageIds.blogArticles) return { name, path: `/blog/${entityId}` }
  const offer = offerEntries.find((entry) => entry.pageId === pageId && pictureEntityIds(entry).includes(entityId))
  if (offer) return { name, path: offer.path }
  return { name, path: registry.find((page) => page.id === pageId)?.route ?? null }
}

/**
 * The folders of the admin image view (decision 0015): 0 holds the images no page shows, N those of page N; its
 * name is the page's, prefixed by its number as the specification writes « 0 unused ».
 */
export function folderName(folder: number): string {
  return folder === 0 ? '0 Non utilisées' : `${folder} ${pageName(folder)}`
}

/** The pages whose entities show pictures, as the image view's folders and the attach form offer them. */
export const picturePages: readonly { id: number; name: string }[] = registry
  .filter((page) => (page.id >= 1 && page.id <= 27) || page.id === pageIds.blogArticles)
  .map(({ id, name }) => ({ id, name }))
  .sort((a, b) => a.id - b.id)
