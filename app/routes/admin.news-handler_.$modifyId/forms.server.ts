import { z } from 'zod'
import { UpdateTextFormSchema } from '~/admin/html-texts.server'
import { DeleteItemFormSchema } from '~/admin/text-items.server'

/** The forms of an item: a text (`textName`), or the item deleted (the confirmation step first). */
export const NewsItemForms = z.discriminatedUnion('intent', [UpdateTextFormSchema('textName'), DeleteItemFormSchema])
