import { z } from 'zod'

/** The page's forms, told apart by `intent`: today the closing of one's other sessions (issue 29). */
export const SecurityForms = z.discriminatedUnion('intent', [z.object({ intent: z.literal('close-other-sessions') })])
