import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { image as imageTable } from '../../server/db/schema'
import { apiForTests } from '../support/api'
import { ApiCaller } from '../support/http'
import { blankPng, freeSlot, gif, imageForm, inspect, jpegWithExif, pixelBombPng, png } from '../support/images'
import { loginStaff } from '../support/users'

const api = apiForTests()
let staff: ApiCaller // rights 4 and 5: may add images
let imagesOnly: ApiCaller // right 4: may edit and delete, not add
let addOnly: ApiCaller // right 5 without 4
let clientsOnly: ApiCaller
let visitor: ApiCaller

beforeAll(async () => {
  ;[staff, imagesOnly, addOnly, clientsOnly] = await Promise.all([
    loginStaff(api, '4;5'),
    loginStaff(api, '4'),
    loginStaff(api, '5'),
    loginStaff(api, '2'),
  ])
  visitor = new ApiCaller(api.url)
})

const notAnImage = 'Ce fichier n’est pas une image acceptée (JPEG, PNG, WebP, GIF ou AVIF).'
const uploads = () => readdir(join(api.dataDir, 'uploads'))

async function served(url: string) {
  const response = await fetch(`${api.url}/${url}`)
  return { status: response.status, headers: response.headers, data: Buffer.from(await response.arrayBuffer()) }
}

/** A call that needs a staff session (401 for a visitor) holding right 4 (403 for each caller of `without`, right 5 alone by default). */
async function expectRight4Needed(call: (caller: ApiCaller) => Promise<{ status: number }>, without = [addOnly]) {
  expect((await call(visitor)).status).toBe(401)
  for (const caller of without) expect((await call(caller)).status).toBe(403)
}

const described = 'Une salle claire, des chaises en cercle'

/** Uploads a file with the fields given, described unless they say otherwise (issue 30 requires a description). */
async function upload(caller: ApiCaller, file: { data: Buffer; name: string; type: string } | null, fields: Record<string, string> = {}) {
  return caller.post('image', { multipart: imageForm(file, { alt: described, ...fields }) })
}

const credits = {
  role: 'Une salle de stage baignée de lumière',
  author: 'Camille Roux',
  site: 'Photothèque de l’école',
  author_link: 'https://example.org/camille',
  source_link: 'https://example.org/photos/42',
  change_made: 'Recadrage',
}

