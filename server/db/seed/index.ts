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

/**
 * Seeds the content of an empty database (its pictures are drawn by `seedImages`, which the API runs after it
 * starts listening); answers whether it did.
 */
export async function seedContentIfEmpty(db: Database): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(page)
  if (n > 0) return false
  await seedContent(db)
  return true
}

/**
 * The finished site's texts and data, one module per part, in one transaction (a first start that stops
 * half-way seeds again at the next start). What already exists is kept: staff edits are never overwritten.
 */
export async function seedContent(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const content = tx as unknown as Database
    await seedPages(content)
    await seedBlog(content)
    await seedNews(content)
    await seedRegistrations(content)
  })
}

/** Everything: the content, then a demo picture for every image slot that shows none. */
export async function seed(db: Database, options: SeedOptions): Promise<void> {
  await seedContent(db)
  await seedImages(db, options.uploadsDir)
}

export { seedImages }
