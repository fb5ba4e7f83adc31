import { z } from 'zod'
import { type ClientFieldName, clientFields, ClientLoginSchema, CreateAccountSchema } from '#contract/client'
import { messages, password } from '#contract/common'
import { constraintsOf } from '~/utils/form-constraints.server'

/**
 * The zod schemas of the client forms (DESIGN.md's form contract), built from the contract's schemas (every limit
 * is the API's own): the actions validate with them, the loaders send their constraints to the pages
 * (docs/decisions/0010). What the pages need besides is in ./client-fields.ts.
 */

/** Where to go after the login: checked again by safeRedirect, bounded here so it cannot bloat the session. */
const redirectTo = z.string().max(2000).optional()

export const LoginFormSchema = ClientLoginSchema.extend({ intent: z.literal('login'), redirectTo })

/** Create an account, or get a new link (forgotten password, used or expired link): the same API call. */
export const AccountMailFormSchema = CreateAccountSchema.extend({ intent: z.literal('create'), redirectTo })

/** A login link by mail (decision 0019): the way in while the password login is throttled. */
export const LoginLinkFormSchema = CreateAccountSchema.extend({ intent: z.literal('login-link'), redirectTo })

/** The constraints of the account-mail forms (the e-mail), which several pages show (a new account, a new link, a login link). */
export const accountMailConstraint = constraintsOf(AccountMailFormSchema)

/** The first password, through the mailed link: no old password. */
export const NewPasswordFormSchema = z.object({ newPassword: password('Le nouveau mot de passe') })

/** The multi-choice type arrives as one value per ticked box; the API stores them joined by `;`. */
const clientType = z.preprocess((value) => (Array.isArray(value) ? value.join(';') : value), clientFields.type)

/** The client's own fields: all but the school's note; the e-mail is sent unchanged (read-only). */
const { note: _staffNote, ...ownFields } = { ...clientFields, type: clientType }

export const AccountFormSchema = z.object({ intent: z.literal('update'), ...ownFields })

/**
 * The form confirming a registration, with the client fields it needs: one schema per registration type. The same
 * fields join a full session's waiting list (`intent=waitlist`, issue 28).
 */
export function registrationConfirmSchema(names: readonly ClientFieldName[]) {
  const fields = Object.fromEntries(
    names.map((name) => [name, ownFields[name as keyof typeof ownFields].refine((value) => Boolean(value), messages.required)]),
  )
  return z.object({ intent: z.enum(['confirm', 'waitlist']), ...fields })
}

// The actions of the client pages take zod's helpers from here: a route module importing them directly would ship
// zod to the browser (docs/decisions/0010).
export { parseWithZod } from '@conform-to/zod/v4'
export { messages } from '#contract/common'
