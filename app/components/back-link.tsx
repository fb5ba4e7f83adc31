import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'

/** The link back to where a page was opened from, above its title: « ← Retour à la page », the arrow unread. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="back-link">
      <Link to={to}>
        <span aria-hidden="true">← </span>
        {children}
      </Link>
    </p>
  )
}
