import { beforeAll, describe, expect, it } from 'vitest'
import { apiForTests } from '../support/api'
import { ApiCaller } from '../support/http'
import { loginStaff } from '../support/users'

const api = apiForTests()
let mainTexts: ApiCaller // right 10: page texts
let itemTexts: ApiCaller // right 11: blog and news texts
let imagesOnly: ApiCaller
let visitor: ApiCaller

beforeAll(async () => {
  ;[mainTexts, itemTexts, imagesOnly] = await Promise.all([loginStaff(api, '10'), loginStaff(api, '11'), loginStaff(api, '4')])
  visitor = new ApiCaller(api.url)
})

/** The published texts of the second page, article or news item, as anybody reads them. */
async function publicTexts(name: 'page' | 'blog' | 'news'): Promise<Record<string, string>> {
  if (name === 'news') return (await visitor.get('news/all')).body.find((item: any) => item.id === 2).texts
  return (await visitor.get(name === 'page' ? 'page/2' : 'blog/byId/2')).body.texts
}

/**
 * The three html text routes, each for its second owner: who may write, the answer's text, and the text as later read
 * back by anybody (saved with `?publish=true`: a save is otherwise the draft of a published owner, decision 0036).
 */
const routes = (
  [
    { name: 'page', unknown: 'page/999/bloc', badId: ['page/abc/bloc', 'pageId'], writer: () => mainTexts, other: () => itemTexts },
    { name: 'blog', unknown: 'blog/999/content', badId: ['blog/0/content', 'blogId'], writer: () => itemTexts, other: () => mainTexts },
    { name: 'news', unknown: 'news/999/text', badId: ['news/1.5/text', 'newsId'], writer: () => itemTexts, other: () => mainTexts },
  ] as const
).map((route) => ({
  ...route,
  path: (textId: string) => `${route.name}/2/${textId}?publish=true`,
  answered: (body: any, textId: string) => body.texts[textId],
  stored: async (textId: string) => (await publicTexts(route.name))[textId],
}))

const hostile: [string, string][] = [
  ['script', '<p>Avant<script>alert("x")</script>après</p>'],
  ['img onerror', '<img src=x onerror=alert(1)><p>Image</p>'],
  ['event handlers', '<p onclick="alert(1)" onmouseover=alert(2)>Clic</p>'],
  ['javascript: link', '<a href="javascript:alert(1)">lien</a>'],
  ['JavaScript: in mixed case, with spaces', '<p><a href="  JaVaScRiPt:alert(1)">lien</a></p>'],
  ['javascript: hidden by entities', '<a href="&#106;ava&#x09;script&colon;alert(1)">lien</a>'],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">lien</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">lien</a>'],
  ['protocol-relative link', '<a href="//evil.example/x">lien</a>'],
  ['iframe', '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe><p>Cadre</p>'],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf"><p>Objet</p>'],
  ['style element', '<style>body{display:none}</style><p>Stylé</p>'],
  ['style beyond text-align', '<p style="color:red;background:url(javascript:alert(1));text-align:center;position:fixed">Style</p>'],
  ['bad alignment value', '<p style="text-align: expression(alert(1))">Aligné</p>'],
  ['nested script tags', '<<script>script>alert(1)<</script>/script><p>Imbriqué</p>'],
  ['split script tags', '<scr<script>ipt>alert(1)</scr</script>ipt><p>Coupé</p>'],
  ['svg onload', '<svg onload=alert(1)><script>alert(1)</script></svg><p>Svg</p>'],
  [
    'math and mutation tricks',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><p>Math</p>',
  ],
  ['noscript breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>Noscript</p>'],
  [
    'form and inputs',
    '<form action="https://evil.example"><input name="x"><button formaction="javascript:alert(1)">Envoyer</button></form>',
  ],
  [
    'attributes smuggled on allowed tags',
    '<p id="x" class="y" title="t" data-x="1"><strong style="color:red" onclick="x()">Gras</strong></p>',
  ],
  ['link with a data: target on another attribute', '<a href="https://example.org" ping="data:x" target="_top" rel="opener">lien</a>'],
]

const allowedTags = new Set(['p', 'br', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'a', 'ol', 'ul', 'li'])

