import { z } from 'zod'
import { NewsCreateSchema } from '#contract/texts'
import { UpdateTextFormSchema } from '~/admin/html-texts.server'
import { constraintsOf } from '~/utils/form-constraints.server'

/** `intent=add` of /admin/news-handler: the API's own schema for a new item (decision 0017). */
export const AddNewsFormSchema = NewsCreateSchema.extend({ intent: z.literal('add') })
export const addNewsConstraint = constraintsOf(AddNewsFormSchema)

/** The forms of the page: a new item, a text of the /news page (an item's own forms post to its page). */
export const NewsForms = z.discriminatedUnion('intent', [AddNewsFormSchema, UpdateTextFormSchema('textId')])
