import { beforeAll, describe, expect, it } from 'vitest'
import { SITTING_MS } from '../../server/services/html-texts'
import { apiForTests } from '../support/api'
import { testClock } from '../support/clock'
import { ApiCaller } from '../support/http'
import { createStaff, loginBody } from '../support/users'

let mainTexts: Staff // right 10: page texts
let itemTexts: Staff // right 11: blog and news texts
let visitor: ApiCaller
// Saves of one member minutes apart, each kept as a revision: closer ones make one (decision 0033, text-saves.test.ts).
const clock = testClock()
const api = apiForTests({}, { clock })

interface Staff {
  user: string
  caller: ApiCaller
}

/** A staff user holding `rights`, logged in, with their name (revisions name who saved). */
async function staff(rights: string): Promise<Staff> {
  const credentials = await createStaff(api.db, rights)
  const caller = new ApiCaller(api.url)
  expect((await caller.post('user/login', { json: loginBody(api, credentials) })).status).toBe(200)
  return { user: credentials.user, caller }
}

beforeAll(async () => {
  ;[mainTexts, itemTexts] = await Promise.all([staff('10'), staff('11')])
  visitor = new ApiCaller(api.url)
})

const html = (words: string) => `<p>${words}</p>`

/** The texts staff edit of the second page, article or news item (a published owner's draft, decision 0036). */
async function editableTexts(kind: 'page' | 'blog' | 'news'): Promise<Record<string, string>> {
  if (kind === 'page') return (await mainTexts.caller.get('page/2/editable')).body.texts
  return (await itemTexts.caller.get(`${kind}/editable`)).body.find((item: any) => item.id === 2).texts
}

/**
 * The three kinds of html texts, each of its second owner: where a text is saved, where its revisions are read and
 * restored, who may, and the text staff edit.
 */
const kinds = (
  [
    { kind: 'page', unknown: 'text-revisions/page/999/bloc', writer: () => mainTexts, other: () => itemTexts },
    { kind: 'blog', unknown: 'text-revisions/blog/999/content', writer: () => itemTexts, other: () => mainTexts },
    { kind: 'news', unknown: 'text-revisions/news/999/text', writer: () => itemTexts, other: () => mainTexts },
  ] as const
).map((text) => ({
  ...text,
  save: (textId: string) => `${text.kind}/2/${textId}`,
  revisions: (textId: string) => `text-revisions/${text.kind}/2/${textId}`,
  current: async (textId: string) => (await editableTexts(text.kind))[textId],
}))

