import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp'
import { colon, type FieldErrors } from '../contract/common'
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from '../contract/image'
import { HttpError, ValidationError } from '../errors'
import { variantFileName } from './image-answer'

/**
 * Widths of the WebP renditions made for `srcset` (never wider than the original); the narrowest is also the
 * thumbnail of the admin image view, whose grid shows dozens at once.
 */
export const VARIANT_WIDTHS = [240, 480, 960, 1600] as const

/** How each accepted format is stored once re-encoded. */
const storedFormats = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  // A GIF keeps its first frame, stored losslessly as PNG: re-encoding to GIF's 256 colours would degrade it.
  gif: 'png',
} as const
type AcceptedFormat = keyof typeof storedFormats

export const imageMessages = {
  notAnImage: 'Ce fichier n’est pas une image acceptée (JPEG, PNG, WebP, GIF ou AVIF).',
  tooManyPixels: colon('Cette image est trop grande', `${IMAGE_MAX_PIXELS / 1_000_000} millions de pixels au maximum.`),
  unreadable: 'Cette image est illisible ou endommagée.',
  tooHeavy: `L’image dépasse la taille maximale de ${IMAGE_MAX_BYTES / 1024 / 1024}\u00a0Mo.`,
} as const

/** The 413 answer of an image file over IMAGE_MAX_BYTES. */
export const imageTooLarge = () => new HttpError(413, imageMessages.tooHeavy)

/** Where the API stores and serves image files. */
export const uploadsDirOf = (dataDir: string) => join(dataDir, 'uploads')

/** Names of stored files: 32 hex digits, an optional rendition width, an extension. */
export const storedFileName = /^[a-f0-9]{32}(?:-\d{1,5})?\.(?:jpg|png|webp|avif)$/

export const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
}

export interface StoredImage {
  fileName: string
  extension: string
  width: number
  height: number
  weight: number
  variantWidths: number[]
}

const decoderOptions = { limitInputPixels: IMAGE_MAX_PIXELS, pages: 1 } as const

/**
 * What is wrong with an uploaded file, judged by its content (never by its name or declared type): only the
 * header is read, so a decompression bomb is refused before any pixel is decoded. Null when it is acceptable.
 */
export async function imageProblem(input: Buffer): Promise<string | null> {
  if (input.length > IMAGE_MAX_BYTES) return imageMessages.tooHeavy
  let metadata: Metadata
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    return imageMessages.notAnImage
  }
  if (acceptedFormat(metadata) === null) return imageMessages.notAnImage
  const height = metadata.pageHeight ?? metadata.height
  if (!metadata.width || !height) return imageMessages.unreadable
  if (metadata.width * height > IMAGE_MAX_PIXELS) return imageMessages.tooManyPixels
  return null
}

function acceptedFormat(metadata: Metadata): AcceptedFormat | null {
  // sharp names AVIF "heif" (AV1 inside a HEIF box); HEIC (HEVC) is not among the accepted formats.
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'avif' : null
  return metadata.format && metadata.format in storedFormats ? (metadata.format as AcceptedFormat) : null
}

function encode(pipeline: Sharp, format: AcceptedFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 85, progressive: true })
    case 'webp':
      return pipeline.webp({ quality: 85 })
    case 'avif':
      return pipeline.avif({ quality: 60, effort: 3 })
    case 'png':
    case 'gif':
      return pipeline.png({ compressionLevel: 8 })
  }
}

/**
 * Checks an image by its content, re-encodes it (turned upright by its EXIF orientation, then every metadata
 * block dropped: EXIF, GPS, XMP, comments) under a random name in `uploadsDir`, with its WebP renditions. A bad
 * file is a 400 on `image`. The seed stores its demo pictures through here too.
 */
export async function storeImage(uploadsDir: string, input: Buffer): Promise<StoredImage> {
  const problem = await imageProblem(input)
  if (problem) throw new ValidationError({ image: [problem] })
  const format = acceptedFormat(await sharp(input, decoderOptions).metadata())!
  const extension = storedFormats[format]
  const base = sharp(input, decoderOptions).autoOrient().timeout({ seconds: 60 })

  let original: { data: Buffer; info: OutputInfo }
  let renditions: { width: number; data: Buffer }[]
  try {
    original = await encode(base.clone(), format).toBuffer({ resolveWithObject: true })
    const { width } = original.info
    const widths = [...new Set([...VARIANT_WIDTHS.filter((w) => w < width), Math.min(width, VARIANT_WIDTHS.at(-1)!)])]
    renditions = await Promise.all(
      widths.map(async (w) => ({ width: w, data: await base.clone().resize({ width: w }).webp({ quality: 80 }).toBuffer() })),
    )
  } catch {
    throw new ValidationError({ image: [imageMessages.unreadable] })
  }

  const fileName = `${randomBytes(16).toString('hex')}.${extension}`
  const files = [fileName, ...renditions.map(({ width }) => variantFileName(fileName, width))]
  await mkdir(uploadsDir, { recursive: true })
  try {
    await writeFile(join(uploadsDir, fileName), original.data, { flag: 'wx' })
    await Promise.all(
      renditions.map(({ width, data }) => writeFile(join(uploadsDir, variantFileName(fileName, width)), data, { flag: 'wx' })),
    )
  } catch (error) {
    await removeFiles(uploadsDir, files)
    throw error
  }
  return {
    fileName,
    extension,
    width: original.info.width,
    height: original.info.height,
    weight: original.data.length,
    variantWidths: renditions.map(({ width }) => width),
  }
}

/** The files of a stored image: the original and its renditions. */
export function filesOf(image: { fileName: string; variantWidths: number[] }): string[] {
  return [image.fileName, ...image.variantWidths.map((width) => variantFileName(image.fileName, width))]
}

/** Removes stored files; one already gone is not an error. */
export async function removeFiles(uploadsDir: string, fileNames: string[]): Promise<void> {
  await Promise.all(fileNames.filter((name) => storedFileName.test(name)).map((name) => rm(join(uploadsDir, name), { force: true })))
}

/** Merges field errors, keeping every message. */
export function mergeErrors(...all: FieldErrors[]): FieldErrors {
  const merged: FieldErrors = {}
  for (const errors of all) for (const [field, list] of Object.entries(errors)) (merged[field] ??= []).push(...list)
  return merged
}
