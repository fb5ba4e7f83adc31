import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { readAdminAction } from '~/admin/action.server'
import { reauthRefusal, requireStaff, staffApiFailure } from '~/admin/auth.server'
import { AdminErrorBoundary } from '~/components/admin/admin-error-boundary'
import { adminMeta } from '~/components/admin/admin-meta'
import { PasswordChangeForm } from '~/components/password-change-form'
import { changeOwnPassword } from '~/models/user.server'
import { replyWithApiError } from '~/utils/form.server'
import { constraintsOf } from '~/utils/form-constraints.server'
import { PasswordChangeFormSchema } from '~/utils/password-form.server'
import { getSession } from '~/utils/session.server'
import { sharedOutcome } from '~/utils/single-flight.server'
import { redirectWithToast } from '~/utils/toast.server'
import { PasswordForms } from './forms.server'

const PASSWORD_ERROR = 'Erreur mot de passe'
const passwords = ['oldPassword', 'newPassword']

/** Any connected staff member changes its own password (the API ends its other sessions). */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request)
  return { constraint: constraintsOf(PasswordChangeFormSchema), codeNeeded: staff.reauthNeeded }
}

export async function action({ request }: ActionFunctionArgs) {
  const posted = await readAdminAction(request, { right: 'staff', schema: PasswordForms, hideFields: passwords })
  if (!posted.ok) return posted.answer
  const { submission } = posted
  const { oldPassword, newPassword, code } = posted.value
  const staffToken = (await getSession(request)).get('staffToken') ?? ''
  try {
    // A second click without JavaScript would find the old password changed: it shares the first one's outcome.
    await sharedOutcome(['staff-password', staffToken, oldPassword, newPassword], () =>
      changeOwnPassword(request, { oldPassword, newPassword, code }),
    )
  } catch (error) {
    // The last proof is older than 5 minutes: the form asks for a code beside the current password.
    const reauth = reauthRefusal(error)
    if (reauth)
      return data({ result: submission.reply({ fieldErrors: { code: [reauth] }, hideFields: [...passwords, 'code'] }) }, { status: 400 })
    await staffApiFailure(request, error)
    return replyWithApiError(submission, error, {}, { title: PASSWORD_ERROR, fields: passwords, hideFields: passwords })
  }
  return redirectWithToast(request, '/admin/password', { kind: 'success', message: 'Votre mot de passe a été mis à jour' })
}

export const meta: MetaFunction = ({ error }) => adminMeta('Mon mot de passe', error)

export default function AdminPasswordRoute() {
  const { constraint, codeNeeded } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <>
      <header className="admin-page-header">
        <h1>Mon mot de passe</h1>
        <p>Changer le mot de passe de votre compte du personnel.</p>
      </header>
      <section className="admin-section admin-narrow">
        <PasswordChangeForm result={actionData?.result} constraint={constraint} codeNeeded={codeNeeded} />
      </section>
    </>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
