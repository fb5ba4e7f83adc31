import type { SubmissionResult } from '@conform-to/react'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { readAdminAction } from '~/admin/action.server'
import { reauthRefusal, requireStaff, staffApiFailure, staffLoadFailure } from '~/admin/auth.server'
import { adminMeta } from '~/components/admin/admin-meta'
import { StaffEmailField } from '~/components/admin/staff-email-field'
import { PasswordChangeForm } from '~/components/password-change-form'
import { FormErrors, FormSubmit, getFormProps, useIsPendingIntent, useServerForm } from '~/components/ui'
import { changeOwnEmail, changeOwnPassword, getOwnEmail } from '~/models/user.server'
import { replyWithApiError } from '~/utils/form.server'
import type { FormConstraint } from '~/utils/form-constraints.server'
import { constraintsOf } from '~/utils/form-constraints.server'
import { PasswordChangeFormSchema } from '~/utils/password-form.server'
import { getSession } from '~/utils/session.server'
import { sharedOutcome } from '~/utils/single-flight.server'
import { redirectWithToast } from '~/utils/toast.server'
import { OwnEmailFormSchema, PasswordForms } from './forms.server'

const PASSWORD_ERROR = 'Erreur mot de passe'
const passwords = ['oldPassword', 'newPassword']

const PASSWORD_PATH = '/admin/password'

/**
 * Any connected staff member changes its own password (the API ends its other sessions and mails the change) and the
 * address those mails go to.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request)
  const { email } = await getOwnEmail(request).catch(staffLoadFailure(request))
  return {
    constraint: constraintsOf(PasswordChangeFormSchema),
    codeNeeded: staff.reauthNeeded,
    emailConstraint: constraintsOf(OwnEmailFormSchema),
    email,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const posted = await readAdminAction(request, { right: 'staff', schema: PasswordForms, hideFields: passwords })
  if (!posted.ok) return posted.answer
  const { submission } = posted
  if (posted.value.intent === 'email') {
    const email = posted.value.email ?? null
    try {
      await changeOwnEmail(request, email)
    } catch (error) {
      await staffApiFailure(request, error)
      return replyWithApiError(submission, error, {}, { fields: ['email'] })
    }
    const message = email ? 'Votre adresse e-mail est enregistrée.' : 'Votre compte n’a plus d’adresse e-mail.'
    return redirectWithToast(request, PASSWORD_PATH, { kind: 'success', message })
  }
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
  return redirectWithToast(request, PASSWORD_PATH, { kind: 'success', message: 'Votre mot de passe a été mis à jour' })
}

export const meta: MetaFunction = ({ error }) => adminMeta('Mon mot de passe', error)

/** The result of the form that was sent: the page's two forms share one action, told apart by `intent`. */
function resultOf(actionData: { result?: SubmissionResult<string[]> } | undefined, intent: string) {
  return actionData?.result?.initialValue?.intent === intent ? actionData.result : undefined
}

export default function AdminPasswordRoute() {
  const { constraint, codeNeeded, emailConstraint, email } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as { result?: SubmissionResult<string[]> } | undefined
  return (
    <>
      <header className="admin-page-header">
        <h1>Mon mot de passe</h1>
        <p>Changer le mot de passe de votre compte du personnel.</p>
      </header>
      <section className="admin-section admin-narrow">
        <PasswordChangeForm result={resultOf(actionData, 'password')} constraint={constraint} codeNeeded={codeNeeded} />
      </section>
      <section className="admin-section admin-narrow" aria-labelledby="email-title">
        <h2 id="email-title">Mon adresse e-mail</h2>
        <OwnEmailForm key={email} email={email} result={resultOf(actionData, 'email')} constraint={emailConstraint} />
      </section>
    </>
  )
}

/** Give it `key={email}`: the field shows the stored address after a save. */
function OwnEmailForm({
  email,
  result,
  constraint,
}: {
  email: string | null
  result?: SubmissionResult<string[]>
  constraint: FormConstraint
}) {
  const isPending = useIsPendingIntent('email')
  const [form, fields] = useServerForm({ id: 'own-email', lastResult: result, constraint, defaultValue: { email: email ?? '' } })
  return (
    <Form key={form.key} method="post" {...getFormProps(form)}>
      <FormErrors form={form} />
      <StaffEmailField meta={fields.email} />
      <FormSubmit name="intent" value="email" pending={isPending} pendingLabel="Enregistrement…">
        Enregistrer mon adresse
      </FormSubmit>
    </Form>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
