import { z } from 'zod'
import { BlogCreateSchema } from '#contract/texts'
import { constraintsOf } from '~/utils/form-constraints.server'

/** `intent=add` of /admin/blog-handler: the API's own schema for a new article (decision 0017). */
export const AddArticleFormSchema = BlogCreateSchema.extend({ intent: z.literal('add') })
export const addArticleConstraint = constraintsOf(AddArticleFormSchema)
