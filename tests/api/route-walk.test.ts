import { beforeAll, describe, expect, it } from 'vitest'
import { apiForTests } from '../support/api'
import { loginClient } from '../support/clients'
import { ApiCaller } from '../support/http'
import { ADMIN_ACCOUNT, loginBody } from '../support/users'

/**
 * Every route of the API, read from its own OpenAPI document (built from Fastify's router, see openapi.test.ts),
 * so that a new route is walked without a line here (issue 16):
 * - a write sent by a browser from another site is refused with the French 403, whatever the route;
 * - an id in a path is a positive decimal integer as written, in range: `0x10`, ` 1`, `1e1`, `01`, `1.0`, `-1`,
 *   `+1`, `0` and beyond 2^31 (99999999999) name nothing (`01` too: one id has one spelling, so that caches and logs agree),
 *   hence 400 or 404 with a French message, never a 2xx nor a 500.
 * The caller holds every right and a client session, so that no 401 or 403 hides what the route does with the id.
 */
const api = apiForTests()
let caller: ApiCaller
let operations: { method: string; path: string }[]

beforeAll(async () => {
  caller = new ApiCaller(api.url)
  expect((await caller.post('user/login', { json: loginBody(api, ADMIN_ACCOUNT) })).status).toBe(200)
  const client = await loginClient(api)
  for (const [name, value] of client.caller.cookies) caller.cookies.set(name, value)
  const document = (await new ApiCaller(api.url).get('openapi.json')).body
  operations = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path })),
  )
})

/** Parameters that are ids; `folder` is one too, where 0 names the unused images. */
const isId = (name: string) => /^(id|[a-z]+Id|folder)$/.test(name) && name !== 'textId'
const parametersOf = (path: string) => [...path.matchAll(/\{([A-Za-z_]+)\}/g)].map(([, name]) => name)
/** A path with each parameter filled: ids with 1 (or `ids[name]`), text keys with a word. */
const fill = (path: string, ids: Record<string, string> = {}) =>
  path.replace(/\{([A-Za-z_]+)\}/g, (_, name: string) => ids[name] ?? (isId(name) ? '1' : 'texte'))

/** A French message: words of French, no English framework wording. */
function expectFrenchMessage(body: unknown, where: string) {
  const message = (body as { message?: unknown } | null)?.message
  expect(typeof message, where).toBe('string')
  expect(message as string, where).not.toMatch(/Not Found|Bad Request|Internal Server Error|Route .* not found/)
  expect(message as string, where).toMatch(/\b(la|le|les|des|est|cette|ce|n’existe|invalides?)\b/i)
}

describe('writes sent by a browser from another site', () => {
  const crossSite: [string, Record<string, string>][] = [
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://sub.site.test' }],
    ['a foreign Origin alone', { Origin: 'https://evil.example' }],
    ['Origin: null (a sandboxed frame)', { Origin: 'null' }],
  ]

  it.each(crossSite)(
    'are refused with the French 403 on every write route, form-encoded as a page would post them: %s',
    async (_name, headers) => {
      const writes = operations.filter((operation) => operation.method !== 'GET')
      expect(writes.length).toBeGreaterThan(30)
      const form = { id: '1', title: 'Intrus', email: 'intrus@example.fr' }
      const answers = await Promise.all(writes.map(({ method, path }) => caller.request(method, fill(path), { form }, headers)))
      expect(answers.map((answer) => `${answer.status} ${answer.body?.message}`)).toEqual(
        writes.map(() => '403 Cette requête doit venir du site lui-même.'),
      )
      // Still there: the sessions, the staff accounts and the clients.
      expect((await caller.get('user/all')).body.length).toBeGreaterThan(0)
    },
  )
})

describe('ids in paths', () => {
  const loose = ['0x10', '%201', '1e1', '01', '1.0', '-1', '%2B1', '0', '99999999999']

  it('are read strictly by every route: each loose spelling answers 400 or 404 in French', async () => {
    const withIds = operations.filter(({ path }) => parametersOf(path).some(isId))
    expect(withIds.length).toBeGreaterThan(20)
    const accepted: string[] = []
    for (const { method, path } of withIds) {
      const tries = parametersOf(path)
        .filter(isId)
        .flatMap((name) => loose.filter((value) => name !== 'folder' || value !== '0').map((value) => fill(path, { [name]: value })))
      // One route at a time, its spellings at once: a route that acted on a loosely read id shows it alone.
      // The html text routes read `text/html`: sent anything else, they would answer 415 before reading the path.
      const body = method === 'GET' ? undefined : /\{text(Id|Name)\}$/.test(path) ? { html: '<p>Texte</p>' } : { json: {} }
      const answers = await Promise.all(tries.map((tried) => caller.request(method, tried, body)))
      answers.forEach((answer, index) => {
        const where = `${method} ${tries[index]}`
        if (answer.status !== 400 && answer.status !== 404) accepted.push(`${where} → ${answer.status}`)
        else expectFrenchMessage(answer.body, where)
      })
    }
    expect(accepted).toEqual([])
  })
})

describe('deeply nested JSON', () => {
  const tooDeep = 'Le contenu JSON est trop imbriqué\u00a0: 32\u00a0niveaux au plus.'
  const bodies = {
    '200 KB of [': '['.repeat(200_000),
    'arrays closed again': `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    'objects in a field': `{"data":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`,
  }

  it.each(Object.entries(bodies))('is refused with a French 400 by every write route, before any walk: %s', async (_name, raw) => {
    const writes = operations.filter((operation) => operation.method !== 'GET')
    expect(writes.length).toBeGreaterThan(30)
    const answers = await Promise.all(
      writes.map(({ method, path }) => caller.request(method, fill(path), { raw, contentType: 'application/json' })),
    )
    expect(
      answers.map((answer, index) => `${writes[index].method} ${writes[index].path} ${answer.status} ${answer.body?.message}`),
    ).toEqual(writes.map(({ method, path }) => `${method} ${path} 400 ${tooDeep}`))
  })

  it('lets a body of 32 levels through to its route’s own checks', async () => {
    const deepest = `{"message":${'['.repeat(31)}${']'.repeat(31)}}`
    const answer = await caller.request('POST', 'contact/sendMessage', { raw: deepest, contentType: 'application/json' })
    expect(answer.status).toBe(400)
    expect(answer.body.errors.message).toBeDefined()
  })
})
