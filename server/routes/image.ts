import { count, countDistinct, desc, eq, inArray, isNull, notInArray, type SQL } from 'drizzle-orm'
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { id, messages, strictId, SuccessAnswer } from '../contract/common'
import {
  Image,
  ImageFieldsSchema,
  ImageFolder,
  ImageFolderPage,
  ImageFolderParams,
  ImageFolderQuery,
  ImageListItem,
  ImageUpdateSchema,
  ImageUploadSchema,
} from '../contract/image'
import { Right } from '../contract/rights'
import { image, pageImage } from '../db/schema'
import { fieldErrorsOf, HttpError, notFound, parse, ValidationError } from '../errors'
import { controlCharacterErrors } from '../plugins/control-characters'
import { forEachPart } from '../plugins/multipart'
import { staffTransaction } from '../services/activity'
import { imageAnswer } from '../services/image-answer'
import {
  filesOf,
  imageProblem,
  imageTooLarge,
  mergeErrors,
  removeFiles,
  type StoredImage,
  storeImage,
  uploadsDirOf,
} from '../services/images'

const ImageParams = z.object({ id })
/** The back-office's own call reads its id strictly (`01`, `1e2` are refused). */
const StrictImageParams = z.object({ id: strictId })
const unknownImage = () => notFound('Cette image n’existe pas.')

