import type { SubmissionResult } from '@conform-to/react'
import { data } from '@remix-run/node'
import { pageName, slotPlace } from '#content/page-places'
import { IMAGE_MAX_BYTES, imageFieldNames, type ImageListItem } from '#contract/image'
import { Right } from '#contract/rights'
import { readAdminAction } from '~/admin/action.server'
import { requireRight, staffApiFailure } from '~/admin/auth.server'
import { staffOnce } from '~/admin/once.server'
import { addImage, deleteImage, detachImage, getImage, updateImage } from '~/models/image.server'
import { attachPageImage } from '~/models/page.server'
import { ApiError } from '~/utils/api.server'
import { httpError, notFound } from '~/utils/errors.server'
import { replyWithApiError } from '~/utils/form.server'
import { redirectWithToast } from '~/utils/toast.server'
import { type ImageForm, ImageForms, withPlace } from './forms.server'
import { imagePath, IMAGES_PATH } from './paths'
import { type ImageView, imageViewOf } from './views.server'

const tooHeavy = `L’image dépasse la taille maximale de ${IMAGE_MAX_BYTES / 1024 / 1024}\u00a0Mo.`
/** What the upload forms check before sending (the API checks again). */
export const uploadLimits = { maxBytes: IMAGE_MAX_BYTES, tooHeavy }
const formFields = [...imageFieldNames, 'image', 'pageId', 'entityId']
/** « la page « La méthode », section « Une pédagogie par l’expérience » » */
const placeInWords = (pageId: number, entityId: number) => {
  const place = slotPlace(pageId, entityId)
  return `la page «\u00a0${pageName(pageId)}\u00a0», ${place.charAt(0).toLowerCase()}${place.slice(1)}`
}

/** A published article's picture waits in its draft (decision 0036): the toast says where it is published from. */
const SAVED_AS_DRAFT = 'enregistrée comme brouillon de l’article\u00a0: publiez-la depuis l’article.'

export type ImagesActionData = { result: SubmissionResult<string[]> } | { confirmDelete: ImageView }

/** The form the image view posted (DESIGN.md's form contract, decision 0015), told apart by `intent`. */
export async function imageAction(request: Request) {
  await requireRight(request, Right.Images)
  // A body far beyond the largest image accepted is refused before it is read (the API refuses the rest).
  if (Number(request.headers.get('content-length') ?? 0) > 2 * IMAGE_MAX_BYTES) httpError(413, tooHeavy)
  const posted = await readAdminAction(request, {
    right: Right.Images,
    needs: (intent) => (intent === 'add' ? Right.AddImage : undefined),
    schema: ImageForms,
    prepare: withPlace,
    requiredFiles: { add: ['image'] },
    hideFields: ['image'],
  })
  if (!posted.ok) return posted.answer
  switch (posted.intent) {
    case 'add':
      return addImageAction(request, posted)
    case 'update':
      return updateImageAction(request, posted)
    case 'delete':
      return deleteImageAction(request, posted)
    case 'attach':
    case 'detach':
      return placeImageAction(request, posted)
  }
}

/** The posted file, or null when none was chosen (a browser sends an empty part then). */
function fileOf(formData: FormData): File | null {
  const file = formData.get('image')
  return file instanceof File && file.size > 0 ? file : null
}

/**
 * What the API receives: the six credit fields as typed (an emptied field is cleared, which the form schema's
 * reading of empty fields as absent would lose), and the file when one was chosen.
 */
function apiFormOf(formData: FormData, file: File | null): FormData {
  const form = new FormData()
  for (const name of imageFieldNames) form.set(name, String(formData.get(name) ?? ''))
  if (file) form.set('image', file, file.name || 'image')
  return form
}

/** The API refused: its session ended or a right was withdrawn, else its errors under the fields (a file too heavy under `image`). */
async function refused(request: Request, submission: Parameters<typeof replyWithApiError>[0], error: unknown) {
  await staffApiFailure(request, error)
  if (error instanceof ApiError && error.status === 413) {
    return data({ result: submission.reply({ fieldErrors: { image: [tooHeavy] }, hideFields: ['image'] }) }, { status: 400 })
  }
  return replyWithApiError(submission, error, {}, { fields: formFields, hideFields: ['image'] })
}

