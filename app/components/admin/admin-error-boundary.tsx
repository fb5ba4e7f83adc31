import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import type { StaffLoginRequired } from '~/admin/auth.server'
import { GeneralErrorBoundary } from '~/components/ui'
import { AdminToast } from './admin-page'
import { StaffLoginForm } from './staff-login-form'

/**
 * The error boundary of every admin route: not connected (401), the admin login form in place of the page, at
 * the page's own address; a missing right (403), section 2's page; anything else as on the public site.
 */
export function AdminErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 401 && isLoginRequired(error.data)) {
    const { redirectTo, sessionEnded, constraint } = error.data.staffLogin
    return (
      <div className="admin-page admin-page-narrow">
        <AdminToast />
        <StaffLoginForm constraint={constraint} redirectTo={redirectTo} sessionEnded={sessionEnded} />
      </div>
    )
  }
  return <GeneralErrorBoundary />
}

function isLoginRequired(data: unknown): data is StaffLoginRequired {
  return typeof data === 'object' && data !== null && 'staffLogin' in data
}
