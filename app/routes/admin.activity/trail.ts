import type { ListSpec } from '~/components/admin/list-query'

export const TRAIL_PATH = '/admin/activity'

/** The trail's address: its filters (`staff`, `kind`, `from`, `to`) and `page`; one order, newest first. */
export const TRAIL = { sorts: [], defaultSort: '', filters: ['staff', 'kind', 'from', 'to'] } as const satisfies ListSpec
