/**
 * The app's logs go through the site server's logger (site-server/log.mjs: pino's JSON lines on stdout, as the
 * API's), which the app, bundled apart, finds through a global; outside the site server (a unit test, a script
 * loading the build), the console. A request's lines carry its id, the one the API logs it under too
 * (docs/decisions/0025).
 */
type LogMethod = (fields: Record<string, unknown>, message: string) => void
type Log = { error: LogMethod; warn: LogMethod }

const SITE_LOG = Symbol.for('school.log')
const consoleLog: Log = {
  error: (fields, message) => console.error(message, fields),
  warn: (fields, message) => console.warn(message, fields),
}

const siteLog = (): Log => (globalThis as Record<symbol, Log | undefined>)[SITE_LOG] ?? consoleLog

/** The id the site server gave `request` (X-Request-Id), which the API logs it under too. */
export function requestIdOf(request: Request | undefined): string | undefined {
  return request?.headers.get('X-Request-Id') ?? undefined
}

/** Logs a failure that the visitor is answered for anyway (a French page, a fallback). */
export function logFailure(message: string, error: unknown, request?: Request) {
  siteLog().error({ reqId: requestIdOf(request), err: error }, message)
}

/** Logs what a visitor asked for and the API did not find (a stale link, a client deleted meanwhile): not a failure. */
export function logMiss(message: string, error: unknown, request?: Request) {
  siteLog().warn({ reqId: requestIdOf(request), err: error }, message)
}
