import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { id, messages, strictId, SuccessAnswer } from '../contract/common'
import {
  altRequiredMessage,
  describedAs,
  Image,
  type ImageDescription,
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
import { fieldErrorsOf, HttpError, parse, ValidationError } from '../errors'
import { controlCharacterErrors } from '../plugins/control-characters'
import { forEachPart } from '../plugins/multipart'
import { imageAnswer } from '../services/image-answer'
import { imageProblem, imageTooLarge, mergeErrors } from '../services/image-files'
import {
  addImage,
  deleteImage,
  findImage,
  findImageWithUses,
  folderPage,
  imageFolders,
  listImages,
  undescribedPage,
  unknownImage,
  updateImage,
} from '../services/images'

const ImageParams = z.object({ id })
/** The back-office's own call reads its id strictly (`01`, `1e2` are refused). */
const StrictImageParams = z.object({ id: strictId })

export const imageRoutes: FastifyPluginAsync = async (app) => {
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
    async () => listImages(app.db),
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
    async () => imageFolders(app.db),
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
      return folderPage(app.db, { folder, ...parse(ImageFolderQuery, request.query) })
    },
  )

  app.get(
    '/image/to-describe',
    {
      config: {
        doc: {
          summary: 'The images still to describe (no text alternative, not decorative), newest first, a page at a time',
          tag: 'image',
          access: { rights: [Right.Images] },
          querystring: ImageFolderQuery,
          response: ImageFolderPage,
        },
      },
    },
    async (request) => undescribedPage(app.db, parse(ImageFolderQuery, request.query)),
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
      const found = await findImageWithUses(app.db, params.id)
      if (!found) throw unknownImage()
      return found
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
      const form = await readImageForm(request, null)
      return imageAnswer(await addImage(request, form.fields, form.file!))
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
      const current = await findImage(app.db, params.id)
      if (!current) throw unknownImage()
      const form = await readImageForm(request, current)
      return imageAnswer(await updateImage(request, current, form.fields, form.file))
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
      await deleteImage(request, params.id)
      return { success: true as const }
    },
  )
}

interface ImageForm {
  /** The credits, and the description as it will be (describedAs). */
  fields: Omit<z.output<typeof ImageFieldsSchema>, keyof ImageDescription> & Partial<ImageDescription>
  /** The `image` file part; null when absent or empty (a browser sends an empty part when no file is chosen). */
  file: Buffer | null
}

/**
 * The image form, checked: a 400 naming each wrong field, an image left undescribed (neither `alt` nor
 * `decorative`, over what `current` had) and a file that is no acceptable image (judged by its content), or
 * missing when there is no `current` image (an add).
 */
async function readImageForm(request: FastifyRequest, current: ImageDescription | null): Promise<ImageForm> {
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
  const checked = ImageFieldsSchema.safeParse(fields)
  const description = checked.success ? describedAs(checked.data, current) : {}
  const problem = file ? await imageProblem(file) : current ? null : messages.required
  if (!checked.success || !description || problem) {
    throw new ValidationError(
      mergeErrors(
        checked.success ? {} : fieldErrorsOf(checked.error),
        description ? {} : { alt: [altRequiredMessage] },
        problem ? { image: [problem] } : {},
      ),
    )
  }
  return { fields: { ...checked.data, ...description }, file }
}
