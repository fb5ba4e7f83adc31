import { Link } from '@remix-run/react'
import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react'
import { type ListQuery, listSearch, sortStateOf } from './list-query'
import { Pagination } from './pagination'

/** One column of an admin list: its header, the order its header link asks for (if any), and its cell. */
export interface Column<Row> {
  key: string
  /** The header's text (a visually hidden one for a column of links). */
  label: ReactNode
  /** The `sort` value of this column; the header becomes a link that orders by it (again: the reverse). */
  sort?: string
  cell: (row: Row) => ReactNode
  /** Attributes of the cell (a class, a double-click handler). */
  cellProps?: (row: Row) => TdHTMLAttributes<HTMLTableCellElement>
}

/**
 * One page of an admin list as its loader answers it (app/admin/list.server.ts): the address it was asked with,
 * the list's default order, the rows of the page and the size of the whole list.
 */
export interface ListPage<Row> {
  query: ListQuery
  defaultSort: string
  rows: Row[]
  total: number
  size: number
}

type RowKey<Row> = (row: Row) => string | number

interface DataTableProps<Row> {
  list: ListPage<Row>
  caption: ReactNode
  columns: Column<Row>[]
  /** A row's React key: its `id` unless the list says otherwise (a list whose rows have none must). */
  rowKey?: RowKey<Row>
  /** Attributes of a row (`aria-current` on the one opened). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement>
  /** What the table says when the list is empty. */
  empty: ReactNode
  /** Names its pages for screen readers (« Pages de la liste des clients »). */
  pagesLabel: string
  /** Smaller type and cells on one line, for a list of many columns. */
  dense?: boolean
}

type Keyed = { id: string | number }
const byId = (row: Keyed) => row.id

/**
 * The table of every admin list: one page of it, sorted on the server, then its page links. Each sortable header is
 * a link (the same list ordered by that column, first page), marked with `aria-sort`; the first column heads its
 * row. Filters, order and page live in the address: it works without JavaScript, and a new list costs its columns.
 */
export function DataTable<Row extends Keyed>(props: DataTableProps<Row>): ReactNode
export function DataTable<Row>(props: DataTableProps<Row> & { rowKey: RowKey<Row> }): ReactNode
export function DataTable<Row>({ list, caption, columns, rowProps, empty, pagesLabel, dense, ...props }: DataTableProps<Row>) {
  const { query, defaultSort, rows, total, size } = list
  const rowKey = props.rowKey ?? (byId as RowKey<Row>)
  return (
    <>
      <div className="admin-table-frame">
        <table className={dense ? 'admin-table admin-data-table' : 'admin-table'}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <SortHeader key={column.key} column={column} query={query} defaultSort={defaultSort} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length ? (
              rows.map((row) => (
                <tr key={rowKey(row)} {...rowProps?.(row)}>
                  {columns.map((column, index) => {
                    const Cell = index === 0 ? 'th' : 'td'
                    return (
                      <Cell key={column.key} scope={index === 0 ? 'row' : undefined} {...column.cellProps?.(row)}>
                        {column.cell(row)}
                      </Cell>
                    )
                  })}
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={columns.length} className="admin-empty">
                  {empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Pagination
        page={query.page}
        total={total}
        size={size}
        to={(page) => listSearch(query, { page }, defaultSort) || '?'}
        label={pagesLabel}
      />
    </>
  )
}

function SortHeader<Row>({ column, query, defaultSort }: { column: Column<Row>; query: ListQuery; defaultSort: string }) {
  if (!column.sort) return <th scope="col">{column.label}</th>
  const state = sortStateOf(query, column.sort)
  const next = state === 'ascending' ? `-${column.sort}` : column.sort
  return (
    <th scope="col" aria-sort={state}>
      <Link to={listSearch(query, { sort: next, page: 1 }, defaultSort)} className="sort-link" preventScrollReset>
        {column.label}
        <span aria-hidden="true" className="sort-mark">
          {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}
        </span>
        <span className="visually-hidden">{state === 'ascending' ? ' (trier en ordre décroissant)' : ' (trier en ordre croissant)'}</span>
      </Link>
    </th>
  )
}
