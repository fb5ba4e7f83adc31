import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RegistrationType } from '#contract/registration'
import { activity, registration, registrationClient, registrationWaiting } from '../../server/db/schema'
import type { TestApi } from '../support/api'
import { createClientAccount } from '../support/clients'
import type { ApiCaller } from '../support/http'
import { loginStaff, startApiWithStaff } from '../support/users'

let api: TestApi
let editor: ApiCaller
let type: RegistrationType

beforeAll(async () => ({ api, editor } = await startApiWithStaff({ editor: '7;8' })))
beforeAll(async () => {
  type = (await editor.get('registration_type/all')).body.find((one: RegistrationType) => one.subcategory === 'sagacity')
})
afterAll(() => api?.close())

/** A session of its own with two participants (one without a first name) and one anonymised place. */
async function sessionWithParticipants() {
  const [row] = await api.db.insert(registration).values({ idRegistrationType: type.id, eventDate: '2031-05-17', data: {} }).returning()
  const ana = await createClientAccount(api, { firstName: 'Ana', secondName: 'Roux' })
  const anonymous = await createClientAccount(api, { firstName: '', secondName: 'Sans-Prénom' })
  for (const person of [ana, anonymous]) await api.db.insert(registrationClient).values({ registrationId: row.id, clientId: person.row.id })
  await api.db.insert(registrationClient).values({ registrationId: row.id, clientId: null, anonymised: true })
  return { row, ana, anonymous }
}

const message = { subject: 'Changement de salle', message: 'Bonjour,\r\nLa session aura lieu salle 2.\nÀ bientôt' }
const messagesTo = async (addresses: string[]) => (await api.mails()).filter((mail) => addresses.includes(mail.to))

describe('POST registration/{id}/message', () => {
  it('lists the recipients without sending, then sends one mail each through the outbox and logs it once', async () => {
    const { row, ana, anonymous } = await sessionWithParticipants()
    const preview = await editor.post(`registration/${row.id}/message`, { json: message })
    expect(preview.status).toBe(200)
    expect(preview.body).toEqual({
      sent: false,
      recipients: [
        { clientId: ana.row.id, name: 'Ana Roux', email: ana.email, waiting: false },
        { clientId: anonymous.row.id, name: 'Sans-Prénom', email: anonymous.email, waiting: false },
      ],
    })
    expect(await messagesTo([ana.email, anonymous.email])).toEqual([])
    const logged = () =>
      api.db
        .select()
        .from(activity)
        .where(and(eq(activity.entityId, row.id), eq(activity.action, 'message')))
    expect(await logged()).toEqual([])

    const sent = await editor.post(`registration/${row.id}/message`, { json: { ...message, confirm: true } })
    expect(sent.status).toBe(200)
    expect(sent.body).toMatchObject({ sent: true, recipients: preview.body.recipients })
    const mails = await messagesTo([ana.email, anonymous.email])
    expect(mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual(
      [
        [ana.email, 'Changement de salle'],
        [anonymous.email, 'Changement de salle'],
      ].sort(),
    )
    expect(mails.find((mail) => mail.to === ana.email)?.text).toContain(
      'Bonjour Ana,\n\nBonjour,\nLa session aura lieu salle 2.\nÀ bientôt',
    )
    expect(mails.find((mail) => mail.to === anonymous.email)?.text).toMatch(/^Bonjour,\n\n/)
    expect(mails.every((mail) => mail.replyTo === api.config.schoolEmail)).toBe(true)

    const [entry, ...more] = await logged()
    expect(more).toEqual([])
    expect(entry).toMatchObject({ entity: 'registration', staffName: expect.any(String) })
    expect(entry.changes).toMatchObject({ subject: { after: 'Changement de salle' }, recipients: { after: 2 } })
    const shown = (await editor.get(`activity/registration/${row.id}`)).body
    expect(shown[0]).toMatchObject({ action: 'message', label: `${type.title_registration} 17/05/2031` })
  })

  it('adds the waiting list with waiting=true, in its order, after the participants', async () => {
    const { row } = await sessionWithParticipants()
    const second = await createClientAccount(api, { firstName: 'Zoé', secondName: 'Second' })
    const first = await createClientAccount(api, { firstName: 'Yves', secondName: 'Premier' })
    await api.db.insert(registrationWaiting).values([
      { registrationId: row.id, clientId: second.row.id, rank: 2 },
      { registrationId: row.id, clientId: first.row.id, rank: 1 },
    ])
    const without = await editor.post(`registration/${row.id}/message`, { json: message })
    expect(without.body.recipients.map((one: { name: string }) => one.name)).toEqual(['Ana Roux', 'Sans-Prénom'])
    const answer = await editor.post(`registration/${row.id}/message`, { json: { ...message, waiting: true } })
    expect(answer.status).toBe(200)
    expect(answer.body.recipients.map((one: { name: string; waiting: boolean }) => [one.name, one.waiting])).toEqual([
      ['Ana Roux', false],
      ['Sans-Prénom', false],
      ['Yves Premier', true],
      ['Zoé Second', true],
    ])
  })

  it('refuses a missing, too long or multi-line subject and a missing or too long text, in French, sending nothing', async () => {
    const { row, ana } = await sessionWithParticipants()
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{}, { subject: ['Ce champ est obligatoire'], message: ['Ce champ est obligatoire'] }],
      [{ subject: '   ', message: 'Texte' }, { subject: ['Ce champ est obligatoire'] }],
      [
        { subject: 'x'.repeat(151), message: 'x'.repeat(5001) },
        { subject: ['150 caractères maximum'], message: ['5\u202f000 caractères maximum'] },
      ],
      [
        { subject: 'Objet\nBcc: tous@example.fr', message: 'Texte' },
        { subject: ['Ce texte contient des caractères de contrôle non autorisés'] },
      ],
      [{ subject: 'Objet', message: 'Texte\u0000' }, { message: ['Ce texte contient des caractères de contrôle non autorisés'] }],
    ]
    for (const [body, errors] of cases) {
      const answer = await editor.post(`registration/${row.id}/message`, { json: { ...body, confirm: true } })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.errors).toEqual(errors)
    }
    expect(await messagesTo([ana.email])).toEqual([])
    expect((await editor.post('registration/999999/message', { json: message })).status).toBe(404)
  })

  it('needs rights 7 and 8', async () => {
    const { row } = await sessionWithParticipants()
    for (const rights of ['7', '8', '2']) {
      expect((await (await loginStaff(api, rights)).post(`registration/${row.id}/message`, { json: message })).status).toBe(403)
    }
  })
})

describe('what to bring, on the registration type', () => {
  it('is kept by PUT registration_type/{id}, lines included, 2 000 characters at most', async () => {
    const { id, category: _category, subcategory: _subcategory, ...fields } = type
    const saved = await editor.put(`registration_type/${id}`, { json: { ...fields, what_to_bring: '  Une tenue souple\nUn carnet  ' } })
    expect(saved.status).toBe(200)
    expect(saved.body.what_to_bring).toBe('Une tenue souple\nUn carnet')
    const tooLong = await editor.put(`registration_type/${id}`, { json: { ...fields, what_to_bring: 'x'.repeat(2001) } })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.errors).toEqual({ what_to_bring: ['2\u202f000 caractères maximum'] })
    expect((await editor.get('registration_type/all')).body.find((one: RegistrationType) => one.id === id).what_to_bring).toBe(
      'Une tenue souple\nUn carnet',
    )
  })
})
