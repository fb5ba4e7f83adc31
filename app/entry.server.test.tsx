import { UNSAFE_ErrorResponseImpl as ErrorResponse } from '@remix-run/router'
import { afterEach, describe, expect, it } from 'vitest'
import { handleError } from './entry.server'

const SITE_LOG = Symbol.for('school.log')
const globals = globalThis as Record<symbol, unknown>

/** What the site server's logger (site-server/log.mjs, found through its global) is given while `work` runs. */
function loggedBy(work: () => void) {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = []
  const record = (level: string) => (fields: Record<string, unknown>, message: string) => lines.push({ level, fields, message })
  globals[SITE_LOG] = { error: record('error'), warn: record('warn') }
  work()
  return lines
}

afterEach(() => {
  delete globals[SITE_LOG]
})

const request = (init: RequestInit = {}) => new Request('http://localhost/blog/1', { ...init, headers: { 'X-Request-Id': 'la-requete' } })
const args = (init?: RequestInit) => ({ request: request(init), params: {}, context: {} })

describe('the errors Remix hands to the site', () => {
  it('logs what a loader or an action threw, with the request’s id', () => {
    const error = new Error('la base ne répond pas')
    expect(loggedBy(() => handleError(error, args()))).toEqual([
      { level: 'error', fields: { reqId: 'la-requete', err: error }, message: 'une requête a échoué' },
    ])
  })

  it('logs nothing for a request the visitor gave up, nor for a 4xx of the router', () => {
    const controller = new AbortController()
    controller.abort()
    expect(loggedBy(() => handleError(new Error('abandon'), args({ signal: controller.signal })))).toEqual([])
    const notFound = new ErrorResponse(404, 'Not Found', null, true)
    expect(loggedBy(() => handleError(notFound, args()))).toEqual([])
    const serverError = new ErrorResponse(500, 'Internal Server Error', null, true)
    expect(loggedBy(() => handleError(serverError, args()))).toHaveLength(1)
  })
})
