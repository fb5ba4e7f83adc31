import { z } from 'zod'
import { strictId } from './common'
import { textKey } from './content'

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

/** GET text-revisions/{kind}/…: the text, named as its save route names it (strict ids). */
export const PageTextRevisionsParams = z.object({ pageId: strictId, textId: textKey })
export const BlogTextRevisionsParams = z.object({ blogId: strictId, textId: textKey })
export const NewsTextRevisionsParams = z.object({ newsId: strictId, textName: textKey })

/** POST text-revisions/{kind}/{id}/restore. */
export const RevisionParams = z.object({ id: strictId })
