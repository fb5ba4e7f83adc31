import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { image, pageImage, textRevision, textSave } from '../../server/db/schema'
import { apiForTests } from '../support/api'
import { ApiCaller } from '../support/http'
import { loginStaff } from '../support/users'

const api = apiForTests()
let itemTexts: ApiCaller // right 11: creates and deletes articles and news items
let mainTexts: ApiCaller
let visitor: ApiCaller
let imageId: number

beforeAll(async () => {
  ;[itemTexts, mainTexts] = await Promise.all([loginStaff(api, '11'), loginStaff(api, '10')])
  visitor = new ApiCaller(api.url)
  ;[{ id: imageId }] = await api.db.select({ id: image.id }).from(image).limit(1)
})

/** The page whose entities show the articles' pictures (section 9: blog 38), entity = article id. */
const ARTICLE_PICTURES = 38

const article = { title: 'Respirer avant de répondre', date: '2026-03-14', blog_filter_id: 2 }

describe('POST blog', () => {
  it('creates a draft article with its picture and an empty main text, shown by blog/all and blog/byId once published', async () => {
    const created = await itemTexts.post('blog', { json: { ...article, image_id: imageId } })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const { id } = created.body
    expect(created.body).toEqual({
      id: expect.any(Number),
      title: article.title,
      date: article.date,
      blog_filter_id: 2,
      image: { pageId: ARTICLE_PICTURES, entityId: id },
      texts: { content: '' },
      state: 'draft',
      publishAt: null,
      hasDraft: false,
      draftImage: null,
    })
    expect((await visitor.get(`blog/byId/${id}`)).status).toBe(404)
    const published = (await itemTexts.post(`blog/${id}/publish`, { json: {} })).body
    expect(published).toEqual({ ...created.body, state: 'published' })
    // Visitors get the article without staff's draft picture field.
    const { draftImage, ...seen } = published
    expect(draftImage).toBeNull()
    expect((await visitor.get(`blog/byId/${id}`)).body).toEqual(seen)
    expect((await visitor.get('blog/all')).body).toContainEqual(seen)
    expect((await visitor.get(`page/${ARTICLE_PICTURES}`)).body.images[String(id)]).toBe(imageId)

    const logged = (await itemTexts.get(`activity/blog/${id}`)).body
    expect(logged.map((entry: { action: string }) => entry.action)).toEqual(['publish', 'create'])
    expect(logged[1]).toMatchObject({ action: 'create', label: article.title, changes: { title: { before: null, after: article.title } } })

    // Its main text is then written like any other.
    const written = await itemTexts.put(`blog/${id}/content`, { html: '<p>Le corps de l’article</p>' })
    expect(written.body.texts.content).toBe('<p>Le corps de l’article</p>')
  })

  it('creates an article without a picture', async () => {
    const created = await itemTexts.post('blog', { json: { ...article, image_id: null } })
    expect(created.status).toBe(200)
    expect((await visitor.get(`page/${ARTICLE_PICTURES}`)).body.images[String(created.body.id)]).toBeUndefined()
  })

  it('answers 400 with French messages per field, creating nothing', async () => {
    const count = (await visitor.get('blog/all')).body.length
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { title: ['Ce champ est obligatoire'], date: ['Ce champ est obligatoire'], blog_filter_id: ['Ce champ est obligatoire'] }],
      [{ ...article, title: '   ' }, { title: ['Ce champ est obligatoire'] }],
      [{ ...article, title: 'a'.repeat(256) }, { title: ['255 caractères maximum'] }],
      [{ ...article, title: 'Titre\u0007' }, { title: ['Ce texte contient des caractères de contrôle non autorisés'] }],
      [{ ...article, date: '2026-02-30' }, { date: ['Date attendue au format aaaa-mm-jj'] }],
      [{ ...article, date: '14/03/2026' }, { date: ['Date attendue au format aaaa-mm-jj'] }],
      [{ ...article, blog_filter_id: 'deux' }, { blog_filter_id: ['Nombre entier attendu'] }],
      [{ ...article, blog_filter_id: 999 }, { blog_filter_id: ['Ce filtre n’existe pas.'] }],
      [{ ...article, image_id: 999999 }, { image_id: ['Cette image n’existe pas.'] }],
    ]
    for (const [body, errors] of cases) {
      expect(await itemTexts.post('blog', { json: body }), JSON.stringify(body)).toMatchObject({ status: 400, body: { errors } })
    }
    expect((await visitor.get('blog/all')).body).toHaveLength(count)
  })

  it('answers 401 to nobody and 403 without right 11', async () => {
    expect((await visitor.post('blog', { json: article })).status).toBe(401)
    expect((await mainTexts.post('blog', { json: article })).status).toBe(403)
  })
})

