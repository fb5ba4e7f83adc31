import { z } from 'zod'
import { secondFactorCode, staffEmail } from '#contract/user'
import { PasswordChangeFormSchema } from '~/utils/password-form.server'

/** The member's own address for the security mails (`intent=email`); left empty, the account has none. */
export const OwnEmailFormSchema = z.object({ intent: z.literal('email'), email: staffEmail.optional() })

/**
 * The page's forms: the password (`intent=password`, the client area's own, with a code when the last proof is old:
 * decision 0037) and the address.
 */
export const PasswordForms = z.discriminatedUnion('intent', [
  PasswordChangeFormSchema.extend({ code: secondFactorCode.optional() }),
  OwnEmailFormSchema,
])
