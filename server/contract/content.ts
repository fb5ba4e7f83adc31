import { z } from 'zod'
import { Image } from './image'
import { Publication } from './publication'

/** Html texts (pages, blog, news) are at most this long, sanitised by the API on write. */
export const HTML_TEXT_MAX = 100_000

/** The body of `PUT page|blog|news/{id}/{textId}`: html as the editor writes it (`text/html; charset=utf-8`). */
export const HtmlText = z.string().max(HTML_TEXT_MAX)

/** Identifiers of text blocks in paths: letters, digits, `_` and `-`. */
export const textKey = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Identifiant de texte invalide (lettres, chiffres, _ et -, 64 au plus)')

export const Page = z.object({
  id: z.number(),
  name: z.string(),
  route: z.string().nullable(),
  /** Entity id → image id. */
  images: z.record(z.string(), z.number()),
  /** Text id → sanitised html. */
  texts: z.record(z.string(), z.string()),
  /** The images of `images`, by image id, so that a page renders from one call. */
  imagesById: z.record(z.string(), Image),
  /** Staff's read (`page/{id}/editable`): the ids of the texts whose draft is shown in `texts` (decision 0036). */
  drafts: z.array(z.string()).optional(),
  /**
   * The answer of an image write on the articles' page (38): entity → the picture a published article shows once
   * its draft is published (decision 0036); `images` keeps what visitors see meanwhile.
   */
  draftImages: z.record(z.string(), z.number()).optional(),
})
export type Page = z.infer<typeof Page>

export const PageSummary = z.object({ id: z.number(), name: z.string(), route: z.string().nullable() })
export type PageSummary = z.infer<typeof PageSummary>

export const BlogFilter = z.object({ id: z.number(), name: z.string(), type: z.string() })
export type BlogFilter = z.infer<typeof BlogFilter>

export const BlogArticle = z
  .object({
    id: z.number(),
    title: z.string(),
    date: z.string(),
    image: z.object({ pageId: z.number(), entityId: z.number() }).nullable(),
    /**
     * Staff's read (`blog/editable`): the picture attached to the published article's slot and not published yet
     * (decision 0036), which « Publier les modifications » shows at `image`; null when none waits.
     */
    draftImage: Image.nullable().optional(),
    texts: z.record(z.string(), z.string()),
    blog_filter_id: z.number().nullable(),
  })
  .extend(Publication.shape)
export type BlogArticle = z.infer<typeof BlogArticle>

export const News = z
  .object({
    id: z.number(),
    title: z.string(),
    date: z.string(),
    /** Text name → sanitised html; the main text is `text`. */
    texts: z.record(z.string(), z.string()),
  })
  .extend(Publication.shape)
export type News = z.infer<typeof News>
