import { z } from 'zod'
import { secondFactorCode } from '#contract/user'
import { PasswordChangeFormSchema } from '~/utils/password-form.server'

/** The page's one form (`intent=password`), the client area's own with a code when the last proof is old (decision 0037). */
export const PasswordForms = z.discriminatedUnion('intent', [PasswordChangeFormSchema.extend({ code: secondFactorCode.optional() })])
