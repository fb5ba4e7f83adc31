import { readdir } from 'node:fs/promises'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiForTests } from '../support/api'
import type { ApiCaller } from '../support/http'
import { imageForm, pixelBombPng, png } from '../support/images'
import { loginStaff } from '../support/users'

/**
 * The hostile uploads of issue 16, sent to `POST image`. The API judges a file by its content alone and re-encodes
 * what it keeps under a name of its own (decisions 0006 and 0015): a file that is not an accepted image is refused
 * in French and nothing is stored (neither a library row nor a file); an image whatever its name or declared type
 * is stored re-encoded, without what was appended to it, under `uploads/<32 hex>.<its format>`.
 */
const api = apiForTests()
let staff: ApiCaller

beforeAll(async () => {
  staff = await loginStaff(api, '4;5')
})

const notAnImage = 'Ce fichier n’est pas une image acceptée (JPEG, PNG, WebP, GIF ou AVIF).'
const unreadable = 'Cette image est illisible ou endommagée.'
const tooManyPixels = 'Cette image est trop grande\u00a0: 40 millions de pixels au maximum.'
const required = 'Ce champ est obligatoire'

/** What the library and the uploads folder hold: the rows, and every file anywhere in the data folder. */
async function stored() {
  const rows = (await staff.get('image/all')).body.length as number
  const files = (await readdir(api.dataDir, { recursive: true })).filter((name) => !name.startsWith('outbox')).sort()
  return { rows, files }
}

const script = Buffer.from('<script>alert(document.cookie)</script>\n')

/** A multipart body written by hand: a file name that is not UTF-8, which no FormData can send. */
/** The corpus judges files alone: each one comes marked decorative, which spares it a text alternative (issue 30). */
const decorative = { decorative: 'on' }

function rawMultipart(fileName: Buffer, data: Buffer) {
  const boundary = 'corpus-boundary'
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="decorative"\r\n\r\non\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="`),
    fileName,
    Buffer.from('"\r\nContent-Type: image/png\r\n\r\n'),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { raw: body, contentType: `multipart/form-data; boundary=${boundary}` }
}

