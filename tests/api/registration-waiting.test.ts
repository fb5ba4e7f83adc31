import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Registration, RegistrationType } from '#contract/registration'
import { client, registration, registrationClient, registrationWaiting } from '../../server/db/schema'
import { apiForTests } from '../support/api'
import { createClientAccount, loginClient } from '../support/clients'
import { testClock } from '../support/clock'
import { ApiCaller } from '../support/http'
import { readOutbox } from '../support/outbox'
import { loginStaff } from '../support/users'

/** Issue 28, point 2: the waiting list of a full session, its held places and their expiry. */

let types: RegistrationType[]
let editor: ApiCaller
let viewer: ApiCaller
const clock = testClock()
const api = apiForTests({ WAITLIST_HOLD_HOURS: '48' }, { clock })
const anonymous = () => new ApiCaller(api.url)
const phone = '06 10 20 30 40'

beforeAll(async () => {
  types = (await anonymous().get('registration_type/all')).body
  editor = await loginStaff(api, '7;8')
  viewer = await loginStaff(api, '7')
})

const meditation = () => types.find((type) => type.category === 'stage' && type.subcategory === 'meditation')!
const HOUR = 3_600_000

/** A full session: `places` places, all taken by clients linked in the database; answers it and its participants' ids. */
async function fullSession(places: number) {
  const [row] = await api.db
    .insert(registration)
    .values({ idRegistrationType: meditation().id, eventDate: '2031-10-04', data: { Lieu: 'Lyon' }, places })
    .returning()
  const participants: number[] = []
  for (let index = 0; index < places; index++) {
    const { row: person } = await createClientAccount(api, { phone })
    await api.db.insert(registrationClient).values({ registrationId: row.id, clientId: person.id })
    participants.push(person.id)
  }
  return { row, participants }
}
const waitingClient = async (firstName: string) => loginClient(api, { firstName, phone })
/** A full session of one place, with Lou then Sam on its waiting list. */
async function fullSessionWithTwoWaiting() {
  const { row, participants } = await fullSession(1)
  const first = await waitingClient('Lou')
  const second = await waitingClient('Sam')
  await first.caller.put(`registration/${row.id}/waitlist`)
  await second.caller.put(`registration/${row.id}/waitlist`)
  return { row, participants, first, second }
}
const answerOf = async (id: number): Promise<Registration> =>
  (await anonymous().get('registration/all')).body.find((row: Registration) => row.id === id)
/** The newest « Une place s’est libérée » mail to an address, and the token of its link. */
async function offerTo(email: string) {
  // Twice: the mails a run's held-places task writes go out with the next run.
  await api.runDueWork()
  await api.runDueWork()
  const mail = (await readOutbox(api.outboxDir))
    .filter((item) => item.to === email && item.subject.startsWith('Une place s’est libérée'))
    .at(-1)
  const link = mail?.links.find((href) => href.startsWith('http://site.test/registration/place/'))
  return { mail, token: link?.split('/').at(-1) }
}

describe('joining the waiting list of a full session', () => {
  it('puts a connected client at its end once and answers the position; a session with a free place or a participant is a 409', async () => {
    const { row, participants } = await fullSession(1)
    const first = await waitingClient('Lou')
    const second = await waitingClient('Sam')
    expect(await first.caller.put(`registration/${row.id}/waitlist`)).toMatchObject({ status: 200, body: { position: 1 } })
    expect(await second.caller.put(`registration/${row.id}/waitlist`)).toMatchObject({ status: 200, body: { position: 2 } })
    expect(await first.caller.put(`registration/${row.id}/waitlist`)).toMatchObject({ status: 200, body: { position: 1 } })
    expect(await second.caller.get(`registration/${row.id}/waitlist`)).toMatchObject({ status: 200, body: { position: 2 } })
    expect((await (await waitingClient('Ana')).caller.get(`registration/${row.id}/waitlist`)).body).toEqual({ position: null })
    expect(await answerOf(row.id)).toMatchObject({ places: 1, taken: 1, held: 0, waiting: 2 })

    expect((await anonymous().put(`registration/${row.id}/waitlist`)).status).toBe(401)
    const [open] = await api.db
      .insert(registration)
      .values({ idRegistrationType: meditation().id, eventDate: '2031-10-05', places: 3 })
      .returning()
    expect(await first.caller.put(`registration/${open.id}/waitlist`)).toMatchObject({
      status: 409,
      body: { message: 'Cette session a encore des places\u00a0: confirmez directement votre inscription.' },
    })
    const { caller } = await waitingClient('Inès')
    await api.db
      .update(registrationClient)
      .set({ clientId: (await caller.get('client/me')).body.id })
      .where(eq(registrationClient.clientId, participants[0]))
    expect(await caller.put(`registration/${row.id}/waitlist`)).toMatchObject({
      status: 409,
      body: { message: 'Vous êtes déjà inscrit à cette session.' },
    })
  })
})

