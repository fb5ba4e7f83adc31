import { beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, apiForTests } from '../support/api'
import { loginClient } from '../support/clients'
import { ApiCaller } from '../support/http'
import { loginAdmin, loginStaff } from '../support/users'

const api = apiForTests()
let admin: ApiCaller
let clientViewer: ApiCaller
let imageStaff: ApiCaller
beforeAll(async () => {
  admin = await loginAdmin(api)
  clientViewer = await loginStaff(api, '2;3')
  imageStaff = await loginStaff(api, '4')
})

describe('the activity log', () => {
  it('records who added and changed a client, and the fields before and after', async () => {
    const added = await clientViewer.post('client/add', { json: { firstName: 'Hélène', secondName: 'Brûlé', city: 'Lyon' } })
    await clientViewer.put(`client/update/${added.body.id}`, { json: { city: 'Orléans', note: 'Rappeler' } })
    const answer = await clientViewer.get(`activity/client/${added.body.id}`)
    expect(answer.status).toBe(200)
    const [update, create] = answer.body
    expect(update).toMatchObject({
      entity: 'client',
      entityId: added.body.id,
      action: 'update',
      label: 'Hélène Brûlé',
      changes: { city: { before: 'Lyon', after: 'Orléans' }, note: { before: '', after: 'Rappeler' } },
    })
    expect(Object.keys(update.changes).sort()).toEqual(['city', 'note'])
    expect(update.staffName).toMatch(/^staff-/)
    expect(typeof update.staffUserId).toBe('number')
    expect(Date.parse(update.at)).toBeGreaterThan(Date.now() - 60_000)
    expect(create).toMatchObject({ action: 'create', changes: { firstName: { before: null, after: 'Hélène' } } })
  })

  it('logs nothing for a save that changed nothing (a cell saved as it was)', async () => {
    const added = await clientViewer.post('client/add', { json: { firstName: 'Inès', secondName: 'Pareil', city: 'Lyon' } })
    expect((await clientViewer.put(`client/update/${added.body.id}`, { json: { city: 'Lyon' } })).status).toBe(200)
    const answer = await clientViewer.get(`activity/client/${added.body.id}`)
    expect(answer.body.map((entry: { action: string }) => entry.action)).toEqual(['create'])
  })

  it('does not log a client’s own changes as staff activity', async () => {
    const own = await loginClient(api)
    await own.caller.put(`client/update/${own.row.id}`, { json: { city: 'Nantes' } })
    expect((await clientViewer.get(`activity/client/${own.row.id}`)).body).toEqual([])
  })

  it('records page texts, staff accounts without their passwords, and image attachments', async () => {
    expect((await admin.put('page/2/intro', { html: '<p>Bienvenue à l’école</p>' })).status).toBe(200)
    const [pageEntry] = (await admin.get('activity/page/2')).body
    expect(pageEntry).toMatchObject({
      action: 'update',
      staffName: ADMIN.user,
      changes: { intro: { after: '<p>Bienvenue à l’école</p>' } },
    })

    const created = await admin.post('user/add', { json: { user: 'claire', password: 'un-mot-de-passe', rights: '2' } })
    await admin.put(`user/${created.body.id}`, { json: { password: 'un-autre-mot-de-passe', rights: '2;3' } })
    const entries = (await admin.get(`activity/staff_user/${created.body.id}`)).body
    expect(entries[0]).toMatchObject({
      action: 'update',
      changes: { rights: { before: '2', after: '2;3' }, password: { before: null, after: null, hidden: true } },
    })
    expect(JSON.stringify(entries)).not.toMatch(/argon2|un-autre-mot-de-passe|un-mot-de-passe/)

    const images = (await admin.get('image/all')).body
    const attached = await admin.put(`page/2/4/image/${images[0].id}`)
    expect(attached.status).toBe(200)
    const [imageEntry] = (await imageStaff.get(`activity/image/${images[0].id}`)).body
    expect(imageEntry).toMatchObject({
      action: 'attach',
      changes: { pageId: { before: null, after: 2 }, entityId: { before: null, after: 4 } },
    })
  })

  it('keeps the log of a write that failed out: a refused write records nothing', async () => {
    const before = (await admin.get('activity/latest?limit=200')).body.length
    expect((await admin.post('user/add', { json: { user: 'claire', password: 'un-mot-de-passe', rights: '2' } })).status).toBe(400)
    expect((await admin.get('activity/latest?limit=200')).body.length).toBe(before)
  })

  it('shows each staff user the latest writes of the entities they may view only', async () => {
    const entitiesOf = async (caller: ApiCaller) =>
      new Set((await caller.get('activity/latest?limit=200')).body.map((entry: { entity: string }) => entry.entity))
    expect([...(await entitiesOf(clientViewer))]).toEqual(['client'])
    expect([...(await entitiesOf(imageStaff))]).toEqual(['image'])
    expect(await entitiesOf(admin)).toEqual(new Set(['client', 'page', 'staff_user', 'image']))
    expect((await (await loginStaff(api, '')).get('activity/latest')).body).toEqual([])
    const latest = (await admin.get('activity/latest?limit=2')).body
    expect(latest).toHaveLength(2)
    expect(latest[0].id).toBeGreaterThan(latest[1].id)
  })

  it('refuses the log of an entity without its right, and reads ids strictly', async () => {
    expect((await imageStaff.get('activity/client/1')).status).toBe(403)
    expect((await clientViewer.get('activity/client/1e2')).status).toBe(404)
    expect((await clientViewer.get('activity/client/1?limit=0')).status).toBe(400)
    expect((await clientViewer.get('activity/unknown/1')).status).toBe(404)
  })
})