/** intent=add (rights 4 and 5): the file (required), its credits, and optionally the page entity to show it. */
export async function addImageAction(request: Request, { formData, submission, value }: ImageForm<'add'>) {
  // readAdminAction refused the form without its file.
  const file = fileOf(formData) as File
  const { pageId, entityId } = value
  let added: { image: ImageListItem; draft: boolean }
  try {
    added = await staffOnce(request, formData, 'admin-images', ['add', file.name, file.size], async () => {
      const image = await addImage(request, apiFormOf(formData, file))
      const placed = pageId !== undefined && entityId !== undefined ? await attachPageImage(request, pageId, entityId, image.id) : null
      return { image, draft: placed?.draft ?? false }
    })
  } catch (error) {
    return refused(request, submission, error)
  }
  const message = added.draft ? `L’image a été ajoutée et ${SAVED_AS_DRAFT}` : 'L’image a été ajoutée.'
  return redirectWithToast(request, imagePath(pageId ?? 0, added.image.id), { kind: 'success', message })
}

/** intent=update: `id`, the credits (all sent: an emptied one is cleared) and a new file when the picture changes. */
export async function updateImageAction(request: Request, { formData, submission, value }: ImageForm<'update'>) {
  const { id, folder = 0 } = value
  const file = fileOf(formData)
  try {
    await staffOnce(request, formData, 'admin-images', ['update', id, file?.size ?? 0], () =>
      updateImage(request, id, apiFormOf(formData, file)),
    )
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound()
    return refused(request, submission, error)
  }
  const message = file ? 'L’image a été remplacée partout où elle est affichée.' : 'L’image a été mise à jour.'
  return redirectWithToast(request, imagePath(folder, id), { kind: 'success', message })
}

/** intent=delete: `id`; without `confirm=yes`, the confirmation step, which says where the image is shown. */
export async function deleteImageAction(request: Request, { formData, submission, value }: ImageForm<'delete'>) {
  const { id, confirm, folder = 0 } = value
  const done = () => redirectWithToast(request, `${IMAGES_PATH}?folder=${folder}`, { kind: 'success', message: 'L’image a été supprimée.' })
  if (!confirm) {
    const image = await getImage(request, id).catch(async (error) => {
      await staffApiFailure(request, error)
      if (error instanceof ApiError && error.status === 404) notFound()
      throw error
    })
    return data({ confirmDelete: imageViewOf(image) })
  }
  try {
    await staffOnce(request, formData, 'admin-images', ['delete', id], () => deleteImage(request, id))
  } catch (error) {
    // Already gone: a second click of the confirmation, or another member of staff was quicker.
    if (error instanceof ApiError && error.status === 404) return done()
    return refused(request, submission, error)
  }
  return done()
}

/** intent=attach / detach: `id`, `pageId`, `entityId`: that page entity shows the image, or no longer does. */
export async function placeImageAction(request: Request, { formData, submission, value }: ImageForm<'attach' | 'detach'>) {
  const { intent, id, pageId, entityId, folder = 0 } = value
  let placed: { draft: boolean }
  try {
    placed = await staffOnce(request, formData, 'admin-images', [intent, id, pageId, entityId], async () => {
      if (intent === 'attach') return attachPageImage(request, pageId, entityId, id)
      await detachImage(request, id, pageId, entityId)
      return { draft: false }
    })
  } catch (error) {
    return refused(request, submission, error)
  }
  const where = placeInWords(pageId, entityId)
  const message = placed.draft
    ? `L’image est ${SAVED_AS_DRAFT}`
    : intent === 'attach'
      ? `L’image est affichée sur ${where}.`
      : `L’image n’est plus affichée sur ${where}.`
  return redirectWithToast(request, imagePath(folder, id), { kind: 'success', message })
}
