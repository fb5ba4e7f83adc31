import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { todayInParis } from '#contract/dates'
import { Right } from '#contract/rights'
import { requireRight, staffApiFailure } from '~/admin/auth.server'
import { answerFile } from '~/admin/file-route.server'
import { listSearch } from '~/components/admin/list-query'
import { getActivityTrail } from '~/models/activity.server'
import { ApiFieldErrors } from '~/utils/api.server'
import { csvStream } from '~/utils/csv'
import { privateDownload } from '~/utils/download.server'
import { loadFailure } from '~/utils/errors.server'
import { PRIVATE_HEADERS } from '~/utils/private-headers'
import { TRAIL, TRAIL_PATH } from './admin.activity/trail'
import { readTrailQuery, trailFiltersOf, trailRowOf } from './admin.activity/trail.server'

/** The API's largest page: a year of trail is written out page by page, each as soon as it answers. */
const EXPORT_PAGE_SIZE = 200

/**
 * GET /admin/activity/export.csv?staff=&kind=&from=&to= (right 1): the filtered trail, newest first, as a CSV file for
 * a French spreadsheet, streamed page by page. Not connected, the login comes back to the trail; without the right,
 * the trail's 403 page; filters the API refuses lead to the trail's page, which
 * says why.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = readTrailQuery(new URL(request.url))
  const trailPath = `${TRAIL_PATH}${listSearch({ ...query, page: 1 }, {}, TRAIL.defaultSort)}`
  return answerFile(request, trailPath, async () => {
    await requireRight(request, Right.FullAdmin)
    const pageOf = (page: number) => getActivityTrail(request, { ...trailFiltersOf(query), page, size: EXPORT_PAGE_SIZE })
    // The first page is asked before answering: a refusal still has its status, not a broken download.
    const first = await pageOf(1).catch(async (error) => {
      // Filters the API refuses: the trail's page says why under each of them.
      if (error instanceof ApiFieldErrors) throw redirect(trailPath, { headers: PRIVATE_HEADERS })
      await staffApiFailure(request, error)
      return loadFailure(error)
    })
    async function* rows() {
      let trail = first
      for (let page = 1; ; page++) {
        if (page > 1) trail = await pageOf(page)
        yield trail.items.map(trailRowOf).map((row) => [row.when, row.staffName, row.kind, row.what?.text ?? '', row.details])
        if (page * EXPORT_PAGE_SIZE >= trail.total || !trail.items.length) return
      }
    }
    return privateDownload(csvStream(['Date', 'Membre', 'Action', 'Objet', 'Détails'], rows()), `journal-${todayInParis()}.csv`)
  })
}
