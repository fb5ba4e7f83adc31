import { z } from 'zod'
import { messages, optionalText, paged, pageNumber, pageSize } from './common'

const link = optionalText(255).refine((value) => !value || /^https?:\/\/\S+$/i.test(value), {
  message: 'Adresse http:// ou https:// attendue',
})

/** The text fields of the image upload form (section 3); the file part `image` is checked by the route. */
export const ImageFieldsSchema = z.object({
  role: optionalText(255),
  author: optionalText(255),
  site: optionalText(255),
  author_link: link,
  source_link: link,
  change_made: optionalText(255),
})
/** The upload form as it is posted (multipart): the fields and the file, required. */
export const ImageUploadSchema = ImageFieldsSchema.extend({ image: z.file({ error: 'Ce champ est obligatoire' }) })
/** The edit form (multipart): the fields, and a new file when the picture changes; absent fields are kept. */
export const ImageUpdateSchema = ImageFieldsSchema.extend({ image: z.file().optional() })

export const imageFieldNames = Object.keys(ImageFieldsSchema.shape) as (keyof typeof ImageFieldsSchema.shape)[]

export const ImageVariant = z.object({ width: z.number(), url: z.string() })

export const Image = z.object({
  id: z.number(),
  /** Path of the stored file under the API root, e.g. `uploads/3f2a….jpg`. */
  url: z.string(),
  role: z.string(),
  author: z.string(),
  site: z.string(),
  author_link: z.string(),
  source_link: z.string(),
  change_made: z.string(),
  extension: z.string(),
  direction: z.enum(['portrait', 'landscape', 'square']),
  /** `width×height` in pixels. */
  size: z.string(),
  width: z.number(),
  height: z.number(),
  /** Bytes of the stored file. */
  weight: z.number(),
  /** WebP renditions, narrowest first, for `srcset`. */
  variants: z.array(ImageVariant),
})
export type Image = z.infer<typeof Image>

/** Where an image is shown: an entity of a page. */
export const ImageUse = z.object({ pageId: z.number(), entityId: z.number() })
/** An image of `GET image/all`: with the page entities that show it (none: the '0 unused' folder). */
export const ImageListItem = Image.extend({ uses: z.array(ImageUse) })
export type ImageListItem = z.infer<typeof ImageListItem>

/**
 * A folder of the admin image view: folder 0 holds the images no page shows ('0 unused'), folder N the images
 * shown by page N (decision 0015); an image shown by several pages counts in each of them.
 */
export const ImageFolder = z.object({ folder: z.number(), count: z.number() })
export type ImageFolder = z.infer<typeof ImageFolder>

/** A folder's images, a page at a time (newest first): 1,000 images never travel at once. */
export const ImageFolderParams = z.object({
  folder: z
    .string()
    .refine((value) => /^(0|[1-9]\d{0,9})$/.test(value) && Number(value) <= 2_147_483_647, messages.integer)
    .transform(Number),
})
export const ImageFolderQuery = z.object({ page: pageNumber, size: pageSize(48) })
export const ImageFolderPage = paged(ImageListItem)

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024
/** Larger images are refused before decoding (decompression bombs). */
export const IMAGE_MAX_PIXELS = 40_000_000
