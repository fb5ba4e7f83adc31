import { offerEntries, pictureEntityIds } from './catalogue'
import { imageSlots } from './images'
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

/** An image slot of a page as staff choose it: the entity and where the page shows it. */
export interface SlotChoice {
  entityId: number
  place: string
}

/**
 * The image slots the content pages draw (content/images.ts), by page. The blog articles' page (38) has one slot
 * per article, named after it: the API and the image view read them from the articles.
 */
export function slotsOf(pageId: number): SlotChoice[] {
  return imageSlots.filter((slot) => slot.pageId === pageId).map(({ entityId, place }) => ({ entityId, place }))
}

/** The French refusal of a slot a page does not have (« emplacement 999 » of « La méthode »). */
export function unknownSlotMessage(pageId: number, entityId: number): string {
  return `La page «\u00a0${pageName(pageId)}\u00a0» n’a pas d’emplacement d’image n°\u00a0${entityId}.`
}

/**
 * Where a page shows the image of an entity, in words: the slot's place, an article's title on the blog articles'
 * page (« article n° N » without it), « emplacement N » for an entity no page draws (attached before slots were
 * checked).
 */
export function slotPlace(pageId: number, entityId: number, articleTitle?: string): string {
  if (pageId === pageIds.blogArticles) return articleTitle ? `Article «\u00a0${articleTitle}\u00a0»` : `Article n°\u00a0${entityId}`
  return slotsOf(pageId).find((slot) => slot.entityId === entityId)?.place ?? `Emplacement ${entityId}`
}

/** The slots of every page that shows pictures, as the image view's select offers them (`{pageId}-{entityId}`). */
export interface PlaceGroup {
  pageId: number
  name: string
  slots: { value: string; place: string }[]
}

export function placeGroups(articles: readonly { id: number; title: string }[]): PlaceGroup[] {
  return picturePages
    .map(({ id, name }) => {
      const slots =
        id === pageIds.blogArticles
          ? articles.map((article) => ({ entityId: article.id, place: slotPlace(id, article.id, article.title) }))
          : slotsOf(id)
      return { pageId: id, name, slots: slots.map(({ entityId, place }) => ({ value: `${id}-${entityId}`, place })) }
    })
    .filter((group) => group.slots.length > 0)
}
