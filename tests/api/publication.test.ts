import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { activity, blog, news } from '../../server/db/schema'
import { zonedToUtc } from '../../server/services/ics'
import { createMailer } from '../../server/services/mail'
import { startApi, type TestApi } from '../support/api'
import { type TestClock, testClock } from '../support/clock'
import { ApiCaller } from '../support/http'
import { loginStaff } from '../support/users'

/** Drafts and scheduled publishing of articles, news items and page texts (issue 30, decision 0036). */

let api: TestApi
let clock: TestClock
let itemTexts: ApiCaller // right 11
let mainTexts: ApiCaller // right 10
let visitor: ApiCaller

beforeAll(async () => {
  clock = testClock(new Date())
  api = await startApi({}, { clock })
  ;[itemTexts, mainTexts] = await Promise.all([loginStaff(api, '11'), loginStaff(api, '10')])
  visitor = new ApiCaller(api.url)
})
afterAll(() => api?.close())

const newArticle = async (title: string) => {
  const created = await itemTexts.post('blog', { json: { title, date: '2026-03-14', blog_filter_id: 2 } })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return created.body.id as number
}
/** A new article, published with `content` as its text. */
async function publishedArticle(title: string, content: string) {
  const id = await newArticle(title)
  await itemTexts.put(`blog/${id}/content`, { html: content })
  await itemTexts.post(`blog/${id}/publish`, { json: {} })
  return id
}
const newNews = async (title: string) => {
  const created = await itemTexts.post('news', { json: { title, text: `<p>${title} : le texte</p>` } })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return created.body.id as number
}
const publicTitles = async (kind: 'blog' | 'news') =>
  ((await visitor.get(`${kind}/all`)).body as { title: string }[]).map((item) => item.title)
const editable = async (kind: 'blog' | 'news', id: number) =>
  ((await itemTexts.get(`${kind}/editable`)).body as { id: number }[]).find((item) => item.id === id) as Record<string, any>
const actionsOf = async (kind: 'blog' | 'news', id: number) =>
  (
    await api.db
      .select()
      .from(activity)
      .where(and(eq(activity.entity, kind), eq(activity.entityId, id)))
  ).map((row) => `${row.action} ${row.staffName.startsWith('staff-') ? 'staff' : row.staffName}`)
