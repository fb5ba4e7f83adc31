import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { imageSlots } from '../../content/images'
import { site } from '../../content/site'
import { apiForTests } from '../support/api'
import { ApiCaller } from '../support/http'
import { loginStaff } from '../support/users'

const api = apiForTests()
const visitor = new ApiCaller(() => api.url)

async function served(url: string) {
  const response = await fetch(`${api.url}/${url}`)
  return { status: response.status, type: response.headers.get('content-type'), data: Buffer.from(await response.arrayBuffer()) }
}

/** Words of an html text. */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/[\s\u00a0]+/)
    .filter((word) => /\p{L}/u.test(word))

/** French typography: no ordinary space before : ; ! ? », none after «. */
function expectFrenchSpacing(text: string) {
  expect(text).not.toMatch(/ [:;!?»]/)
  expect(text).not.toMatch(/« /)
}

describe('seeded images', () => {
  it('shows a credited demo picture at every image slot of the content pages', async () => {
    expect(imageSlots.length).toBeGreaterThan(0)
    for (const slot of imageSlots) {
      const page = await visitor.get(`page/${slot.pageId}`)
      expect(page.status).toBe(200)
      const imageId = page.body.images[String(slot.entityId)]
      expect(imageId, `page ${slot.pageId}, entity ${slot.entityId}`).toEqual(expect.any(Number))
      const image = page.body.imagesById[String(imageId)]
      expect(image).toMatchObject({
        role: slot.role,
        // Described: the seed writes the slot's role as the text alternative.
        alt: slot.role,
        decorative: false,
        author: site.school.name,
        site: 'Illustration générée pour le site',
        change_made: 'Composition abstraite originale',
        extension: 'webp',
        direction: slot.demo.orientation,
      })
      const file = await served(image.url)
      expect(file.status).toBe(200)
      expect(file.type).toBe('image/webp')
      expect(file.data.length).toBe(image.weight)
      expect(await sharp(file.data).metadata()).toMatchObject({ format: 'webp', width: image.width, height: image.height })
      expect(image.variants.length).toBeGreaterThan(0)
      for (const variant of image.variants) expect((await served(variant.url)).status).toBe(200)
    }
  })
})

describe('GET blogFilters/all', () => {
  it('lists the named filters of the blog', async () => {
    const answer = await visitor.get('blogFilters/all')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual(
      expect.arrayContaining([
        { id: expect.any(Number), name: 'Communication consciente', type: 'Article' },
        { id: expect.any(Number), name: 'Coaching', type: 'Article' },
        { id: expect.any(Number), name: 'Pleine conscience', type: 'Article' },
      ]),
    )
  })
})

describe('GET blog/all and blog/byId/{id}', () => {
  it('lists the articles newest first, each with a filter, a date, a summary and a picture on page 38', async () => {
    const [answer, filters, page38] = await Promise.all([visitor.get('blog/all'), visitor.get('blogFilters/all'), visitor.get('page/38')])
    expect(answer.status).toBe(200)
    expect(answer.body.length).toBeGreaterThanOrEqual(4)
    expect(answer.body.length).toBeLessThanOrEqual(6)
    const dates = answer.body.map((article: any) => article.date)
    expect(dates).toEqual([...dates].sort().reverse())
    const filterIds = filters.body.map((filter: any) => filter.id)
    for (const article of answer.body) {
      expect(article).toMatchObject({ id: expect.any(Number), title: expect.any(String), image: { pageId: 38, entityId: article.id } })
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(filterIds).toContain(article.blog_filter_id)
      expect(article.texts.summary).toMatch(/^<p>.+<\/p>$/)
      expectFrenchSpacing(article.title)
      expectFrenchSpacing(article.texts.summary)
      expect(page38.body.images[String(article.id)], `picture of article ${article.id}`).toEqual(expect.any(Number))
    }
  })

  it('answers article 1 complete: 700 to 1000 words with headings, paragraphs and a list', async () => {
    const answer = await visitor.get('blog/byId/1')
    expect(answer.status).toBe(200)
    const { content } = answer.body.texts
    expect(answer.body.title).toBe('Parler vrai sans blesser\u00a0: les quatre temps de la communication consciente')
    const count = words(content).length
    expect(count).toBeGreaterThanOrEqual(700)
    expect(count).toBeLessThanOrEqual(1000)
    expect(content.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(3)
    expect(content.match(/<p>/g)?.length).toBeGreaterThanOrEqual(10)
    expect(content).toMatch(/<ul><li>.*<\/li><\/ul>/)
    expect(content).toContain(site.founder.name)
    expect(content).toContain('30\u00a0% de théorie et 70\u00a0% de pratique')
    expectFrenchSpacing(content)
  })

  it('answers 404 for an unknown article and 400 for a bad id', async () => {
    expect(await visitor.get('blog/byId/999')).toMatchObject({ status: 404, body: { message: 'Cet article n’existe pas.' } })
    expect(await visitor.get('blog/byId/abc')).toMatchObject({ status: 400, body: { errors: { id: ['Nombre entier attendu'] } } })
  })
})

describe('GET news/all', () => {
  it('lists the school’s news newest first, with French titles and texts', async () => {
    const answer = await visitor.get('news/all')
    expect(answer.status).toBe(200)
    expect(answer.body.length).toBeGreaterThanOrEqual(4)
    expect(answer.body.length).toBeLessThanOrEqual(6)
    const dates = answer.body.map((item: any) => item.date)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const item of answer.body) {
      expect(item).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        texts: { text: expect.stringMatching(/^<(p|ul)>/) },
        // Visitors get published items only, and nothing of a draft (decision 0036).
        state: 'published',
        publishAt: null,
        hasDraft: false,
      })
      expectFrenchSpacing(item.title)
      expectFrenchSpacing(item.texts.text)
    }
    expect(answer.body.map((item: any) => item.title)).toContain('Webinaire gratuit\u00a0: «\u00a0Dire non sans culpabiliser\u00a0»')
  })
})

