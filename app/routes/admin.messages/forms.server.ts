import { z } from 'zod'
import { strictId } from '#contract/common'
import { DeleteItemFormSchema } from '~/admin/text-items.server'

/** The buttons of a message: one of the marks with its `id`, or `delete` (the confirmation step first). */
export const MessageForms = z.discriminatedUnion('intent', [
  z.object({ intent: z.enum(['read', 'unread', 'archive', 'unarchive']), id: strictId }),
  DeleteItemFormSchema,
])