describe('POST image', () => {
  it('stores a JPEG upright, without its EXIF and GPS data, under a new name, with WebP renditions', async () => {
    const original = await jpegWithExif({ width: 2000, height: 1200 })
    expect(await inspect(original)).toMatchObject({ hasExif: true, orientation: 6 })

    const answer = await upload(staff, { data: original, name: 'maison-de-camille.jpg', type: 'image/jpeg' }, credits)
    expect(answer.status).toBe(200)
    const stored = answer.body
    expect(stored).toMatchObject({
      ...credits,
      alt: described,
      decorative: false,
      id: expect.any(Number),
      extension: 'jpg',
      // The orientation tag turned the 2000×1200 picture upright before it was dropped.
      direction: 'portrait',
      size: '1200×2000',
      width: 1200,
      height: 2000,
    })
    expect(stored.url).toMatch(/^uploads\/[a-f0-9]{32}\.jpg$/)
    expect(stored.variants.map((variant: { width: number }) => variant.width)).toEqual([240, 480, 960, 1200])

    const file = await served(stored.url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/jpeg')
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(file.data.length).toBe(stored.weight)
    expect(await inspect(file.data)).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 2000,
      hasExif: false,
      hasXmp: false,
      orientation: undefined,
    })
    expect(file.data.includes('Secret Photographer')).toBe(false)

    for (const variant of stored.variants) {
      expect(variant.url).toMatch(new RegExp(`^uploads/[a-f0-9]{32}-${variant.width}\\.webp$`))
      const rendition = await served(variant.url)
      expect(rendition.status).toBe(200)
      expect(rendition.headers.get('content-type')).toBe('image/webp')
      expect(rendition.headers.get('cache-control')).toContain('immutable')
      expect(await inspect(rendition.data)).toMatchObject({ format: 'webp', width: variant.width, hasExif: false })
    }

    const list = await staff.get('image/all')
    expect(list.status).toBe(200)
    expect(list.body).toContainEqual({ ...stored, uses: [] })
  })

  it('keeps a small PNG as PNG, with renditions no wider than itself', async () => {
    const answer = await upload(staff, { data: await png({ width: 300, height: 200 }), name: 'petit.png', type: 'image/png' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ extension: 'png', direction: 'landscape', size: '300×200', role: '', author: '' })
    expect(answer.body.variants).toEqual([
      { width: 240, url: expect.stringMatching(/-240\.webp$/) },
      { width: 300, url: expect.stringMatching(/-300\.webp$/) },
    ])
    expect((await served(answer.body.url)).headers.get('content-type')).toBe('image/png')
  })

  it('judges by content: a GIF is accepted whatever its name, an SVG is not', async () => {
    const answer = await upload(staff, { data: await gif(), name: 'photo.jpg', type: 'image/jpeg' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ extension: 'png', direction: 'square', size: '40×40' })

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')
    const refused = await upload(staff, { data: svg, name: 'logo.png', type: 'image/png' })
    expect(refused).toMatchObject({ status: 400, body: { errors: { image: [notAnImage] } } })
  })

  it('refuses a text file renamed .png, naming `image`, and stores nothing', async () => {
    const before = await uploads()
    const answer = await upload(
      staff,
      { data: Buffer.from('Ceci est un texte, pas une image.\n'), name: 'photo.png', type: 'image/png' },
      credits,
    )
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ message: 'Certains champs sont invalides.', errors: { image: [notAnImage] } })
    expect(await uploads()).toEqual(before)
  })

  it('refuses decompression bombs by their declared size, before decoding them', async () => {
    const tooMany = 'Cette image est trop grande\u00a0: 40 millions de pixels au maximum.'
    const bomb = pixelBombPng(50_000, 50_000)
    expect(bomb.length).toBeLessThan(2_000)
    expect(await upload(staff, { data: bomb, name: 'bombe.png', type: 'image/png' })).toMatchObject({
      status: 400,
      body: { errors: { image: [tooMany] } },
    })

    // A complete, decodable 7000×7000 PNG: small on disk, 49 million pixels once decoded (the limit is 40).
    const blank = blankPng(7000, 7000)
    expect(blank.length).toBeLessThan(1024 * 1024)
    expect(await upload(staff, { data: blank, name: 'vide.png', type: 'image/png' })).toMatchObject({
      status: 400,
      body: { errors: { image: [tooMany] } },
    })
  })

  it('answers 413 in French to a file over 10 MB, and stores nothing', async () => {
    const before = await uploads()
    const heavy = Buffer.alloc(11 * 1024 * 1024, 7)
    const answer = await upload(staff, { data: heavy, name: 'lourde.jpg', type: 'image/jpeg' })
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ message: 'L’image dépasse la taille maximale de 10\u00a0Mo.' })
    expect(await uploads()).toEqual(before)
  })

  it('answers 400 naming `image` when no file is sent (or an empty one, as a browser sends)', async () => {
    const required = { errors: { image: ['Ce champ est obligatoire'] } }
    expect(await upload(staff, null, { role: 'Sans fichier' })).toMatchObject({ status: 400, body: required })
    expect(await upload(staff, { data: Buffer.alloc(0), name: '', type: 'application/octet-stream' })).toMatchObject({
      status: 400,
      body: required,
    })
  })

  it.each([
    ['role', 'x'.repeat(256), '255 caractères maximum'],
    ['author', 'x'.repeat(256), '255 caractères maximum'],
    ['site', 'x'.repeat(256), '255 caractères maximum'],
    ['change_made', 'x'.repeat(256), '255 caractères maximum'],
    ['author_link', 'javascript:alert(1)', 'Adresse http:// ou https:// attendue'],
    ['source_link', 'ftp://example.org/photo', 'Adresse http:// ou https:// attendue'],
  ])('answers 400 naming `%s`, with the image too when it is also wrong', async (field, value, message) => {
    const good = { data: await png(), name: 'ok.png', type: 'image/png' }
    expect(await upload(staff, good, { [field]: value })).toMatchObject({ status: 400, body: { errors: { [field]: [message] } } })
    const both = await upload(staff, { data: Buffer.from('texte'), name: 'x.png', type: 'image/png' }, { [field]: value })
    expect(both.body.errors).toEqual({ [field]: [message], image: [notAnImage] })
  })

  it('answers 415 to a body that is not multipart', async () => {
    const answer = await staff.post('image', { json: { role: 'Pas de fichier' } })
    expect(answer).toMatchObject({ status: 415, body: { message: 'Le formulaire doit être envoyé en multipart/form-data.' } })
  })

  it('needs a staff session (401) holding rights 4 and 5 (403)', async () => {
    const file = { data: await png(), name: 'ok.png', type: 'image/png' }
    const before = await uploads()
    expect((await upload(visitor, file)).status).toBe(401)
    for (const caller of [imagesOnly, addOnly, clientsOnly]) {
      expect(await upload(caller, file)).toMatchObject({
        status: 403,
        body: { message: 'Vous n’avez pas le droit de faire cette action.' },
      })
    }
    expect(await uploads()).toEqual(before)
    await expectRight4Needed((caller) => caller.get('image/all'))
    expect((await imagesOnly.get('image/all')).status).toBe(200)
  })
})

