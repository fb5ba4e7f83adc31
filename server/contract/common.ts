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
} as const

/** A required text: present, not blank once trimmed, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.tooLong(max))

/** An optional text; an empty string is accepted and means "no value". */
export const optionalText = (max: number) =>
  z.string({ error: 'Texte attendu' }).trim().max(max, messages.tooLong(max)).optional()

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

/** An id in a path or a form field, given as a string or a number. */
export const id = z.coerce.number({ error: messages.integer }).int(messages.integer).positive(messages.integer)

export const isoDate = z
  .string({ error: messages.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.date)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), messages.date)

/** The `errors` of a 400 answer of the API: French messages per field. */
export type FieldErrors = Record<string, string[]>

export const SuccessAnswer = z.object({ success: z.literal(true) })

export { colon, splitList } from './text'
