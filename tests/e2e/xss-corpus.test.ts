import { afterEach, beforeAll, expect, it } from 'vitest'
import { ALT_MAX } from '#contract/image'
import { offerEntries } from '../../content/catalogue'
import { pageIds } from '../../content/pages'
import { browserForTests } from '../support/browser'
import { apiCaller, openAccountThroughApi } from '../support/client-area'
import { ApiCaller } from '../support/http'
import { imageForm } from '../support/images'
import { siteForTests } from '../support/site'
import { SiteVisitor } from '../support/site-visitor'
import { adminCredentials, apiLogin, apiLoginBody, createStaffThroughApi, staffVisitor } from '../support/staff'
import { packedPayloads, xssPayloads } from '../support/xss-payloads'

/**
 * Stored XSS (issue 16): every payload of the corpus goes through the html texts (news, blog, pages) and the
 * plain fields people see (news, blog and registration titles, pictures’ text alternatives and credits, a
 * client’s fields set by staff and by the client, a contact message), then Chromium shows every page that draws
 * them, public, back-office and client area. A recorder
 * installed before any page script (`__xss(n)`, which each payload calls), the dialogs and the CSP violation
 * events prove that nothing ran; the DOM holds no event handler, no script URL, and html texts only the
 * editor's tags. Each payload's html is followed by a closer of what it may leave open (`closer`), so that
 * several payloads in one text each meet the sanitiser whole (its witness paragraph shows); the news items
 * share the payloads out, the pages' texts, the article and the editor hold all of them. This file writes texts
 * other files read: a site of its own.
 */
const site = siteForTests({ own: true })
const browser = browserForTests()

/** Ends whatever a payload left open (a raw-text element, an svg), so that one text carries every payload. */
const closer =
  '</svg></svg></math></math></template></iframe></noscript></style></textarea></title></xmp></noembed></noframes></select></object></script>-->'
const corpus = xssPayloads.map(({ n, text }) => `<p>Témoin ${n}</p>${text}${closer}`).join('')
const last = `Témoin ${xssPayloads.length}`
const packed = packedPayloads(255)
/** The payloads that fit a text alternative (ALT_MAX), drawn in the `alt` of the home page's pictures. */
const packedAlt = packedPayloads(ALT_MAX)[0]
const controlCharacters = 'Ce texte contient des caractères de contrôle non autorisés'
/**
 * What the rich-text editor writes (decision 0006), and the `h1` of the code's default page titles: nothing else
 * may reach a page from an html text.
 */
const editorTags = ['H1', 'P', 'BR', 'H2', 'H3', 'H4', 'STRONG', 'EM', 'U', 'S', 'A', 'OL', 'UL', 'LI']

/** What the DOM must not hold, whatever was stored: handlers, script URLs, scripts without the nonce, foreign tags. */
function domProblems(allowedTags: string[]): string[] {
  const problems: string[] = []
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name)) problems.push(`${element.tagName} ${attribute.name}="${attribute.value}"`)
      if (
        /^(href|src|action|formaction|xlink:href|data|poster|background|srcdoc)$/i.test(attribute.name) &&
        /^\s*(javascript|vbscript|data:(?!image\/))/i.test(attribute.value.replace(/[\s\p{Cc}]/gu, ''))
      )
        problems.push(`${element.tagName} ${attribute.name}="${attribute.value}"`)
    }
    if (element instanceof HTMLScriptElement && element.type !== 'application/ld+json' && !element.nonce)
      problems.push(`script without nonce: ${element.outerHTML.slice(0, 120)}`)
  }
  for (const element of Array.from(document.querySelectorAll('.rich-text *')))
    if (!allowedTags.includes(element.tagName)) problems.push(`<${element.tagName.toLowerCase()}> in an html text`)
  return problems
}

const runs: string[] = []
const fields = ['firstName', 'secondName', 'phone', 'address', 'city', 'country', 'note', 'business', 'professionalPhone']
const offer = offerEntries.find((entry) => entry.pageId === pageIds.stages && entry.kind === 'stage')!
/** Every text of the home and news pages, and the texts of one offer page (its page id holds the whole family's). */
const pages = [
  { id: pageIds.home, path: '/', texts: () => true },
  { id: pageIds.news, path: '/news', texts: () => true },
  { id: pageIds.stages, path: offer.path, texts: (textId: string) => textId.startsWith(`${offer.textPrefix}-`) },
]
const written = { allInOne: 0, article: 0, homeText: '', homeImages: [] as number[], clientIds: [] as number[] }

