import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { createMailer } from '../../server/services/mail'
import { openTestDatabase } from './database'

/** The School API built as `startApi` builds it, without a port, for what only the app object tells. */
export async function buildTestApp(): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'school-app-'))
  const database = await openTestDatabase()
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://site.test',
    ADMIN_USER: 'direction',
    ADMIN_PASSWORD: 'admin-password-for-tests',
  })
  const mailer = createMailer({ from: config.mailFrom, outboxDir: join(dataDir, 'outbox') })
  const app = await buildApp({ config, db: database.db, mailer })
  await app.ready()
  return {
    app,
    async close() {
      await app.close()
      mailer.close()
      await database.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

export interface ServerRoute {
  method: string
  /** As registered, e.g. `/api/page/:pageId/:textId`; where Fastify merged parameters of several routes, `:a|:b`. */
  path: string
}

/**
 * Every route of the server, read from Fastify's own router (`printRoutes({ commonPrefix: false })`), not from
 * any declaration of ours. The printed tree gives one node per path segment with the methods that end there,
 * e.g. `├── /api/page/:id|:pageId (GET, HEAD)` and below it `│   └── /:textId|:entityId (PUT)`.
 */
export function serverRoutes(app: FastifyInstance): ServerRoute[] {
  const routes: ServerRoute[] = []
  const stack: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/u.exec(line.trimEnd())
    if (!match) continue
    const depth = match[1].length / 4
    stack.length = depth
    stack.push(match[2])
    for (const method of match[3]?.split(',').map((name) => name.trim()) ?? []) {
      routes.push({ method, path: stack.join('') })
    }
  }
  return routes
}

/** A route's path with every parameter as `{}`: what two spellings of one route have in common. */
export function pathShape(path: string): string {
  return path.replace(/:[A-Za-z_]+(?:\|:[A-Za-z_]+)*/g, '{}').replace(/\{[A-Za-z_]+\}/g, '{}')
}
