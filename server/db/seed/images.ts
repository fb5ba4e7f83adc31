import { createHash, randomBytes } from 'node:crypto'
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { type ImageSlot, imageSlots } from '../../../content/images'
import { site } from '../../../content/site'
import { variantFileName } from '../../services/image-answer'
import { filesOf, type StoredImage, storeImage } from '../../services/image-files'
import type { Database } from '..'
import { image, pageImage } from '../schema'
import { blogImageSlots } from './blog'
import { demoSvg, renderDemo } from './demo-art'

/** The credits of every demo picture: the school's own illustrations. */
export const demoCredits = {
  author: site.school.name,
  site: 'Illustration générée pour le site',
  changeMade: 'Composition abstraite originale',
} as const

/**
 * A demo picture for every image slot of the content pages and blog articles that shows none yet, shown at its
 * (page, entity). Two at a time: drawing and encoding is CPU work, and sharp runs it off the event loop.
 */
export async function seedImages(db: Database, uploadsDir: string): Promise<number> {
  const queue = [...imageSlots, ...blogImageSlots]
  let made = 0
  const worker = async () => {
    for (let slot = queue.shift(); slot; slot = queue.shift()) if (await seedImageSlot(db, uploadsDir, slot)) made++
  }
  await Promise.all([worker(), worker()])
  return made
}

/**
 * Makes the demo picture of a slot and shows it at its (page, entity), unless that entity already shows an image
 * (a staff choice is never replaced). The page must exist. Answers whether it made one.
 */
export async function seedImageSlot(db: Database, uploadsDir: string, slot: ImageSlot): Promise<boolean> {
  const shown = () =>
    db
      .select({ imageId: pageImage.imageId })
      .from(pageImage)
      .where(and(eq(pageImage.pageId, slot.pageId), eq(pageImage.entityId, slot.entityId)))
  if ((await shown()).length) return false
  const stored = await storeDemo(uploadsDir, slot)
  const [row] = await db
    .insert(image)
    .values({ ...stored, role: slot.role, alt: slot.role, ...demoCredits })
    .returning({ id: image.id })
  const [linked] = await db
    .insert(pageImage)
    .values({ pageId: slot.pageId, entityId: slot.entityId, imageId: row.id })
    .onConflictDoNothing()
    .returning({ imageId: pageImage.imageId })
  if (linked) return true
  // Another API process filled the slot meanwhile: this picture is not needed.
  await db.delete(image).where(eq(image.id, row.id))
  await Promise.all(filesOf(stored).map((file) => rm(join(uploadsDir, file), { force: true })))
  return false
}

// Bump when the storing code encodes differently, so that stale cached pictures are not reused.
const CACHE_VERSION = 2
const cacheRoot = join(tmpdir(), 'sens-et-parole-demo-images')

/**
 * Renders the slot's composition to WebP and stores it through the upload code (re-encoding, renditions).
 * Every API test starts from a freshly seeded database, so the stored result of an identical picture is kept in
 * a cache folder and copied under a new random name: the same bytes the storing code would produce again, without
 * spending seconds of CPU per start.
 */
async function storeDemo(uploadsDir: string, slot: ImageSlot): Promise<StoredImage> {
  const svg = demoSvg(slot.demo, slot.pageId * 1000 + slot.entityId)
  const key = createHash('sha256').update(`${CACHE_VERSION}\n${sharp.versions.vips}\n${svg}`).digest('hex').slice(0, 32)
  const cacheDir = join(cacheRoot, key)
  const cached = await fromCache(cacheDir, uploadsDir)
  if (cached) return cached
  const stored = await storeImage(uploadsDir, await renderDemo(slot.demo, slot.pageId * 1000 + slot.entityId))
  await toCache(cacheDir, uploadsDir, stored).catch(() => {
    // A cache that cannot be written only costs time at the next seed.
  })
  return stored
}

async function fromCache(cacheDir: string, uploadsDir: string): Promise<StoredImage | null> {
  let cached: StoredImage
  try {
    cached = JSON.parse(await readFile(join(cacheDir, 'stored.json'), 'utf8')) as StoredImage
  } catch {
    return null
  }
  const fileName = `${randomBytes(16).toString('hex')}.${cached.extension}`
  await mkdir(uploadsDir, { recursive: true })
  try {
    await copyFile(join(cacheDir, cached.fileName), join(uploadsDir, fileName))
    for (const width of cached.variantWidths) {
      await copyFile(join(cacheDir, variantFileName(cached.fileName, width)), join(uploadsDir, variantFileName(fileName, width)))
    }
  } catch {
    return null
  }
  return { ...cached, fileName }
}

/** Fills a cache entry in a private folder, then renames it into place: readers never see half an entry. */
async function toCache(cacheDir: string, uploadsDir: string, stored: StoredImage): Promise<void> {
  const pending = `${cacheDir}.${randomBytes(6).toString('hex')}`
  await mkdir(pending, { recursive: true })
  try {
    for (const file of filesOf(stored)) await copyFile(join(uploadsDir, file), join(pending, file))
    await writeFile(join(pending, 'stored.json'), JSON.stringify(stored))
    await rename(pending, cacheDir)
  } finally {
    await rm(pending, { recursive: true, force: true })
  }
}
