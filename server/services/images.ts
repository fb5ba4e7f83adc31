import { and, count, countDistinct, desc, eq, inArray, isNull, notInArray, type SQL } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { ImageDescription, ImageFieldsSchema, ImageFolder, ImageListItem } from '../contract/image'
import type { Database } from '../db'
import { image, pageImage } from '../db/schema'
import { notFound } from '../errors'
import { createWithActivity, staffTransaction } from './activity'
import { imageAnswer } from './image-answer'
import { filesOf, removeFiles, type StoredImage, storeImage, uploadsDirOf } from './image-files'
import { pageOfRows, type PageQuery } from './list-pages'

/** The image library (section 3): its rows, the page entities that show them, and their writes with their files. */

type ImageRow = typeof image.$inferSelect
/** The form's fields, the description resolved (describedAs). */
type ImageFields = Omit<z.output<typeof ImageFieldsSchema>, keyof ImageDescription> & Partial<ImageDescription>

export const unknownImage = () => notFound('Cette image n’existe pas.')

type PageImageRow = typeof pageImage.$inferSelect

/** An image as the image view lists it: with the page entities that show it, among page_image rows. */
function listItem(row: ImageRow, uses: PageImageRow[]): ImageListItem {
  return {
    ...imageAnswer(row),
    uses: uses.filter((use) => use.imageId === row.id).map(({ pageId, entityId }) => ({ pageId, entityId })),
  }
}

