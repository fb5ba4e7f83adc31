import { z } from 'zod'

export class ConfigError extends Error {
  // A plain field, not a parameter property: site-server/ imports this module on Node's type stripping.
  readonly lines: string[]

  constructor(lines: string[]) {
    super(`Configuration invalide :\n${lines.map((line) => `  ${line}`).join('\n')}`)
    this.name = 'ConfigError'
    this.lines = lines
  }
}

/**
 * Parses the environment with a zod schema, turning every issue into one line naming the variable.
 * Values of the variables listed in `secret` are never echoed.
 */
export function parseEnv<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined>,
  secret: readonly string[] = [],
): z.output<Schema> {
  // An empty variable counts as unset, as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const result = schema.safeParse(cleaned)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '?')
    const value = cleaned[name]
    const shown = value === undefined ? '' : secret.includes(name) ? ' (valeur masquée)' : ` (reçu « ${value} »)`
    return `${name} : ${issue.message}${shown}`
  })
  throw new ConfigError(lines)
}

export const port = (fallback: number) =>
  z.coerce
    .number({ error: 'un numéro de port est attendu' })
    .int('un numéro de port entier est attendu')
    .min(1, 'un port entre 1 et 65535 est attendu')
    .max(65535, 'un port entre 1 et 65535 est attendu')
    .default(fallback)

export const httpUrl = z
  .string()
  .regex(/^https?:\/\/[^\s/]+/, 'une adresse http:// ou https:// est attendue')
  .transform((value) => value.replace(/\/+$/, ''))

export const onOff = (fallback: 'on' | 'off') => z.enum(['on', 'off'], { error: 'on ou off est attendu' }).default(fallback)

/** An integer from `min` to `max`; `fallback` when unset (none: left unset). */
export const integer = (fallback: number | undefined, min: number, max: number) => {
  const expected = `un nombre entier de ${min} à ${max} est attendu`
  const schema = z.coerce.number({ error: expected }).int(expected).min(min, expected).max(max, expected)
  return fallback === undefined ? schema.optional() : schema.default(fallback)
}

export const nodeEnv = (fallback: 'development' | 'production' | 'test') =>
  z.enum(['development', 'production', 'test'], { error: 'development, production ou test est attendu' }).default(fallback)

/**
 * The token that opens `/metrics` from elsewhere than this machine (`Authorization: Bearer …`), API and site alike;
 * unset: loopback only (decision 0030).
 */
export const metricsToken = z
  .string()
  .min(24, 'un jeton d’au moins 24 caractères est attendu')
  .regex(/^[\x21-\x7e]+$/, 'un jeton sans espace ni accent est attendu')
  .optional()

/** pino's levels: the API's and the site's logs, JSON lines on stdout (docs/decisions/0025). */
export const logLevel = z
  .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    error: 'fatal, error, warn, info, debug, trace ou silent est attendu',
  })
  .default('info')

/**
 * The variables both halves of the site read, with the same defaults: its server (site-server/env.mjs, before the
 * build is loaded) and its app (app/utils/config.server.ts, in the build).
 */
export const siteShape = {
  NODE_ENV: nodeEnv('production'),
  PORT: port(3000),
  API_PORT: port(3001),
  API_URL: httpUrl.optional(),
  PUBLIC_URL: httpUrl.optional(),
  BENCH_ROUTES: onOff('off'),
  LOG_LEVEL: logLevel,
}

/** Where the site finds the API, and its own public address, from the variables of `siteShape`. */
export function siteAddresses(env: { PORT: number; API_PORT: number; API_URL?: string; PUBLIC_URL?: string }) {
  return {
    apiUrl: env.API_URL ?? `http://127.0.0.1:${env.API_PORT}/api`,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  }
}

/** Reads a configuration, or prints why it is bad (one line per variable) and stops the process. */
export function exitOnConfigError<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