export const imageRoutes: FastifyPluginAsync = async (app) => {
  const uploadsDir = uploadsDirOf(app.config.dataDir)

  app.get(
    '/image/all',
    {
      config: {
        doc: {
          summary: 'Every image, with the page entities that show it',
          tag: 'image',
          access: { rights: [Right.Images] },
          response: z.array(ImageListItem),
        },
      },
    },
    async () => {
      const [rows, uses] = await Promise.all([
        app.db.select().from(image).orderBy(image.id),
        app.db.select().from(pageImage).orderBy(pageImage.pageId, pageImage.entityId),
      ])
      return rows.map((row) => ({
        ...imageAnswer(row),
        uses: usesOf(uses, row.id),
      }))
    },
  )

  app.get(
    '/image/folders',
    {
      config: {
        doc: {
          summary: "The folders of the image view: '0 unused' first, then each page that shows images, with counts",
          tag: 'image',
          access: { rights: [Right.Images] },
          response: z.array(ImageFolder),
        },
      },
    },
    async () => {
      // Counted by the database, so that the folder list never loads the library's rows.
      const [[unused], pages] = await Promise.all([
        app.db.select({ count: count() }).from(image).leftJoin(pageImage, eq(pageImage.imageId, image.id)).where(isNull(pageImage.imageId)),
        app.db
          .select({ folder: pageImage.pageId, count: countDistinct(pageImage.imageId) })
          .from(pageImage)
          .groupBy(pageImage.pageId)
          .orderBy(pageImage.pageId),
      ])
      return [{ folder: 0, count: unused.count }, ...pages]
    },
  )

  app.get(
    '/image/folders/:folder',
    {
      config: {
        doc: {
          summary: "A folder's images, newest first, a page at a time ('0': the images no page shows), with their uses",
          tag: 'image',
          access: { rights: [Right.Images] },
          params: ImageFolderParams,
          querystring: ImageFolderQuery,
          response: ImageFolderPage,
        },
      },
    },
    async (request) => {
      const { folder } = parse(ImageFolderParams, request.params)
      const { page, size } = parse(ImageFolderQuery, request.query)
      const shownOnPage = app.db.selectDistinct({ id: pageImage.imageId }).from(pageImage).where(eq(pageImage.pageId, folder))
      const unused = app.db.select({ id: pageImage.imageId }).from(pageImage)
      const inFolder: SQL = folder === 0 ? notInArray(image.id, unused) : inArray(image.id, shownOnPage)
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select()
          .from(image)
          .where(inFolder)
          .orderBy(desc(image.id))
          .limit(size)
          .offset((page - 1) * size),
        app.db.select({ total: count() }).from(image).where(inFolder),
      ])
      const uses = rows.length
        ? await app.db
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
      const items = rows.map((row) => ({
        ...imageAnswer(row),
        uses: usesOf(uses, row.id),
      }))
      return { items, total, page, size }
    },
  )

  app.get(
    '/image/:id',
    {
      config: {
        doc: {
          summary: 'One image, with the page entities that show it (the edit form of the image view)',
          tag: 'image',
          access: { rights: [Right.Images] },
          params: StrictImageParams,
          response: ImageListItem,
        },
      },
    },
    async (request) => {
      const params = parse(StrictImageParams, request.params)
      const [[row], uses] = await Promise.all([
        app.db.select().from(image).where(eq(image.id, params.id)),
        app.db.select().from(pageImage).where(eq(pageImage.imageId, params.id)).orderBy(pageImage.pageId, pageImage.entityId),
      ])
      if (!row) throw unknownImage()
      return { ...imageAnswer(row), uses: usesOf(uses, row.id) }
    },
  )

  app.post(
    '/image',
    {
      config: {
        doc: {
          summary: 'Adds an image: the file is checked by its content, re-encoded without metadata, with WebP renditions',
          tag: 'image',
          access: { rights: [Right.Images, Right.AddImage] },
          bodyType: 'multipart',
          body: ImageUploadSchema,
          response: Image,
        },
      },
    },
    async (request) => {
      const form = await readImageForm(request)
      const fields = ImageFieldsSchema.safeParse(form.fields)
      const problem = form.file ? await imageProblem(form.file) : messages.required
      const errors = mergeErrors(fields.success ? {} : fieldErrorsOf(fields.error), problem ? { image: [problem] } : {})
      if (!fields.success || problem) throw new ValidationError(errors)
      const stored = await storeImage(uploadsDir, form.file!)
      const row = await withFiles(uploadsDir, stored, () =>
        staffTransaction(request, async (tx, record) => {
          const [created] = await tx
            .insert(image)
            .values({ ...columnsOf(fields.data), ...stored })
            .returning()
          await record({
            entity: 'image',
            entityId: created.id,
            action: 'create',
            label: created.role,
            before: null,
            after: logged(created),
          })
          return created
        }),
      )
      return imageAnswer(row)
    },
  )

  app.put(
    '/image/:id',
    {
      config: {
        doc: {
          summary: 'Modifies an image: the fields sent, and the picture when a new file is sent',
          tag: 'image',
          access: { rights: [Right.Images] },
          params: ImageParams,
          bodyType: 'multipart',
          body: ImageUpdateSchema,
          response: Image,
        },
      },
    },
    async (request) => {
      const params = parse(ImageParams, request.params)
      const [current] = await app.db.select().from(image).where(eq(image.id, params.id))
      if (!current) throw unknownImage()
      const form = await readImageForm(request)
      const fields = ImageFieldsSchema.safeParse(form.fields)
      const problem = form.file ? await imageProblem(form.file) : null
      if (!fields.success || problem) {
        throw new ValidationError(mergeErrors(fields.success ? {} : fieldErrorsOf(fields.error), problem ? { image: [problem] } : {}))
      }
      const stored = form.file ? await storeImage(uploadsDir, form.file) : null
      const changes = { ...columnsOf(fields.data), ...stored }
      if (!Object.values(changes).some((value) => value !== undefined)) return imageAnswer(current)
      // The row is locked while it changes, so that two edits sending new files each remove the files they replaced.
      const result = await withFiles(uploadsDir, stored, () =>
        staffTransaction(request, async (tx, record) => {
          const [before] = await tx.select().from(image).where(eq(image.id, params.id)).for('update')
          if (!before) return null
          const [after] = await tx.update(image).set(changes).where(eq(image.id, params.id)).returning()
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
      return imageAnswer(result.after)
    },
  )

  app.delete(
    '/image/:id',
    {
      config: {
        doc: {
          summary: 'Deletes an image and its files; the page entities that showed it are left without image',
          tag: 'image',
          access: { rights: [Right.Images] },
          params: ImageParams,
          response: SuccessAnswer,
        },
      },
    },
    async (request) => {
      const params = parse(ImageParams, request.params)
      // page_image rows go by cascade; registration types that pointed at it keep no image (set null).
      const deleted = await staffTransaction(request, async (tx, record) => {
        const [row] = await tx.delete(image).where(eq(image.id, params.id)).returning()
        if (row) await record({ entity: 'image', entityId: row.id, action: 'delete', label: row.role, before: logged(row), after: null })
        return row
      })
      if (!deleted) throw unknownImage()
      await removeFiles(uploadsDir, filesOf(deleted))
      return { success: true as const }
    },
  )
}

/** The page entities that show an image, among page_image rows. */
function usesOf(rows: (typeof pageImage.$inferSelect)[], imageId: number) {
  return rows.filter((use) => use.imageId === imageId).map(({ pageId, entityId }) => ({ pageId, entityId }))
}

interface ImageForm {
  fields: Record<string, string>
  /** The `image` file part; null when absent or empty (a browser sends an empty part when no file is chosen). */
  file: Buffer | null
}

async function readImageForm(request: FastifyRequest): Promise<ImageForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Le formulaire doit être envoyé en multipart/form-data.')
  const fields: Record<string, string> = {}
  let file: Buffer | null = null
  try {
    await forEachPart(request, async (part) => {
      if (part.type === 'file') {
        const data = await part.toBuffer()
        if (part.fieldname === 'image' && data.length) file = data
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value
      }
    })
  } catch (error) {
    if ((error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge()
    throw error
  }
  const errors = controlCharacterErrors(fields)
  if (Object.keys(errors).length) throw new ValidationError(errors)
  return { fields, file }
}

/** The credit fields of the form as columns; absent fields stay undefined (kept by an update). */
function columnsOf(fields: z.output<typeof ImageFieldsSchema>) {
  return {
    role: fields.role,
    author: fields.author,
    site: fields.site,
    authorLink: fields.author_link,
    sourceLink: fields.source_link,
    changeMade: fields.change_made,
  }
}

/** An image in the activity log: its credits and its file (the renditions follow the file). */
function logged(row: typeof image.$inferSelect) {
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
