import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { type ClientFieldName, clientFieldNames, type ClientSort, clientSortFields } from '#contract/client-fields'
import { hasRight, Right } from '#contract/rights'
import { readAdminAction } from '~/admin/action.server'
import { requireRight, staffLoadFailure } from '~/admin/auth.server'
import { listPageOf } from '~/admin/list.server'
import { adminMeta } from '~/components/admin/admin-meta'
import { ListFilter } from '~/components/admin/list-filter'
import { listSearch, readListQuery } from '~/components/admin/list-query'
import { Banner } from '~/components/ui'
import { getClient, listClients } from '~/models/client.server'
import { ApiError } from '~/utils/api.server'
import { idOf } from '~/utils/errors.server'
import { newFormKey } from '~/utils/single-flight.server'
import { addClientAction, type ClientsActionData, updateCellAction } from './actions.server'
import { AddClientForm } from './add-client-form'
import { CellEditor } from './cell-editor'
import { CLIENTS_PATH, DEFAULT_SORT, fieldTitle, fullName, PAGE_SIZE } from './client-fields'
import { ClientTable } from './client-table'
import { clientFormConstraints, ClientForms } from './forms.server'

/** `edit={id}:{field}`: the cell whose own form the page shows (the way to edit a cell without JavaScript). */
function editedCellOf(url: URL): { id: number; field: ClientFieldName } | null {
  const [idText, field = '', ...rest] = (url.searchParams.get('edit') ?? '').split(':')
  const id = idOf(idText)
  if (id === null || rest.length || !(clientFieldNames as readonly string[]).includes(field)) return null
  return { id, field: field as ClientFieldName }
}

/** The client list (right 2): filtered, sorted and paged by the API; right 3 adds and edits. */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireRight(request, Right.ViewClients)
  const url = new URL(request.url)
  const query = readListQuery(url, clientSortFields, DEFAULT_SORT)
  const canEdit = hasRight(staff.rights, Right.AddClient)
  const cell = canEdit ? editedCellOf(url) : null
  const failed = staffLoadFailure(request)
  const [list, edited] = await Promise.all([
    listClients(request, { q: query.q, sort: query.sort as ClientSort, page: query.page, size: PAGE_SIZE }).catch(failed),
    // A cell of a client gone meanwhile: the list alone, which no longer shows it.
    cell ? getClient(request, cell.id).catch((error) => (error instanceof ApiError && error.status === 404 ? null : failed(error))) : null,
  ])
  return {
    list: listPageOf(query, { defaultSort: DEFAULT_SORT }, list),
    editedCell: cell && edited ? { client: edited, field: cell.field } : null,
    formKey: canEdit ? newFormKey() : null,
    constraints: clientFormConstraints,
  }
}

/** Right 3 adds and edits, on the list that right 2 shows: both are needed (the answer is that page). */
export async function action({ request }: ActionFunctionArgs) {
  const posted = await readAdminAction(request, { right: Right.ViewClients, alsoNeeds: [Right.AddClient], schema: ClientForms })
  if (!posted.ok) return posted.answer
  return posted.intent === 'add' ? addClientAction(request, posted) : updateCellAction(request, posted)
}

export const meta: MetaFunction = ({ error }) => adminMeta('Clients', error)

function resultOf(actionData: ClientsActionData | undefined, intent: string): SubmissionResult<string[]> | undefined {
  return actionData?.result.initialValue?.intent === intent ? actionData.result : undefined
}

export default function ClientManagementRoute() {
  const { list, editedCell, formKey, constraints } = useLoaderData<typeof loader>()
  const { query } = list
  const actionData = useActionData<typeof action>() as ClientsActionData | undefined
  const listPath = `${CLIENTS_PATH}${listSearch(query, {}, DEFAULT_SORT)}`
  const addResult = resultOf(actionData, 'add')
  const cellResult = resultOf(actionData, 'update-cell')
  // A cell posted for a client this page does not show (gone meanwhile, an id typed by hand): its error here.
  const orphan =
    cellResult && !editedCell
      ? Object.values(cellResult.error ?? {})
          .flat()
          .join(' ')
      : null
  const exportSearch = query.q ? `?${new URLSearchParams({ q: query.q })}` : ''
  return (
    <>
      <header className="admin-page-header">
        <h1>Clients</h1>
        <p>
          Trouvez un client, triez la liste par colonne
          {formKey ? ', modifiez une cellule (double-clic ou crayon) ou ajoutez un client' : ''}.
        </p>
      </header>
      {orphan ? <Banner kind="error">{orphan}</Banner> : null}
      {editedCell && formKey ? (
        <section className="admin-section" aria-labelledby="edit-cell-title">
          <h2 id="edit-cell-title">
            Modifier {fieldTitle(editedCell.field).toLowerCase()} de {fullName(editedCell.client)}
          </h2>
          <CellEditor
            key={`${editedCell.client.id}:${editedCell.field}`}
            client={editedCell.client}
            field={editedCell.field}
            action={`${CLIENTS_PATH}?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(listSearch(query, {}, DEFAULT_SORT))), edit: `${editedCell.client.id}:${editedCell.field}` })}`}
            cancelTo={listPath}
            formKey={formKey}
            result={cellResult}
          />
        </section>
      ) : null}
      <div className="admin-list-tools">
        <ListFilter
          query={query}
          defaultSort={DEFAULT_SORT}
          label="Filtrer les clients"
          help="Nom, prénom, e-mail, téléphone, ville, entreprise ou note, sans tenir compte des accents ni des majuscules."
        />
        <a href={`${CLIENTS_PATH}/export.csv${exportSearch}`} className="button button-secondary" download>
          Exporter en CSV{query.q ? ' (liste filtrée)' : ''}
        </a>
      </div>
      <ClientTable list={list} formKey={formKey} />
      {formKey ? (
        <details className="admin-section admin-add" open={Boolean(addResult)}>
          <summary>
            <h2>Ajouter un client</h2>
          </summary>
          <AddClientForm action={listPath} result={addResult} constraint={constraints.add} formKey={formKey} />
        </details>
      ) : null}
    </>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
