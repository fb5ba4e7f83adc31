import { sql } from 'drizzle-orm'
import { frenchSpacing } from '../../../content/typography'
import { sanitizeRichText } from '../../services/html'
import type { Database } from '..'

/** A seeded html text: French spaces, then the same sanitising as a text written by staff. */
export function seededHtml(html: string): string {
  return sanitizeRichText(frenchSpacing(html.replace(/\s*\n\s*/g, '')))
}

/**
 * Rows seeded with their ids leave the serial sequence behind: move it past the largest id, so that a row added
 * later does not collide.
 */
export async function syncSequence(db: Database, table: 'blog' | 'blog_filter' | 'news'): Promise<void> {
  await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT COALESCE(max(id), 1) FROM ${table}))`))
}
