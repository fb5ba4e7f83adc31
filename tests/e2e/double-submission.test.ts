import { describe, expect, it } from 'vitest'
import { ApiCaller } from '../support/http'
import { siteForTests } from '../support/site'
import { textOf } from '../support/site-visitor'
import { adminCredentials, apiLoginBody, createStaffThroughApi, staffVisitor } from '../support/staff'

// Two site processes (node's cluster hands connections to each in turn): the guard must hold across them.
const site = siteForTests({ env: { SITE_PROCESSES: '2' } })

describe('the same form posted twice at once, on two connections', () => {
  it('adds one client, and both answers lead to the list with its success message', async () => {
    const visitor = await staffVisitor(site, await createStaffThroughApi(site, '2;3'))
    const page = await visitor.get('/admin/client-management')
    const formKey = /name="formKey" value="([0-9a-f-]{36})"/.exec(page.html)?.[1]
    expect(formKey).toBeDefined()
    const secondName = `Doublon${Date.now().toString(36)}`
    const form = { intent: 'add', formKey: formKey!, firstName: 'Capucine', secondName, city: 'Lyon' }
    const answers = await Promise.all(Array.from({ length: 4 }, () => visitor.post('/admin/client-management', form, { follow: false })))
    expect(answers.map((answer) => answer.status)).toEqual([302, 302, 302, 302])
    expect(new Set(answers.map((answer) => answer.headers.get('location'))).size).toBe(1)

    const admin = new ApiCaller(site.apiUrl)
    await admin.post('user/login', { json: apiLoginBody(await adminCredentials(site)) })
    const found = (await admin.get(`client/list?q=${secondName}`)).body
    expect(found.total).toBe(1)
    const list = textOf((await visitor.get(answers[1].headers.get('location')!)).html)
    expect(list).toMatch(new RegExp(`Le client «\u00a0[^»]*${secondName}[^»]*\u00a0» a été ajouté\\.`))
  })
})
