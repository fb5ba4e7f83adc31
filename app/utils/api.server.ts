import type { FieldErrors } from '#contract/common'
import { type CallKind, describeNoResponse, describeSetupFailure, describeStatus, type DisplayError, formatError } from './api-errors'
import { config } from './config.server'
import { requestIdOf } from './log.server'
import { getSession } from './session.server'
import { nextIdempotencyKey } from './single-flight.server'

/** An answer of the API outside 200 and 400, or no answer: carries the catalogue's title and message. */
export class ApiError extends Error {
  constructor(
    /** The API's status, or null when it did not answer. */
    readonly status: number | null,
    readonly display: DisplayError,
    /** The API's answer as it came (`secondFactor`, `pendingLogin`, `reauth`, `enrolment` beside `message`). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(formatError(display))
    this.name = 'ApiError'
  }
}

/** A 400 answer: French messages per field, to show under the fields. */
export class ApiFieldErrors extends Error {
  constructor(
    readonly errors: FieldErrors,
    message: string,
  ) {
    super(message)
    this.name = 'ApiFieldErrors'
  }
}

export type ApiBody = { json: unknown } | { form: Record<string, string> } | { html: string } | { multipart: FormData }

export interface ApiCall {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Path under the API root, as section 7 writes it (`contact/sendMessage`). */
  path: string
  /** French phrase for the error messages: « envoyer le message », « se connecter »… */
  action: string
  kind?: CallKind
  body?: ApiBody
}

/** The API's session cookies in an answer: a value when it set one, null when it cleared it. */
export type ApiSessionCookies = Partial<Record<'school_admin' | 'school_client', string | null>>

/**
 * Calls the School API from the server, with the visitor's API sessions and address, and answers the parsed
 * body of a 200 with the session cookies the API set. Every other outcome throws ApiFieldErrors or ApiError.
 */
export async function sendToApi<T>(request: Request, call: ApiCall): Promise<{ data: T; cookies: ApiSessionCookies }> {
  const response = await fetchApi(request, call)
  const body = await readBody(response)
  if (response.ok) return { data: body as T, cookies: sessionCookiesOf(response) }
  throw errorOf(response.status, body, call)
}

/**
 * The API's 200 answer itself, unread, for a file the site passes on to the browser (a calendar file, a data
 * export) with its type and name. Every other outcome throws as `sendToApi` does.
 */
export async function fetchFileFromApi(request: Request, call: ApiCall): Promise<Response> {
  const response = await fetchApi(request, call)
  if (response.ok) return response
  throw errorOf(response.status, await readBody(response), call)
}

async function fetchApi(request: Request, call: ApiCall): Promise<Response> {
  let url: URL
  let init: RequestInit
  try {
    url = new URL(call.path.replace(/^\/+/, ''), `${config.apiUrl}/`)
    const headers = await forwardedHeaders(request)
    init = { method: call.method ?? 'GET', headers, ...encodeBody(call.body) }
    if (call.body && !(init.body instanceof FormData)) headers.set('Content-Type', contentTypeOf(call.body))
    // A write of a post that must run once (single-flight.server.ts): the API answers its copies alike.
    const key = init.method === 'GET' ? null : nextIdempotencyKey()
    if (key) headers.set('Idempotency-Key', key)
  } catch (error) {
    throw new ApiError(null, describeSetupFailure(error))
  }
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(config.apiTimeoutMs) })
  } catch {
    throw new ApiError(null, describeNoResponse(contextOf(call)))
  }
}

function contextOf(call: ApiCall) {
  return { action: call.action, kind: call.kind ?? 'other' }
}

function errorOf(status: number, body: unknown, call: ApiCall): ApiError | ApiFieldErrors {
  const message = typeof body === 'object' && body && 'message' in body ? String(body.message) : undefined
  if (status === 400) {
    const errors = typeof body === 'object' && body && 'errors' in body ? (body.errors as FieldErrors) : {}
    return new ApiFieldErrors(errors, message ?? 'Certains champs sont invalides.')
  }
  const answer = typeof body === 'object' && body ? (body as Record<string, unknown>) : {}
  return new ApiError(status, describeStatus(status, message, contextOf(call)), answer)
}

/** `sendToApi` for the calls whose cookies do not matter. */
export async function callApi<T>(request: Request, call: ApiCall): Promise<T> {
  return (await sendToApi<T>(request, call)).data
}

async function forwardedHeaders(request: Request): Promise<Headers> {
  const session = await getSession(request)
  const headers = new Headers({ Accept: 'application/json' })
  const cookies = [
    session.get('staffToken') && `school_admin=${session.get('staffToken')}`,
    session.get('clientToken') && `school_client=${session.get('clientToken')}`,
  ].filter(Boolean)
  if (cookies.length) headers.set('Cookie', cookies.join('; '))
  // The site's server replaced this header with the visitor's address (see site-server/app.mjs).
  const visitor = request.headers.get('X-Forwarded-For')
  if (visitor) headers.set('X-Forwarded-For', visitor)
  // The browser's, for the label of a staff session (« Firefox sur Windows »); the API keeps only that label.
  const agent = request.headers.get('User-Agent')
  if (agent) headers.set('User-Agent', agent)
  // The request's id (site-server/log.mjs): the API logs the call under it, so one request reads through both logs.
  const requestId = requestIdOf(request)
  if (requestId) headers.set('X-Request-Id', requestId)
  return headers
}

function encodeBody(body: ApiBody | undefined): Pick<RequestInit, 'body'> {
  if (!body) return {}
  if ('json' in body) return { body: JSON.stringify(body.json) }
  if ('form' in body) return { body: new URLSearchParams(body.form).toString() }
  if ('html' in body) return { body: body.html }
  return { body: body.multipart }
}

function contentTypeOf(body: ApiBody): string {
  if ('json' in body) return 'application/json'
  if ('form' in body) return 'application/x-www-form-urlencoded'
  return 'text/html; charset=utf-8'
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function sessionCookiesOf(response: Response): ApiSessionCookies {
  const cookies: ApiSessionCookies = {}
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';')
    const separator = pair.indexOf('=')
    const name = pair.slice(0, separator).trim()
    if (name !== 'school_admin' && name !== 'school_client') continue
    const value = decodeURIComponent(pair.slice(separator + 1).trim())
    const expired = attributes.some((attribute) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute))
    cookies[name] = value && !expired ? value : null
  }
  return cookies
}