describe('hostile uploads', () => {
  it('are refused in French, and nothing is stored', async () => {
    const picture = await png({ width: 64, height: 64 })
    const refused: { name: string; data: Buffer; type: string; message: string }[] = [
      { name: 'photo.jpg', data: Buffer.from('alert(document.cookie)\n'), type: 'image/jpeg', message: notAnImage },
      { name: 'photo.png', data: Buffer.from('<?php system($_GET["c"]); ?>'), type: 'image/png', message: notAnImage },
      {
        name: 'logo.svg',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
        type: 'image/svg+xml',
        message: notAnImage,
      },
      { name: 'page.png', data: Buffer.from('<!doctype html><html><body>'), type: 'image/png', message: notAnImage },
      { name: 'tronquee.png', data: picture.subarray(0, 60), type: 'image/png', message: unreadable },
      { name: 'bombe.png', data: pixelBombPng(50_000, 50_000), type: 'image/png', message: tooManyPixels },
      { name: 'scan.tiff', data: await sharp(picture).tiff().toBuffer(), type: 'image/tiff', message: notAnImage },
      {
        name: 'doc.pdf',
        data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
        type: 'application/pdf',
        message: notAnImage,
      },
      { name: 'vide.png', data: Buffer.alloc(0), type: 'image/png', message: required },
    ]
    const before = await stored()
    for (const { name, data, type, message } of refused) {
      const answer = await staff.post('image', { multipart: imageForm({ data, name, type }, decorative) })
      expect(answer.status, name).toBe(400)
      expect(answer.body, name).toEqual({ message: 'Certains champs sont invalides.', errors: { image: [expect.any(String)] } })
      // A truncated file is unreadable or not recognised at all, depending on where it is cut.
      if (message === unreadable) expect([unreadable, notAnImage], name).toContain(answer.body.errors.image[0])
      else expect(answer.body.errors.image[0], name).toBe(message)
    }
    expect(await stored()).toEqual(before)
  })

  it('keep an image whatever its name or declared type, re-encoded under a name of the API’s', async () => {
    const picture = await png({ width: 64, height: 64 })
    const polyglot = Buffer.concat([picture, script, Buffer.from('<html><body onload="alert(1)">')])
    const kept: { name: Buffer | string; data: Buffer; type: string }[] = [
      { name: 'polyglotte.png', data: polyglot, type: 'image/png' },
      { name: 'photo.php.png', data: picture, type: 'image/png' },
      { name: 'photo.png.html', data: picture, type: 'text/html' },
      { name: '../../../../etc/passwd.png', data: picture, type: 'image/png' },
      { name: '..\\..\\server\\main.png', data: picture, type: 'image/png' },
      { name: Buffer.from([0xff, 0xfe, 0x2e, 0x2e, 0x2f, 0xc3, 0x28, 0x2e, 0x70, 0x6e, 0x67]), data: picture, type: 'image/png' },
    ]
    const before = await stored()
    for (const { name, data, type } of kept) {
      const answer =
        typeof name === 'string'
          ? await staff.post('image', { multipart: imageForm({ data, name, type }, decorative) })
          : await staff.post('image', rawMultipart(name, data))
      expect(answer.status, String(name)).toBe(200)
      expect(answer.body.url, String(name)).toMatch(/^uploads\/[a-f0-9]{32}\.png$/)
      const file = await fetch(`${api.url}/${answer.body.url}`)
      expect(file.headers.get('content-type')).toBe('image/png')
      expect(file.headers.get('x-content-type-options')).toBe('nosniff')
      const bytes = Buffer.from(await file.arrayBuffer())
      expect(bytes.includes('<script'), String(name)).toBe(false)
      expect(bytes.includes('<html'), String(name)).toBe(false)
    }
    const after = await stored()
    expect(after.rows).toBe(before.rows + kept.length)
    // Every new file is in the uploads folder, under a name the API chose.
    const added = after.files.filter((name) => !before.files.includes(name))
    expect(added.length).toBeGreaterThan(0)
    for (const name of added) expect(name).toMatch(/^uploads\/[a-f0-9]{32}(-\d+)?\.(png|webp)$/)
  })
})

describe('broken multipart bodies', () => {
  const part = '--abc\r\nContent-Disposition: form-data; name="role"\r\n\r\nRôle\r\n'
  const file = '--abc\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'
  const broken: { name: string; raw: string; contentType: string }[] = [
    { name: 'cut short in a file', raw: `${part}${file}\x89PNG`, contentType: 'multipart/form-data; boundary=abc' },
    { name: 'cut short in a header', raw: '--abc\r\nContent-Disposition: form-da', contentType: 'multipart/form-data; boundary=abc' },
    { name: 'without a boundary', raw: `${part}--abc--\r\n`, contentType: 'multipart/form-data' },
    { name: 'with another boundary', raw: `${part}--abc--\r\n`, contentType: 'multipart/form-data; boundary=zzz' },
  ]

  it.each(broken)('are refused in French when $name, and nothing is stored', async ({ raw, contentType }) => {
    const editor = await loginStaff(api, '8')
    const registrations = async () => (await editor.get('registration/listing')).body.registrations.length
    const before = { ...(await stored()), registrations: await registrations() }
    const calls: [ApiCaller, string, string][] = [
      [staff, 'POST', 'image'],
      [staff, 'PUT', `image/${(await staff.get('image/all')).body[0].id}`],
      [editor, 'POST', 'registration'],
    ]
    for (const [caller, method, path] of calls) {
      const answer = await caller.request(method, path, { raw, contentType })
      expect(answer.status, path).toBe(400)
      expect(answer.body, path).toEqual({ message: 'Le formulaire envoyé est incomplet ou mal formé. Envoyez-le de nouveau.' })
    }
    expect({ ...(await stored()), registrations: await registrations() }).toEqual(before)
  })
})