describe.each(kinds)('revisions of $kind texts', (text) => {
  const save = async (textId: string, words: string, writer = text.writer()) => {
    clock.advance(SITTING_MS)
    const answer = await writer.caller.put(text.save(textId), { html: html(words) })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  }
  const revisions = async (textId: string) => {
    const answer = await text.writer().caller.get(text.revisions(textId))
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body as { id: number; html: string; savedAt: string; savedBy: string }[]
  }

  it('keeps the html each save replaces, newest first, with who saved over it and when', async () => {
    const before = Date.now()
    await save('versions', 'Première')
    expect(await revisions('versions')).toEqual([])
    await save('versions', 'Deuxième')
    await save('versions', 'Troisième')
    const kept = await revisions('versions')
    expect(kept.map((revision) => revision.html)).toEqual([html('Deuxième'), html('Première')])
    expect(kept[0].id).toBeGreaterThan(kept[1].id)
    for (const revision of kept) {
      expect(revision.savedBy).toBe(text.writer().user)
      expect(Date.parse(revision.savedAt)).toBeGreaterThanOrEqual(before - 60_000)
      expect(Date.parse(revision.savedAt)).toBeLessThanOrEqual(Date.now() + 60_000)
    }
  })

  it('keeps nothing for an unchanged save or a refused one', async () => {
    await save('inchange', 'Même texte')
    await save('inchange', 'Même texte')
    expect(await revisions('inchange')).toEqual([])
    const refused = await text.writer().caller.put(text.save('inchange'), { html: '<script>x</script>' })
    expect(refused.status).toBe(400)
    expect(await revisions('inchange')).toEqual([])
  })

  it(`keeps the last 20 of a text`, async () => {
    for (let version = 1; version <= 23; version++) await save('elague', `Version ${version}`)
    const kept = await revisions('elague')
    expect(kept.map((revision) => revision.html)).toEqual(Array.from({ length: 20 }, (_, i) => html(`Version ${22 - i}`)))
    expect(await revisions('autre-texte')).toEqual([])
  })

  it('keeps each replaced text once when saves of several members arrive at the same time', async () => {
    await save('ensemble', 'Version 0')
    const versions = Array.from({ length: 6 }, (_, i) => `Version ${i + 1}`)
    const writers = await Promise.all(versions.map(() => staff(text.kind === 'page' ? '10' : '11')))
    await Promise.all(versions.map((words, i) => save('ensemble', words, writers[i])))
    const kept = (await revisions('ensemble')).map((revision) => revision.html)
    // Whatever the order, the texts replaced and the current one are every version, each once.
    expect([...kept, await text.current('ensemble')].sort()).toEqual(['Version 0', ...versions].map(html).sort())
  })

  it('restores a version through the save path: the text it replaces is kept in turn, and the save is logged', async () => {
    await save('retour', 'Bonne version')
    await save('retour', 'Mauvaise version')
    const [good] = await revisions('retour')
    expect(good.html).toBe(html('Bonne version'))

    const restored = await text.writer().caller.post(`text-revisions/${text.kind}/${good.id}/restore`)
    expect(restored.status, JSON.stringify(restored.body)).toBe(200)
    expect(restored.body.texts.retour).toBe(html('Bonne version'))
    expect(await text.current('retour')).toBe(html('Bonne version'))
    expect((await revisions('retour')).map((revision) => revision.html)).toEqual([html('Mauvaise version'), html('Bonne version')])

    const [logged] = (await text.writer().caller.get(`activity/${text.kind}/2`)).body
    expect(logged).toMatchObject({
      action: 'update',
      staffName: text.writer().user,
      changes: { retour: { before: html('Mauvaise version'), after: html('Bonne version') } },
    })
  })

  it('answers 404 to an unknown text owner, revision, or a revision of another kind; ids are read strictly', async () => {
    const writer = text.writer().caller
    expect(await writer.get(text.unknown)).toMatchObject({ status: 404, body: { message: expect.stringMatching(/n’existe pas\.$/) } })
    for (const path of [
      text.revisions('bloc%20invalide'),
      text.revisions('x').replace('/2/', '/02/'),
      text.revisions('x').replace('/2/', '/0x2/'),
    ]) {
      expect((await writer.get(path)).status, path).toBe(404)
    }
    for (const id of ['999999', '01', '1e2', '-1', 'abc']) {
      expect(await writer.post(`text-revisions/${text.kind}/${id}/restore`), id).toMatchObject({
        status: 404,
        body: { message: 'Cette version du texte n’existe pas.' },
      })
    }
    await save('autre-sorte', 'Un')
    await save('autre-sorte', 'Deux')
    const [revision] = await revisions('autre-sorte')
    const otherKind = text.kind === 'news' ? 'blog' : 'news'
    expect((await itemTexts.caller.post(`text-revisions/${otherKind}/${revision.id}/restore`)).status).toBe(404)
    expect(await text.current('autre-sorte')).toBe(html('Deux'))
  })

  it('answers 401 to nobody and 403 without the right of the save route', async () => {
    await save('droits', 'Un')
    await save('droits', 'Deux')
    const [revision] = await revisions('droits')
    expect((await visitor.get(text.revisions('droits'))).status).toBe(401)
    expect((await text.other().caller.get(text.revisions('droits'))).status).toBe(403)
    expect((await visitor.post(`text-revisions/${text.kind}/${revision.id}/restore`)).status).toBe(401)
    expect((await text.other().caller.post(`text-revisions/${text.kind}/${revision.id}/restore`)).status).toBe(403)
    expect(await text.current('droits')).toBe(html('Deux'))
  })
})

describe('revisions of seeded texts and titles', () => {
  it('keep the seeded html that the first save replaces', async () => {
    const { texts } = (await visitor.get('page/2')).body as { texts: Record<string, string> }
    const [textId, seeded] = Object.entries(texts).find(([, value]) => value.includes('<'))!
    expect((await mainTexts.caller.put(`page/2/${textId}`, { html: html('Remplacé') })).status).toBe(200)
    const [revision] = (await mainTexts.caller.get(`text-revisions/page/2/${textId}`)).body
    expect(revision.html).toBe(seeded)
  })

  it('keep no version of a title, which is not an html text', async () => {
    expect((await itemTexts.caller.put('blog/3/title', { html: html('Un autre titre') })).status).toBe(200)
    expect((await itemTexts.caller.get('text-revisions/blog/3/title')).body).toEqual([])
  })
})
