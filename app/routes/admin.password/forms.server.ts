import { z } from 'zod'
import { PasswordChangeFormSchema } from '~/utils/password-form.server'

/** The page's one form (`intent=password`), the client area's own. */
export const PasswordForms = z.discriminatedUnion('intent', [PasswordChangeFormSchema])
