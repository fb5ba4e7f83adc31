import { activityActionLabels, type ActivityEntry } from '#contract/activity'
import { type ActivityLine, describeActivity } from '~/admin/activity.server'
import { type ListQuery, readList } from '~/components/admin/list-query'
import type { TrailFilters } from '~/models/activity.server'
import { TRAIL } from './trail'

export const readTrailQuery = (url: URL) => readList(url, TRAIL)

/** What the API is asked for the trail at `query`, but the page. */
export const trailFiltersOf = (query: ListQuery): TrailFilters => query.filters ?? {}

/** An entry as the trail shows it: when, who, what was done (in a word), on what, and the fields changed on one line. */
export interface TrailRow extends Omit<ActivityLine, 'changes'> {
  kind: string
  details: string
}

export function trailRowOf(entry: ActivityEntry): TrailRow {
  const { changes, ...line } = describeActivity(entry)
  return {
    ...line,
    kind: activityActionLabels[entry.action],
    details: changes.map((change) => `${change.field}\u00a0: ${change.before ? `${change.before} → ` : ''}${change.after}`).join(' ; '),
  }
}
