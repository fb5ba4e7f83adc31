// The site server's settings (the primary of the cluster and each site process), read from the environment with
// the zod helpers of the API and the app (server/contract/env.ts, loaded through Node's type stripping: this side
// runs no TypeScript compiler). A bad value stops the process with one French line naming the variable.
import { availableParallelism } from 'node:os'
import { z } from 'zod'
import { exitOnConfigError, integer, metricsToken, parseEnv, siteAddresses, siteShape } from '../server/contract/env.ts'

/** An address, a network (`10.0.0.0/8`) or one of Express's names for a range, as `trust proxy` reads them. */
const PROXY = String.raw`(?:loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(?:/\d{1,3})?)`

const SiteServerEnv = z
  .object({
    ...siteShape,
    HOST: z
      .string()
      .regex(/^[\w.:-]+$/, 'une adresse IP ou un nom d’hôte est attendu')
      .optional(),
    SITE_TRUSTED_PROXIES: z
      .string()
      .regex(
        new RegExp(`^${PROXY}(?:\\s*,\\s*${PROXY})*$`),
        'une liste d’adresses IP (ou loopback, linklocal, uniquelocal) séparées par des virgules est attendue',
      )
      .optional(),
    SITE_PROCESSES: integer(undefined, 1, 64),
    SITE_MAX_RENDERS: integer(12, 1, 256),
    SITE_RECEIVE_TIMEOUT_MS: integer(10_000, 100, 120_000),
    METRICS_TOKEN: metricsToken,
  })
  .transform((env) => ({
    mode: env.NODE_ENV,
    port: env.PORT,
    /** Where the site listens: every address of the machine unless HOST says one. */
    host: env.HOST,
    apiPort: env.API_PORT,
    ...siteAddresses(env),
    /** The proxies in front of the site whose X-Forwarded-For it believes (none: a visitor on the machine is no proxy). */
    trustedProxies: env.SITE_TRUSTED_PROXIES?.split(',').map((address) => address.trim()) ?? [],
    /** Site processes of the cluster (site-server/cluster.mjs): one per core unless set. */
    processes: env.SITE_PROCESSES ?? availableParallelism(),
    /** Pages each process renders at once (site-server/concurrency.mjs). */
    maxRenders: env.SITE_MAX_RENDERS,
    /** How long headers, then a body, may take to arrive (site-server/body-limit.mjs). */
    receiveTimeoutMs: env.SITE_RECEIVE_TIMEOUT_MS,
    benchRoutes: env.BENCH_ROUTES === 'on',
    logLevel: env.LOG_LEVEL,
    /** Opens `/metrics` to whoever sends it (site-server/metrics.mjs); unset: this machine only. */
    metricsToken: env.METRICS_TOKEN,
  }))

/**
 * The settings of `env`; throws a ConfigError naming each bad variable.
 * @param {Record<string, string | undefined>} env
 */
export function readSiteSettings(env) {
  return parseEnv(SiteServerEnv, env, ['METRICS_TOKEN'])
}

/** This process's settings, read once at its start. */
export const settings = exitOnConfigError(() => readSiteSettings(process.env))