describe('PUT image/{id}', () => {
  async function newImage() {
    const answer = await upload(staff, { data: await png({ width: 1000, height: 1000 }), name: 'a.png', type: 'image/png' }, credits)
    expect(answer.status).toBe(200)
    return answer.body
  }

  it('changes the fields sent and keeps the others and the file', async () => {
    const image = await newImage()
    const answer = await imagesOnly.put(`image/${image.id}`, { multipart: imageForm(null, { author: 'Léa Martin', change_made: '' }) })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ ...image, author: 'Léa Martin', change_made: '' })
  })

  it('replaces the picture with a new file: new name, old files gone', async () => {
    const image = await newImage()
    const answer = await imagesOnly.put(`image/${image.id}`, {
      multipart: imageForm(
        { data: await jpegWithExif({ width: 800, height: 600 }), name: 'b.jpg', type: 'image/jpeg' },
        { role: 'Nouvelle photo' },
      ),
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id: image.id, role: 'Nouvelle photo', author: credits.author, extension: 'jpg', size: '600×800' })
    expect(answer.body.url).not.toBe(image.url)
    expect((await served(answer.body.url)).status).toBe(200)
    for (const url of [image.url, ...image.variants.map((variant: { url: string }) => variant.url)]) {
      expect((await served(url)).status).toBe(404)
      expect(await uploads()).not.toContain(url.replace('uploads/', ''))
    }
  })

  it('leaves only the files of the last picture when two new files arrive at once', async () => {
    const image = await newImage()
    const send = async (width: number) =>
      imagesOnly.put(`image/${image.id}`, {
        multipart: imageForm({ data: await png({ width, height: 500 }), name: 'e.png', type: 'image/png' }),
      })
    const answers = await Promise.all([send(700), send(900)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    const statuses = await Promise.all(answers.map(async (answer) => (await served(answer.body.url)).status))
    expect(statuses.sort()).toEqual([200, 404])
    const final = (await staff.get('image/all')).body.find((row: { id: number }) => row.id === image.id)
    const names = await uploads()
    for (const answer of answers) {
      const stem = answer.body.url.slice('uploads/'.length, -'.png'.length)
      const kept = names.filter((name) => name.startsWith(stem))
      expect(kept.length, answer.body.url).toBe(answer.body.url === final.url ? 1 + final.variants.length : 0)
    }
  })

  it('answers 400 naming the field, `image` or `id`', async () => {
    const image = await newImage()
    const badLink = await imagesOnly.put(`image/${image.id}`, { multipart: imageForm(null, { source_link: 'data:text/html,x' }) })
    expect(badLink).toMatchObject({ status: 400, body: { errors: { source_link: ['Adresse http:// ou https:// attendue'] } } })
    const badFile = await imagesOnly.put(`image/${image.id}`, {
      multipart: imageForm({ data: Buffer.from('%PDF-1.4'), name: 'c.png', type: 'image/png' }),
    })
    expect(badFile).toMatchObject({ status: 400, body: { errors: { image: [notAnImage] } } })
    const badId = await imagesOnly.put('image/abc', { multipart: imageForm(null, { author: 'x' }) })
    expect(badId).toMatchObject({ status: 400, body: { errors: { id: ['Nombre entier attendu'] } } })
    expect((await staff.get('image/all')).body.find((row: { id: number }) => row.id === image.id)).toMatchObject({
      url: image.url,
      source_link: credits.source_link,
    })
  })

  it('answers 404 for an unknown image, 401 without session, 403 without right 4', async () => {
    const image = await newImage()
    expect(await imagesOnly.put('image/999999', { multipart: imageForm(null, { author: 'x' }) })).toMatchObject({
      status: 404,
      body: { message: 'Cette image n’existe pas.' },
    })
    await expectRight4Needed(
      (caller) => caller.put(`image/${image.id}`, { multipart: imageForm(null, { author: 'x' }) }),
      [addOnly, clientsOnly],
    )
  })
})

