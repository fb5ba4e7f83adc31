import type { SubmissionResult } from '@conform-to/react'
import { clientFieldLabels, type ClientFieldName, clientFieldNames } from '#contract/client-fields'
import { staffApiFailure } from '~/admin/auth.server'
import { staffOnce } from '~/admin/once.server'
import { addClient, updateClientByStaff } from '~/models/client.server'
import { replyWithApiError } from '~/utils/form.server'
import { redirectWithToast } from '~/utils/toast.server'
import { fullName } from './client-fields'
import type { ClientForm } from './forms.server'

const once = <T>(request: Request, formData: FormData, inputs: readonly string[], run: () => Promise<T>) =>
  staffOnce(request, formData, 'admin-clients', inputs, run)

/** The list the form was sent from (its filter, order and page), without the cell being edited. */
function listPathOf(request: Request): string {
  const url = new URL(request.url)
  url.searchParams.delete('edit')
  url.searchParams.delete('index')
  return `${url.pathname}${url.search}`
}

/** intent=add: the client fields of section 3 (firstName and secondName required). */
export async function addClientAction(request: Request, { formData, submission, value }: ClientForm<'add'>) {
  const { intent: _intent, ...fields } = value
  let added: { firstName: string; secondName: string }
  try {
    added = await once(request, formData, ['add', JSON.stringify(fields)], () => addClient(request, fields))
  } catch (error) {
    await staffApiFailure(request, error)
    return replyWithApiError(submission, error, {}, { fields: [...clientFieldNames] })
  }
  return redirectWithToast(request, listPathOf(request), {
    kind: 'success',
    message: `Le client «\u00a0${fullName(added)}\u00a0» a été ajouté.`,
  })
}

/** intent=update-cell: `id`, `field`, `value`; the API's error on that field shows under the cell's value. */
export async function updateCellAction(request: Request, { formData, submission, value: cell }: ClientForm<'update-cell'>) {
  const { id, field, value } = cell
  let updated: { firstName: string; secondName: string }
  try {
    updated = await once(request, formData, ['update-cell', String(id), field, value], () =>
      updateClientByStaff(request, id, { [field]: value }),
    )
  } catch (error) {
    await staffApiFailure(request, error)
    return replyWithApiError(submission, error, { [field]: 'value' }, { fields: ['value'] })
  }
  const label = clientFieldLabels[field as ClientFieldName]
  return redirectWithToast(request, listPathOf(request), {
    kind: 'success',
    message: `Modification enregistrée\u00a0: ${label} de ${fullName(updated)}.`,
  })
}

export type ClientsActionData = { result: SubmissionResult<string[]> }
