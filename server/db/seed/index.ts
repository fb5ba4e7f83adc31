import { sql } from 'drizzle-orm'
import type { Database } from '..'
import { page } from '../schema'
import { seedBlog } from './blog'
import { seedImages } from './images'
import { seedNews } from './news'
import { seedPages } from './pages'
import { seedRegistrations } from './registrations'

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

/**
 * Writes the finished site's content, one module per part. What already exists is kept: staff edits are never
 * overwritten, and running it again only adds what is missing.
 */
export async function seed(db: Database, options: SeedOptions): Promise<void> {
  // One transaction: a first start that stops half-way seeds again at the next start.
  await db.transaction(async (tx) => {
    const content = tx as unknown as Database
    await seedPages(content)
    await seedImages(content, options.uploadsDir)
    await seedBlog(content, options.uploadsDir)
    await seedNews(content)
    await seedRegistrations(content)
  })
}
