import { z } from 'zod'
import { NewsCreateSchema } from '#contract/texts'
import { constraintsOf } from '~/utils/form-constraints.server'

/** `intent=add` of /admin/news-handler: the API's own schema for a new item (decision 0017). */
export const AddNewsFormSchema = NewsCreateSchema.extend({ intent: z.literal('add') })
export const addNewsConstraint = constraintsOf(AddNewsFormSchema)