describe('the text alternative (issue 30)', () => {
  const altRequired = 'Décrivez l’image pour qui ne la voit pas, ou cochez «\u00a0Image décorative\u00a0»'
  const file = async () => ({ data: await png({ width: 40, height: 30 }), name: 'alt.png', type: 'image/png' })
  const post = async (fields: Record<string, string>) => staff.post('image', { multipart: imageForm(await file(), fields) })
  const put = (id: number, fields: Record<string, string>) => imagesOnly.put(`image/${id}`, { multipart: imageForm(null, fields) })

  it('is required at upload: neither a text nor the box is a 400 under `alt`, in French, and nothing is stored', async () => {
    const before = await uploads()
    const undescribed: Record<string, string>[] = [
      credits,
      { ...credits, alt: '' },
      { ...credits, alt: '   ' },
      { alt: '', decorative: '' },
      { decorative: 'off' },
    ]
    for (const fields of undescribed) {
      expect(await post(fields), JSON.stringify(fields)).toMatchObject({
        status: 400,
        body: { message: 'Certains champs sont invalides.', errors: { alt: [altRequired] } },
      })
    }
    // With a wrong file too, both are named.
    const both = await staff.post('image', { multipart: imageForm({ data: Buffer.from('texte'), name: 'x.png', type: 'image/png' }, {}) })
    expect(both.body.errors).toEqual({ alt: [altRequired], image: [notAnImage] })
    expect(await uploads()).toEqual(before)
  })

  it.each([
    ['alt', 'x'.repeat(251), '250 caractères maximum'],
    ['alt', 'Deux lignes\nde description', 'Le texte alternatif tient sur une ligne, sans tabulation'],
    ['alt', 'Une\ttabulation', 'Le texte alternatif tient sur une ligne, sans tabulation'],
    ['alt', 'Un caractère\u0007 de contrôle', 'Ce texte contient des caractères de contrôle non autorisés'],
    ['decorative', 'oui', 'Case à cocher attendue («\u00a0on\u00a0» ou vide)'],
  ])('refuses `%s` = %j in French', async (field, value, message) => {
    expect(await post({ alt: described, [field]: value })).toMatchObject({ status: 400, body: { errors: { [field]: [message] } } })
  })

  it('stores the text (trimmed, 250 characters at most), or the box with `alt` empty: the box wins over a text', async () => {
    const longest = 'é'.repeat(250)
    expect((await post({ alt: `  ${longest}  ` })).body).toMatchObject({ alt: longest, decorative: false })
    const boxes: Record<string, string>[] = [{ decorative: 'on' }, { decorative: 'true', alt: 'Un texte inutile' }]
    for (const fields of boxes) {
      const answer = await post(fields)
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ alt: '', decorative: true })
      expect((await imagesOnly.get(`image/${answer.body.id}`)).body).toMatchObject({ alt: '', decorative: true })
    }
  })

  it('is changed by an update sending it, kept by one sending neither field, never left empty by one', async () => {
    const image = (await post({ alt: 'Un atelier en plein air' })).body
    expect((await put(image.id, { author: 'Léa Martin' })).body).toMatchObject({ alt: 'Un atelier en plein air', author: 'Léa Martin' })
    expect((await put(image.id, { alt: 'Un texte que la case remplace', decorative: 'on' })).body).toMatchObject({
      alt: '',
      decorative: true,
    })
    // The box stays as long as no text comes; a text unmarks it.
    expect((await put(image.id, { alt: '' })).body).toMatchObject({ alt: '', decorative: true })
    expect((await put(image.id, { alt: 'Trois personnes autour d’une table' })).body).toMatchObject({
      alt: 'Trois personnes autour d’une table',
      decorative: false,
    })
    for (const fields of [
      { alt: '', decorative: '' },
      { alt: ' ', decorative: 'false' },
    ]) {
      expect(await put(image.id, fields), JSON.stringify(fields)).toMatchObject({ status: 400, body: { errors: { alt: [altRequired] } } })
    }
    expect((await imagesOnly.get(`image/${image.id}`)).body).toMatchObject({ alt: 'Trois personnes autour d’une table', decorative: false })
    const [entry] = (await imagesOnly.get(`activity/image/${image.id}`)).body
    expect(entry.changes.alt).toEqual({ before: '', after: 'Trois personnes autour d’une table' })
  })

  it('reaches the page that shows the image, as its `alt` (empty while the image is to describe)', async () => {
    await freeSlot(imagesOnly, 6, 2)
    const image = (await post({ alt: 'Deux coachs en conversation' })).body
    await imagesOnly.put(`page/6/2/image/${image.id}`)
    expect((await visitor.get('page/6')).body.imagesById[String(image.id)]).toMatchObject({ alt: 'Deux coachs en conversation' })
    expect((await imagesOnly.delete(`image/${image.id}`)).status).toBe(200)
  })

  it('lists the images still to describe (neither a text nor the box), newest first, and drops one once described', async () => {
    const toDescribe = async (query = '') => (await imagesOnly.get(`image/to-describe${query}`)).body
    const before = await toDescribe('?size=200')
    const [older, newer, decorative] = [
      (await post({ alt: 'Plus ancienne' })).body,
      (await post({ alt: 'Plus récente' })).body,
      (await post({ decorative: 'on' })).body,
    ]
    expect((await toDescribe('?size=200')).total).toBe(before.total)
    // As the images of before migration 0013 are: neither a text alternative nor the box.
    await api.db.update(imageTable).set({ alt: '' }).where(eq(imageTable.id, older.id))
    await api.db.update(imageTable).set({ alt: '' }).where(eq(imageTable.id, newer.id))
    const listed = await toDescribe('?size=1')
    expect(listed).toMatchObject({
      total: before.total + 2,
      page: 1,
      size: 1,
      items: [{ id: newer.id, alt: '', decorative: false, uses: [] }],
    })
    expect((await toDescribe('?size=1&page=2')).items[0].id).toBe(older.id)
    expect((await toDescribe('?size=200')).items.map((item: { id: number }) => item.id)).not.toContain(decorative.id)

    expect((await put(newer.id, { alt: 'Décrite enfin' })).status).toBe(200)
    expect((await toDescribe('?size=200')).items.map((item: { id: number }) => item.id)).not.toContain(newer.id)
    expect((await toDescribe()).total).toBe(before.total + 1)
  })

  it('answers 400 for a bad page, 401 without session, 403 without right 4', async () => {
    expect(await imagesOnly.get('image/to-describe?page=0')).toMatchObject({
      status: 400,
      body: { errors: { page: ['Nombre entier attendu'] } },
    })
    await expectRight4Needed((caller) => caller.get('image/to-describe'), [addOnly, clientsOnly])
  })
})