describe('a freed place', () => {
  it('is held for the first person waiting, mailed a link whose GET never takes it and whose POST does, once', async () => {
    const { row, participants, first, second } = await fullSessionWithTwoWaiting()
    // Staff unlink the participant: the place is held for Lou, taken for everybody else.
    expect((await editor.delete(`registration/${row.id}/link/${participants[0]}`)).status).toBe(200)
    expect(await answerOf(row.id)).toMatchObject({ places: 1, taken: 0, held: 1, waiting: 2 })
    const { mail, token } = await offerTo(first.email)
    expect(mail?.text).toContain('Une place s’est libérée pour la session «\u00a0Stage de méditation\u00a0» du 04/10/2031')
    expect(mail?.text).toContain('Sans réponse d’ici là, elle sera proposée à la personne suivante.')
    expect((await offerTo(second.email)).mail).toBeUndefined()
    const outsider = await waitingClient('Noé')
    expect((await outsider.caller.put(`registration/${row.id}/confirm`)).status).toBe(409)

    // Opened (by a person or a mail scanner): nothing taken.
    for (let time = 0; time < 2; time++) {
      expect(await anonymous().get(`registration/place/${token}`)).toMatchObject({
        status: 200,
        body: { registration: { id: row.id }, type: { title_registration: 'Stage de méditation' }, firstName: 'Lou' },
      })
    }
    expect(await answerOf(row.id)).toMatchObject({ taken: 0, held: 1 })

    expect(await anonymous().post(`registration/place/${token}`)).toMatchObject({
      status: 200,
      body: { registration: { id: row.id, taken: 1 } },
    })
    expect(await answerOf(row.id)).toMatchObject({ places: 1, taken: 1, held: 0, waiting: 1 })
    await api.runDueWork()
    const confirmed = (await readOutbox(api.outboxDir)).filter(
      (item) => item.to === first.email && item.subject.startsWith('Inscription confirmée'),
    )
    expect(confirmed).toHaveLength(1)
    const gone = 'Ce lien n’est plus valable\u00a0: la place a été proposée à la personne suivante ou le lien a déjà servi.'
    expect(await anonymous().post(`registration/place/${token}`)).toMatchObject({ status: 410, body: { message: gone } })
    expect(await anonymous().get(`registration/place/${token}`)).toMatchObject({ status: 410, body: { message: gone } })
    expect(await second.caller.put(`registration/${row.id}/waitlist`)).toMatchObject({ body: { position: 1 } })
  })

  it('goes to the next person when its hold runs out unanswered (the due task, at a time the test sets)', async () => {
    const { row, participants, first, second } = await fullSessionWithTwoWaiting()
    await editor.delete(`registration/${row.id}/link/${participants[0]}`)
    const { token } = await offerTo(first.email)
    const [held] = await api.db
      .select()
      .from(registrationWaiting)
      .where(eq(registrationWaiting.registrationId, row.id))
      .orderBy(registrationWaiting.rank)
    const heldUntil = held.heldUntil!.getTime()
    expect(heldUntil - clock.now().getTime()).toBe(48 * HOUR)

    // Just before the end of the hold, nothing moves; just after, Sam gets the place, Lou's link is gone.
    clock.set(new Date(heldUntil - 1000))
    expect((await offerTo(second.email)).token).toBeUndefined()
    clock.set(new Date(heldUntil + 1000))
    const next = await offerTo(second.email)
    expect(next.token).toBeDefined()
    expect((await anonymous().get(`registration/place/${token}`)).status).toBe(410)
    expect(await answerOf(row.id)).toMatchObject({ taken: 0, held: 1, waiting: 1 })
    // Twice, or by a second process: one mail.
    clock.advance(1000)
    await api.runDueWork()
    expect(
      (await readOutbox(api.outboxDir)).filter((item) => item.to === second.email && item.subject.startsWith('Une place')),
    ).toHaveLength(1)
    expect((await anonymous().post(`registration/place/${next.token}`)).status).toBe(200)
    expect(await answerOf(row.id)).toMatchObject({ taken: 1, held: 0, waiting: 0 })
  })
})

