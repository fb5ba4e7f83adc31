import { z } from 'zod'
import { UpdateTextFormSchema } from '~/admin/html-texts.server'
import { PublicationFormSchemas } from '~/admin/publication.server'
import { DeleteItemFormSchema } from '~/admin/text-items.server'

/**
 * The forms of an item: a text (`textName`), the item deleted (the confirmation step first), published, scheduled,
 * taken off the site or its draft dropped.
 */
export const NewsItemForms = z.discriminatedUnion('intent', [
  UpdateTextFormSchema('textName'),
  DeleteItemFormSchema,
  ...PublicationFormSchemas<never>(),
])
