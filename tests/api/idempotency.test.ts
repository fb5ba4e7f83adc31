import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiForTests } from '../support/api'
import type { ApiCaller } from '../support/http'
import { loginStaff } from '../support/users'

const api = apiForTests({}, { seeded: false })
let staff: ApiCaller
let other: ApiCaller
beforeAll(async () => {
  ;[staff, other] = await Promise.all([loginStaff(api, '2;3'), loginStaff(api, '2;3')])
})

const clientsNamed = async (secondName: string) =>
  (await staff.get(`client/list?q=${encodeURIComponent(secondName)}&size=50`)).body.items.filter(
    (client: { secondName: string }) => client.secondName === secondName,
  )

describe('writes sent with an Idempotency-Key', () => {
  it('run once when the same post comes twice at once on two connections: both get the first one’s answer', async () => {
    const secondName = `Double${randomUUID().slice(0, 8)}`
    const key = randomUUID()
    const send = () => staff.post('client/add', { json: { firstName: 'Noé', secondName } }, { 'Idempotency-Key': key })
    const answers = await Promise.all([send(), send()])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(answers[0].body).toEqual(answers[1].body)
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(1)
    expect(await clientsNamed(secondName)).toHaveLength(1)
    // Sent again later (Back, then the same form again): the same answer, still one client.
    expect((await send()).body).toEqual(answers[0].body)
    expect(await clientsNamed(secondName)).toHaveLength(1)
  })

  it('are bound to who sends them and to what is sent: another session or another body runs', async () => {
    const secondName = `Autre${randomUUID().slice(0, 8)}`
    const key = randomUUID()
    const first = await staff.post('client/add', { json: { firstName: 'Léa', secondName } }, { 'Idempotency-Key': key })
    const byOther = await other.post('client/add', { json: { firstName: 'Léa', secondName } }, { 'Idempotency-Key': key })
    const changed = await staff.post('client/add', { json: { firstName: 'Léon', secondName } }, { 'Idempotency-Key': key })
    expect(new Set([first.body.id, byOther.body.id, changed.body.id]).size).toBe(3)
    expect(await clientsNamed(secondName)).toHaveLength(3)
  })

  it('forget a refused write, so that it may be sent again, and keep no answer in clear', async () => {
    const key = randomUUID()
    for (let round = 0; round < 2; round++) {
      const refused = await staff.post('client/add', { json: { firstName: '', secondName: 'Vide' } }, { 'Idempotency-Key': key })
      expect(refused.status).toBe(400)
      expect(refused.headers.get('idempotent-replayed')).toBeNull()
    }
    const secondName = `Secret${randomUUID().slice(0, 8)}`
    await staff.post('client/add', { json: { firstName: 'Inès', secondName } }, { 'Idempotency-Key': randomUUID() })
    const rows = JSON.stringify(await api.db.execute('SELECT id, answer FROM idempotent_request'))
    expect(rows).not.toContain(secondName)
    expect(rows).not.toContain('Inès')
  })

  it('answer a malformed key with a French 400 and run nothing', async () => {
    const answer = await staff.post('client/add', { json: { firstName: 'Zoé', secondName: 'Clé' } }, { 'Idempotency-Key': 'court' })
    expect(answer).toMatchObject({ status: 400, body: { message: 'La clé d’idempotence est mal formée.' } })
    expect(await clientsNamed('Clé')).toHaveLength(0)
  })
})