describe('DELETE blog/{id}', () => {
  it('deletes the article with its texts, its picture at its slot and its revisions; the image stays', async () => {
    const { id } = (await itemTexts.post('blog', { json: { ...article, image_id: imageId } })).body
    await itemTexts.put(`blog/${id}/content`, { html: '<p>Un</p>' })
    // Another member's save: one member's close saves make one revision (decision 0033).
    await (await loginStaff(api, '11')).put(`blog/${id}/content`, { html: '<p>Deux</p>' })
    const revisionsOf = () =>
      api.db
        .select()
        .from(textRevision)
        .where(and(eq(textRevision.kind, 'blog'), eq(textRevision.ownerId, id)))
    const savesOf = () =>
      api.db
        .select()
        .from(textSave)
        .where(and(eq(textSave.kind, 'blog'), eq(textSave.ownerId, id)))
    expect(await revisionsOf()).toHaveLength(1)
    expect(await savesOf()).toHaveLength(1)

    expect(await itemTexts.delete(`blog/${id}`)).toMatchObject({ status: 200, body: { success: true } })
    expect((await visitor.get(`blog/byId/${id}`)).status).toBe(404)
    expect((await visitor.get('blog/all')).body.map((item: { id: number }) => item.id)).not.toContain(id)
    expect(await revisionsOf()).toEqual([])
    expect(await savesOf()).toEqual([])
    const slot = and(eq(pageImage.pageId, ARTICLE_PICTURES), eq(pageImage.entityId, id))
    expect(await api.db.select().from(pageImage).where(slot)).toEqual([])
    expect(await api.db.select().from(image).where(eq(image.id, imageId))).toHaveLength(1)
    expect((await itemTexts.get(`activity/blog/${id}`)).body[0]).toMatchObject({ action: 'delete', label: article.title })

    expect((await itemTexts.delete(`blog/${id}`)).status).toBe(404)
  })

  it('answers 404 to an unknown or malformed id, 401 to nobody and 403 without right 11', async () => {
    for (const id of ['999999', '01', '1e2', 'abc', '0']) {
      expect(await itemTexts.delete(`blog/${id}`), id).toMatchObject({ status: 404, body: { message: 'Cet article n’existe pas.' } })
    }
    expect((await visitor.delete('blog/2')).status).toBe(401)
    expect((await mainTexts.delete('blog/2')).status).toBe(403)
    expect((await visitor.get('blog/byId/2')).status).toBe(200)
  })
})

describe('POST news', () => {
  it('creates a news item with its text sanitised, dated today unless told', async () => {
    const created = await itemTexts.post('news', {
      json: { title: 'Portes ouvertes', text: '<p>Venez nous voir<script>alert(1)</script> !</p>' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(created.body).toEqual({
      id: expect.any(Number),
      title: 'Portes ouvertes',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      texts: { text: '<p>Venez nous voir !</p>' },
      state: 'draft',
      publishAt: null,
      hasDraft: false,
    })
    expect((await visitor.get('news/all')).body).not.toContainEqual(expect.objectContaining({ id: created.body.id }))
    const published = (await itemTexts.post(`news/${created.body.id}/publish`, { json: {} })).body
    expect((await visitor.get('news/all')).body).toContainEqual(published)
    const [, logged] = (await itemTexts.get(`activity/news/${created.body.id}`)).body
    expect(logged).toMatchObject({ action: 'create', label: 'Portes ouvertes' })

    const dated = await itemTexts.post('news', { json: { title: 'Stage d’été', text: '<p>Inscriptions ouvertes</p>', date: '2026-06-01' } })
    expect(dated.body.date).toBe('2026-06-01')
  })

  it('answers 400 with French messages per field, creating nothing', async () => {
    const count = (await visitor.get('news/all')).body.length
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { title: ['Ce champ est obligatoire'], text: ['Ce champ est obligatoire'] }],
      [{ title: 'a'.repeat(256), text: '<p>x</p>' }, { title: ['255 caractères maximum'] }],
      [{ title: 'Ligne\nsuivante', text: '<p>x</p>' }, { title: ['Ce texte contient des caractères de contrôle non autorisés'] }],
      [
        { title: 'Titre', text: '<script>alert(1)</script>' },
        { text: ['Le texte est vide une fois nettoyé de ce qui n’est pas autorisé.'] },
      ],
      [{ title: 'Titre', text: '<p>x</p>', date: '2026-13-01' }, { date: ['Date attendue au format aaaa-mm-jj'] }],
    ]
    for (const [body, errors] of cases) {
      expect(await itemTexts.post('news', { json: body }), JSON.stringify(body)).toMatchObject({ status: 400, body: { errors } })
    }
    expect((await visitor.get('news/all')).body).toHaveLength(count)
  })

  it('answers 401 to nobody and 403 without right 11', async () => {
    const item = { title: 'Refusée', text: '<p>x</p>' }
    expect((await visitor.post('news', { json: item })).status).toBe(401)
    expect((await mainTexts.post('news', { json: item })).status).toBe(403)
  })
})

describe('DELETE news/{id}', () => {
  it('deletes the item with its texts and their revisions', async () => {
    const { id } = (await itemTexts.post('news', { json: { title: 'Éphémère', text: '<p>Un</p>' } })).body
    await itemTexts.put(`news/${id}/text`, { html: '<p>Deux</p>' })
    expect((await itemTexts.get(`text-revisions/news/${id}/text`)).body).toHaveLength(1)

    expect(await itemTexts.delete(`news/${id}`)).toMatchObject({ status: 200, body: { success: true } })
    expect((await visitor.get('news/all')).body.map((item: { id: number }) => item.id)).not.toContain(id)
    expect((await itemTexts.get(`text-revisions/news/${id}/text`)).status).toBe(404)
    const left = await api.db
      .select()
      .from(textRevision)
      .where(and(eq(textRevision.kind, 'news'), eq(textRevision.ownerId, id)))
    expect(left).toEqual([])
    expect((await itemTexts.get(`activity/news/${id}`)).body[0]).toMatchObject({ action: 'delete', label: 'Éphémère' })
    expect((await itemTexts.delete(`news/${id}`)).status).toBe(404)
  })

  it('answers 404 to an unknown or malformed id, 401 to nobody and 403 without right 11', async () => {
    for (const id of ['999999', '02', 'x']) {
      expect(await itemTexts.delete(`news/${id}`), id).toMatchObject({ status: 404, body: { message: 'Cette actualité n’existe pas.' } })
    }
    expect((await visitor.delete('news/2')).status).toBe(401)
    expect((await mainTexts.delete('news/2')).status).toBe(403)
  })
})
