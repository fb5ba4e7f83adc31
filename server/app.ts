import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { ApiConfig } from './config'
import { HTML_TEXT_MAX } from './contract/content'
import { IMAGE_MAX_BYTES } from './contract/image'
import type { Database, DatabaseHandle } from './db'
import { HttpError } from './errors'
import { openApiDocument, registerContract } from './plugins/contract'
import { refuseControlCharacters } from './plugins/control-characters'
import { answerClientError, answerFrameworkError, registerErrorHandlers } from './plugins/errors'
import { registerIdempotency } from './plugins/idempotency'
import { boundJsonDepth } from './plugins/json-depth'
import { registerMetrics } from './plugins/metrics'
import { requestIdOf } from './plugins/request-id'
import { accountRoutes } from './routes/account'
import { activityRoutes } from './routes/activity'
import { adminRoutes } from './routes/admin'
import { backupRoutes } from './routes/backup'
import { blogRoutes } from './routes/blog'
import { clientRoutes } from './routes/client'
import { clientAreaRoutes } from './routes/client-area'
import { contactRoutes } from './routes/contact'
import { contactMessageRoutes } from './routes/contact-messages'
import { bumpOnWrites, type ContentVersion, contentVersionRoutes, createContentVersion } from './routes/content-version'
import { healthRoutes } from './routes/health'
import { imageRoutes } from './routes/image'
import { loginLinkRoutes } from './routes/login-link'
import { mailRoutes } from './routes/mails'
import { newsRoutes } from './routes/news'
import { offerInformationRoutes } from './routes/offer-information'
import { pageRoutes } from './routes/page'
import { passkeyRoutes } from './routes/passkeys'
import { publicationRoutes } from './routes/publication'
import { rateWindowRoutes } from './routes/rate-windows'
import { registrationAttendanceRoutes } from './routes/registration-attendance'
import { registrationParticipantRoutes } from './routes/registration-participants'
import { registrationReminderRoutes } from './routes/registration-reminders'
import { registrationSessionRoutes } from './routes/registration-sessions'
import { registrationTypeRoutes } from './routes/registration-types'
import { registrationWaitingRoutes } from './routes/registration-waiting'
import { retentionRoutes } from './routes/retention'
import { secondFactorRoutes } from './routes/second-factor'
import { staffRoutes } from './routes/staff'
import { staffAccountRoutes } from './routes/staff-account'
import { surveyRoutes } from './routes/surveys'
import { textRevisionRoutes } from './routes/text-revisions'
import { uploadRoutes } from './routes/uploads'
import { userRoutes } from './routes/user'
import { dailyBackup } from './services/backup-daily'
import { type Clock, systemClock } from './services/clock'
import { createDueWork, type DueWork } from './services/due-work'
import type { Mailer } from './services/mail'
import { deliverDueMails } from './services/outbox'
import { capWindowsForTests } from './services/rate-limit'

declare module 'fastify' {
  interface FastifyInstance {
    config: ApiConfig
    db: Database
    mailer: Mailer
    clock: Clock
    /** What happens later: mails of the outbox, and the tasks features add (services/due-work.ts). */
    dueWork: DueWork
    /** `preparing` while the first start still draws the demo pictures of the content (GET health tells). */
    readiness: { content: 'ready' | 'preparing' }
    /** Changes with every write a public page may show: the site's page cache follows it (routes/content-version.ts). */
    contentVersion: ContentVersion
  }
}

export interface AppDependencies {
  config: ApiConfig
  db: Database
  mailer: Mailer
  /** The time of everything that happens later (tests pass one they move). */
  clock?: Clock
  /** How often the due work runs besides the runs writes ask for; 0: never (tests run it themselves). */
  dueWorkIntervalMs?: number
  logger?: FastifyServerOptions['logger']
  /** The database's notifications, on PostgreSQL: the content version of several API processes (routes/content-version.ts). */
  listen?: DatabaseHandle['listen']
}

