import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, pathShape, type ServerRoute, serverRoutes } from '../support/routes'

let built: Awaited<ReturnType<typeof buildTestApp>>
let app: FastifyInstance
let document: any
let routes: ServerRoute[]

const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const

beforeAll(async () => {
  built = await buildTestApp()
  app = built.app
  const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' })
  expect(answer.statusCode).toBe(200)
  expect(answer.headers['content-type']).toMatch(/^application\/json/)
  document = answer.json()
  // HEAD routes are the ones Fastify adds beside each GET; they are described by their GET.
  routes = serverRoutes(app).filter((route) => route.method !== 'HEAD')
})
afterAll(() => built?.close())

/** The operation of the document for a route of the server, matched by method and path shape. */
function operationFor(route: ServerRoute) {
  const path = route.path.replace(/^\/api(?=\/)/, '')
  const documented = Object.keys(document.paths).find((candidate) => pathShape(candidate) === pathShape(path))
  return documented ? { path: documented, operation: document.paths[documented][route.method.toLowerCase()] } : null
}

describe('GET /api/openapi.json', () => {
  it('reads the routes from Fastify itself (the list is not empty and holds known calls)', () => {
    const listed = routes.map((route) => `${route.method} ${pathShape(route.path)}`)
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'POST /api/image',
        'PUT /api/page/{}/{}/image/{}',
        'PUT /api/page/{}/{}',
        'GET /api/uploads/{}',
        'PUT /api/news/{}/{}',
        'GET /api/openapi.json',
      ]),
    )
  })

  it('documents every route of the server', () => {
    const missing = routes.filter((route) => !operationFor(route)?.operation).map((route) => `${route.method} ${route.path}`)
    expect(missing).toEqual([])
  })

  it('documents no route that the server does not have', () => {
    const served = new Set(routes.map((route) => `${route.method.toLowerCase()} ${pathShape(route.path.replace(/^\/api(?=\/)/, ''))}`))
    const extra = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => !served.has(`${method} ${pathShape(path)}`))
        .map((method) => `${method} ${path}`),
    )
    expect(extra).toEqual([])
  })

  it('names the path parameters as Fastify does', () => {
    for (const route of routes) {
      const found = operationFor(route)!
      // Fastify prints `:id|:pageId` where routes share a node: the documented name is one of those.
      const served = [...route.path.matchAll(/:([A-Za-z_]+(?:\|:[A-Za-z_]+)*)/g)].map((match) => match[1].split('|:'))
      const documented = [...found.path.matchAll(/\{([A-Za-z_]+)\}/g)].map((match) => match[1])
      expect(documented.length, `${route.method} ${route.path}`).toBe(served.length)
      documented.forEach((name, i) => expect(served[i], `${route.method} ${route.path}`).toContain(name))
    }
  })

  it('has the shape of an OpenAPI 3.1 document', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/)
    expect(document.info).toEqual(expect.objectContaining({ title: expect.any(String), version: expect.any(String) }))
    expect(document.servers).toEqual([{ url: '/api' }])
    for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, any>>)) {
      expect(path).toMatch(/^\/[^\s]*$/)
      expect(path.startsWith('/api/'), 'paths are relative to the server /api').toBe(false)
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1])
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`
        expect(methods, where).toContain(method)
        expect(operation.summary, where).toEqual(expect.any(String))
        expect(Object.keys(operation.responses), where).toContain('200')
        for (const response of Object.values(operation.responses as Record<string, any>)) {
          expect(response.description, where).toEqual(expect.any(String))
        }
        // Every templated segment is a required path parameter, and there is no other path parameter.
        const pathParameters = (operation.parameters ?? []).filter((parameter: any) => parameter.in === 'path')
        expect(pathParameters.map((parameter: any) => parameter.name).sort(), where).toEqual([...templated].sort())
        for (const parameter of pathParameters) {
          expect(parameter.required, where).toBe(true)
          expect(parameter.schema, where).toEqual(expect.any(Object))
        }
        if (operation.requestBody) {
          const content = operation.requestBody.content
          expect(Object.keys(content).length, where).toBeGreaterThan(0)
          for (const [mediaType, media] of Object.entries(content as Record<string, any>)) {
            expect(['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data', 'text/html'], where).toContain(
              mediaType,
            )
            expect(media.schema, where).toEqual(expect.any(Object))
          }
        }
      }
    }
  })

  it('has no reference that does not resolve from the document root', () => {
    const refs: string[] = []
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk)
      else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
          if (key === '$ref' && typeof child === 'string') refs.push(child)
          else walk(child)
        }
      }
    }
    walk(document)
    const unresolved = refs.filter((ref) => {
      if (!ref.startsWith('#/')) return true
      let node: any = document
      for (const part of ref.slice(2).split('/')) node = node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')]
      return node === undefined
    })
    expect(unresolved).toEqual([])
  })

  it('gives each body its media type and its schema from the contract', () => {
    const body = (path: string, method: string) => document.paths[path][method].requestBody?.content
    expect(body('/image', 'post')['multipart/form-data'].schema).toMatchObject({
      properties: { image: { type: 'string', format: 'binary' }, author_link: { type: 'string', maxLength: 255 } },
      required: ['image'],
    })
    expect(body('/image/{id}', 'put')['multipart/form-data'].schema.required ?? []).not.toContain('image')
    for (const [path, method] of [
      ['/page/{pageId}/{textId}', 'put'],
      ['/blog/{blogId}/{textId}', 'put'],
      ['/news/{newsId}/{textName}', 'put'],
    ]) {
      expect(body(path, method), path).toEqual({ 'text/html': { schema: { type: 'string', maxLength: 100_000 } } })
    }
    expect(Object.keys(body('/contact/sendMessage', 'post'))).toEqual(['application/x-www-form-urlencoded'])
    expect(Object.keys(body('/user/login', 'post'))).toEqual(['application/json'])
    expect(document.paths['/image/{id}'].delete.requestBody).toBeUndefined()
  })

  it('describes answers and access with the contract', () => {
    const blogById = document.paths['/blog/byId/{id}'].get
    expect(blogById.parameters).toEqual([
      expect.objectContaining({
        name: 'id',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ type: 'integer', exclusiveMinimum: 0 }),
      }),
    ])
    expect(blogById.responses['200'].content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['id', 'title', 'date', 'image', 'texts', 'blog_filter_id']),
    )
    expect(blogById.responses['404']).toBeDefined()
    expect(blogById.responses['401']).toBeUndefined()
    const imageList = document.paths['/image/all'].get
    expect(imageList.description).toMatch(/right\(s\) 4\b/)
    expect(imageList.responses['401']).toBeDefined()
    expect(imageList.responses['403']).toBeDefined()
    expect(imageList.responses['200'].content['application/json'].schema).toMatchObject({
      type: 'array',
      items: { required: expect.arrayContaining(['url', 'variants', 'uses']) },
    })
    expect(document.paths['/image'].post.description).toMatch(/right\(s\) 4, 5\b/)
    expect(document.paths['/uploads/{file}'].get.responses['200'].content).toHaveProperty(['application/octet-stream'])
  })
})
