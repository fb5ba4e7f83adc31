import { placeOf, slotPlace } from '#content/page-places'
import type { ImageListItem } from '#contract/image'
import { mediaUrl } from '~/components/responsive-image'

// The route takes the registry from here, in its loader: imported by the route module itself, it would ship to the browser.
export { folderName, placeGroups } from '#content/page-places'

/** Where an image is shown, named for staff, with the public page that draws it. */
export interface ImageUseView {
  pageId: number
  entityId: number
  page: string
  /** Where the page shows it (« Carte « Devenir coach » »). */
  place: string
  path: string | null
}

/**
 * An image as the view draws it: what the API answers, its uses named, its files as the site's addresses
 * (`/media/…`). They are resolved here so that the view's code shares no module with the public pages: each module
 * shared by an admin and a public route becomes one more file for the public pages to load.
 */
export interface ImageView {
  id: number
  url: string
  /** The narrowest rendition (240 px WebP for images stored since), for the folder grid. */
  thumbnail: string
  /** A rendition about as wide as the form shows it. */
  preview: string
  role: string
  author: string
  site: string
  author_link: string
  source_link: string
  change_made: string
  alt: string
  decorative: boolean
  extension: string
  direction: 'portrait' | 'landscape' | 'square'
  size: string
  width: number
  height: number
  weight: number
  uses: ImageUseView[]
}

export function imageViewOf(image: ImageListItem): ImageView {
  const { variants, uses, ...fields } = image
  return {
    ...fields,
    url: mediaUrl(image.url),
    thumbnail: mediaUrl((variants[0] ?? image).url),
    preview: mediaUrl((variants.find((variant) => variant.width >= 480) ?? variants.at(-1) ?? image).url),
    uses: uses.map(({ pageId, entityId }) => {
      const { name, path } = placeOf(pageId, entityId)
      return { pageId, entityId, page: name, place: slotPlace(pageId, entityId), path }
    }),
  }
}
