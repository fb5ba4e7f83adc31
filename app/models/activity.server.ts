import type { ActivityEntity, ActivityEntry } from '#contract/activity'
import { callApi } from '~/utils/api.server'

/** The activity log of the School API: who among the staff changed what, and when (each entity's viewing right). */

/** GET activity/{entity}/{id}: the writes of one entity, newest first. */
export function getEntityActivity(request: Request, entity: ActivityEntity, id: number) {
  return callApi<ActivityEntry[]>(request, { path: `activity/${entity}/${id}`, action: 'charger l’historique' })
}
