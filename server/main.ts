import { join } from 'node:path'
import { buildApp } from './app'
import { ensureAdmin } from './bootstrap'
import { loadConfig } from './config'
import { ConfigError } from './contract/env'
import { openDatabase } from './db'
import { seedContentIfEmpty, seedImages } from './db/seed'
import { createMailer } from './services/mail'
import { setupLink } from './services/staff-setup'

async function main() {
  const config = loadConfig()
  const open = () => openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'db') })
  let database = await open()
  const uploadsDir = join(config.dataDir, 'uploads')
  // API processes started together on one database: one seeds and creates the admin, the others then find them.
  const { seeded, admin } = await database.underStartLock(async () => ({
    seeded: await seedContentIfEmpty(database.db),
    admin: await ensureAdmin(database.db, config),
  }))
  if (seeded && database.engine === 'pglite') {
    // PGlite's WebAssembly memory grew for the cluster's creation, the migrations and the seed, and never shrinks: a
    // new instance on the same folder serves with the memory of any later start (issue 16, point 7).
    await database.close()
    database = await open()
  }
  if (seeded) console.log('Base de données initialisée avec le contenu du site.')
  if (admin && 'created' in admin) console.log(`Compte administrateur « ${admin.created} » créé avec ADMIN_PASSWORD.`)
  if (admin && 'setupToken' in admin) {
    console.log(
      `Aucun compte du personnel : créez le compte d’administration en ouvrant ce lien (valable 24 heures, une seule fois) :\n${setupLink(config.publicUrl, admin.setupToken)}`,
    )
  }
  const mailer = createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, 'outbox') })
  const app = await buildApp({ config, db: database.db, mailer, logger: { name: 'api', level: config.logLevel }, listen: database.listen })
  await app.listen({ port: config.apiPort, host: config.apiHost })
  console.log(
    `API de l’école prête sur http://${config.apiHost}:${config.apiPort}/api (${database.engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}).`,
  )
  // Only on the start that seeded the content: a picture staff deleted later must not come back.
  if (seeded) void drawMissingPictures(app, uploadsDir)

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    // Requests in flight get a grace period; a client that never finishes does not hold the shutdown.
    setTimeout(() => app.server.closeAllConnections(), 10_000).unref()
    await app.close()
    mailer.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

/**
 * The demo pictures of the content take a while to draw: the site answers meanwhile and pages show their
 * pictures as they come (`npm run seed` completes them if this start is stopped half-way).
 */
async function drawMissingPictures(app: Awaited<ReturnType<typeof buildApp>>, uploadsDir: string) {
  app.readiness.content = 'preparing'
  try {
    const made = await seedImages(app.db, uploadsDir)
    if (made) console.log(`Illustrations de démonstration prêtes (${made}).`)
  } catch (error) {
    app.log.error({ err: error }, 'demo pictures not drawn')
  } finally {
    app.readiness.content = 'ready'
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
