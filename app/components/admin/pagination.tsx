import { Link } from '@remix-run/react'
import { lastPageOf } from './list-query'

interface PaginationProps {
  /** The page shown, from 1. */
  page: number
  total: number
  size: number
  /** The address of another page of the same list (keeping its filter, order, folder…). */
  to: (page: number) => string
  /** Names the list for screen readers (« Pages des clients »). */
  label: string
}

/** First, previous, next and last page of a list paged on the server, as links. */
export function Pagination({ page: current, total, size, to, label }: PaginationProps) {
  const last = lastPageOf(total, size)
  if (last === 1 && current === 1) return null
  const step = (page: number, text: string, rel?: string) =>
    page === current || page < 1 || page > last ? (
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
        <li>{step(Math.min(current - 1, last), '‹ Précédente', 'prev')}</li>
        <li aria-current="page">{`Page ${current} sur ${last}`}</li>
        <li>{step(current + 1, 'Suivante ›', 'next')}</li>
        <li>{step(last, 'Dernière »')}</li>
      </ul>
    </nav>
  )
}
