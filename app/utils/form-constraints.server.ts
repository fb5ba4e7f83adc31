import { getZodConstraint } from '@conform-to/zod/v4'
import type { z } from 'zod'

/** The HTML constraints of a form's fields, as a loader sends them to its page for conform's `useForm`. */
export type FormConstraint = ReturnType<typeof getZodConstraint>

/**
 * conform's constraints (required…), completed with the minimum and maximum lengths of the strings, which
 * getZodConstraint does not read from zod 4.6 schemas. A loader sends them to its page, which sets them on its
 * inputs: forms validate with zod on the server only, so that zod never ships to the browser
 * (docs/decisions/0010).
 */
export function constraintsOf(schema: z.ZodObject): FormConstraint {
  const constraint = getZodConstraint(schema)
  for (const [name, field] of Object.entries(schema.shape)) {
    const text = stringOf(field as z.ZodType)
    if (!text || !constraint[name]) continue
    if (text.maxLength !== null) constraint[name].maxLength = text.maxLength
    if (text.minLength !== null && text.minLength > 1) constraint[name].minLength = text.minLength
  }
  return constraint
}

function stringOf(schema: z.ZodType): z.ZodString | null {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType }
  if (def.type === 'string') return schema as z.ZodString
  if (def.innerType) return stringOf(def.innerType)
  if (def.in) return stringOf(def.in)
  return null
}
