import { z } from 'zod'
import { picturePages } from '#content/page-places'
import { strictId } from '#contract/common'
import { ImageFieldsSchema } from '#contract/image'
import { constraintsOf } from '~/utils/form-constraints.server'

/**
 * The forms of /admin/image-handler (DESIGN.md's form contract and decision 0015: `intent`, `id`, the credit
 * fields of section 3, `image` the file, `pageId` + `entityId`), built from the contract's schema so that every
 * limit is the API's own. The file itself is checked by the API, by its content.
 */

const pageId = strictId.refine((id) => picturePages.some((page) => page.id === id), 'Cette page ne montre pas d’images')
/** The folder the form was opened from, to return to it (never trusted for anything else). */
const folder = z
  .string()
  .regex(/^(0|[1-9]\d{0,9})$/)
  .transform(Number)
  .optional()
  .catch(undefined)

export const AddImageFormSchema = ImageFieldsSchema.extend({
  intent: z.literal('add'),
  pageId: pageId.optional(),
  entityId: strictId.optional(),
  folder,
}).refine((form) => (form.pageId === undefined) === (form.entityId === undefined), {
  message: 'Indiquez la page et l’emplacement, ou aucun des deux',
  path: ['entityId'],
})
export const UpdateImageFormSchema = ImageFieldsSchema.extend({ intent: z.literal('update'), id: strictId, folder })
/** Without `confirm=yes` the action answers the confirmation step (no JavaScript needed). */
export const DeleteImageFormSchema = z.object({ intent: z.literal('delete'), id: strictId, confirm: z.literal('yes').optional(), folder })
export const PlaceFormSchema = z.object({
  intent: z.enum(['attach', 'detach']),
  id: strictId,
  pageId,
  entityId: strictId,
  folder,
})

export const imageFormConstraints = {
  add: constraintsOf(AddImageFormSchema),
  update: constraintsOf(UpdateImageFormSchema),
  place: constraintsOf(PlaceFormSchema),
}

export { parseWithZod } from '@conform-to/zod/v4'
