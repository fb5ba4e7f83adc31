import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import {
  getStaffState,
  safeAdminRedirect,
  staffAuthenticator,
  staffLoginConstraint,
  StaffLoginFormSchema,
  startStaffSession,
} from '~/admin/auth.server'
import { passkeyLogin } from '~/admin/passkeys/login.server'
import { AdminErrorBoundary } from '~/components/admin/admin-error-boundary'
import { adminMeta } from '~/components/admin/admin-meta'
import { ADMIN_HEADERS, AdminToast } from '~/components/admin/admin-page'
import { StaffLoginForm } from '~/components/admin/staff-login-form'
import adminStyles from '~/styles/admin.css'
import { readForm, replyWithApiError } from '~/utils/form.server'
import type { QueryHandle } from '~/utils/page-cache-handle'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: adminStyles }]
export const headers: HeadersFunction = () => ADMIN_HEADERS
/** The page the member is brought back to once logged in. */
export const handle: QueryHandle = { cacheQuery: ['redirectTo'] }

/** The staff login page (DESIGN.md's form contract): every admin page shows the same form when not connected. */
export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = new URL(request.url).searchParams.get('redirectTo')
  const state = await getStaffState(request)
  if (state.staff) throw redirect(safeAdminRedirect(redirectTo))
  return data(
    { redirectTo: redirectTo ? safeAdminRedirect(redirectTo) : undefined, constraint: staffLoginConstraint },
    { headers: state.headers },
  )
}

/** POST /admin/login: `user`, `password`, optional `redirectTo` (an admin path only). */
export async function action({ request }: ActionFunctionArgs) {
  // remix-auth's form strategy reads the body itself: the action reads a copy.
  const formData = await readForm(request.clone())
  if (formData.get('intent') === 'passkey') return passkeyLogin(request, formData)
  const submission = parseWithZod(formData, { schema: StaffLoginFormSchema })
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  try {
    const login = await staffAuthenticator.authenticate('staff', request)
    return await startStaffSession(request, login, submission.value.redirectTo)
  } catch (error) {
    // 'Erreur pour se connecter : <the API's message>' (section 8), or the API's French 429 message.
    return replyWithApiError(submission, error, {}, { fields: ['user', 'password'], hideFields: ['password'] })
  }
}

export const meta: MetaFunction = ({ error }) => adminMeta('Connexion', error)

export default function AdminLoginRoute() {
  const { redirectTo, constraint } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <div className="admin-page admin-page-narrow">
      <AdminToast />
      <StaffLoginForm result={actionData?.result} constraint={constraint} redirectTo={redirectTo} />
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
