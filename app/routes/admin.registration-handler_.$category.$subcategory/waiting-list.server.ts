import { listPageOf } from '~/admin/list.server'
import { lastPageOf, listSearch, type ListSpec, readList } from '~/components/admin/list-query'
import { getWaitingList } from '~/models/registration.server'
import { settle } from '~/utils/errors.server'

/**
 * The viewed session's waiting list in the address: in the order of its positions only, its page as `attente`
 * (`?view=12&attente=2`) so that it never meets another list's `page` or the client search's `q` on this page, and
 * `view` kept by its page links.
 */
export const WAITING_LIST = { sorts: [], defaultSort: '', filters: ['view'], pageParam: 'attente' } satisfies ListSpec

export const WAITING_PAGE_SIZE = 50

/** The page of the viewed session's waiting list that the address asks for; past its last page, the 404 page. */
export async function waitingListPage(request: Request, sessionId: number) {
  const query = readList(new URL(request.url), WAITING_LIST)
  const answer = await settle(getWaitingList(request, sessionId, { page: query.page, size: WAITING_PAGE_SIZE }))
  return answer.ok ? { ok: true as const, data: listPageOf(query, WAITING_LIST, answer.data) } : answer
}

/** The page of the waiting list that a form was posted from (its address), for the API's answer and the redirect. */
export const postedWaitingPage = (request: Request) => ({
  page: readList(new URL(request.url), WAITING_LIST).page,
  size: WAITING_PAGE_SIZE,
})

/**
 * Where a change of the waiting list leads back: the session and the page it was made on, or the list's new last
 * page when the list got shorter meanwhile (someone took a place), never the 404 page of a page past its end.
 */
export function waitingListPath(request: Request, sessionId: number, page: number, total: number): string {
  const url = new URL(request.url)
  const query = { q: '', sort: '', page, filters: { view: String(sessionId) }, pageParam: WAITING_LIST.pageParam }
  return `${url.pathname}${listSearch(query, { page: Math.min(page, lastPageOf(total, WAITING_PAGE_SIZE)) }, WAITING_LIST.defaultSort)}`
}
