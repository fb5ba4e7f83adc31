import { pages } from '../../../content/pages'
import { defaultTexts } from '../../../content/texts'
import type { Database } from '..'
import { page, pageText } from '../schema'

/** The page registry and the default texts of every page. */
export async function seedPages(db: Database): Promise<void> {
  await db
    .insert(page)
    .values(Object.values(pages).map(({ id, name, route }) => ({ id, name, route })))
    .onConflictDoNothing()
  const texts = Object.entries(defaultTexts).flatMap(([pageId, blocks]) =>
    Object.entries(blocks).map(([textId, html]) => ({ pageId: Number(pageId), textId, html })),
  )
  if (texts.length) await db.insert(pageText).values(texts).onConflictDoNothing()
}
