import { useRouteLoaderData } from '@remix-run/react'
import { Banner } from '~/components/ui'
import type { loader as rootLoader } from '~/root'

/** The headers of every admin answer (the layout's `headers`, the login page's): personal, never cached. */
export const ADMIN_HEADERS = { 'Cache-Control': 'private, no-store' }

/** The flashed message (post/redirect/get), under the admin header rather than above it as on public pages. */
export function AdminToast() {
  const toast = useRouteLoaderData<typeof rootLoader>('root')?.toast
  if (!toast) return null
  return (
    <div className="admin-toast">
      <Banner key={toast.message} kind={toast.kind} title={toast.title}>
        {toast.message}
      </Banner>
    </div>
  )
}
