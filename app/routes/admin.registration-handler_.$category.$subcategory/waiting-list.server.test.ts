import { describe, expect, it } from 'vitest'
import { listSearch, readList } from '~/components/admin/list-query'
import { postedWaitingPage, WAITING_LIST, waitingListPath } from './waiting-list.server'

const HANDLER = 'http://site/admin/registration-handler/stage/meditation'

describe('the waiting list’s page in the address of the session’s page', () => {
  it('is `attente`, beside `view`, the client search’s `q` and any `page`, and its links keep `view`', () => {
    const query = readList(new URL(`${HANDLER}?view=12&q=dupont&page=7&attente=3`), WAITING_LIST)
    expect(query).toMatchObject({ page: 3, filters: { view: '12' } })
    expect(listSearch(query, { page: 4 }, WAITING_LIST.defaultSort)).toBe('?view=12&q=dupont&attente=4')
    expect(listSearch(query, { page: 1 }, WAITING_LIST.defaultSort)).toBe('?view=12&q=dupont')
    // Typed by hand: the first page, as every admin list reads it.
    expect(readList(new URL(`${HANDLER}?view=12&attente=x`), WAITING_LIST).page).toBe(1)
  })

  it('is read from the address a form was posted to, and the answer leads back there, or to the new last page', () => {
    const posted = new Request(`${HANDLER}?view=12&q=dupont&attente=3`, { method: 'POST' })
    expect(postedWaitingPage(posted)).toEqual({ page: 3, size: 50 })
    expect(waitingListPath(posted, 12, 3, 120)).toBe('/admin/registration-handler/stage/meditation?view=12&attente=3')
    expect(waitingListPath(posted, 12, 3, 100)).toBe('/admin/registration-handler/stage/meditation?view=12&attente=2')
    expect(waitingListPath(posted, 12, 1, 0)).toBe('/admin/registration-handler/stage/meditation?view=12')
  })
})
