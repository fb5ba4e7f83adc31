import { z } from 'zod'

export class ConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(`Configuration invalide :\n${lines.map((line) => `  ${line}`).join('\n')}`)
    this.name = 'ConfigError'
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