/** What must never come out of an html text, whatever came in. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<\s*(script|img|iframe|svg|math|style|form|input|button|object|embed|noscript|mglyph|table)\b/i)
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i)
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i)
  for (const [, tag] of html.matchAll(/<\/?([a-z0-9]+)/gi)) expect(allowedTags).toContain(tag.toLowerCase())
  for (const [, name, value] of html.matchAll(/\s([a-z-]+)="([^"]*)"/gi)) {
    expect(['href', 'target', 'rel', 'style']).toContain(name)
    if (name === 'href') expect(value).toMatch(/^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/)
    if (name === 'style') expect(value).toMatch(/^text-align:(left|center|right|justify)$/)
    if (name === 'target') expect(value).toBe('_blank')
    if (name === 'rel') expect(value).toBe('noopener noreferrer')
  }
}

const editorHtml =
  '<h2 style="text-align: center">Titre</h2><h3>Sous-titre</h3><h4>Petit titre</h4>' +
  '<p style="text-align: justify">Du <strong>gras</strong>, de l’<em>italique</em>, du <u>souligné</u>, du <s>barré</s>,<br>une ligne.</p>' +
  '<ul><li><p>un</p></li></ul><ol><li><p>deux</p></li></ol>' +
  '<p><a href="https://example.org/page" target="_blank" rel="noopener noreferrer nofollow">lien</a> <a href="mailto:contact@example.org">mail</a> ' +
  '<a href="tel:+33478000000">tél.</a> <a href="/contact">interne</a> <a href="http://example.org">http</a></p>'

describe.each(routes)('PUT $name html texts', (route) => {
  it.each(hostile)('lets nothing hostile through: %s', async (_name, input) => {
    const answer = await route.writer().put(route.path('hostile'), { html: `${input}<p>Fin du texte</p>` })
    expect(answer.status).toBe(200)
    const answered = route.answered(answer.body, 'hostile')
    expectHarmless(answered)
    expect(answered).toMatch(/<p>Fin du texte<\/p>$/)
    expect(await route.stored('hostile')).toBe(answered)
  })

  it('keeps what the editor produces, and gives new-tab links rel="noopener noreferrer"', async () => {
    const answer = await route.writer().put(route.path('formatted'), { html: editorHtml })
    expect(answer.status).toBe(200)
    const expected =
      '<h2 style="text-align:center">Titre</h2><h3>Sous-titre</h3><h4>Petit titre</h4>' +
      '<p style="text-align:justify">Du <strong>gras</strong>, de l’<em>italique</em>, du <u>souligné</u>, du <s>barré</s>,<br />une ligne.</p>' +
      '<ul><li><p>un</p></li></ul><ol><li><p>deux</p></li></ol>' +
      '<p><a href="https://example.org/page" target="_blank" rel="noopener noreferrer">lien</a> <a href="mailto:contact@example.org">mail</a> ' +
      '<a href="tel:+33478000000">tél.</a> <a href="/contact">interne</a> <a href="http://example.org">http</a></p>'
    expect(route.answered(answer.body, 'formatted')).toBe(expected)
    expect(await route.stored('formatted')).toBe(expected)
  })

  it('writes a new block, then replaces it', async () => {
    const first = await route.writer().put(route.path('nouveau-bloc'), { html: '<p>Première version</p>' })
    expect(route.answered(first.body, 'nouveau-bloc')).toBe('<p>Première version</p>')
    const second = await route.writer().put(route.path('nouveau-bloc'), { html: '<p>Seconde version</p>' })
    expect(second.status).toBe(200)
    expect(await route.stored('nouveau-bloc')).toBe('<p>Seconde version</p>')
  })

  it('answers 400 on `text` when empty once sanitised, missing or too long; 413 when far too long', async () => {
    const writer = route.writer()
    expect(await writer.put(route.path('vide'), { html: '<p> \u00a0</p><script>alert(1)</script><img src=x>' })).toMatchObject({
      status: 400,
      body: { errors: { text: ['Le texte est vide une fois nettoyé de ce qui n’est pas autorisé.'] } },
    })
    expect(await writer.put(route.path('vide'))).toMatchObject({ status: 400, body: { errors: { text: ['Ce champ est obligatoire'] } } })
    expect(await writer.put(route.path('long'), { html: `<p>${'a'.repeat(100_000)}</p>` })).toMatchObject({
      status: 400,
      body: { errors: { text: ['100\u202f000 caractères maximum'] } },
    })
    expect(await writer.put(route.path('long'), { html: `<p>${'a'.repeat(500_000)}</p>` })).toMatchObject({
      status: 413,
      body: { message: 'Le contenu envoyé est trop volumineux.' },
    })
    expect(await route.stored('vide')).toBeUndefined()
    expect(await route.stored('long')).toBeUndefined()
  })

  it('answers 415 to a body that is not text/html in utf-8', async () => {
    const writer = route.writer()
    const message = 'Le texte doit être envoyé en html (text/html; charset=utf-8).'
    expect(await writer.put(route.path('json'), { json: { html: '<p>x</p>' } })).toMatchObject({ status: 415, body: { message } })
    expect(await writer.put(route.path('latin1'), { raw: '<p>x</p>', contentType: 'text/html; charset=iso-8859-1' })).toMatchObject({
      status: 415,
      body: { message },
    })
  })

  it('answers 400 naming a bad id or text id, and 404 for an unknown entity', async () => {
    const writer = route.writer()
    const [badPath, field] = route.badId
    expect(await writer.put(badPath, { html: '<p>x</p>' })).toMatchObject({
      status: 400,
      body: { errors: { [field]: ['Nombre entier attendu'] } },
    })
    const badText = await writer.put(route.path('bloc%20invalide'), { html: '<p>x</p>' })
    expect(badText.status).toBe(400)
    expect(Object.keys(badText.body.errors)).toEqual([route.name === 'news' ? 'textName' : 'textId'])
    expect(await writer.put(route.unknown, { html: '<p>x</p>' })).toMatchObject({
      status: 404,
      body: { message: expect.stringMatching(/n’existe pas\.$/) },
    })
  })

  it('answers 401 without session and 403 without the right, writing nothing', async () => {
    expect((await visitor.put(route.path('refus'), { html: '<p>x</p>' })).status).toBe(401)
    expect((await route.other().put(route.path('refus'), { html: '<p>x</p>' })).status).toBe(403)
    expect((await imagesOnly.put(route.path('refus'), { html: '<p>x</p>' })).status).toBe(403)
    expect(await route.stored('refus')).toBeUndefined()
  })
})

describe('pasted html', () => {
  it('is folded into what the editor writes', async () => {
    const answer = await mainTexts.put('page/2/colle', {
      html: '<h1>Grand</h1><h6>Petit</h6><div><b>b</b> <i>i</i> <strike>st</strike> <del>del</del></div><span class="x">span</span>',
    })
    expect(answer.body.texts.colle).toBe('<h2>Grand</h2><h4>Petit</h4><p><strong>b</strong> <em>i</em> <s>st</s> <s>del</s></p>span')
  })
})

describe.each([
  ['blog', 'blog/3', async () => (await visitor.get('blog/byId/3')).body],
  ['news', 'news/3', async () => (await visitor.get('news/all')).body.find((item: any) => item.id === 3)],
] as const)('PUT %s/{id}/title', (_name, base, read) => {
  it('sets the title to the words of the text, and keeps it out of the text blocks', async () => {
    const answer = await itemTexts.put(`${base}/title?publish=true`, {
      html: '<p>Un  <strong>nouveau</strong>\ntitre <script>x</script></p>',
    })
    expect(answer.status).toBe(200)
    expect(answer.body.title).toBe('Un nouveau titre')
    expect(answer.body.texts).not.toHaveProperty('title')
    expect((await read()).title).toBe('Un nouveau titre')
  })

  it('answers 400 on `text` beyond 255 characters', async () => {
    const answer = await itemTexts.put(`${base}/title?publish=true`, { html: `<p>${'t'.repeat(256)}</p>` })
    expect(answer).toMatchObject({ status: 400, body: { errors: { text: ['255 caractères maximum'] } } })
    expect((await read()).title).toBe('Un nouveau titre')
  })
})
