import type { RetentionForecast } from '#contract/retention'
import { retentionRules } from '#contract/retention-rules'
import { callApi } from '~/utils/api.server'

/** GET admin/retention: each retention rule with what it deletes in the next month (right 1). */
export function getRetentionForecast(request: Request) {
  return callApi<RetentionForecast>(request, { path: 'admin/retention', action: 'charger les règles de conservation' })
}

/** The rules as the legal notice states them to visitors: the durations the API applies (decision 0030). */
export const retentionRulesForVisitors = () => retentionRules
