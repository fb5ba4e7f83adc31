import { z } from 'zod'
import { id, password } from '#contract/common'
import { ReauthFields, rightsList, StaffAddSchema, staffEmail } from '#contract/user'
import type { AdminForm } from '~/admin/action.server'
import { constraintsOf } from '~/utils/form-constraints.server'

/**
 * The forms of /admin/users (DESIGN.md's form contract: `intent`, `id`, `user`, `password`, `rights` one checkbox
 * per right, `email`), built from the contract's schemas so that every limit is the API's own.
 */

/**
 * Ticked boxes arrive as one value each, which the API takes joined by `;`. None at all is refused under the boxes
 * in their words (the API's own message speaks of a `2;3` list, which no box shows).
 */
const NO_RIGHT = 'Cochez au moins un droit'
const rights = z.preprocess(
  (value) => (Array.isArray(value) ? value.join(';') : value),
  z.string({ error: NO_RIGHT }).trim().min(1, NO_RIGHT).pipe(rightsList),
)

export const AddStaffFormSchema = StaffAddSchema.extend({ intent: z.literal('add'), rights })
/** A change of rights or of a password asks for one's password and a code after 5 minutes (decision 0037). */
const reauth = ReauthFields.shape
export const UpdateRightsFormSchema = z.object({ intent: z.literal('update'), id, rights, ...reauth })
export const ResetPasswordFormSchema = z.object({
  intent: z.literal('password'),
  id,
  password: password('Le nouveau mot de passe'),
  ...reauth,
})
/** The account's address for the security mails; left empty, the account has none. */
export const EmailFormSchema = z.object({ intent: z.literal('email'), id, email: staffEmail.optional() })
/** The API generates the password, which the page shows once. */
export const GeneratePasswordFormSchema = z.object({ intent: z.literal('generate-password'), id, ...reauth })
/** Ends every session of the account (a lost laptop, someone who left): its holder logs in again. */
export const CloseSessionsFormSchema = z.object({ intent: z.literal('close-sessions'), id })
/** Without `confirm=yes` the action answers the confirmation step (no JavaScript needed). */
export const DeleteStaffFormSchema = z.object({ intent: z.literal('delete'), id, confirm: z.literal('yes').optional() })

/** Every form of the page, told apart by `intent` (app/admin/action.server.ts reads them). */
export const StaffForms = z.discriminatedUnion('intent', [
  AddStaffFormSchema,
  UpdateRightsFormSchema,
  ResetPasswordFormSchema,
  EmailFormSchema,
  GeneratePasswordFormSchema,
  CloseSessionsFormSchema,
  DeleteStaffFormSchema,
])
export type StaffForm<Intent extends string> = AdminForm<typeof StaffForms, Intent>

export const staffFormConstraints = {
  add: constraintsOf(AddStaffFormSchema),
  password: constraintsOf(ResetPasswordFormSchema),
  email: constraintsOf(EmailFormSchema),
}
