import { z } from 'zod'
import { BlogCreateSchema } from '#contract/texts'
import { UpdateTextFormSchema } from '~/admin/html-texts.server'
import { PublicationFormSchemas } from '~/admin/publication.server'
import { DeleteItemFormSchema } from '~/admin/text-items.server'
import { constraintsOf } from '~/utils/form-constraints.server'

/** `intent=add` of /admin/blog-handler: the API's own schema for a new article (decision 0017). */
export const AddArticleFormSchema = BlogCreateSchema.extend({ intent: z.literal('add') })
export const addArticleConstraint = constraintsOf(AddArticleFormSchema)

/**
 * The forms of the page: an article added or deleted, a text of an article (`blogId`) or of the /blog page, an
 * article published, scheduled, taken off the site or its draft dropped.
 */
export const BlogForms = z.discriminatedUnion('intent', [
  AddArticleFormSchema,
  UpdateTextFormSchema('blogId', 'textId'),
  DeleteItemFormSchema,
  ...PublicationFormSchemas('blogId'),
])