describe('PUT page/{pageId}/{entityId}/image/{imageId}', () => {
  let staff: ApiCaller
  let imageIds: number[]
  beforeAll(async () => {
    staff = await loginStaff(api, '4')
    imageIds = (await staff.get('image/all')).body.map((image: any) => image.id)
  })

  it('shows an image at an entity of a page, then replaces it', async () => {
    const [first, second] = imageIds
    const shown = await staff.put(`page/5/2/image/${first}`)
    expect(shown.status).toBe(200)
    expect(shown.body).toMatchObject({ id: 5, images: { 2: first } })
    expect(shown.body.imagesById[String(first)]).toMatchObject({ id: first, url: expect.stringMatching(/^uploads\//) })

    const replaced = await staff.put(`page/5/2/image/${second}`)
    expect(replaced.body.images['2']).toBe(second)
    const page = await visitor.get('page/5')
    expect(page.body.images['2']).toBe(second)
    const list = (await staff.get('image/all')).body
    expect(list.find((image: any) => image.id === second).uses).toContainEqual({ pageId: 5, entityId: 2 })
    expect(list.find((image: any) => image.id === first).uses).not.toContainEqual({ pageId: 5, entityId: 2 })
  })

  it('answers 404 for an unknown page or image, 400 naming a bad id', async () => {
    expect(await staff.put(`page/999/1/image/${imageIds[0]}`)).toMatchObject({ status: 404, body: { message: 'Cette page n’existe pas.' } })
    expect(await staff.put('page/5/1/image/999999')).toMatchObject({ status: 404, body: { message: 'Cette image n’existe pas.' } })
    for (const [path, field] of [
      ['page/x/1/image/1', 'pageId'],
      ['page/5/0/image/1', 'entityId'],
      ['page/5/1/image/-3', 'imageId'],
    ]) {
      expect(await staff.put(path), path).toMatchObject({ status: 400, body: { errors: { [field]: ['Nombre entier attendu'] } } })
    }
  })

  it('refuses a slot the page does not draw (400, in French), a blog article that does not exist too', async () => {
    const [first] = imageIds
    expect(await staff.put(`page/3/999/image/${first}`)).toMatchObject({
      status: 400,
      body: { errors: { entityId: ['La page «\u00a0La méthode\u00a0» n’a pas d’emplacement d’image n°\u00a0999.'] } },
    })
    expect((await staff.put(`page/38/999999/image/${first}`)).status).toBe(400)
    expect((await staff.put(`page/8/1/image/${first}`)).status).toBe(400)
    expect((await visitor.get('page/3')).body.images).not.toHaveProperty('999')
    // Article 1 is published: the picture is its draft until its changes are published (decision 0036).
    expect((await staff.put(`page/38/1/image/${first}`)).body.draftImages['1']).toBe(first)
  })

  it('answers 401 without session and 403 without right 4', async () => {
    expect((await visitor.put(`page/5/42/image/${imageIds[0]}`)).status).toBe(401)
    for (const rights of ['5', '10', '11']) {
      const other = await loginStaff(api, rights)
      expect((await other.put(`page/5/42/image/${imageIds[0]}`)).status, `rights ${rights}`).toBe(403)
    }
    expect((await visitor.get('page/5')).body.images).not.toHaveProperty('42')
  })
})

describe('GET page/all and page/{id}', () => {
  it('answers the registry, a page, 404 for an unknown page and 400 for a bad id', async () => {
    const all = await visitor.get('page/all')
    expect(all.body).toContainEqual({ id: 38, name: 'Articles du blog', route: null })
    expect(await visitor.get('page/999')).toMatchObject({ status: 404, body: { message: 'Cette page n’existe pas.' } })
    expect(await visitor.get('page/abc')).toMatchObject({ status: 400, body: { errors: { id: ['Nombre entier attendu'] } } })
  })
})
