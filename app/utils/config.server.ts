import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import { exitOnConfigError, onOff, parseEnv, siteAddresses, siteShape } from '#contract/env'

const EnvSchema = z
  .object({
    ...siteShape,
    SESSION_SECRET: z.string().optional(),
    DATA_DIR: z.string().default('./data'),
    CLIENT_AREA: onOff('on'),
    API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    CONTENT_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  })
  .superRefine(
    (env, ctx) => {
      if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
        ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'obligatoire en production' })
      }
      for (const secret of env.SESSION_SECRET?.split(',') ?? []) {
        if (secret.trim().length < 16) {
          ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'au moins 16 caractères par secret sont attendus' })
        }
      }
      // Checked even when another variable is wrong: every bad variable gets its line.
    },
    { when: () => true },
  )

export type SiteConfig = ReturnType<typeof readConfig>

function readConfig(env: Record<string, string | undefined>) {
  const parsed = parseEnv(EnvSchema, env, ['SESSION_SECRET'])
  const { apiUrl, publicUrl } = siteAddresses(parsed)
  return {
    isProduction: parsed.NODE_ENV === 'production',
    /** The specification's development flag: false in production. */
    isDevelopment: parsed.NODE_ENV === 'development',
    apiUrl,
    apiTimeoutMs: parsed.API_TIMEOUT_MS,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    sessionSecrets: (parsed.SESSION_SECRET ?? developmentSecret(resolve(parsed.DATA_DIR))).split(',').map((s) => s.trim()),
    clientArea: parsed.CLIENT_AREA === 'on',
    /** How long the texts of a page are reused before the API is asked again (0: never reused). */
    contentCacheMs: parsed.CONTENT_CACHE_MS,
    /** The bare baseline route of `npm run bench`: a 404 unless the bench turns it on. */
    benchRoutes: parsed.BENCH_ROUTES === 'on',
    /** The level of the app's logs (app/utils/log.server.ts), as the site server's. */
    logLevel: parsed.LOG_LEVEL,
  }
}

/** Outside production a secret is generated once into DATA_DIR, so that sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    const secret = randomBytes(32).toString('base64url')
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}

export const config = exitOnConfigError(() => readConfig(process.env))
export { readConfig }
