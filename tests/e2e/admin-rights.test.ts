import { describe, expect, it } from 'vitest'
import { knownRights, withNeededRights } from '#contract/rights'
import { type AdminRoute, adminRoutes } from '../support/admin-routes'
import { siteForTests } from '../support/site'
import { matchesRoute, siteRoutes } from '../support/site-routes'
import { mapBounded, type SiteAnswer, SiteVisitor, textOf } from '../support/site-visitor'
import { apiLogin, createStaffThroughApi, type StaffCredentials, staffVisitor } from '../support/staff'

const FORBIDDEN = 'Vous n’avez pas le droit d’entrer ici !'
const LOGIN = 'Connexion à l’administration'
const ENROL = 'Votre compte doit être protégé par un second facteur'
/** Routes asked at once: each is independent of the others (an allowed post stores nothing). */
const AT_ONCE = 4

function send(visitor: SiteVisitor, route: AdminRoute): Promise<SiteAnswer> {
  return route.method === 'GET' ? visitor.get(route.path) : visitor.post(route.path, route.form)
}

const label = (route: AdminRoute) => `${route.method} ${route.path}${route.form?.intent ? ` (intent=${route.form.intent})` : ''}`

/** Whether `rights`, as the API stores them (with the rights they need: 8 brings 7), open the route. */
function opens(route: AdminRoute, asked: readonly number[]): boolean {
  const rights = withNeededRights(asked)
  if (route.rights === 'staff') return true
  if (rights.includes(1)) return true
  return route.rights.some((right) => rights.includes(right)) && (route.alsoNeeds ?? []).every((right) => rights.includes(right))
}

describe('the rights matrix of the back-office, through the site', () => {
  const site = siteForTests()

  it('has a row for every page and every action of the back-office, read from the site’s routes', () => {
    // The login, the logout and the first start's setup link (decision 0038, its token the only key) are the doors
    // themselves, open to everyone (the login's passkey options too, decision 0041); the upload address answers its
    // forms' posts only, and a GET there is the 404 page for everyone.
    const outside: Record<AdminRoute['method'], string[]> = {
      GET: ['/admin/login', '/admin/logout', '/admin/setup/:token', '/admin/image-handler/upload'],
      POST: ['/admin/login', '/admin/logout', '/admin/setup/:token', '/admin/login/passkey-options'],
    }
    const uncovered = (method: AdminRoute['method'], route: ReturnType<typeof siteRoutes>[number]) =>
      !outside[method].includes(route.path) && !adminRoutes.some((row) => row.method === method && matchesRoute(route, row.path))
    const missing = siteRoutes()
      .filter((route) => route.path.startsWith('/admin'))
      .flatMap((route) => [
        ...(route.answersGet && uncovered('GET', route) ? [`GET ${route.path} (${route.file})`] : []),
        ...(route.hasAction && uncovered('POST', route) ? [`POST ${route.path} (${route.file})`] : []),
      ])
    expect(missing, 'add their rows to tests/support/admin-routes.ts').toEqual([])
  })

  it('shows the admin login form (401) on every admin route and action to a visitor who is not connected', async () => {
    const visitor = new SiteVisitor(site)
    const answers = await mapBounded(adminRoutes, AT_ONCE, (route) => send(visitor, route))
    adminRoutes.forEach((route, index) => {
      const answer = answers[index]
      // A file's address leads to the login page; a page shows the login form in its place.
      const expected = route.file
        ? { status: 200, path: expect.stringMatching(/^\/admin\/login\?redirectTo=/) }
        : { status: 401, path: answer.path }
      expect({ route: label(route), status: answer.status, path: answer.path }).toEqual({ route: label(route), ...expected })
      expect(textOf(answer.html), label(route)).toContain(LOGIN)
      expect(answer.headers.get('cache-control'), label(route)).toBe('private, no-store')
      expect(answer.html, label(route)).toContain('<meta name="robots" content="noindex"/>')
    })
  })

  it('sends an account without its second factor to enrolment from every other admin route and action (decision 0037)', async () => {
    const newcomer = await createStaffThroughApi(site, '1', undefined, { enrolled: false })
    const visitor = new SiteVisitor(site)
    expect((await visitor.post('/admin/login', { user: newcomer.user, password: newcomer.password })).path).toBe('/admin/security')
    const routes = adminRoutes.filter((row) => !row.path.startsWith('/admin/security'))
    const outcomes = await mapBounded(routes, AT_ONCE, async (route) => {
      const answer = await send(visitor, route)
      const text = textOf(answer.html)
      return `${label(route)} → ${answer.status} ${answer.path} ${text.includes(ENROL) ? ENROL : text.slice(0, 200)}`
    })
    expect(outcomes).toEqual(routes.map((route) => `${label(route)} → 200 /admin/security ${ENROL}`))
  })

  // Each single right, none, 1 (which holds them all), and the pairs that open more than each of their rights.
  const holders: { title: string; rights: number[] }[] = [
    { title: 'no right', rights: [] },
    ...knownRights.map((right) => ({ title: `right ${right}`, rights: [right] })),
    { title: 'rights 2 and 3', rights: [2, 3] },
    { title: 'rights 4 and 5', rights: [4, 5] },
    { title: 'rights 7 and 8', rights: [7, 8] },
  ]

  it.each(holders)('answers each admin route and action to staff holding $title: its page, or the 403 page', async ({ rights }) => {
    const credentials: StaffCredentials = await createStaffThroughApi(site, rights.join(';'))
    const visitor = await staffVisitor(site, credentials)
    const api = await apiLogin(credentials)
    const rows = await mapBounded(adminRoutes, AT_ONCE, async (route) => {
      const answer = await send(visitor, route)
      const text = textOf(answer.html)
      const allowed = opens(route, rights)
      const want = allowed ? route.allowed : { status: 403, text: FORBIDDEN }
      const outcomes = [`${label(route)} → ${answer.status} ${text.includes(want.text) ? want.text : text.slice(0, 200)}`]
      const expected = [`${label(route)} → ${want.status} ${want.text}`]
      expect(answer.headers.get('cache-control'), label(route)).toBe('private, no-store')
      // A refusal is the French 403 page, a file's address included (it goes on to its page, which shows it).
      if (!allowed) expect(answer.headers.get('content-type'), label(route)).toMatch(/^text\/html/)
      // The API behind the page agrees.
      if (route.api) {
        const status = (await api.get(route.api.path)).status
        outcomes.push(`API ${route.api.method} ${route.api.path} → ${status}`)
        expected.push(`API ${route.api.method} ${route.api.path} → ${allowed ? 200 : 403}`)
      }
      return { outcomes, expected }
    })
    expect(rows.flatMap((row) => row.outcomes)).toEqual(rows.flatMap((row) => row.expected))
  })
})
