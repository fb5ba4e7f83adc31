import { beforeAll, describe, expect, it } from 'vitest'
import { SITTING_MS } from '../../server/services/html-texts'
import { apiForTests } from '../support/api'
import { testClock } from '../support/clock'
import { ApiCaller } from '../support/http'
import { createStaff, loginBody } from '../support/users'

// Decision 0033: a save opened at an older version of the text is refused, and one member's saves a few minutes
// apart (an editor's autosaves) make one revision.

const clock = testClock('2026-11-26T09:00:00Z')
const api = apiForTests({}, { clock })

interface Staff {
  user: string
  caller: ApiCaller
}

async function staff(rights: string, user?: string): Promise<Staff> {
  const credentials = await createStaff(api.db, rights, user)
  const caller = new ApiCaller(api.url)
  expect((await caller.post('user/login', { json: loginBody(api, credentials) })).status).toBe(200)
  return { user: credentials.user, caller }
}

let marie: Staff
let paul: Staff

beforeAll(async () => {
  ;[marie, paul] = await Promise.all([staff('10;11', 'Marie'), staff('10;11', 'Paul')])
})

const html = (words: string) => `<p>${words}</p>`

const kinds = [
  { kind: 'page', save: (textId: string) => `page/2/${textId}`, versions: 'text-versions/page/2', revisions: 'text-revisions/page/2' },
  { kind: 'blog', save: (textId: string) => `blog/2/${textId}`, versions: 'text-versions/blog/2', revisions: 'text-revisions/blog/2' },
  { kind: 'news', save: (textId: string) => `news/2/${textId}`, versions: 'text-versions/news/2', revisions: 'text-revisions/news/2' },
] as const

describe.each(kinds)('saves of $kind texts', (text) => {
  const put = (who: Staff, textId: string, words: string, query = '') =>
    who.caller.put(`${text.save(textId)}${query}`, { html: html(words) })
  const versionOf = async (textId: string) => {
    const answer = await marie.caller.get(text.versions)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body[textId] as { version: number; savedAt: string; savedBy: string } | undefined
  }
  const revisionTexts = async (textId: string) =>
    ((await marie.caller.get(`${text.revisions}/${textId}`)).body as { html: string }[]).map((revision) => revision.html)

  it('counts a version at each save, with who saved and when', async () => {
    expect(await versionOf('compte')).toBeUndefined()
    clock.set('2026-11-26T09:10:00Z')
    expect((await put(marie, 'compte', 'Un', '?baseRevision=0')).status).toBe(200)
    expect(await versionOf('compte')).toEqual({ version: 1, savedAt: '2026-11-26T09:10:00.000Z', savedBy: 'Marie' })
    expect((await put(paul, 'compte', 'Deux')).status).toBe(200)
    expect(await versionOf('compte')).toMatchObject({ version: 2, savedBy: 'Paul' })
  })

  it('refuses a save opened before another member’s, naming them and the time, and overwrites nothing', async () => {
    clock.set('2026-11-26T09:20:00Z')
    expect((await put(marie, 'ensemble', 'Le texte de départ')).status).toBe(200)
    const opened = (await versionOf('ensemble'))!.version
    // Paul and Marie open the text; Paul saves first, at 10 h 42 in Paris.
    clock.set('2026-11-26T09:42:00Z')
    expect((await put(paul, 'ensemble', 'Le texte de Paul', `?baseRevision=${opened}`)).status).toBe(200)
    clock.advance(60_000)
    const refused = await put(marie, 'ensemble', 'Le texte de Marie', `?baseRevision=${opened}`)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      'Ce texte a été modifié par Paul à 10\u00a0h\u00a042 depuis que vous l’avez ouvert\u00a0: vos modifications ne sont pas enregistrées. Gardez-les de côté, voyez sa version, puis enregistrez à nouveau pour la remplacer.',
    )
    expect(await revisionTexts('ensemble')).toEqual([html('Le texte de départ')])
    const current = await versionOf('ensemble')
    expect(current).toMatchObject({ version: opened + 1, savedBy: 'Paul' })

    // Having seen Paul's version, Marie saves over it knowingly.
    expect((await put(marie, 'ensemble', 'Le texte de Marie', `?baseRevision=${current!.version}`)).status).toBe(200)
    expect(await revisionTexts('ensemble')).toEqual([html('Le texte de Paul'), html('Le texte de départ')])
  })

  it('takes a save opened before the same member’s own last save (their autosave, their other tab)', async () => {
    expect((await put(marie, 'les-miens', 'Un')).status).toBe(200)
    const opened = (await versionOf('les-miens'))!.version
    expect((await put(marie, 'les-miens', 'Deux', `?baseRevision=${opened}`)).status).toBe(200)
    expect((await put(marie, 'les-miens', 'Trois', `?baseRevision=${opened}`)).status).toBe(200)
    expect(await versionOf('les-miens')).toMatchObject({ version: opened + 2, savedBy: 'Marie' })
  })

  it('names the day of a save of another day', async () => {
    clock.set('2026-11-25T16:05:00Z')
    expect((await put(paul, 'veille', 'Hier')).status).toBe(200)
    clock.set('2026-11-26T08:00:00Z')
    const refused = await put(marie, 'veille', 'Aujourd’hui', '?baseRevision=0')
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(
      /^Ce texte a été modifié par Paul le 25 novembre à 17\u00a0h\u00a005 depuis que vous l’avez ouvert/,
    )
  })

  it('keeps today’s behaviour without baseRevision, and refuses a malformed one with a French 400', async () => {
    expect((await put(paul, 'sans-base', 'Un')).status).toBe(200)
    expect((await put(marie, 'sans-base', 'Deux')).status).toBe(200)
    for (const base of ['abc', '-1', '1.5', '01']) {
      const answer = await put(marie, 'sans-base', 'Trois', `?baseRevision=${base}`)
      expect(answer.status, base).toBe(400)
      expect(answer.body.errors.baseRevision, base).toEqual(['Nombre entier attendu'])
    }
  })
})

