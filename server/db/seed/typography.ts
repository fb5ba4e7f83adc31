import { sql } from 'drizzle-orm'
import type { Database } from '..'
import { sanitizeRichText } from '../../services/html'

/**
 * French typography for seeded texts written with ordinary spaces: a non-breaking space before : ; ! ? and », after
 * «, inside times (20 h 40) and before % and €. Only spaces inside text are touched; `style="text-align: center"`
 * has none before its colon.
 */
export function frenchSpaces(text: string): string {
  return text
    .replace(/ ([:;!?»])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0')
    .replace(/(\d) h (\d\d)/g, '$1\u00a0h\u00a0$2')
    .replace(/(\d) h(?=[\s.,;:!?)<]|$)/g, '$1\u00a0h')
    .replace(/(\d) (%|€|euros\b)/g, '$1\u00a0$2')
}

/** A seeded html text: French spaces, then the same sanitising as a text written by staff. */
export function seededHtml(html: string): string {
  return sanitizeRichText(frenchSpaces(html.replace(/\s*\n\s*/g, '')))
}

/**
 * Rows seeded with their ids leave the serial sequence behind: move it past the largest id, so that a row added
 * later does not collide.
 */
export async function syncSequence(db: Database, table: 'blog' | 'blog_filter' | 'news'): Promise<void> {
  await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT COALESCE(max(id), 1) FROM ${table}))`))
}
