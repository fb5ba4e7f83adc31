import { z } from 'zod'
import { picturePages, slotsOf, unknownSlotMessage } from '#content/page-places'
import { pageIds } from '#content/pages'
import { strictId } from '#contract/common'
import { ImageFieldsSchema, refineDescribed } from '#contract/image'
import type { AdminForm } from '~/admin/action.server'
import { constraintsOf } from '~/utils/form-constraints.server'

/**
 * The forms of /admin/image-handler (DESIGN.md's form contract and decision 0015: `intent`, `id`, the credit
 * fields of section 3, `image` the file, `pageId` + `entityId`), built from the contract's schema so that every
 * limit is the API's own. The file itself is checked by the API, by its content.
 */

const pageId = strictId.refine((id) => picturePages.some((page) => page.id === id), 'Cette page ne montre pas d’images')
/** The form's one select: `{pageId}-{entityId}`, read into the contract's two fields by `withPlace`. */
const place = z.string().optional()

/**
 * A slot the page draws (content/images.ts), in French otherwise; the blog articles' slots are their ids, which
 * the API checks against the articles.
 */
function refineSlot(form: { pageId?: number; entityId?: number }, context: z.RefinementCtx) {
  const { pageId, entityId } = form
  if (pageId === undefined || entityId === undefined || pageId === pageIds.blogArticles) return
  if (slotsOf(pageId).some((slot) => slot.entityId === entityId)) return
  context.addIssue({ code: 'custom', path: ['entityId'], message: unknownSlotMessage(pageId, entityId) })
}

/**
 * The image view's select sends `place=3-1`; the form contract's `pageId` and `entityId` (any HTTP client) are
 * read as well: the select wins when both come.
 */
export function withPlace(formData: FormData): FormData {
  const chosen = formData.get('place')
  if (typeof chosen !== 'string' || chosen === '') return formData
  const [pageId = '', entityId = ''] = chosen.split('-')
  const copy = new FormData()
  for (const [name, value] of formData) if (name !== 'pageId' && name !== 'entityId') copy.append(name, value)
  copy.set('pageId', pageId)
  copy.set('entityId', entityId)
  return copy
}
/** The folder the form was opened from, to return to it (never trusted for anything else). */
const folder = z
  .string()
  .regex(/^(0|[1-9]\d{0,9})$/)
  .transform(Number)
  .optional()
  .catch(undefined)

export const AddImageFormSchema = ImageFieldsSchema.extend({
  intent: z.literal('add'),
  place,
  pageId: pageId.optional(),
  entityId: strictId.optional(),
  folder,
})
  .refine((form) => (form.pageId === undefined) === (form.entityId === undefined), {
    message: 'Indiquez la page et l’emplacement, ou aucun des deux',
    path: ['entityId'],
  })
  .superRefine(refineSlot)
  .superRefine(refineDescribed)
/** The form sends `alt` and `decorative` each time: an image saved from it is described (issue 30). */
export const UpdateImageFormSchema = ImageFieldsSchema.extend({ intent: z.literal('update'), id: strictId, folder }).superRefine(
  refineDescribed,
)
/** Without `confirm=yes` the action answers the confirmation step (no JavaScript needed). */
export const DeleteImageFormSchema = z.object({ intent: z.literal('delete'), id: strictId, confirm: z.literal('yes').optional(), folder })
export const PlaceFormSchema = z.object({
  intent: z.enum(['attach', 'detach']),
  id: strictId,
  place,
  pageId,
  entityId: strictId,
  folder,
})
/** Attaching needs a real slot; detaching frees any entity that shows the image. */
export const AttachFormSchema = PlaceFormSchema.superRefine((form, context) => {
  if (form.intent === 'attach') refineSlot(form, context)
})

/** The image view's forms, told apart by `intent` (app/admin/action.server.ts reads them). */
export const ImageForms = z.discriminatedUnion('intent', [
  AddImageFormSchema,
  UpdateImageFormSchema,
  DeleteImageFormSchema,
  AttachFormSchema,
])
export type ImageForm<Intent extends string> = AdminForm<typeof ImageForms, Intent>

export const imageFormConstraints = {
  add: constraintsOf(AddImageFormSchema),
  update: constraintsOf(UpdateImageFormSchema),
  place: constraintsOf(PlaceFormSchema),
}
