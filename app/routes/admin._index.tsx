import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { ADMIN_HOME, requireStaff } from '~/admin/auth.server'

/** /admin itself: the admin home, once connected. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request)
  return redirect(ADMIN_HOME)
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
