import { Link } from '@remix-run/react'
import { type ListQuery, listSearch } from './list-query'

interface PaginationProps {
  query: ListQuery
  total: number
  size: number
  defaultSort: string
  /** Names the list for screen readers (« Pages des clients »). */
  label: string
}

/** First, previous, next and last page of a list paged on the server, as links that keep its filter and order. */
export function Pagination({ query, total, size, defaultSort, label }: PaginationProps) {
  const last = Math.max(1, Math.ceil(total / size))
  if (last === 1 && query.page === 1) return null
  const to = (page: number) => listSearch(query, { page }, defaultSort) || '?'
  const step = (page: number, text: string, rel?: string) =>
    page === query.page || page < 1 || page > last ? (
      <span className="pagination-off" aria-hidden="true">
        {text}
      </span>
    ) : (
      <Link to={to(page)} rel={rel}>
        {text}
      </Link>
    )
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        <li>{step(1, '« Première')}</li>
        <li>{step(Math.min(query.page - 1, last), '‹ Précédente', 'prev')}</li>
        <li aria-current="page">{`Page ${query.page} sur ${last}`}</li>
        <li>{step(query.page + 1, 'Suivante ›', 'next')}</li>
        <li>{step(last, 'Dernière »')}</li>
      </ul>
    </nav>
  )
}
