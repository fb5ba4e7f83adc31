import { data } from '@remix-run/node'
import { z } from 'zod'
import { strictId } from '#contract/common'
import { staffApiFailure } from '~/admin/auth.server'
import { staffOnce } from '~/admin/once.server'
import { ApiError } from '~/utils/api.server'
import { replyWithApiError } from '~/utils/form.server'
import { redirectWithToast } from '~/utils/toast.server'

/**
 * Creating and deleting the items of the text handlers (news items, blog articles; decision 0017): `intent=add`
 * with the API's own schema, `intent=delete` with `id` and, without `confirm=yes`, a confirmation step answered by
 * the same page (no JavaScript needed). A double click shares the first send's outcome (form key).
 */

/**
 * `intent=delete`: `id` and `confirm` read leniently, as the confirmation step answers them: an id that names
 * nothing is an item already gone.
 */
export const DeleteItemFormSchema = z.object({ intent: z.literal('delete'), id: z.string().optional(), confirm: z.string().optional() })

/** What readAdminAction gives an intent: its fields, the form (its key) and conform's reply. */
interface Posted<Value> {
  formData: FormData
  value: Value
  submission: Parameters<typeof replyWithApiError>[0]
}

interface AddItem<Input, Created extends { id: number }> {
  handler: string
  /** The fields of the form: an error of the API on another field goes above it. */
  fields: readonly string[]
  create: (input: Input) => Promise<Created>
  redirectTo: (created: Created) => string
  success: string
  /** The title of a failure ('Erreur des actualités'), before the API's message. */
  errorTitle: string
}

export async function addItem<Input extends { intent: 'add' }, Created extends { id: number }>(
  request: Request,
  { formData, value: input, submission }: Posted<Input>,
  { handler, fields, create, redirectTo, success, errorTitle }: AddItem<Input, Created>,
) {
  let created: Created
  try {
    created = await staffOnce(request, formData, handler, ['add', JSON.stringify(input)], () => create(input))
  } catch (error) {
    await staffApiFailure(request, error)
    return replyWithApiError(submission, error, {}, { title: errorTitle, fields })
  }
  return redirectWithToast(request, redirectTo(created), { kind: 'success', message: success })
}

interface DeleteItem<Item> {
  handler: string
  /** The item, read again (null when it is gone). */
  find: (id: number) => Promise<Item | null>
  remove: (id: number) => Promise<unknown>
  /** Where the page goes on; a function when it depends on the removal (the page of a list it emptied). */
  redirectTo: string | (() => Promise<string>)
  success: string
  errorTitle: string
}

export type DeleteStep<Item> = { confirmDelete: Item }

/** `find` for an item of a list read again (an article, a news item): its id and title, null when it is gone. */
export function titledItemOf(list: () => Promise<{ id: number; title: string }[]>) {
  return async (id: number) => {
    const item = (await list()).find((candidate) => candidate.id === id)
    return item ? { id: item.id, title: item.title } : null
  }
}

export async function deleteItem<Item>(
  request: Request,
  { formData, value }: Pick<Posted<z.output<typeof DeleteItemFormSchema>>, 'formData' | 'value'>,
  options: DeleteItem<Item>,
) {
  const { handler, find, remove, redirectTo, success, errorTitle } = options
  const parsed = strictId.safeParse(value.id)
  const target = async () => (typeof redirectTo === 'string' ? redirectTo : redirectTo())
  const done = async () => redirectWithToast(request, await target(), { kind: 'success', message: success })
  if (!parsed.success) return done()
  const id = parsed.data
  if (value.confirm !== 'yes') {
    const item = await find(id)
    // Already gone (another member of staff was quicker): the list shows it is.
    return item === null ? done() : data<DeleteStep<Item>>({ confirmDelete: item })
  }
  try {
    await staffOnce(request, formData, handler, ['delete', id], () => remove(id))
  } catch (error) {
    await staffApiFailure(request, error)
    if (!(error instanceof ApiError) || error.status !== 404) {
      const message = error instanceof ApiError ? error.display.message : String(error)
      return redirectWithToast(request, await target(), { kind: 'error', title: errorTitle, message })
    }
  }
  return done()
}
