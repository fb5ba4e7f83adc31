import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import type { ApiCaller } from './http'

/** A photo-like JPEG with EXIF (author, GPS position) and an orientation tag that turns it to portrait. */
export async function jpegWithExif({ width = 640, height = 480 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 110 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#e8d9b5"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Artist: 'Secret Photographer', ImageDescription: 'Garden of a private home', Copyright: 'Private' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 45/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '4/1 50/1 1000/100' },
    })
    .toBuffer()
}

export async function gif({ width = 40, height = 40 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#88aa99' } })
    .gif()
    .toBuffer()
}

export async function png({ width = 300, height = 200 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 180, b: 140, alpha: 0.8 } } })
    .png()
    .toBuffer()
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body) >>> 0)
  return Buffer.concat([length, body, crc])
}

/**
 * A decompression bomb: a PNG of a few hundred bytes whose header declares `width`×`height` grey pixels (the
 * data is a zlib stream of zeros that would inflate to gigabytes).
 */
export function pixelBombPng(width = 50_000, height = 50_000): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 0 // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc((width + 1) * 16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * A complete, valid greyscale PNG of `width`×`height` black pixels, built by hand: a few tens of kilobytes on
 * disk however many pixels it declares, as a decompression bomb would be.
 */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    // Each row: filter byte 0, then `width` zeros.
    pngChunk('IDAT', deflateSync(Buffer.alloc((width + 1) * height), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** The multipart body of the image forms: the file part `image` (when given) and the text fields. */
export function imageForm(file: { data: Buffer; name: string; type: string } | null, fields: Record<string, string> = {}): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (file) form.append('image', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  return form
}

/** Reads an image the way the tests judge it: format, size and whether any metadata block survived. */
export async function inspect(data: Buffer) {
  const metadata = await sharp(data).metadata()
  return {
    format: metadata.format,
    width: metadata.width,
    height: metadata.height,
    hasExif: Boolean(metadata.exif),
    hasXmp: Boolean(metadata.xmp),
    orientation: metadata.orientation,
  }
}

/**
 * Detaches whatever image a slot of a page shows (the API only attaches to a page's real slots, most of which the
 * seed fills), so that a test starts from an empty slot.
 */
export async function freeSlot(caller: ApiCaller, pageId: number, entityId: number): Promise<void> {
  const shown = (await caller.get(`page/${pageId}`)).body.images[String(entityId)]
  if (shown === undefined) return
  const freed = await caller.delete(`page/${pageId}/${entityId}/image/${shown}`)
  if (freed.status !== 200) throw new Error(`slot ${pageId}/${entityId} not freed: ${freed.status}`)
}
