import { z } from 'zod'
import { type ClientFieldName, type ClientSort, clientSortFields, clientTypes } from './client-fields'
import { messages, optionalText, paged, pageNumber, pageSize, password, requiredEmail, requiredText, splitList, strictId } from './common'

export * from './client-fields'

/** Multi-choice: one or both values, separated by `;`. */
const clientType = z
  .string()
  .trim()
  .refine((value) => splitList(value).every((part) => (clientTypes as readonly string[]).includes(part)), {
    message: `Valeurs possibles\u00a0: ${clientTypes.join(', ')}`,
  })
  .optional()

/** One or several e-mail addresses separated by `;`. */
const emailList = optionalText(255).refine((value) => splitList(value).every((part) => z.regexes.email.test(part)), {
  message: 'Adresses e-mail invalides (séparez-les par «\u00a0;\u00a0»)',
})

/** The fields of a client (section 3), all optional texts; zip max 5, the others max 255. */
export const clientFields = {
  type: clientType,
  firstName: optionalText(255),
  secondName: optionalText(255),
  phone: optionalText(255),
  email: emailList,
  address: optionalText(255),
  zip: optionalText(5),
  city: optionalText(255),
  country: optionalText(255),
  note: optionalText(255),
  business: optionalText(255),
  professionalPhone: optionalText(255),
}
// The names and labels live in client-fields.ts (no zod) for the pages: this schema must cover exactly them.
clientFields satisfies Record<ClientFieldName, z.ZodType>

/** POST client/add (staff): a client needs at least a name. */
export const ClientAddSchema = z.object({
  ...clientFields,
  firstName: requiredText(255),
  secondName: requiredText(255),
})

/** PUT client/update/{id} (staff) and the client's own account form: any subset of the fields. */
export const ClientUpdateSchema = z.object(clientFields)

export const Client = z.object({
  id: z.number(),
  type: z.string(),
  firstName: z.string(),
  secondName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
  note: z.string(),
  business: z.string(),
  professionalPhone: z.string(),
  /** The client can log in (an account with a password). */
  hasAccount: z.boolean(),
})
export type Client = z.infer<typeof Client>

const sortValues = clientSortFields.flatMap((field) => [field, `-${field}`]) as ClientSort[]

/** `q` filters (case- and accent-insensitive substring of `clientSearchFields`), `sort` orders (`-city`: descending). */
const clientFilter = {
  q: z.string({ error: 'Texte attendu' }).trim().max(255, messages.tooLong(255)).optional(),
  sort: z
    .enum(sortValues as [ClientSort, ...ClientSort[]], {
      error: `Tri possible\u00a0: ${clientSortFields.join(', ')} (précédé de «\u00a0-\u00a0» pour l’ordre inverse)`,
    })
    .optional()
    .default('name'),
}

/** GET client/list: `page` from 1, `size` 50 by default and at most 200. */
export const ClientListQuery = z.object({ ...clientFilter, page: pageNumber, size: pageSize(50) })
export type ClientListQuery = z.output<typeof ClientListQuery>

/** GET client/getAll: the same, where without `page` nor `size` the answer is the whole (filtered) list. */
export const ClientGetAllQuery = z.object({ ...clientFilter, page: strictId.optional(), size: strictId.optional() })

/** GET client/list: one page of clients and the total of the filtered list. */
export const ClientList = paged(Client)
export type ClientList = z.infer<typeof ClientList>

/** Answer of POST client/login. */
export const ClientSession = z.object({ isConnected: z.literal(true), client: Client })
export type ClientSession = z.infer<typeof ClientSession>

// Account flows (section 4)
export const CreateAccountSchema = z.object({ email: requiredEmail(255) })

export const ConfirmAccountSchema = z.object({
  email: requiredEmail(255),
  token: requiredText(255),
})
export const ConfirmAccountAnswer = z.object({ success: z.literal(true), token: z.string() })

/**
 * PUT client/password: with `token` (from the confirmation or a reset link) the old password is not asked;
 * otherwise a connected client gives `oldPassword`.
 */
export const ClientPasswordSchema = z
  .object({
    email: requiredEmail(255).optional(),
    token: optionalText(255),
    oldPassword: z.string().max(255, messages.tooLong(255)).optional(),
    newPassword: password('Le nouveau mot de passe'),
  })
  .superRefine((value, ctx) => {
    if (value.token) {
      if (!value.email) ctx.addIssue({ code: 'custom', path: ['email'], message: messages.required })
    } else if (!value.oldPassword) {
      ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: messages.required })
    } else if (value.oldPassword.length < 7) {
      ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: 'L\u2019ancien mot de passe contient au moins 7 caractères' })
    }
  })

export const ClientLoginSchema = z.object({
  email: requiredEmail(255),
  password: z.string({ error: messages.required }).min(1, messages.required).max(255, messages.tooLong(255)),
})