/** `yyyy-mm-ddThh:mm` in Paris, `minutes` from the test clock's now. */
const parisWallClock = (minutes: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' })
    .format(new Date(clock.now().getTime() + minutes * 60_000))
    .replace(' ', 'T')

describe('an article’s draft', () => {
  it('starts as a draft that visitors never get, and goes live when published, its publication logged', async () => {
    const id = await newArticle('Un brouillon d’article')
    expect(await editable('blog', id)).toMatchObject({ state: 'draft', publishAt: null, hasDraft: false })
    expect((await visitor.get(`blog/byId/${id}`)).status).toBe(404)
    expect(await publicTitles('blog')).not.toContain('Un brouillon d’article')
    // Written as it is while it is a draft: nobody but staff reads it.
    await itemTexts.put(`blog/${id}/content`, { html: '<p>Le corps du brouillon</p>' })
    expect((await visitor.get(`blog/byId/${id}`)).status).toBe(404)

    const published = await itemTexts.post(`blog/${id}/publish`, { json: {} })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    expect(published.body).toMatchObject({ state: 'published', hasDraft: false })
    expect((await visitor.get(`blog/byId/${id}`)).body).toMatchObject({
      title: 'Un brouillon d’article',
      texts: { content: '<p>Le corps du brouillon</p>' },
    })
    expect(await actionsOf('blog', id)).toEqual(['create staff', 'update staff', 'publish staff'])
  })

  it('keeps visitors on the live version while a published article is edited, until its changes are published', async () => {
    const id = await publishedArticle('Titre publié', '<p>Texte publié</p>')

    await itemTexts.put(`blog/${id}/title`, { html: 'Titre modifié' })
    await itemTexts.put(`blog/${id}/content`, { html: '<p>Texte modifié</p>' })
    await itemTexts.put(`blog/${id}/aside`, { html: '<p>Un bloc nouveau</p>' })
    expect((await visitor.get(`blog/byId/${id}`)).body).toMatchObject({ title: 'Titre publié', texts: { content: '<p>Texte publié</p>' } })
    expect((await visitor.get(`blog/byId/${id}`)).body.texts).not.toHaveProperty('aside')
    expect(await editable('blog', id)).toMatchObject({
      title: 'Titre modifié',
      texts: { content: '<p>Texte modifié</p>', aside: '<p>Un bloc nouveau</p>' },
      state: 'published',
      hasDraft: true,
    })

    await itemTexts.post(`blog/${id}/publish`, { json: {} })
    expect((await visitor.get(`blog/byId/${id}`)).body).toMatchObject({
      title: 'Titre modifié',
      texts: { content: '<p>Texte modifié</p>', aside: '<p>Un bloc nouveau</p>' },
    })
    expect(await editable('blog', id)).toMatchObject({ hasDraft: false })
  })

  it('drops the draft of a published article, and takes an article off the site', async () => {
    const id = await publishedArticle('Un article stable', '<p>Version en ligne</p>')
    await itemTexts.put(`blog/${id}/content`, { html: '<p>Version abandonnée</p>' })
    await itemTexts.put(`blog/${id}/extra`, { html: '<p>Bloc abandonné</p>' })

    expect((await itemTexts.post(`blog/${id}/discard-draft`)).status).toBe(200)
    expect(await editable('blog', id)).toMatchObject({ texts: { content: '<p>Version en ligne</p>' }, hasDraft: false })
    expect((await editable('blog', id)).texts).not.toHaveProperty('extra')
    expect((await visitor.get(`blog/byId/${id}`)).body.texts).toEqual({ content: '<p>Version en ligne</p>' })

    expect((await itemTexts.post(`blog/${id}/unpublish`)).body).toMatchObject({ state: 'draft' })
    expect((await visitor.get(`blog/byId/${id}`)).status).toBe(404)
    expect(await actionsOf('blog', id)).toEqual(expect.arrayContaining(['discard staff', 'unpublish staff']))
  })

  it('answers 404 for an article that does not exist, and 401 and 403 to those without right 11', async () => {
    expect((await itemTexts.post('blog/999999/publish', { json: {} })).body).toEqual({ message: 'Cet article n’existe pas.' })
    expect((await visitor.post('blog/1/publish', { json: {} })).status).toBe(401)
    expect((await mainTexts.post('blog/1/publish', { json: {} })).status).toBe(403)
    expect((await mainTexts.get('blog/editable')).status).toBe(403)
  })
})

describe('a news item’s draft', () => {
  it('is hidden until published, and its edits wait for « Publier les modifications » or go with « Abandonner »', async () => {
    const id = await newNews('Actualité en brouillon')
    expect(await publicTitles('news')).not.toContain('Actualité en brouillon')
    await itemTexts.post(`news/${id}/publish`, { json: { publishAt: '' } })
    expect(await publicTitles('news')).toContain('Actualité en brouillon')

    await itemTexts.put(`news/${id}/text`, { html: '<p>Nouvelle version</p>' })
    const live = () => visitor.get('news/all').then((answer) => answer.body.find((item: { id: number }) => item.id === id))
    expect((await live()).texts).toEqual({ text: '<p>Actualité en brouillon : le texte</p>' })
    await itemTexts.post(`news/${id}/discard-draft`)
    expect((await editable('news', id)).texts).toEqual({ text: '<p>Actualité en brouillon : le texte</p>' })
    await itemTexts.put(`news/${id}/text`, { html: '<p>Nouvelle version</p>' })
    await itemTexts.post(`news/${id}/publish`, { json: {} })
    expect((await live()).texts).toEqual({ text: '<p>Nouvelle version</p>' })

    await itemTexts.post(`news/${id}/unpublish`)
    expect(await publicTitles('news')).not.toContain('Actualité en brouillon')
  })
})

describe('scheduled publishing', () => {
  it('refuses a publishAt that is not a date and time to come, in French, and scheduling a published item', async () => {
    const id = await newArticle('Programmation refusée')
    const cases: [string, string][] = [
      ['2026-13-01T09:00', 'Date et heure attendues au format aaaa-mm-jjThh:mm'],
      ['03/03/2031 9h', 'Date et heure attendues au format aaaa-mm-jjThh:mm'],
      ['2031-03-03T25:00', 'Date et heure attendues au format aaaa-mm-jjThh:mm'],
      [parisWallClock(-5), 'Ce moment est déjà passé\u00a0: choisissez une date et une heure à venir.'],
    ]
    for (const [publishAt, message] of cases) {
      expect(await itemTexts.post(`blog/${id}/publish`, { json: { publishAt } }), publishAt).toMatchObject({
        status: 400,
        body: { errors: { publishAt: [message] } },
      })
    }
    await itemTexts.post(`blog/${id}/publish`, { json: {} })
    expect((await itemTexts.post(`blog/${id}/publish`, { json: { publishAt: parisWallClock(60) } })).body.errors.publishAt).toEqual([
      'Déjà publié\u00a0: publiez les modifications maintenant, ou retirez-le du site avant de programmer sa publication.',
    ])
  })

  it('publishes a scheduled article at its time in Paris by the due work, and moves the content version', async () => {
    const id = await newArticle('Article programmé')
    const scheduled = await itemTexts.post(`blog/${id}/publish`, { json: { publishAt: '2031-03-03T09:00' } })
    expect(scheduled.body).toMatchObject({ state: 'scheduled', publishAt: '2031-03-03T08:00:00.000Z' })
    expect(await actionsOf('blog', id)).toContain('schedule staff')

    clock.set(new Date('2031-03-03T07:59:00Z'))
    await api.runDueWork()
    expect((await visitor.get(`blog/byId/${id}`)).status).toBe(404)

    const before = (await visitor.get('content-version')).body.version
    clock.set(new Date('2031-03-03T08:00:00Z'))
    await api.runDueWork()
    expect((await visitor.get(`blog/byId/${id}`)).body).toMatchObject({ title: 'Article programmé', state: 'published' })
    expect((await visitor.get('content-version')).body.version).not.toBe(before)
    expect(await actionsOf('blog', id)).toContain('publish Publication programmée')
    clock.set(new Date())
  })

  it('publishes each due item once with several API processes, late after downtime, and never again', async () => {
    const articleId = await newArticle('Programmé pendant la panne')
    const newsId = await newNews('Actualité programmée pendant la panne')
    const at = zonedToUtc('2032-06-01', { hour: 9, minute: 30 }, 'Europe/Paris')
    await itemTexts.post(`blog/${articleId}/publish`, { json: { publishAt: '2032-06-01T09:30' } })
    await itemTexts.post(`news/${newsId}/publish`, { json: { publishAt: '2032-06-01T09:30' } })

    // Down from before that time until two days after: three processes then start on the same database at once.
    clock.set(new Date(at.getTime() + 2 * 24 * 3600_000))
    const mailer = createMailer({ from: api.config.mailFrom, outboxDir: api.outboxDir })
    const others = await Promise.all([1, 2].map(() => buildApp({ config: api.config, db: api.db, mailer, clock, dueWorkIntervalMs: 0 })))
    try {
      await Promise.all([api.runDueWork(), ...others.map((other) => other.dueWork.run())])
      await Promise.all([api.runDueWork(), ...others.map((other) => other.dueWork.run())])
    } finally {
      await Promise.all(others.map((other) => other.close()))
      mailer.close()
    }
    expect((await visitor.get(`blog/byId/${articleId}`)).status).toBe(200)
    expect(await publicTitles('news')).toContain('Actualité programmée pendant la panne')
    expect((await actionsOf('blog', articleId)).filter((entry) => entry.startsWith('publish'))).toEqual(['publish Publication programmée'])
    expect((await actionsOf('news', newsId)).filter((entry) => entry.startsWith('publish'))).toEqual(['publish Publication programmée'])
    const [row] = await api.db.select().from(blog).where(eq(blog.id, articleId))
    expect(row).toMatchObject({ state: 'published', publishAt: null })
    expect((await api.db.select().from(news).where(eq(news.id, newsId)))[0].state).toBe('published')
    clock.set(new Date())
  })

  it('forgets the schedule of an item taken off the site before its time', async () => {
    const id = await newNews('Programmation annulée')
    await itemTexts.post(`news/${id}/publish`, { json: { publishAt: parisWallClock(60) } })
    expect(await editable('news', id)).toMatchObject({ state: 'scheduled' })
    await itemTexts.post(`news/${id}/unpublish`)
    clock.advance(2 * 3600_000)
    await api.runDueWork()
    expect(await editable('news', id)).toMatchObject({ state: 'draft', publishAt: null })
    expect(await publicTitles('news')).not.toContain('Programmation annulée')
    clock.set(new Date())
  })
})

describe('a page text’s draft', () => {
  it('is saved apart from the live text, published with ?publish=true, or dropped', async () => {
    await mainTexts.put('page/2/draft_check?publish=true', { html: '<p>En ligne</p>' })
    await mainTexts.put('page/2/draft_check', { html: '<p>Brouillon</p>' })
    expect((await visitor.get('page/2')).body.texts.draft_check).toBe('<p>En ligne</p>')
    const staffView = (await mainTexts.get('page/2/editable')).body
    expect(staffView.texts.draft_check).toBe('<p>Brouillon</p>')
    expect(staffView.drafts).toEqual(['draft_check'])

    expect((await mainTexts.post('page/2/draft_check/discard-draft')).body.texts.draft_check).toBe('<p>En ligne</p>')
    expect(await mainTexts.post('page/2/draft_check/discard-draft')).toMatchObject({
      status: 409,
      body: { message: 'Ce texte n’a pas de brouillon.' },
    })

    await mainTexts.put('page/2/draft_check', { html: '<p>Brouillon publié</p>' })
    await mainTexts.put('page/2/draft_check?publish=true', { html: '<p>Brouillon publié</p>' })
    expect((await visitor.get('page/2')).body.texts.draft_check).toBe('<p>Brouillon publié</p>')
    expect((await mainTexts.get('page/2/editable')).body.drafts).toEqual([])
  })

  it('gives visitors nothing of a text that exists only as a draft', async () => {
    await mainTexts.put('page/2/only_draft', { html: '<p>Jamais publié</p>' })
    expect((await visitor.get('page/2')).body.texts).not.toHaveProperty('only_draft')
    expect(JSON.stringify((await visitor.get('page/2')).body)).not.toContain('Jamais publié')
  })
})
