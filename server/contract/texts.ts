import { z } from 'zod'
import { id, isoDate, messages, requiredText, strictId } from './common'
import { HTML_TEXT_MAX, textKey } from './content'

/** How many earlier versions of one html text the API keeps (decision 0017). */
export const REVISIONS_KEPT = 20

/** The owners of html texts: a page (right 10), a blog article or a news item (right 11). */
export const textKinds = ['page', 'blog', 'news'] as const
export type TextKind = (typeof textKinds)[number]

/**
 * An earlier version of an html text: the html that a save replaced, when that save happened and who made it
 * (the staff name at that time).
 */
export const TextRevision = z.object({ id: z.number(), html: z.string(), savedAt: z.string(), savedBy: z.string() })
export type TextRevision = z.infer<typeof TextRevision>

/**
 * The path of one text, as its save route (PUT page|blog|news/…) names it, and as its revisions and its draft are
 * addressed (strict ids).
 */
export const PageTextParams = z.object({ pageId: strictId, textId: textKey })
export const BlogTextParams = z.object({ blogId: strictId, textId: textKey })
export const NewsTextParams = z.object({ newsId: strictId, textName: textKey })

/**
 * PUT page|blog|news/…/{textId}?baseRevision=&publish=: `baseRevision` is the text's version when the editor opened
 * it (`GET text-versions/…`, 0 for a text never saved since); a save whose base is not the current version is refused
 * (409), absent: no check. `publish=true` writes the live text at once, its draft dropped (« Publier », decision 0036).
 */
export const TextSaveQuery = z.object({
  baseRevision: z
    .union([z.string(), z.number()], { error: messages.integer })
    .transform((value) => String(value))
    .refine((value) => /^(0|[1-9]\d{0,9})$/.test(value) && Number(value) <= 2_147_483_647, messages.integer)
    .transform(Number)
    .optional(),
  publish: z
    .enum(['true', 'false'], { error: 'true ou false attendu' })
    .optional()
    .transform((value) => value === 'true'),
})

/** The last save of each html text of a page, an article or a news item, by text id (decision 0033). */
export const TextVersion = z.object({ version: z.number(), savedAt: z.string(), savedBy: z.string() })
export type TextVersion = z.infer<typeof TextVersion>
export const TextVersions = z.record(z.string(), TextVersion)

/** GET text-versions/{kind}/{ownerId}. */
export const TextVersionsParams = z.object({ ownerId: strictId })

/** POST text-revisions/{kind}/{id}/restore. */
export const RevisionParams = z.object({ id: strictId })

/** A title staff types: 1 to 255 characters once trimmed (the limit of the title saved as a text), no control character. */
export const TITLE_MAX = 255
const title = requiredText(TITLE_MAX).refine((value) => !/\p{Cc}/u.test(value), messages.controlCharacters)

/** POST blog (JSON, right 11): a new article, shown at once with an empty main text. */
export const BlogCreateSchema = z.object({
  title,
  date: isoDate,
  // Absent: "required", as the other fields say, rather than "integer expected".
  blog_filter_id: z
    .union([z.string(), z.number()], { error: messages.required })
    .transform(Number)
    .pipe(z.number({ error: messages.integer }).int(messages.integer).positive(messages.integer)),
  /** An image of the library, shown as the article's picture; absent or null: none. */
  image_id: id.nullable().optional(),
})
export type BlogCreate = z.input<typeof BlogCreateSchema>

/** POST news (JSON, right 11): a new item; its text is html, sanitised like every html text; the date is today's when absent. */
export const NewsCreateSchema = z.object({
  title,
  text: z.string({ error: messages.required }).max(HTML_TEXT_MAX, messages.tooLong(HTML_TEXT_MAX)),
  date: isoDate.optional(),
})
export type NewsCreate = z.input<typeof NewsCreateSchema>

/** DELETE blog/{id}, DELETE news/{id}. */
export const ItemParams = z.object({ id: strictId })