// The recorder, installed before any page script of every page of the context, then the writes: one staff session.
beforeAll(async () => {
  const { context, page } = browser
  await context.exposeFunction('__xss', (n: unknown) => runs.push(`payload ${String(n)} ran on ${page.url()}`))
  await context.exposeFunction('__cspViolation', (what: string) => runs.push(`CSP violation on ${page.url()}: ${what}`))
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __cspViolation(what: string): void }).__cspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      ),
    )
  })
  page.on('dialog', (dialog) => {
    runs.push(`dialog « ${dialog.message()} » on ${page.url()}`)
    void dialog.dismiss()
  })

  const staff = new ApiCaller(site.apiUrl)
  expect((await staff.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })).status).toBe(200)
  // One news item per packed title (the titles carry every payload), the payloads' html spread over their texts.
  const newsIds = await Promise.all(
    packed.map(async (title, item) => {
      const html = xssPayloads
        .filter(({ n }) => n % packed.length === item)
        .map(({ n, text }) => `<p>Témoin ${n}</p>${text}${closer}`)
        .join('')
      const created = await staff.post('news', { json: { title, text: html } })
      expect(created.status, title).toBe(200)
      // Published, so that every public page shows it (a new item is a draft, decision 0036).
      expect((await staff.post(`news/${created.body.id}/publish`, { json: {} })).status).toBe(200)
      return created.body.id as number
    }),
  )
  written.allInOne = newsIds[0]
  // Twice, by two members: the first becomes a revision, which the revisions page shows (one member's close saves
  // make one revision, decision 0033).
  const other = await apiLogin(await createStaffThroughApi(site, '11'))
  expect((await staff.put(`news/${written.allInOne}/text?publish=true`, { html: corpus })).status).toBe(200)
  expect((await other.put(`news/${written.allInOne}/text?publish=true`, { html: `${corpus}<p>Fin</p>` })).status).toBe(200)
  const article = await staff.post('blog', {
    json: { title: xssPayloads[0].text, date: new Date().toISOString().slice(0, 10), blog_filter_id: 1 },
  })
  expect(article.status).toBe(200)
  written.article = article.body.id
  for (const textId of ['summary', 'content'])
    expect((await staff.put(`blog/${written.article}/${textId}`, { html: corpus })).status).toBe(200)
  expect((await staff.post(`blog/${written.article}/publish`, { json: {} })).status).toBe(200)
  for (const { id, texts } of pages) {
    const content = (await staff.get(`page/${id}`)).body
    const textIds = Object.keys(content.texts).filter(texts)
    if (id === pageIds.home) {
      written.homeText = textIds[0]
      // The home page's pictures carry the payloads in their text alternative and credits.
      written.homeImages = [...new Set(Object.values(content.images as Record<string, number>))]
      const credits = { role: packed[0], author: packed[1], site: packed[2], change_made: packed[3], alt: packedAlt }
      for (const image of written.homeImages)
        expect((await staff.put(`image/${image}`, { multipart: imageForm(null, credits) })).status).toBe(200)
    }
    const answers = await Promise.all(textIds.map((textId) => staff.put(`page/${id}/${textId}?publish=true`, { html: corpus })))
    expect(answers.map((answer) => answer.status)).toEqual(textIds.map(() => 200))
  }
  for (let first = 0; first < packed.length; first += fields.length) {
    const values = Object.fromEntries(fields.map((field, index) => [field, packed[(first + index) % packed.length]]))
    const added = await staff.post('client/add', { json: { ...values, email: `corpus.xss${first}@example.fr` } })
    expect(added.status).toBe(200)
    written.clientIds.push(added.body.id)
  }
  // A registration type's titles (100 characters at most), shown on the registration pages.
  const types = (await staff.get('registration_type/all')).body as { id: number; category: string; subcategory: string }[]
  const type = types.find((item) => item.category === 'stage' && item.subcategory === 'meditation')!
  const [category, subcategory, registration] = packedPayloads(100)
  const titles = { title_category: category, title_subcategory: subcategory, title_registration: registration }
  const retitled = await staff.put(`registration_type/${type.id}`, { json: { ...type, ...titles } })
  expect(retitled.status, JSON.stringify(retitled.body)).toBe(200)
  const message = { fullName: packed[0], email: 'corpus.xss@example.fr', message: packed.join('\n').slice(0, 2000) }
  expect((await apiCaller(site).post('contact/sendMessage', { json: message })).status).toBe(200)
})

afterEach(() => {
  expect(runs).toEqual([])
})

async function visit(path: string, shows: string[] = []) {
  const { page } = browser
  const response = await page.goto(`${site.url}${path}`, { waitUntil: 'load' })
  expect(response?.status(), path).toBe(200)
  for (const text of shows) expect(await page.getByText(text).count(), `${text} on ${path}`).toBeGreaterThan(0)
  expect(await page.evaluate(domProblems, editorTags), path).toEqual([])
}