/** The School API, ready to listen (or to be driven with `inject` in tests). */
export async function buildApp({
  config,
  db,
  mailer,
  clock = systemClock,
  dueWorkIntervalMs = DUE_WORK_INTERVAL_MS,
  logger = false,
  listen,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // The site's request id when it sends one (X-Request-Id, checked strictly), never the header as given.
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: config.trustedProxies,
    bodyLimit: 1024 * 1024,
    // Paths of section 7 mix cases (blogFilters, create_account): keep them as written.
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true },
    // Badly encoded or oversized URLs are answered before any route: in French too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  })
  app.decorate('config', config)
  capWindowsForTests(config.testRateWindowSeconds)
  app.decorate('db', db)
  app.decorate('mailer', mailer)
  app.decorate('clock', clock)
  registerDueWork(app, dueWorkIntervalMs)
  app.decorate('readiness', { content: 'ready' as 'ready' | 'preparing' })
  app.decorate('contentVersion', await createContentVersion(db, listen))
  bumpOnWrites(app)

  await app.register(cookie)
  boundJsonDepth(app)
  await app.register(formbody, { bodyLimit: 64 * 1024 })
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 60, fieldSize: 64 * 1024, parts: 70 },
    throwFileSizeLimit: true,
  })
  // Html texts of pages, blog and news arrive as `text/html; charset=utf-8`.
  app.addContentTypeParser('text/html', { parseAs: 'string', bodyLimit: HTML_TEXT_MAX * 4 }, (_request, body, done) => done(null, body))
  registerErrorHandlers(app)
  refuseCrossSiteWrites(app, config.publicUrl)
  refuseControlCharacters(app)
  registerIdempotency(app)
  const routes = registerContract(app)
  registerMetrics(app)

  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(contactRoutes)
      await api.register(userRoutes)
      await api.register(passkeyRoutes)
      await api.register(staffRoutes)
      await api.register(staffAccountRoutes)
      await api.register(secondFactorRoutes)
      await api.register(accountRoutes)
      await api.register(loginLinkRoutes)
      await api.register(clientRoutes)
      await api.register(clientAreaRoutes)
      await api.register(registrationTypeRoutes)
      await api.register(registrationSessionRoutes)
      await api.register(registrationParticipantRoutes)
      await api.register(registrationAttendanceRoutes)
      await api.register(registrationReminderRoutes)
      await api.register(registrationWaitingRoutes)
      await api.register(surveyRoutes)
      await api.register(pageRoutes)
      await api.register(imageRoutes)
      await api.register(uploadRoutes)
      await api.register(blogRoutes)
      await api.register(newsRoutes)
      await api.register(publicationRoutes)
      await api.register(contactMessageRoutes)
      await api.register(activityRoutes)
      await api.register(adminRoutes)
      await api.register(mailRoutes)
      await api.register(retentionRoutes)
      await api.register(textRevisionRoutes)
      await api.register(offerInformationRoutes)
      await api.register(contentVersionRoutes)
      await api.register(backupRoutes)
      // Test sites only: the configuration takes TEST_RATE_WINDOW_SECONDS under NODE_ENV=test alone.
      if (config.testRateWindowSeconds !== undefined) await api.register(rateWindowRoutes)
      api.get(
        '/openapi.json',
        { config: { doc: { summary: 'This description (OpenAPI 3.1)', tag: 'meta', access: 'public' } } },
        async () => openApiDocument(routes, '/api'),
      )
    },
    { prefix: '/api' },
  )
  app.dueWork.add('backup', dailyBackup(app))
  // Last: the mails the other tasks write (reminders, held places) go out in the same run.
  app.dueWork.add('mails', (now) => deliverDueMails(app.db, app.mailer, now, app.log, app.config.mailAttempts))
  return app
}

/** How often each API process looks for due work besides the runs its own writes ask for. */
const DUE_WORK_INTERVAL_MS = 15_000

/** The due work of each process; features add their tasks (reminders, held places) where their routes are registered. */
function registerDueWork(app: FastifyInstance, intervalMs: number) {
  const dueWork = createDueWork(app.clock, app.log)
  app.decorate('dueWork', dueWork)
  // After a write that went through and may have made something due: a refused one (a 4xx, a 5xx) rolled back or
  // wrote nothing due, nor does a line of the trail; a run of every task is about fifteen queries (decision 0045).
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return
    if (!request.routeOptions.config.doc?.trailOnly) dueWork.soon()
  })
  if (intervalMs > 0) app.addHook('onReady', async () => dueWork.start(intervalMs))
  app.addHook('onClose', () => dueWork.stop())
}

/**
 * A browser's write sent from another site is refused (decision 0001): the site calls the API from its server with
 * neither header, tests and scripts likewise; a browser says where the request comes from by `Sec-Fetch-Site`, or,
 * without it, by `Origin`. Reads stay open (CORS keeps their answers from other sites' scripts).
 */
function refuseCrossSiteWrites(app: FastifyInstance, publicUrl: string) {
  const siteOrigin = new URL(publicUrl).origin
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return
    const fetchSite = request.headers['sec-fetch-site']
    const origin = request.headers.origin
    const crossSite = fetchSite
      ? fetchSite !== 'same-origin' && fetchSite !== 'none'
      : origin !== undefined && origin !== siteOrigin && origin !== `${request.protocol}://${request.host}`
    if (crossSite) throw new HttpError(403, 'Cette requête doit venir du site lui-même.')
  })
}
