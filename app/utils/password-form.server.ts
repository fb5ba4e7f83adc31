import { z } from 'zod'
import { password } from '#contract/common'

/**
 * The password change of a connected client or staff member (`PasswordChangeForm`): the old password and the new
 * one, with the contract's limits (7 to 255).
 */
export const PasswordChangeFormSchema = z.object({
  intent: z.literal('password'),
  oldPassword: password('L’ancien mot de passe'),
  newPassword: password('Le nouveau mot de passe'),
})

// The actions take zod's helpers from here: a route module importing them directly would ship zod to the browser.
export { parseWithZod } from '@conform-to/zod/v4'
