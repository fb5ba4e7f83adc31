import { sql } from 'drizzle-orm'
import { pages } from '../../../app/content/pages'
import { defaultTexts } from '../../../app/content/texts'
import type { Database } from '..'
import { page, pageText } from '../schema'

export interface SeedOptions {
  uploadsDir: string
}

/** Seeds an empty database; answers whether it did. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(page)
  if (n > 0) return false
  await seed(db, options)
  return true
}

/** Writes the finished site's content; what already exists is kept (staff edits are never overwritten). */
export async function seed(db: Database, _options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(page)
      .values(Object.values(pages).map(({ id, name, route }) => ({ id, name, route })))
      .onConflictDoNothing()
    const texts = Object.entries(defaultTexts).flatMap(([pageId, blocks]) =>
      Object.entries(blocks).map(([textId, html]) => ({ pageId: Number(pageId), textId, html })),
    )
    if (texts.length) await tx.insert(pageText).values(texts).onConflictDoNothing()
  })
}
