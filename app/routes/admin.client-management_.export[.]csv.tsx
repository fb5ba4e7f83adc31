import type { LoaderFunctionArgs } from '@remix-run/node'
import { clientFieldNames, type ClientSort, clientSortFields } from '#contract/client-fields'
import { todayInParis } from '#contract/dates'
import { Right } from '#contract/rights'
import { requireRight, staffLoadFailure } from '~/admin/auth.server'
import { answerFile } from '~/admin/file-route.server'
import { listSearch, readListQuery } from '~/components/admin/list-query'
import { listClients } from '~/models/client.server'
import { csvStream } from '~/utils/csv'
import { privateDownload } from '~/utils/download.server'
import { CLIENTS_PATH, DEFAULT_SORT, fieldTitle } from './admin.client-management/client-fields'

/** The API's largest page: a 10,000-client export is 50 calls, each written out as soon as it answers. */
const EXPORT_PAGE_SIZE = 200

/**
 * GET /admin/client-management/export.csv?q= (right 2): the filtered list (in the list's order) as a CSV file for
 * a French spreadsheet, streamed page by page. Not connected, the login comes back to the list; without the right,
 * the list's own 403 page (app/admin/file-route.server.ts); the API's failures answer their French message.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const query = readListQuery(url, clientSortFields, DEFAULT_SORT)
  const listPath = `${CLIENTS_PATH}${listSearch({ ...query, page: 1 }, {}, DEFAULT_SORT)}`
  return answerFile(request, listPath, async () => {
    await requireRight(request, Right.ViewClients)
    const pageOf = (page: number) => listClients(request, { q: query.q, sort: query.sort as ClientSort, page, size: EXPORT_PAGE_SIZE })
    // The first page is asked before answering: a refusal still has its status, not a broken download.
    const first = await pageOf(1).catch(staffLoadFailure(request))
    const header = ['Numéro', ...clientFieldNames.map(fieldTitle)]
    async function* rows() {
      let list = first
      for (let page = 1; ; page++) {
        if (page > 1) list = await pageOf(page)
        yield list.items.map((client) => [client.id, ...clientFieldNames.map((field) => client[field])])
        if (page * EXPORT_PAGE_SIZE >= list.total || !list.items.length) return
      }
    }
    return privateDownload(csvStream(header, rows()), `clients-${todayInParis()}.csv`)
  })
}
