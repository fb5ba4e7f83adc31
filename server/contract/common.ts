import { z } from 'zod'
import fr from 'zod/v4/locales/fr.js'

// French default messages for every rule that does not carry its own (only this locale: `z.locales` is all 40).
z.config(fr())

// Numbers as French readers write them: « 2 000 » (a narrow non-breaking space between the thousands).
const frenchNumber = new Intl.NumberFormat('fr-FR')

export const messages = {
  required: 'Ce champ est obligatoire',
  tooLong: (max: number) => `${frenchNumber.format(max)} caractères maximum`,
  tooShort: (min: number) => `${frenchNumber.format(min)} caractères minimum`,
  email: 'Adresse e-mail invalide',
  date: 'Date attendue au format aaaa-mm-jj',
  integer: 'Nombre entier attendu',
  invalidForm: 'Certains champs sont invalides.',
  controlCharacters: 'Ce texte contient des caractères de contrôle non autorisés',
} as const

/** C0 controls but tab, line feed and carriage return, and DEL: nothing a person types; NUL breaks PostgreSQL's text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/** A text a person typed, lines included: no other control character (the API's hook refuses them too). */
export const typedText = (value: string | undefined) => !value || !controlCharacter.test(value)

/** A required text: present, not blank once trimmed, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.tooLong(max))

/** An optional text; an empty string is accepted and means "no value". */
export const optionalText = (max: number) => z.string({ error: 'Texte attendu' }).trim().max(max, messages.tooLong(max)).optional()

export const requiredEmail = (max = 255) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(max, { error: messages.tooLong(max), abort: true })
    .regex(z.regexes.email, messages.email)
    .transform((value) => value.toLowerCase())

export const password = (label = 'Le mot de passe') =>
  z
    .string({ error: messages.required })
    .min(1, { error: messages.required, abort: true })
    .min(7, `${label} doit contenir au moins 7 caractères`)
    .max(255, messages.tooLong(255))

/**
 * An id in a path, a query string or a form field, given as a string or a number: a positive decimal integer as
 * written, in range, nothing else (`0x10`, ` 1`, `1e2`, `01` are refused, where `Number()` would accept them).
 */
export const strictId = z
  .union([z.string(), z.number()], { error: messages.integer })
  .transform((value) => String(value))
  .refine((value) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647, messages.integer)
  .transform(Number)

/** Every id of the API is read strictly (issue 16: `DELETE image/0x10` once deleted image 16). */
export const id = strictId

/** The path of one row by its id: `/client/:id`, `/registration/:id/participants`, `/registration_type/:id/reminders`… */
export const IdParams = z.object({ id })

/** A page number of a paged list (1 when absent). */
export const pageNumber = strictId.optional().default(1)

/** The most rows a paged list answers at once; a larger `size` is lowered to it. */
export const PAGE_SIZE_MAX = 200

/** Rows per page (`fallback` when absent, at most PAGE_SIZE_MAX). */
export const pageSize = (fallback: number) => strictId.optional().transform((value) => Math.min(value ?? fallback, PAGE_SIZE_MAX))

/** The answer of a paged list: the rows of one page, and how many there are in all. */
export const paged = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), size: z.number() })

/** A date as `<input type="date">` sends it; an empty one is a missing one (the picker shows jj/mm/aaaa, not the format). */
export const isoDate = z
  .string({ error: messages.required })
  .min(1, { error: messages.required, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.date)
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    messages.date,
  )

/** The `errors` of a 400 answer of the API: French messages per field. */
export type FieldErrors = Record<string, string[]>

export const SuccessAnswer = z.object({ success: z.literal(true) })

export { colon, splitList } from './text'
