import { type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { requireStaff } from '~/admin/auth.server'
import { AdminHeader } from '~/components/admin/admin-header'
import { adminMeta } from '~/components/admin/admin-meta'
import { AdminToast } from '~/components/admin/admin-page'
import { UnsavedChangesGuard } from '~/components/admin/unsaved-changes'
import adminStyles from '~/styles/admin.css'
import type { QueryHandle } from '~/utils/page-cache-handle'
import { PRIVATE_HEADERS } from '~/utils/private-headers'

/** The back-office's own stylesheet: no public page loads it. */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: adminStyles }]

/**
 * Staff pages are personal: never kept by a shared cache, nor by the browser's (back button after a logout). Every
 * admin route inherits this (Remix uses the parent's headers when a route has none); the Set-Cookie of a 401 that
 * forgets an ended session is kept by Remix itself.
 */
export const headers: HeadersFunction = () => PRIVATE_HEADERS

/** Every query parameter is the page's own (lists, filters, forms opened): never stored, no page shares an entry. */
export const handle: QueryHandle = { cacheQuery: '*' }

/** Every admin page is guarded here too: not connected, the login form (401) in place of the whole layout. */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request)
  return { user: staff.user, rights: staff.rights, enrolled: staff.secondFactor }
}

export const meta: MetaFunction = ({ error }) => adminMeta('Administration', error)

export default function AdminLayout() {
  const { user, rights, enrolled } = useLoaderData<typeof loader>()
  return (
    <>
      <AdminHeader user={user} rights={rights} enrolled={enrolled} />
      <UnsavedChangesGuard />
      <div className="admin-page">
        <AdminToast />
        <Outlet />
      </div>
    </>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
