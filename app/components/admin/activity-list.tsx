import { Link } from '@remix-run/react'
import type { ActivityLine } from '~/admin/activity.server'

/** Who among the staff changed what, and when: lines worded by `describeActivity`, newest first. */
export function ActivityList({ lines, empty = 'Aucune modification par l’équipe.' }: { lines: ActivityLine[]; empty?: string }) {
  if (!lines.length) return <p className="admin-empty">{empty}</p>
  return (
    <ol className="activity-list">
      {lines.map((line) => (
        <li key={line.id}>
          <p>
            <time dateTime={line.at}>Le {line.when}</time>, <strong>{line.staffName}</strong> {line.verb}
            {line.what ? <> {line.what.href ? <Link to={line.what.href}>{line.what.text}</Link> : line.what.text}</> : null}
            {line.changes.length ? '\u00a0:' : '.'}
          </p>
          {line.changes.length ? (
            <ul>
              {line.changes.map((change) => (
                <li key={change.field}>
                  {change.field}
                  {'\u00a0'}: {change.before ? `${change.before} → ` : ''}
                  {change.after}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
