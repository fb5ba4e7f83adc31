import { beforeAll, describe, expect, it } from 'vitest'
import { image, pageImage } from '../../server/db/schema'
import { apiForTests } from '../support/api'
import type { ApiCaller } from '../support/http'
import { loginStaff } from '../support/users'

/**
 * The library at the size the issue names (1,000 images): the folder list counts without loading rows, and a
 * folder is read a page at a time. The rows are written straight into the database (no files: listing never reads
 * them), half of them shown on page 6.
 */
const api = apiForTests()
let staff: ApiCaller
const COUNT = 1_000
const PAGE = 6

beforeAll(async () => {
  staff = await loginStaff(api, '4')
  const rows = await api.db
    .insert(image)
    .values(
      Array.from({ length: COUNT }, (_, index) => ({
        fileName: `${index.toString(16).padStart(32, '0')}.png`,
        role: `Image de masse ${index + 1}`,
        extension: 'png',
        width: 800,
        height: 600,
        weight: 12_000,
        variantWidths: [240, 480],
      })),
    )
    .returning({ id: image.id })
  await api.db
    .insert(pageImage)
    .values(rows.slice(0, COUNT / 2).map(({ id }, index) => ({ pageId: PAGE, entityId: 50_000 + index, imageId: id })))
})

describe('the image library with 1,000 images', () => {
  it('counts each folder and pages it, newest first, 48 at a time', async () => {
    const folders = (await staff.get('image/folders')).body as { folder: number; count: number }[]
    const unused = folders.find((row) => row.folder === 0)!.count
    const shown = folders.find((row) => row.folder === PAGE)!.count
    expect(unused).toBeGreaterThanOrEqual(COUNT / 2)
    expect(shown).toBeGreaterThanOrEqual(COUNT / 2)

    const first = await staff.get(`image/folders/${PAGE}`)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ total: shown, page: 1, size: 48 })
    expect(first.body.items).toHaveLength(48)
    const ids = first.body.items.map((item: { id: number }) => item.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))

    const lastPage = Math.ceil(unused / 48)
    const last = await staff.get(`image/folders/0?page=${lastPage}`)
    expect(last.body.items).toHaveLength(unused - (lastPage - 1) * 48)
    expect((await staff.get(`image/folders/0?page=${lastPage + 1}`)).body.items).toEqual([])

    // Every image of the folder is reached once by walking its pages.
    const seen = new Set<number>()
    for (let page = 1; page <= Math.ceil(shown / 200); page++) {
      for (const item of (await staff.get(`image/folders/${PAGE}?page=${page}&size=200`)).body.items) seen.add(item.id)
    }
    expect(seen.size).toBe(shown)
  })
})
