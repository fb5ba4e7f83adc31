import { describe, expect, it } from 'vitest'
import { openAccountThroughApi } from '../support/client-area'
import { siteForTests } from '../support/site'
import { siteRoutes } from '../support/site-routes'
import { SiteVisitor, textOf } from '../support/site-visitor'
import { adminCredentials, staffVisitor } from '../support/staff'

/**
 * Ids in the site's addresses are positive decimal integers as written (issue 16; `idParam`, as the API's ids):
 * `0x10`, ` 1`, `1e1`, `01`, `1.0`, `-1`, `+1`, `0` and over nine digits name nothing, hence the French 404 page,
 * never another page nor a 500. `01` too: one page has one address. The routes come from the site's own route
 * table, so that a new route with an id is walked without a line here; ids in a query string are listed by hand.
 */
const site = siteForTests()

const loose = ['0x10', '%201', '1e1', '01', '1.0', '-1', '%2B1', '0', '9999999999']
const isId = (name: string) => /^(id|[a-z]+Id)$/.test(name) && name !== 'textId'
/** Values of the other parameters that name something real, so that only the id can be wrong. */
const valid: Record<string, string> = {
  id: '1',
  category: 'stage',
  subcategory: 'meditation',
  kind: 'news',
  ownerId: '1',
  pageId: '2',
  textId: 'hero-text',
  modifyId: '1',
}
/** Ids read from a query string by `idParam`. */
const queryIds = [
  '/admin/image-handler?folder=2&image={}',
  '/admin/image-handler?folder={}',
  '/admin/registration-handler/stage/meditation?view={}',
  '/admin/registration-handler/stage/meditation?edit={}',
  '/admin/blog-handler?filtre={}',
  '/admin/blog-handler?article={}',
]

describe('ids in the site’s addresses', () => {
  it('are read strictly by every route: each loose spelling gets the French 404 page', async () => {
    const withIds = siteRoutes().filter((route) => route.params.some(isId))
    expect(withIds.map((route) => route.path)).toEqual(expect.arrayContaining(['/blog/:id', '/admin/client-management/:id']))
    const admin = await staffVisitor(site, await adminCredentials(site))
    const client = new SiteVisitor(site)
    expect((await client.post('/client-account', { intent: 'login', ...(await openAccountThroughApi(site)) })).status).toBe(200)
    const tried = [
      ...withIds.flatMap((route) =>
        route.params
          .filter(isId)
          .flatMap((name) =>
            loose.map((value) => route.path.replace(/:([A-Za-z]+)/g, (_, param: string) => (param === name ? value : valid[param]))),
          ),
      ),
      // Folder 0 is the unused images'.
      ...queryIds.flatMap((path) =>
        loose.filter((value) => value !== '0' || !path.includes('folder={}')).map((value) => path.replace('{}', value)),
      ),
    ]
    const wrong: string[] = []
    // Ten at a time: the site serves them side by side.
    for (let first = 0; first < tried.length; first += 10) {
      await Promise.all(
        tried.slice(first, first + 10).map(async (path) => {
          const visitor = path.startsWith('/admin') ? admin : path.startsWith('/client-account') ? client : new SiteVisitor(site)
          const answer = await visitor.get(path, { follow: false })
          const text = textOf(answer.html)
          if (answer.status !== 404 || !/n’existe pas/.test(text)) wrong.push(`${path} → ${answer.status} ${text.slice(0, 80)}`)
        }),
      )
    }
    expect(wrong).toEqual([])
    // The same addresses with a plain id are pages (or files) of the site: the 404s above came from the ids.
    for (const path of ['/blog/1', '/admin/news-handler/1', '/admin/blog-handler?filtre=1&article=1'])
      expect((await admin.get(path, { follow: false })).status, path).toBe(200)
    // A well-formed id that names no article or filter (a deleted one, an old link) is not the list either.
    for (const path of ['/admin/blog-handler?article=999999999', '/admin/blog-handler?filtre=999999999']) {
      const answer = await admin.get(path, { follow: false })
      expect([answer.status, /n’existe pas/.test(textOf(answer.html))], path).toEqual([404, true])
    }
  })
})
