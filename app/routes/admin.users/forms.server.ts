import { z } from 'zod'
import { id, password } from '#contract/common'
import { rightsList, StaffAddSchema } from '#contract/user'
import { constraintsOf } from '~/utils/form-constraints.server'

/**
 * The forms of /admin/users (DESIGN.md's form contract: `intent`, `id`, `user`, `password`, `rights` one checkbox
 * per right), built from the contract's schemas so that every limit is the API's own.
 */

/** Ticked boxes arrive as one value each (none at all: no right); the API takes them joined by `;`. */
const rights = z.preprocess((value) => (Array.isArray(value) ? value.join(';') : (value ?? '')), rightsList)

export const AddStaffFormSchema = StaffAddSchema.extend({ intent: z.literal('add'), rights })
export const UpdateRightsFormSchema = z.object({ intent: z.literal('update'), id, rights })
export const ResetPasswordFormSchema = z.object({ intent: z.literal('password'), id, password: password('Le nouveau mot de passe') })
/** The API generates the password, which the page shows once. */
export const GeneratePasswordFormSchema = z.object({ intent: z.literal('generate-password'), id })
/** Without `confirm=yes` the action answers the confirmation step (no JavaScript needed). */
export const DeleteStaffFormSchema = z.object({ intent: z.literal('delete'), id, confirm: z.literal('yes').optional() })

export const staffFormConstraints = {
  add: constraintsOf(AddStaffFormSchema),
  password: constraintsOf(ResetPasswordFormSchema),
}

export { parseWithZod } from '@conform-to/zod/v4'