describe('GET image/folders', () => {
  it("counts '0 unused' first, then each page showing images, an image counted once per page", async () => {
    const folders = async () => (await imagesOnly.get('image/folders')).body as { folder: number; count: number }[]
    const countOf = (list: { folder: number; count: number }[], folder: number) => list.find((row) => row.folder === folder)?.count ?? 0
    for (const [pageId, entityId] of [
      [2, 2],
      [2, 3],
      [5, 2],
    ])
      await freeSlot(imagesOnly, pageId, entityId)
    const before = await folders()
    expect(before[0].folder).toBe(0)
    const image = (await upload(staff, { data: await png({ width: 40, height: 30 }), name: 'f.png', type: 'image/png' })).body
    const added = await folders()
    expect(countOf(added, 0)).toBe(countOf(before, 0) + 1)

    // Two cards of the home page, a slot of « Coaching de vie » (a published article's slot would take it as a draft).
    await imagesOnly.put(`page/2/2/image/${image.id}`)
    await imagesOnly.put(`page/2/3/image/${image.id}`)
    await imagesOnly.put(`page/5/2/image/${image.id}`)
    const shown = await folders()
    expect(countOf(shown, 0)).toBe(countOf(before, 0))
    expect(countOf(shown, 2)).toBe(countOf(before, 2) + 1)
    expect(countOf(shown, 5)).toBe(countOf(before, 5) + 1)
    const numbers = shown.map((row) => row.folder)
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
    expect(await imagesOnly.delete(`image/${image.id}`)).toMatchObject({ status: 200 })
  })

  it('needs a staff session (401) holding right 4 (403)', async () => {
    await expectRight4Needed((caller) => caller.get('image/folders'), [addOnly, clientsOnly])
  })
})