/** Images with their uses, read from the page_image rows of those images. */
async function withUses(db: Database, rows: ImageRow[]): Promise<ImageListItem[]> {
  const uses = rows.length
    ? await db
        .select()
        .from(pageImage)
        .where(
          inArray(
            pageImage.imageId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(pageImage.pageId, pageImage.entityId)
    : []
  return rows.map((row) => listItem(row, uses))
}

/** Every image, with its uses. */
export async function listImages(db: Database): Promise<ImageListItem[]> {
  const [rows, uses] = await Promise.all([
    db.select().from(image).orderBy(image.id),
    db.select().from(pageImage).orderBy(pageImage.pageId, pageImage.entityId),
  ])
  return rows.map((row) => listItem(row, uses))
}

/** One image with its uses; null when unknown. */
export async function findImageWithUses(db: Database, id: number): Promise<ImageListItem | null> {
  const [row] = await db.select().from(image).where(eq(image.id, id))
  return row ? (await withUses(db, [row]))[0] : null
}

/** The folders of the image view, counted by the database so that the list never loads the library's rows. */
export async function imageFolders(db: Database): Promise<ImageFolder[]> {
  const [[unused], pages] = await Promise.all([
    db.select({ count: count() }).from(image).leftJoin(pageImage, eq(pageImage.imageId, image.id)).where(isNull(pageImage.imageId)),
    db
      .select({ folder: pageImage.pageId, count: countDistinct(pageImage.imageId) })
      .from(pageImage)
      .groupBy(pageImage.pageId)
      .orderBy(pageImage.pageId),
  ])
  return [{ folder: 0, count: unused.count }, ...pages]
}

/** The images a condition selects, newest first, one page, and their total. */
async function imagePage(db: Database, where: SQL | undefined, { page, size }: PageQuery) {
  const { rows, total } = await pageOfRows(db, image, where, [desc(image.id)], { page, size })
  return { items: await withUses(db, rows), total, page, size }
}

/** A folder's images (`0`: those no page shows), newest first, one page, and the folder's total. */
export async function folderPage(db: Database, { folder, ...query }: PageQuery & { folder: number }) {
  const shownOnPage = db.selectDistinct({ id: pageImage.imageId }).from(pageImage).where(eq(pageImage.pageId, folder))
  const unused = db.select({ id: pageImage.imageId }).from(pageImage)
  return imagePage(db, folder === 0 ? notInArray(image.id, unused) : inArray(image.id, shownOnPage), query)
}

/** The images still to describe (issue 30): neither a text alternative nor marked decorative, newest first. */
export async function undescribedPage(db: Database, query: PageQuery) {
  return imagePage(db, and(eq(image.alt, ''), eq(image.decorative, false)), query)
}

/** The credit fields of the form as columns; absent fields stay undefined (kept by an update). */
function columnsOf(fields: ImageFields) {
  return {
    role: fields.role,
    author: fields.author,
    site: fields.site,
    authorLink: fields.author_link,
    sourceLink: fields.source_link,
    changeMade: fields.change_made,
    alt: fields.alt,
    decorative: fields.decorative,
  }
}

/** An image in the activity log: its credits and its file (the renditions follow the file). */
function logged(row: ImageRow) {
  const { variants: _renditions, ...fields } = imageAnswer(row)
  return fields
}

/** Runs a database write for freshly stored files, removing the files when the write fails. */
async function withFiles<T>(uploadsDir: string, stored: StoredImage | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (stored) await removeFiles(uploadsDir, filesOf(stored))
    throw error
  }
}

const uploadsOf = (request: FastifyRequest) => uploadsDirOf(request.server.config.dataDir)

/** Adds an image: its checked file stored (re-encoded, with renditions), then its row and log entry. */
export async function addImage(request: FastifyRequest, fields: ImageFields, file: Buffer): Promise<ImageRow> {
  const uploadsDir = uploadsOf(request)
  const stored = await storeImage(uploadsDir, file)
  return withFiles(uploadsDir, stored, () =>
    createWithActivity(
      request,
      'image',
      async (tx) =>
        (
          await tx
            .insert(image)
            .values({ ...columnsOf(fields), ...stored })
            .returning()
        )[0],
      (row) => ({ label: row.role, after: logged(row) }),
    ),
  )
}

/** Modifies an image: the fields sent, and its picture when a new checked file is sent. */
export async function updateImage(request: FastifyRequest, current: ImageRow, fields: ImageFields, file: Buffer | null): Promise<ImageRow> {
  const uploadsDir = uploadsOf(request)
  const stored = file ? await storeImage(uploadsDir, file) : null
  const changes = { ...columnsOf(fields), ...stored }
  if (!Object.values(changes).some((value) => value !== undefined)) return current
  // The row is locked while it changes, so that two edits sending new files each remove the files they replaced.
  const result = await withFiles(uploadsDir, stored, () =>
    staffTransaction(request, async (tx, record) => {
      const [before] = await tx.select().from(image).where(eq(image.id, current.id)).for('update')
      if (!before) return null
      const [after] = await tx.update(image).set(changes).where(eq(image.id, current.id)).returning()
      await record({
        entity: 'image',
        entityId: after.id,
        action: 'update',
        label: after.role,
        before: logged(before),
        after: logged(after),
      })
      return { before, after }
    }),
  )
  if (!result) {
    // Deleted by someone else meanwhile.
    if (stored) await removeFiles(uploadsDir, filesOf(stored))
    throw unknownImage()
  }
  // The old files go only once the row points at the new ones; their names are never reused.
  if (stored) await removeFiles(uploadsDir, filesOf(result.before))
  return result.after
}

/** Deletes an image and its files: its page_image rows go by cascade, registration types keep no image (set null). */
export async function deleteImage(request: FastifyRequest, id: number): Promise<void> {
  const deleted = await staffTransaction(request, async (tx, record) => {
    const [row] = await tx.delete(image).where(eq(image.id, id)).returning()
    if (row) await record({ entity: 'image', entityId: row.id, action: 'delete', label: row.role, before: logged(row), after: null })
    return row
  })
  if (!deleted) throw unknownImage()
  await removeFiles(uploadsOf(request), filesOf(deleted))
}

export async function findImage(db: Database, id: number): Promise<ImageRow | null> {
  const [row] = await db.select().from(image).where(eq(image.id, id))
  return row ?? null
}
