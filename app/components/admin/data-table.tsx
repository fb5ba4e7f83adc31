import { Link } from '@remix-run/react'
import type { ReactNode, TdHTMLAttributes } from 'react'
import { type ListQuery, listSearch, sortStateOf } from './list-query'

/** One column of an admin list: its header, the order its header link asks for (if any), and its cell. */
export interface Column<Row> {
  key: string
  label: string
  /** The `sort` value of this column; the header becomes a link that orders by it (again: the reverse). */
  sort?: string
  cell: (row: Row) => ReactNode
  /** Attributes of the cell (a class, a double-click handler). */
  cellProps?: (row: Row) => TdHTMLAttributes<HTMLTableCellElement>
}

interface DataTableProps<Row> {
  caption: ReactNode
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string | number
  query: ListQuery
  defaultSort: string
  /** What the table says when the list is empty. */
  empty: ReactNode
}

/**
 * A dense table of one page of a list, sorted on the server: each sortable header is a link (the same list ordered
 * by that column, first page), marked with `aria-sort`; the first column heads its row. Works without JavaScript.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, query, defaultSort, empty }: DataTableProps<Row>) {
  return (
    <div className="admin-table-frame">
      <table className="admin-table admin-data-table">
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
              <tr key={rowKey(row)}>
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