/** Each payload's witness paragraph shows: the sanitiser kept the harmless words around what it removed. */
async function expectEveryWitness() {
  const witnesses = await browser.page.locator('.rich-text p').allTextContents()
  for (const { n } of xssPayloads) expect(witnesses, `Témoin ${n} on ${browser.page.url()}`).toContain(`Témoin ${n}`)
}

it('records what runs on the site’s pages: a call, and an inline handler the CSP blocks (the recorder works)', async () => {
  await browser.page.goto(`${site.url}/contact`)
  await browser.page.evaluate(() => {
    ;(window as unknown as { __xss(n: number): void }).__xss(0)
    document.body.insertAdjacentHTML('beforeend', '<img src="/x.png" onerror="__xss(0)">')
  })
  await expect.poll(() => runs.map((run) => run.split(' on ')[0])).toEqual(['payload 0 ran', 'CSP violation'])
  runs.length = 0
})

it('runs none on the public pages: news, blog, an article, pages’ texts, an offer page and its structured data', async () => {
  await visit('/news', packed)
  await expectEveryWitness()
  await visit('/', ['Témoin 1', last])
  const alternatives = await browser.page.evaluate(() => Array.from(document.images, (image) => image.alt))
  expect(alternatives).toContain(packed[0])
  await visit(offer.path, ['Témoin 1', last])
  await visit('/registration')
  await visit('/registration/stage/meditation', [packedPayloads(100)[2]])
  await visit('/blog', [xssPayloads[0].text])
  await visit(`/blog/${written.article}`)
  await expectEveryWitness()
})

it('runs none in the back-office: lists, editors, revisions, clients and messages', async () => {
  const { context, page } = browser
  const admin = await staffVisitor(site, await adminCredentials(site))
  await context.addCookies([...admin.cookies].map(([name, value]) => ({ name, value, url: site.url })))
  await visit('/admin/home')
  await visit('/admin/news-handler', [packed[1]])
  // The editors' scripts read the stored html once the page has hydrated.
  await visit(`/admin/news-handler/${written.allInOne}`)
  await page.waitForLoadState('networkidle')
  await visit(`/admin/text-revisions/news/${written.allInOne}/text`, ['Témoin 1', last])
  await visit(`/admin/blog-handler?article=${written.article}`)
  await visit(`/admin/page-texts/${pageIds.home}/${written.homeText}?retour=/`)
  await page.waitForLoadState('networkidle')
  await visit('/admin/client-management?q=corpus.xss', [packed[0]])
  for (const id of written.clientIds) await visit(`/admin/client-management/${id}`)
  await visit('/admin/messages', [packed[0], packed[1]])
  await visit(`/admin/image-handler?folder=${pageIds.home}&image=${written.homeImages[0]}`)
  await visit('/admin/registration-handler/stage/meditation')
  await context.clearCookies()
})

it('runs none in the client area, the fields set by the client', async () => {
  const account = await openAccountThroughApi(site)
  const client = apiCaller(site)
  const me = await client.post('client/login', { json: account })
  expect(me.status).toBe(200)
  // Every field but the note, which the school alone writes.
  const own = Object.fromEntries(fields.filter((field) => field !== 'note').map((field, index) => [field, packed[index]]))
  const ownUpdate = await client.put(`client/update/${me.body.client.id}`, { json: own })
  expect(ownUpdate.status, JSON.stringify(ownUpdate.body)).toBe(200)
  const visitor = new SiteVisitor(site)
  await visitor.post('/client-account', { intent: 'login', ...account })
  await browser.context.addCookies([...visitor.cookies].map(([name, value]) => ({ name, value, url: site.url })))
  await visit('/client-account')
  await browser.page.waitForLoadState('networkidle')
  expect(await browser.page.content()).toContain('__xss(1)')
})

it('refuses a control character in French, in an html text and a plain field, and a javascript: link', async () => {
  const staff = new ApiCaller(site.apiUrl)
  expect((await staff.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })).status).toBe(200)
  const html = await staff.put(`news/${written.allInOne}/text?publish=true`, { html: '<p>Avant\u0000<script>__xss(0)</script></p>' })
  expect(html.status).toBe(400)
  expect(JSON.stringify(html.body)).toContain(controlCharacters)
  const types = (await staff.get('registration_type/all')).body as { id: number; link: string }[]
  const link = await staff.put(`registration_type/${types[0].id}`, { json: { ...types[0], link: 'javascript:__xss(0)' } })
  expect(link.status).toBe(400)
  expect(JSON.stringify(link.body)).toContain('Chemin du site (/…) ou adresse http(s) attendu')
  const field = await staff.put(`client/update/${written.clientIds[0]}`, { json: { city: '<img src=x onerror=__xss(0)>\u0000' } })
  expect(field.status).toBe(400)
  expect(JSON.stringify(field.body)).toContain(controlCharacters)
})
