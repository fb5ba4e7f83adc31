import type { ActivityEntity, ActivityEntry, ActivityTrailPage } from '#contract/activity'
import { callApi } from '~/utils/api.server'

/** The activity log of the School API: who among the staff changed what, and when (each entity's viewing right). */

/** GET activity/{entity}/{id}: the writes of one entity, newest first. */
export function getEntityActivity(request: Request, entity: ActivityEntity, id: number) {
  return callApi<ActivityEntry[]>(request, { path: `activity/${entity}/${id}`, action: 'charger l’historique' })
}

/** The trail's filters as the address writes them (absent: all): the API reads them strictly, in French. */
export type TrailFilters = Partial<Record<'staff' | 'kind' | 'from' | 'to', string>>

/** GET activity: the trail of every staff write and access (right 1), newest first, one page (decision 0035). */
export function getActivityTrail(request: Request, filters: TrailFilters & { page: number; size: number }) {
  const query = new URLSearchParams(
    Object.entries(filters).flatMap(([name, value]) => (value === undefined || value === '' ? [] : [[name, String(value)]])),
  )
  return callApi<ActivityTrailPage>(request, { path: `activity?${query}`, action: 'charger le journal d’activité' })
}