describe('autosaves', () => {
  const put = (who: Staff, textId: string, words: string) => who.caller.put(`page/2/${textId}`, { html: html(words) })
  const revisionTexts = async (textId: string) =>
    ((await marie.caller.get(`text-revisions/page/2/${textId}`)).body as { html: string }[]).map((revision) => revision.html)

  it('of one member a few minutes apart make one revision: the text before they started', async () => {
    clock.set('2026-11-26T10:00:00Z')
    expect((await put(paul, 'seance', 'Avant')).status).toBe(200)
    clock.advance(SITTING_MS)
    for (const words of ['Avant, puis', 'Avant, puis un mot', 'Avant, puis une phrase']) {
      clock.advance(3_000)
      expect((await put(marie, 'seance', words)).status).toBe(200)
    }
    clock.advance(SITTING_MS - 1_000)
    expect((await put(marie, 'seance', 'Avant, puis une phrase finie')).status).toBe(200)
    expect(await revisionTexts('seance')).toEqual([html('Avant')])
  })

  it('start a new revision after a pause of a few minutes, or after another member’s save', async () => {
    clock.set('2026-11-26T11:00:00Z')
    expect((await put(marie, 'pause', 'Un')).status).toBe(200)
    clock.advance(SITTING_MS)
    expect((await put(marie, 'pause', 'Deux')).status).toBe(200)
    clock.advance(1_000)
    expect((await put(paul, 'pause', 'Trois')).status).toBe(200)
    clock.advance(1_000)
    expect((await put(marie, 'pause', 'Quatre')).status).toBe(200)
    expect(await revisionTexts('pause')).toEqual([html('Trois'), html('Deux'), html('Un')])
  })

  it('never take in a restore: the text it replaces is kept, as before', async () => {
    clock.set('2026-11-26T12:00:00Z')
    expect((await put(marie, 'retour', 'Ancien')).status).toBe(200)
    clock.advance(SITTING_MS)
    expect((await put(marie, 'retour', 'En cours')).status).toBe(200)
    const [older] = (await marie.caller.get('text-revisions/page/2/retour')).body
    clock.advance(2_000)
    expect((await marie.caller.post(`text-revisions/page/${older.id}/restore`)).status).toBe(200)
    expect(await revisionTexts('retour')).toEqual([html('En cours'), html('Ancien')])
  })
})
