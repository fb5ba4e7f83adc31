import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApi } from '../support/api'
import { ApiCaller } from '../support/http'
import { startApiWithStaff } from '../support/users'

/**
 * Ids are positive decimal integers as written (issue 16): `0x10`, ` 1`, `1e2`, `01`, `1.0` and `-1` name nothing.
 * Before, `Number()` read them, and `DELETE image/0x10` deleted image 16.
 */
let api: TestApi
let admin: ApiCaller
let visitor: ApiCaller
beforeAll(async () => ({ api, admin, visitor } = await startApiWithStaff({ admin: '1' })))
afterAll(() => api?.close())

const loose = ['0x10', '%201', '1e1', '01', '1.0', '-1', '0', '99999999999']

describe('ids read strictly by every route', () => {
  it.each(loose)('refuses %s with a French 400 on reads and writes, and touches nothing', async (text) => {
    const before = (await admin.get('image/all')).body.length
    for (const answer of [
      await visitor.get(`blog/byId/${text}`),
      await admin.delete(`image/${text}`),
      await admin.put(`client/update/${text}`, { json: { city: 'Lyon' } }),
      await admin.get(`registration/${text}/participants`),
    ]) {
      expect(answer.status).toBe(400)
      expect(answer.body.errors).toBeDefined()
      expect(Object.values(answer.body.errors).flat()).toContain('Nombre entier attendu')
    }
    expect((await admin.get('image/all')).body.length).toBe(before)
  })

  it('still reads a plain id', async () => {
    expect((await visitor.get('blog/byId/1')).status).toBe(200)
  })
})
