import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * The client area's loader against a stand-in API (its answers chosen per test): the page's data come from one
 * call, client/account; when that call fails but for a 401, the page still shows the client's forms and the
 * failure in place of the registrations, as when it asked for the registrations apart (issue 33).
 */

type Answer = { status: number; body?: unknown } | 'no answer'
let answers: Record<string, Answer> = {}
const asked: string[] = []

function answer(request: IncomingMessage, response: ServerResponse) {
  const path = (request.url ?? '').replace(/^\/api\//, '')
  asked.push(path)
  const planned = answers[path] ?? { status: 404, body: { message: 'Not Found' } }
  if (planned === 'no answer') return void request.socket.destroy()
  response.writeHead(planned.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(planned.body ?? null))
}

let api: Server
let loader: typeof import('./client-account.server').loader
let cookie: string
beforeAll(async () => {
  api = createServer(answer)
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  vi.stubEnv('API_URL', `http://127.0.0.1:${(api.address() as AddressInfo).port}/api`)
  vi.stubEnv('CLIENT_AREA', 'on')
  ;({ loader } = await import('./client-account.server'))
  const { sessionStorage } = await import('~/utils/session.server')
  const session = await sessionStorage.getSession()
  session.set('clientToken', 'the-api-session')
  cookie = (await sessionStorage.commitSession(session)).split(';')[0]
})
afterAll(() => {
  vi.unstubAllEnvs()
  api?.close()
})
beforeEach(() => {
  answers = {}
  asked.length = 0
})

const client = { id: 7, firstName: 'Inès', secondName: 'Morel', email: 'ines@example.fr', hasAccount: true }
const type = { id: 2, category: 'stage', subcategory: 'meditation', title_registration: 'Stage de méditation', cancel_days: 2 }
const past = { id: 31, id_registration_type: 2, event_date: '2024-03-09', data: { Lieu: 'Lyon' }, places: null }

/** What the page gets: its data and headers, or the error page's status and message. */
async function load(): Promise<{ data: Record<string, unknown>; headers: Headers } | { status: number; body: unknown }> {
  const request = new Request('http://site.test/client-account', { headers: { Cookie: cookie } })
  try {
    const result = (await loader({ request, params: {}, context: {} })) as { data: Record<string, unknown>; init?: ResponseInit }
    return { data: result.data, headers: new Headers(result.init?.headers) }
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    return { status: thrown.status, body: await thrown.json() }
  }
}

/** The page's data, where the test expects the page rather than the error page. */
async function loadPage() {
  const loaded = await load()
  if (!('data' in loaded)) throw new Error(`the error page: ${JSON.stringify(loaded)}`)
  return loaded
}

describe('the client area’s page', () => {
  it('shows the client, the registrations and the certificates’ numbers from one call', async () => {
    answers['client/account'] = {
      status: 200,
      body: {
        client,
        registrations: { upcoming: [], past: [{ registration: past, type, confirmedAt: null }] },
        certificates: [{ registrationId: 31, number: '2024-0417' }],
      },
    }
    const { data } = await loadPage()
    expect(asked).toEqual(['client/account'])
    expect(data).toMatchObject({ connected: true, client, registrationsError: null })
    expect(data.registrations).toMatchObject({
      upcoming: [],
      past: [{ id: 31, date: '09/03/2024', typeTitle: 'Stage de méditation', certificate: '2024-0417' }],
    })
  })

  it('still shows the client’s forms when the call fails, the failure in place of the registrations', async () => {
    answers['client/account'] = { status: 500, body: { message: 'La base de données ne répond pas' } }
    answers['client/me'] = { status: 200, body: client }
    const { data } = await loadPage()
    expect(data).toMatchObject({
      connected: true,
      client,
      registrations: null,
      registrationsError: 'Erreur serveur pour charger vos inscriptions\u00a0: La base de données ne répond pas',
    })
  })

  it('is the error page when the API does not answer at all, as it was', async () => {
    answers['client/account'] = 'no answer'
    answers['client/me'] = 'no answer'
    expect(await load()).toEqual({
      status: 503,
      body: { message: 'Erreur serveur pour charger votre compte\u00a0: Le serveur ne répond pas' },
    })
  })

  it('forgets an ended session and shows the login with the API’s reason', async () => {
    answers['client/account'] = { status: 401, body: { message: 'Votre session a expiré.' } }
    const { data, headers } = await loadPage()
    expect(asked).toEqual(['client/account'])
    expect(data).toMatchObject({ connected: false, sessionEnded: 'Erreur de connexion\u00a0: Votre session a expiré.' })
    expect(headers.get('Set-Cookie')).toMatch(/^school_session=/)
  })
})
