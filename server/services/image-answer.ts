import type { Image } from '../contract/image'
import type { image } from '../db/schema'

type ImageRow = typeof image.$inferSelect

/** Base name of the WebP rendition of a stored original at a given width. */
export function variantFileName(fileName: string, width: number): string {
  return `${fileName.replace(/\.[^.]+$/, '')}-${width}.webp`
}

/** The image as the API answers it (section 3 fields, plus the renditions for `srcset`). */
export function imageAnswer(row: ImageRow): Image {
  const direction = row.width === row.height ? 'square' : row.width > row.height ? 'landscape' : 'portrait'
  return {
    id: row.id,
    url: `uploads/${row.fileName}`,
    role: row.role,
    author: row.author,
    site: row.site,
    author_link: row.authorLink,
    source_link: row.sourceLink,
    change_made: row.changeMade,
    alt: row.alt,
    decorative: row.decorative,
    extension: row.extension,
    direction,
    size: `${row.width}×${row.height}`,
    width: row.width,
    height: row.height,
    weight: row.weight,
    variants: [...row.variantWidths]
      .sort((a, b) => a - b)
      .map((width) => ({ width, url: `uploads/${variantFileName(row.fileName, width)}` })),
  }
}
