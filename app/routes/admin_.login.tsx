import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import {
  ADMIN_LOGIN,
  getStaffState,
  safeAdminRedirect,
  staffAuthenticator,
  staffCodeConstraint,
  StaffCodeFormSchema,
  staffLoginConstraint,
  StaffLoginFormSchema,
  startStaffSession,
} from '~/admin/auth.server'
import { passkeyLogin } from '~/admin/passkeys/login.server'
import { adminMeta } from '~/components/admin/admin-meta'
import { AdminToast } from '~/components/admin/admin-page'
import { StaffCodeForm, StaffLoginForm } from '~/components/admin/staff-login-form'
import { loginStaff } from '~/models/user.server'
import adminStyles from '~/styles/admin.css'
import { ApiError } from '~/utils/api.server'
import { readForm, replyWithApiError } from '~/utils/form.server'
import type { QueryHandle } from '~/utils/page-cache-handle'
import { PRIVATE_HEADERS } from '~/utils/private-headers'
import { commitSession, getSession } from '~/utils/session.server'
import { redirectWithToast } from '~/utils/toast.server'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: adminStyles }]
export const headers: HeadersFunction = () => PRIVATE_HEADERS
/** The page the member is brought back to once logged in. */
export const handle: QueryHandle = { cacheQuery: ['redirectTo'] }

/**
 * The staff login page (DESIGN.md's form contract): every admin page shows the same form when not connected. Once
 * the API accepted the password of an account with a second factor, the page asks for the code (step 2).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = new URL(request.url).searchParams.get('redirectTo')
  const state = await getStaffState(request)
  if (state.staff) throw redirect(safeAdminRedirect(redirectTo))
  const codeStep = Boolean((await getSession(request)).get('pendingLogin'))
  return data(
    {
      redirectTo: redirectTo ? safeAdminRedirect(redirectTo) : undefined,
      constraint: staffLoginConstraint,
      codeStep,
      codeConstraint: staffCodeConstraint,
    },
    { headers: state.headers },
  )
}

/**
 * POST /admin/login: `user`, `password`, optional `redirectTo` (an admin path only); then `intent=code`, `code`;
 * `intent=restart` forgets a login waiting for its code.
 */
export async function action({ request }: ActionFunctionArgs) {
  // remix-auth's form strategy reads the body itself: the action reads a copy.
  const formData = await readForm(request.clone())
  const intent = formData.get('intent')
  if (intent === 'code') return codeStep(request, formData)
  if (intent === 'restart') return forgetPendingLogin(request)
  if (intent === 'passkey') return passkeyLogin(request, formData)
  const submission = parseWithZod(formData, { schema: StaffLoginFormSchema })
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  try {
    const login = await staffAuthenticator.authenticate('staff', request)
    return await startStaffSession(request, login, submission.value.redirectTo)
  } catch (error) {
    const pendingLogin = error instanceof ApiError && error.body.secondFactor ? error.body.pendingLogin : undefined
    if (typeof pendingLogin === 'string') {
      // The password was right: the site keeps the API's pending login (never the password) for the code step.
      const session = await getSession(request)
      session.set('pendingLogin', pendingLogin)
      session.set('pendingRedirect', safeAdminRedirect(submission.value.redirectTo))
      return redirect(ADMIN_LOGIN, { headers: await commitSession(session) })
    }
    // 'Erreur pour se connecter : <the API's message>' (section 8), or the API's French 429 message.
    return replyWithApiError(submission, error, {}, { fields: ['user', 'password'], hideFields: ['password'] })
  }
}

async function codeStep(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: StaffCodeFormSchema })
  const session = await getSession(request)
  const pendingLogin = session.get('pendingLogin')
  if (!pendingLogin)
    return forgetPendingLogin(request, 'Votre connexion a expiré\u00a0: saisissez de nouveau votre identifiant et votre mot de passe.')
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  try {
    const { session: staff, staffToken } = await loginStaff(request, { pendingLogin, code: submission.value.code })
    return await startStaffSession(request, { staffToken, user: staff.user }, session.get('pendingRedirect'))
  } catch (error) {
    // A wrong code keeps the step (the API keeps the pending login); an expired one starts again with the password.
    if (error instanceof ApiError && error.status === 401 && !error.body.secondFactor)
      return forgetPendingLogin(request, error.display.message)
    return replyWithApiError(submission, error, {}, { fields: ['code'] })
  }
}

/** Back to step 1: the login waiting for its code is forgotten, with why when it ended by itself. */
async function forgetPendingLogin(request: Request, why?: string) {
  const session = await getSession(request)
  session.unset('pendingLogin')
  session.unset('pendingRedirect')
  if (why) return redirectWithToast(request, ADMIN_LOGIN, { kind: 'error', message: why }, session)
  return redirect(ADMIN_LOGIN, { headers: await commitSession(session) })
}

export const meta: MetaFunction = ({ error }) => adminMeta('Connexion', error)

export default function AdminLoginRoute() {
  const { redirectTo, constraint, codeStep, codeConstraint } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const result = actionData && 'result' in actionData ? actionData.result : undefined
  return (
    <div className="admin-page admin-page-narrow">
      <AdminToast />
      {codeStep ? (
        <StaffCodeForm result={result} constraint={codeConstraint} />
      ) : (
        <StaffLoginForm result={result} constraint={constraint} redirectTo={redirectTo} />
      )}
    </div>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