describe('GET image/folders/{folder}', () => {
  it('pages a folder, newest first, with each image’s uses; an image leaves 0 once a page shows it', async () => {
    await freeSlot(imagesOnly, 6, 2)
    const first = (await upload(staff, { data: await png({ width: 40, height: 30 }), name: 'a.png', type: 'image/png' })).body
    const second = (await upload(staff, { data: await png({ width: 40, height: 30 }), name: 'b.png', type: 'image/png' })).body
    const unused = await imagesOnly.get('image/folders/0?size=1')
    expect(unused.status).toBe(200)
    expect(unused.body).toMatchObject({ page: 1, size: 1, items: [{ id: second.id, uses: [] }] })
    const total = unused.body.total
    expect((await imagesOnly.get('image/folders/0?size=1&page=2')).body.items[0].id).toBe(first.id)
    const folders = (await imagesOnly.get('image/folders')).body as { folder: number; count: number }[]
    expect(total).toBe(folders[0].count)

    await imagesOnly.put(`page/6/2/image/${first.id}`)
    const six = (await imagesOnly.get('image/folders/6?size=200')).body
    expect(six.items.find((item: { id: number }) => item.id === first.id)).toMatchObject({ uses: [{ pageId: 6, entityId: 2 }] })
    expect(six.total).toBe((folders.find((row) => row.folder === 6)?.count ?? 0) + 1)
    expect((await imagesOnly.get('image/folders/0?size=1')).body.total).toBe(total - 1)
    for (const image of [first, second]) expect((await imagesOnly.delete(`image/${image.id}`)).status).toBe(200)
  })

  it('answers 400 for a bad folder or page, 401 without session, 403 without right 4', async () => {
    for (const folder of ['x', '01', '-1', '1e2']) {
      expect(await imagesOnly.get(`image/folders/${folder}`)).toMatchObject({
        status: 400,
        body: { errors: { folder: ['Nombre entier attendu'] } },
      })
    }
    expect((await imagesOnly.get('image/folders/0?page=0')).status).toBe(400)
    await expectRight4Needed((caller) => caller.get('image/folders/0'))
  })
})

describe('GET image/{id}', () => {
  it('answers one image with its uses, its thumbnail first among the renditions', async () => {
    const image = (
      await upload(staff, { data: await png({ width: 800, height: 600 }), name: 'g.png', type: 'image/png' }, { role: 'Portrait' })
    ).body
    await imagesOnly.put(`page/6/1/image/${image.id}`)
    const one = await imagesOnly.get(`image/${image.id}`)
    expect(one.status).toBe(200)
    expect(one.body).toMatchObject({ id: image.id, role: 'Portrait', size: '800×600', uses: [{ pageId: 6, entityId: 1 }] })
    expect(one.body.variants[0].width).toBe(240)
    expect((await imagesOnly.delete(`image/${image.id}`)).status).toBe(200)
    expect(await imagesOnly.get(`image/${image.id}`)).toMatchObject({ status: 404, body: { message: 'Cette image n’existe pas.' } })
  })

  it('answers 400 for a loose id, 401 without session, 403 without right 4', async () => {
    for (const id of ['x', '01', '1e2']) expect((await imagesOnly.get(`image/${id}`)).status).toBe(400)
    await expectRight4Needed((caller) => caller.get('image/1'))
  })
})

