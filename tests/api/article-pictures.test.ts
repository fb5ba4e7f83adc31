import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activity } from '../../server/db/schema'
import type { TestApi } from '../support/api'
import type { ApiCaller } from '../support/http'
import { imageForm, png } from '../support/images'
import { startApiWithStaff } from '../support/users'

/** An article's picture follows the draft rule of its title and texts (issue 30, decision 0036). */

let api: TestApi
let staff: ApiCaller // rights 4 and 5 (images), 11 (articles)
let visitor: ApiCaller

beforeAll(async () => {
  ;({ api, staff, visitor } = await startApiWithStaff({ staff: '4;5;11' }))
})
afterAll(() => api?.close())

const newImage = async (role: string) => {
  const form = imageForm({ data: await png({ width: 60, height: 40 }), name: 'photo.png', type: 'image/png' }, { role, alt: role })
  const added = await staff.post('image', { multipart: form })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  return added.body.id as number
}
const newArticle = async (title: string, imageId?: number) => {
  const created = await staff.post('blog', { json: { title, date: '2026-05-04', blog_filter_id: 2, image_id: imageId } })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return created.body.id as number
}
/** The picture visitors see at the article's slot (page 38, entity = article id). */
const livePicture = async (id: number) => (await visitor.get('page/38')).body.images[String(id)] as number | undefined
const editable = async (id: number) =>
  ((await staff.get('blog/editable')).body as { id: number }[]).find((article) => article.id === id) as Record<string, any>
const attach = (id: number, imageId: number) => staff.put(`page/38/${id}/image/${imageId}`)

describe('the picture of a published article', () => {
  it('waits as its draft while visitors keep the live one, and goes live with « Publier les modifications »', async () => {
    const [live, next] = [await newImage('Photo en ligne'), await newImage('Photo nouvelle')]
    const id = await newArticle('Un article illustré', live)
    expect((await staff.post(`blog/${id}/publish`, { json: {} })).status).toBe(200)

    const attached = await attach(id, next)
    expect(attached.status, JSON.stringify(attached.body)).toBe(200)
    expect(attached.body.images[String(id)]).toBe(live)
    expect(attached.body.draftImages).toMatchObject({ [String(id)]: next })
    expect(await livePicture(id)).toBe(live)
    const seen = (await visitor.get(`blog/byId/${id}`)).body
    expect(seen.image).toEqual({ pageId: 38, entityId: id })
    expect(seen).not.toHaveProperty('draftImage')
    expect(await editable(id)).toMatchObject({ hasDraft: true, draftImage: { id: next, role: 'Photo nouvelle' } })

    const published = await staff.post(`blog/${id}/publish`, { json: {} })
    expect(published.body).toMatchObject({ state: 'published', hasDraft: false, draftImage: null })
    expect(await livePicture(id)).toBe(next)
    const [logged] = await api.db
      .select()
      .from(activity)
      .where(and(eq(activity.entity, 'blog'), eq(activity.entityId, id), eq(activity.action, 'publish')))
      .orderBy(activity.id)
      .offset(1)
    expect(logged.changes).toMatchObject({ image_id: { before: live, after: next } })
  })

  it('is dropped with « Abandonner le brouillon », and attaching the live picture again leaves no draft', async () => {
    const [live, next] = [await newImage('Photo gardée'), await newImage('Photo abandonnée')]
    const id = await newArticle('Un article prudent', live)
    await staff.post(`blog/${id}/publish`, { json: {} })

    await attach(id, next)
    expect((await staff.post(`blog/${id}/discard-draft`)).body).toMatchObject({ hasDraft: false, draftImage: null })
    expect(await livePicture(id)).toBe(live)

    await attach(id, next)
    expect(await editable(id)).toMatchObject({ hasDraft: true })
    expect((await attach(id, live)).body.draftImages).not.toHaveProperty(String(id))
    expect(await editable(id)).toMatchObject({ hasDraft: false, draftImage: null })
  })
})

describe('the picture of an article not published', () => {
  it('is changed at once, as nobody but staff sees the article', async () => {
    const picture = await newImage('Photo du brouillon')
    const id = await newArticle('Un article en préparation')
    const attached = await attach(id, picture)
    expect(attached.body.images[String(id)]).toBe(picture)
    expect(attached.body.draftImages).not.toHaveProperty(String(id))
    expect(await livePicture(id)).toBe(picture)
    expect(await editable(id)).toMatchObject({ state: 'draft', hasDraft: false, draftImage: null })
  })
})