describe('staff and the waiting list', () => {
  it('see it in order, move someone up, and offer a place now once there is one; more places go to the list', async () => {
    const { row } = await fullSession(1)
    const people = [await waitingClient('Lou'), await waitingClient('Sam'), await waitingClient('Zoé')]
    for (const person of people) await person.caller.put(`registration/${row.id}/waitlist`)
    const names = async () =>
      ((await viewer.get(`registration/${row.id}/waiting`)).body.items as { firstName: string }[]).map((item) => item.firstName)
    expect(await names()).toEqual(['Lou', 'Sam', 'Zoé'])

    const zoe = people[2].row.id
    expect(
      (await editor.put(`registration/${row.id}/waiting/${zoe}/up`)).body.items.map((item: { firstName: string }) => item.firstName),
    ).toEqual(['Lou', 'Zoé', 'Sam'])
    expect(await names()).toEqual(['Lou', 'Zoé', 'Sam'])
    expect((await viewer.put(`registration/${row.id}/waiting/${zoe}/up`)).status).toBe(403)
    expect(await editor.put(`registration/${row.id}/waiting/${zoe}/offer`)).toMatchObject({
      status: 409,
      body: { message: 'Aucune place n’est libre\u00a0: augmentez le nombre de places de la session pour la proposer.' },
    })
    expect((await editor.put(`registration/${row.id}/waiting/999999/up`)).status).toBe(404)

    // Two more places: the first two people waiting each get one held.
    expect((await editor.request('PATCH', `registration/${row.id}`, { json: { places: 3 } })).status).toBe(200)
    expect((await offerTo(people[0].email)).token).toBeDefined()
    expect((await offerTo(people[2].email)).token).toBeDefined()
    expect((await offerTo(people[1].email)).token).toBeUndefined()
    const list = (await viewer.get(`registration/${row.id}/waiting`)).body.items as { firstName: string; heldUntil: string | null }[]
    expect(list.map((item) => [item.firstName, item.heldUntil !== null])).toEqual([
      ['Lou', true],
      ['Zoé', true],
      ['Sam', false],
    ])
    // One more place, offered to Sam now.
    expect((await editor.request('PATCH', `registration/${row.id}`, { json: { places: 4 } })).status).toBe(200)
    expect((await offerTo(people[1].email)).token).toBeDefined()
    expect(await editor.put(`registration/${row.id}/waiting/${people[1].row.id}/offer`)).toMatchObject({
      status: 409,
      body: { message: 'Une place lui est déjà réservée.' },
    })
  })

  it('offer a free place to someone now, whatever their position', async () => {
    const { row, participants } = await fullSession(2)
    const people = [await waitingClient('Lou'), await waitingClient('Sam')]
    for (const person of people) await person.caller.put(`registration/${row.id}/waitlist`)
    await api.runDueWork()
    // A participant leaves while the place's offer is the staff's choice: unlinked in the database, no mail.
    await api.db.delete(registrationClient).where(eq(registrationClient.clientId, participants[0]))
    expect((await editor.put(`registration/${row.id}/waiting/${people[1].row.id}/offer`)).status).toBe(200)
    expect((await offerTo(people[1].email)).token).toBeDefined()
    expect((await offerTo(people[0].email)).token).toBeUndefined()
  })
})