describe('DELETE image/{id}', () => {
  it('deletes the image and its files; the page entity that showed it is left without image', async () => {
    const image = (await upload(staff, { data: await png({ width: 1200, height: 800 }), name: 'd.png', type: 'image/png' })).body
    const shown = await imagesOnly.put(`page/3/2/image/${image.id}`)
    expect(shown.body.images['2']).toBe(image.id)

    expect(await imagesOnly.delete(`image/${image.id}`)).toMatchObject({ status: 200, body: { success: true } })
    for (const url of [image.url, ...image.variants.map((variant: { url: string }) => variant.url)]) {
      expect((await served(url)).status).toBe(404)
    }
    const names = await uploads()
    expect(names.some((name) => name.startsWith(image.url.slice('uploads/'.length, -'.png'.length)))).toBe(false)
    const page = await visitor.get('page/3')
    expect(page.body.images).not.toHaveProperty('2')
    expect(page.body.imagesById).not.toHaveProperty(String(image.id))
    expect((await staff.get('image/all')).body.map((row: { id: number }) => row.id)).not.toContain(image.id)
    expect(await imagesOnly.delete(`image/${image.id}`)).toMatchObject({ status: 404, body: { message: 'Cette image n’existe pas.' } })
  })

  it('answers 400 for a bad id, 401 without session, 403 without right 4', async () => {
    expect(await imagesOnly.delete('image/-1')).toMatchObject({ status: 400, body: { errors: { id: ['Nombre entier attendu'] } } })
    await expectRight4Needed((caller) => caller.delete('image/1'))
    expect((await staff.get('image/all')).body.map((row: { id: number }) => row.id)).toContain(1)
  })
})

describe('DELETE page/{pageId}/{entityId}/image/{imageId}', () => {
  it('stops showing the image there, keeps it in the library, and logs the detach', async () => {
    const image = (await upload(staff, { data: await png({ width: 1200, height: 800 }), name: 'p.png', type: 'image/png' })).body
    await imagesOnly.put(`page/4/2/image/${image.id}`)

    const detached = await imagesOnly.delete(`page/4/2/image/${image.id}`)
    expect(detached.status).toBe(200)
    expect(detached.body.images).not.toHaveProperty('2')
    expect((await visitor.get('page/4')).body.images).not.toHaveProperty('2')
    expect((await served(image.url)).status).toBe(200)
    const [entry] = (await imagesOnly.get(`activity/image/${image.id}`)).body
    expect(entry).toMatchObject({
      action: 'detach',
      changes: { pageId: { before: 4, after: null }, entityId: { before: 2, after: null } },
    })
    // Once gone, or another image there: the use named does not exist.
    expect(await imagesOnly.delete(`page/4/2/image/${image.id}`)).toMatchObject({
      status: 404,
      body: { message: 'Cette image n’est pas affichée à cet endroit de la page.' },
    })
  })

  it('answers 400 for a bad id, 404 for an unknown page or image, 401 without session, 403 without right 4', async () => {
    expect((await imagesOnly.delete('page/4/x/image/1')).status).toBe(400)
    expect(await imagesOnly.delete('page/999/1/image/1')).toMatchObject({ status: 404, body: { message: 'Cette page n’existe pas.' } })
    expect(await imagesOnly.delete('page/4/1/image/999999')).toMatchObject({ status: 404, body: { message: 'Cette image n’existe pas.' } })
    await expectRight4Needed((caller) => caller.delete('page/4/1/image/1'))
  })
})

describe('GET uploads/{file}', () => {
  it('serves only the names the server chose (404 for anything else, traversal included)', async () => {
    const missing = await served(`uploads/${'0'.repeat(32)}.webp`)
    expect(missing.status).toBe(404)
    expect(JSON.parse(missing.data.toString())).toEqual({ message: 'Ce fichier n’existe pas.' })
    for (const path of [
      'uploads/..%2F..%2Fpackage.json',
      'uploads/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      'uploads/..%5c..%5cpackage.json',
      'uploads/stored.json',
      `uploads/${'a'.repeat(32)}.svg`,
    ]) {
      expect((await served(path)).status, path).toBe(404)
    }
    const list = (await staff.get('image/all')).body
    expect((await served(list[0].url)).status).toBe(200)
  })
})
