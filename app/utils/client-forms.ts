import { z } from 'zod'
import {
  clientFieldNames,
  clientFields,
  ClientLoginSchema,
  CreateAccountSchema,
  type ClientFieldName,
} from '../../server/contract/client'
import { messages, password } from '../../server/contract/common'

/**
 * The zod schemas of the client forms (DESIGN.md's form contract), shared by the actions and the pages and
 * built from the contract's schemas: every limit is the API's own.
 */

/** The hidden field that tells a resend of one rendered form from a new visit of the page (see sharedOutcome). */
export const FORM_KEY = 'formKey'

/** Where to go after the login: checked again by safeRedirect, bounded here so it cannot bloat the session. */
const redirectTo = z.string().max(2000).optional()

export const LoginFormSchema = ClientLoginSchema.extend({ intent: z.literal('login'), redirectTo })

/** Create an account, or get a new link (forgotten password, used or expired link): the same API call. */
export const AccountMailFormSchema = CreateAccountSchema.extend({ intent: z.literal('create'), redirectTo })

/** The label of every new password (section 5). */
export const NEW_PASSWORD_LABEL = 'Nouveau mot de passe (7 caractères minimums)'

/** The first password, through the mailed link: no old password. */
export const NewPasswordFormSchema = z.object({ newPassword: password('Le nouveau mot de passe') })

export const PasswordChangeFormSchema = z.object({
  intent: z.literal('password'),
  oldPassword: password('L’ancien mot de passe'),
  newPassword: password('Le nouveau mot de passe'),
})

/** The multi-choice type arrives as one value per ticked box; the API stores them joined by `;`. */
const clientType = z.preprocess((value) => (Array.isArray(value) ? value.join(';') : value), clientFields.type)

/** The client's own fields: all but the school's note; the e-mail is sent unchanged (read-only). */
const { note: _staffNote, ...ownFields } = { ...clientFields, type: clientType }
export const accountFieldNames = clientFieldNames.filter((name) => name !== 'note')

export const AccountFormSchema = z.object({ intent: z.literal('update'), ...ownFields })

export function isClientFieldName(name: string): name is ClientFieldName {
  return (clientFieldNames as string[]).includes(name)
}

/**
 * The fields a registration asks of the client (`data_name_client`), each required; the names the client cannot
 * fill in (unknown, or the school's note) are left out, as the API leaves them out.
 */
export function requiredClientFields(names: readonly string[]): ClientFieldName[] {
  return names.filter((name): name is ClientFieldName => isClientFieldName(name) && name !== 'note')
}

/** The form confirming a registration, with the client fields it needs: one schema per registration type. */
export function registrationConfirmSchema(names: readonly ClientFieldName[]) {
  const fields = Object.fromEntries(
    names.map((name) => [name, ownFields[name as keyof typeof ownFields].refine((value) => Boolean(value), messages.required)]),
  )
  return z.object({ intent: z.literal('confirm'), ...fields })
}