describe('a long waiting list, a page at a time', () => {
  /** A full session with `count` people waiting, named after their position; ranks with gaps, as people leave. */
  async function longList(count: number) {
    const { row } = await fullSession(1)
    const people = await api.db
      .insert(client)
      .values(
        Array.from({ length: count }, (_, index) => ({
          firstName: 'Personne',
          secondName: String(index + 1),
          email: `p${index + 1}@example.fr`,
        })),
      )
      .returning({ id: client.id })
    await api.db
      .insert(registrationWaiting)
      .values(people.map((person, index) => ({ registrationId: row.id, clientId: person.id, rank: 10 * (index + 1) })))
    return { row, people }
  }
  type Page = {
    items: { clientId: number; secondName: string; email: string; position: number; heldUntil: string | null }[]
    total: number
    page: number
    size: number
  }
  const pageOf = async (id: number, query = '') => {
    const answer = await viewer.get(`registration/${id}/waiting${query}`)
    expect(answer.status).toBe(200)
    return answer.body as Page
  }
  const numbers = (page: Page) => page.items.map((person) => [person.position, Number(person.secondName)])

  it('answers 50 people by default, the right ones at their positions in the whole list, and the total', async () => {
    const { row, people } = await longList(230)
    const first = await pageOf(row.id)
    expect(first).toMatchObject({ total: 230, page: 1, size: 50 })
    expect(numbers(first)).toEqual(Array.from({ length: 50 }, (_, index) => [index + 1, index + 1]))
    expect(first.items[0]).toMatchObject({ clientId: people[0].id, firstName: 'Personne', email: 'p1@example.fr', heldUntil: null })

    const second = await pageOf(row.id, '?page=2')
    expect(numbers(second)[0]).toEqual([51, 51])
    expect(numbers(second).at(-1)).toEqual([100, 100])
    // The last page holds what is left; every page together is the whole list once.
    expect(numbers(await pageOf(row.id, '?page=5'))).toEqual(Array.from({ length: 30 }, (_, index) => [201 + index, 201 + index]))
    const all = []
    for (let page = 1; page <= 3; page++) all.push(...numbers(await pageOf(row.id, `?page=${page}&size=100`)))
    expect(all).toEqual(Array.from({ length: 230 }, (_, index) => [index + 1, index + 1]))
    expect(await pageOf(row.id, '?page=6')).toMatchObject({ items: [], total: 230, page: 6 })
    expect((await pageOf(row.id, '?size=5000')).items).toHaveLength(200)
    // A message to the waiting list still goes to all of it, not to a page.
    const message = { subject: 'Changement de salle', message: 'La session aura lieu salle B.', waiting: true }
    const recipients = (await editor.post(`registration/${row.id}/message`, { json: message })).body.recipients
    expect(recipients.filter((one: { waiting: boolean }) => one.waiting)).toHaveLength(230)
  })

  it('moves someone up on a deep page and answers that page, with the place they left and took', async () => {
    const { row, people } = await longList(120)
    const moved = await editor.put(`registration/${row.id}/waiting/${people[101].id}/up?page=3`)
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ total: 120, page: 3, size: 50 })
    expect(numbers(moved.body).slice(0, 2)).toEqual([
      [101, 102],
      [102, 101],
    ])
    // From the first place of page 3 to the last of page 2.
    await editor.put(`registration/${row.id}/waiting/${people[101].id}/up?page=3`)
    expect(numbers(await pageOf(row.id, '?page=2')).at(-1)).toEqual([100, 102])
    expect(numbers(await pageOf(row.id, '?page=3'))[0]).toEqual([101, 100])
  })

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1e2', 'page'],
    ['page=-1', 'page'],
    ['size=0', 'size'],
    ['size=-1', 'size'],
    ['size=0x10', 'size'],
  ])('refuses %s in French under the field, for the list and its changes (nothing changed)', async (query, field) => {
    const { row, people } = await longList(3)
    const refused = { status: 400, body: { errors: { [field]: ['Nombre entier attendu'] } } }
    expect(await viewer.get(`registration/${row.id}/waiting?${query}`)).toMatchObject(refused)
    expect(await editor.put(`registration/${row.id}/waiting/${people[2].id}/up?${query}`)).toMatchObject(refused)
    expect(numbers(await pageOf(row.id))).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ])
  })
})
