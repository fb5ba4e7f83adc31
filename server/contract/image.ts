import { z } from 'zod'
import { messages, optionalText, paged, pageNumber, pageSize } from './common'

const link = optionalText(255).refine((value) => !value || /^https?:\/\/\S+$/i.test(value), {
  message: 'Adresse http:// ou https:// attendue',
})

/** Screen readers read a text alternative at once: a sentence or two, never a caption's length. */
export const ALT_MAX = 250

/** The text alternative: one line (control characters are refused for every field, before this). */
const alt = optionalText(ALT_MAX).refine((value) => !value || !/[\t\n\r]/.test(value), {
  message: 'Le texte alternatif tient sur une ligne, sans tabulation',
})

/** The « Image décorative » box: `on` as a browser sends it (or `true`); `off`, `false` or empty: not decorative. */
const decorative = z
  .enum(['on', 'true', 'off', 'false', ''], { error: 'Case à cocher attendue («\u00a0on\u00a0» ou vide)' })
  .transform((value) => value === 'on' || value === 'true')
  .optional()

/** The text fields of the image upload form (section 3, with issue 30's `alt` and `decorative`); the file part `image` is checked by the route. */
export const ImageFieldsSchema = z.object({
  role: optionalText(255),
  author: optionalText(255),
  site: optionalText(255),
  author_link: link,
  source_link: link,
  change_made: optionalText(255),
  alt,
  decorative,
})

export const altRequiredMessage = 'Décrivez l’image pour qui ne la voit pas, ou cochez «\u00a0Image décorative\u00a0»'

/** What an image says to who cannot see it: a text alternative, or nothing at all when it is decorative. */
export interface ImageDescription {
  alt: string
  decorative: boolean
}

/**
 * The description an image gets from the fields sent, over what it had (`current`; an upload has none): the box
 * wins (the text is dropped, `alt=""`), a text unmarks it, absent fields are kept. Null when it would be left
 * undescribed (an upload requires a description, so does an update sending either field); an update sending
 * neither changes nothing (the images of before issue 30 keep their credits editable by any client).
 */
export function describedAs(
  fields: { alt?: string; decorative?: boolean },
  current: ImageDescription | null,
): Partial<ImageDescription> | null {
  if (current && fields.alt === undefined && fields.decorative === undefined) return {}
  if (fields.decorative) return { alt: '', decorative: true }
  current ??= { alt: '', decorative: false }
  const described = { alt: fields.alt ?? current.alt, decorative: fields.decorative ?? (fields.alt ? false : current.decorative) }
  return described.decorative || described.alt ? described : null
}

/** The form's rule, with describedAs's reading: a text, or the box. */
export function refineDescribed(form: { alt?: string; decorative?: boolean }, context: z.RefinementCtx) {
  if (!form.decorative && !form.alt) context.addIssue({ code: 'custom', path: ['alt'], message: altRequiredMessage })
}

/** The upload form as it is posted (multipart): the fields and the file, required, and a description or the box. */
export const ImageUploadSchema = ImageFieldsSchema.extend({ image: z.file({ error: 'Ce champ est obligatoire' }) }).superRefine(
  refineDescribed,
)
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
  /** The text alternative; '' when decorative or still to describe (both drawn with `alt=""`). */
  alt: z.string(),
  decorative: z.boolean(),
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
