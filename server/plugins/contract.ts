import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import { z } from 'zod'
import { strictId } from '../contract/common'
import type { Right } from '../contract/rights'
import { forbidden } from '../errors'
import { currentClientId, currentStaff, requireClient, requireRight } from './auth'

/**
 * Who may call a route: anybody, a connected client, any connected staff user, or staff holding every listed
 * right (1 holds them all); with `orSelf`, also the connected client whose id is the `:id` of the path.
 * Enforced by the hook below before the handler runs: 401 when nobody is connected, 403 without the right.
 */
export type Access = 'public' | 'client' | 'staff' | { rights: [Right, ...Right[]]; orSelf?: true }

/** The contract of one route: documentation and access, from the zod schemas that validate it. */
export interface RouteDoc {
  summary: string
  tag: string
  access: Access
  /** A staff route open to an account that has not enrolled its second factor yet (enrolment, user/me). */
  beforeSecondFactor?: true
  /**
   * A write that only adds a row to the trail (decision 0035): no page of the site changes and nothing becomes due,
   * so it moves no content version and asks for no run of the due work (decision 0045).
   */
  trailOnly?: true
  /** How the body arrives; `json` when absent and `body` is given. */
  bodyType?: 'json' | 'form' | 'multipart' | 'html'
  body?: z.ZodType
  params?: z.ZodObject
  querystring?: z.ZodObject
  /** The 200 answer; `binary` for files. */
  response?: z.ZodType | 'binary'
}

declare module 'fastify' {
  interface FastifyContextConfig {
    doc?: RouteDoc
  }
}

export interface DocumentedRoute {
  method: string
  url: string
  doc: RouteDoc
}

/**
 * Every route of the API declares its contract (`config: { doc }`): the API refuses to start otherwise. The
 * declared access is enforced here, and the OpenAPI description is generated from the declarations.
 */
export function registerContract(app: FastifyInstance): DocumentedRoute[] {
  const routes: DocumentedRoute[] = []
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD')
    if (!methods.length) return
    const doc = route.config?.doc
    if (!doc) throw new Error(`Route ${methods.join(',')} ${route.url} declares no contract (config.doc)`)
    for (const method of methods) routes.push({ method, url: route.url, doc })
    const guard = guardFor(doc.access)
    if (guard) route.preHandler = [guard, ...[route.preHandler ?? []].flat()]
  })
  return routes
}

function guardFor(access: Access) {
  if (access === 'public') return null
  if (access === 'client') return async (request: FastifyRequest) => void (await requireClient(request))
  if (access === 'staff') return requireRight()
  const staffGuard = requireRight(...access.rights)
  if (!access.orSelf) return staffGuard
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const clientId = await currentClientId(request)
    const { id } = request.params as { id?: string }
    if (clientId !== null && String(clientId) === id) return
    if (clientId !== null && !(await currentStaff(request))) throw forbidden()
    await staffGuard(request, reply)
  }
}

const errorAnswer = { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] }
const validationAnswer = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['message', 'errors'],
}

const mediaTypes = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
  html: 'text/html',
} as const

function schemaOf(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any', override: describeIds }) as Record<
    string,
    unknown
  >
  return json
}

/** An id is read from text or a number, strictly: described as what it is, a positive integer in range. */
function describeIds({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: Record<string, unknown> }) {
  if (zodSchema !== strictId) return
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key]
  Object.assign(jsonSchema, { type: 'integer', exclusiveMinimum: 0, maximum: 2_147_483_647 })
}

/**
 * OpenAPI 3.1 description of the documented routes. Paths are written under the API root `prefix`, which is also
 * the (relative) server address: it resolves against wherever the document itself was fetched from.
 */
export function openApiDocument(routes: DocumentedRoute[], prefix: string) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const { method, url, doc } of routes) {
    const underPrefix = url.startsWith(`${prefix}/`)
    const path = (underPrefix ? url.slice(prefix.length) : url).replace(/:([A-Za-z_]+)/g, '{$1}')
    const parameters = [
      ...Object.entries(doc.params?.shape ?? {}).map(([name, schema]) => ({
        name,
        in: 'path',
        required: true,
        schema: schemaOf(schema as z.ZodType, 'input'),
      })),
      ...Object.entries(doc.querystring?.shape ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        schema: schemaOf(schema as z.ZodType, 'input'),
      })),
    ]
    const responses: Record<string, unknown> = {
      200: {
        description: 'Success',
        content:
          doc.response === 'binary'
            ? { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } }
            : { 'application/json': { schema: doc.response ? schemaOf(doc.response, 'output') : {} } },
      },
      500: { description: 'Unexpected error', content: { 'application/json': { schema: errorAnswer } } },
    }
    if (doc.body || doc.params || doc.querystring) {
      responses[400] = { description: 'Invalid fields', content: { 'application/json': { schema: validationAnswer } } }
    }
    if (doc.access !== 'public') responses[401] = { description: 'Not connected', content: { 'application/json': { schema: errorAnswer } } }
    if (typeof doc.access === 'object')
      responses[403] = { description: 'Missing right', content: { 'application/json': { schema: errorAnswer } } }
    if (doc.params) responses[404] = { description: 'Unknown id', content: { 'application/json': { schema: errorAnswer } } }
    const access =
      doc.access === 'public'
        ? 'Public.'
        : doc.access === 'client'
          ? 'Connected client (cookie school_client).'
          : doc.access === 'staff'
            ? 'Connected staff user (cookie school_admin).'
            : `Staff holding right(s) ${doc.access.rights.join(', ')} (or 1)${doc.access.orSelf ? ', or the connected client whose id is {id}' : ''}.`
    ;(paths[path] ??= {})[method.toLowerCase()] = {
      summary: doc.summary,
      description: access,
      tags: [doc.tag],
      // A route at the server's root (`/metrics`) is not under the API root.
      ...(underPrefix ? {} : { servers: [{ url: '/' }] }),
      ...(parameters.length ? { parameters } : {}),
      ...(doc.body
        ? { requestBody: { required: true, content: { [mediaTypes[doc.bodyType ?? 'json']]: { schema: schemaOf(doc.body, 'input') } } } }
        : doc.bodyType === 'html'
          ? { requestBody: { required: true, content: { 'text/html': { schema: { type: 'string' } } } } }
          : {}),
      responses,
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'School API', version: '1.0.0', description: 'The API of the school website (section 7 of the specification).' },
    servers: [{ url: prefix }],
    paths,
  }
}
