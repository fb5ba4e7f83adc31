import { Link } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import type { Client } from '#contract/client'
import type { ClientFieldName } from '#contract/client-fields'
import { type Column, DataTable, type ListPage } from '~/components/admin/data-table'
import { frenchCount, type ListQuery, listSearch } from '~/components/admin/list-query'
import { useHydrated } from '~/components/ui'
import { CellEditor } from './cell-editor'
import { CLIENTS_PATH, DEFAULT_SORT, editParam, fieldTitle, fullName, shownValue } from './client-fields'

/** The columns of the list: dense, the rest of a client's fields are on its page. */
const columns: { field: ClientFieldName; label: string; sort: string }[] = [
  { field: 'secondName', label: 'Nom', sort: 'name' },
  { field: 'firstName', label: 'Prénom', sort: 'firstName' },
  { field: 'email', label: 'E-mail', sort: 'email' },
  { field: 'phone', label: 'Téléphone', sort: 'phone' },
  { field: 'zip', label: 'Code postal', sort: 'zip' },
  { field: 'city', label: 'Ville', sort: 'city' },
  { field: 'type', label: 'Type', sort: 'type' },
  { field: 'business', label: 'Entreprise', sort: 'business' },
  { field: 'professionalPhone', label: 'Tél. pro', sort: 'professionalPhone' },
  { field: 'note', label: 'Note', sort: 'note' },
]

interface ClientTableProps {
  list: ListPage<Client>
  /** Right 3: each cell can be edited (and the form key of its posts). */
  formKey: string | null
}

type Editing = { id: number; field: ClientFieldName } | null

/**
 * The clients of one page. With right 3, a cell is edited in place with JavaScript (double-click, or its pencil
 * link with the keyboard), and without it the pencil link opens the cell's own form (`?edit={id}:{field}`).
 */
export function ClientTable({ list, formKey }: ClientTableProps) {
  const { query, total } = list
  const hydrated = useHydrated()
  const [editing, setEditing] = useState<Editing>(null)
  // The cell just left (saved or cancelled): the keyboard goes on from its pencil link.
  const [left, setLeft] = useState<Editing>(null)
  const close = () => {
    setLeft(editing)
    setEditing(null)
  }
  const listPath = `${CLIENTS_PATH}${listSearch(query, {}, DEFAULT_SORT)}`
  const canEdit = formKey !== null
  const tableColumns: Column<Client>[] = columns.map(({ field, label, sort }) => ({
    key: field,
    label,
    sort,
    cellProps: (client) => ({
      className: field === 'note' ? 'cell-wide' : undefined,
      onDoubleClick: canEdit && hydrated ? () => setEditing({ id: client.id, field }) : undefined,
    }),
    cell: (client) =>
      canEdit && editing?.id === client.id && editing.field === field ? (
        <CellEditor client={client} field={field} action={listPath} formKey={formKey} inline={{ onClose: close }} />
      ) : (
        <ClientCell
          client={client}
          field={field}
          query={query}
          canEdit={canEdit}
          focus={left?.id === client.id && left.field === field}
          onEdit={hydrated ? () => setEditing({ id: client.id, field }) : undefined}
        />
      ),
  }))
  const caption = query.q ? `${frenchCount(total, 'client')} pour «\u00a0${query.q}\u00a0»` : frenchCount(total, 'client')
  return (
    <DataTable
      list={list}
      caption={caption}
      columns={tableColumns}
      empty={query.q ? 'Aucun client ne correspond à ce filtre.' : 'Aucun client sur cette page.'}
      pagesLabel="Pages de la liste des clients"
      dense
    />
  )
}

interface ClientCellProps {
  client: Client
  field: ClientFieldName
  query: ListQuery
  canEdit: boolean
  /** Just left after editing it: its pencil link takes the focus back. */
  focus: boolean
  /** With JavaScript: edit in place instead of opening the cell's form. */
  onEdit?: () => void
}

function ClientCell({ client, field, query, canEdit, focus, onEdit }: ClientCellProps) {
  const editLink = useRef<HTMLAnchorElement>(null)
  useEffect(() => {
    if (focus) editLink.current?.focus()
  }, [focus])
  const value = shownValue(client[field])
  const search = listSearch(query, {}, DEFAULT_SORT)
  const shown =
    field === 'secondName' ? (
      <Link to={`${CLIENTS_PATH}/${client.id}${search}`} className="client-link">
        {value || <span className="admin-empty">(sans nom)</span>}
        {client.firstName ? <span className="visually-hidden"> {client.firstName}</span> : null}
      </Link>
    ) : (
      <span className="cell-value">{value}</span>
    )
  if (!canEdit) return shown
  const editSearch = new URLSearchParams(search)
  editSearch.set('edit', editParam(client.id, field))
  return (
    <span className="cell">
      {shown}
      {/* A plain link: hydrated, the click edits in place; before that, the page of the cell's form loads. A
          router Link would cost its hooks in each of the page's 600 cells, on the server and in the browser. */}
      <a
        ref={editLink}
        href={`${CLIENTS_PATH}?${editSearch}`}
        className="cell-edit"
        onClick={(event) => {
          if (!onEdit) return
          event.preventDefault()
          onEdit()
        }}
      >
        <span aria-hidden="true">✎</span>
        <span className="visually-hidden">
          Modifier {fieldTitle(field).toLowerCase()} de {fullName(client)}
        </span>
      </a>
    </span>
  )
}
