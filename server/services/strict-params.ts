import type { z } from 'zod'
import { notFound } from '../errors'

/**
 * Reads the parameters of a path strictly: a path whose id is not a plain positive integer (`0x10`, `1e2`, ` 1`)
 * names nothing, hence 404 rather than 400.
 */
export function parsePath<Schema extends z.ZodType>(schema: Schema, params: unknown, message?: string): z.output<Schema> {
  const result = schema.safeParse(params ?? {})
  if (!result.success) throw notFound(message)
  return result.data
}
