import { type SubmissionResult } from '@conform-to/react'
import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { colon } from '#contract/text'
import { CLIENT_AREA_PATH } from '~/client-area/auth.server'
import { assertClientAreaOpen } from '~/client-area/client-area.server'
import { ClientAreaErrorBoundary } from '~/client-area/client-area-closed'
import { clientPageMeta, errorPageMeta } from '~/client-area/client-meta'
import { ExpiredLink } from '~/client-area/expired-link'
import { accountMailConstraint, messages, NewPasswordFormSchema, parseWithZod } from '~/client-area/forms.server'
import { FormErrors, getFormProps, getInputProps, useServerForm } from '~/components/server-form'
import { Button } from '~/components/ui/button'
import { NEW_PASSWORD_LABEL, PasswordField } from '~/components/ui/password-field'
import { setFirstPassword } from '~/models/client.server'
import clientAreaStyles from '~/styles/client-area.css'
import { ApiFieldErrors } from '~/utils/api.server'
import { readForm, replyWithApiError } from '~/utils/form.server'
import { constraintsOf } from '~/utils/form-constraints.server'
import { FORM_KEY } from '~/utils/form-key'
import { useIsPending } from '~/utils/misc'
import { formKeyOf, newFormKey, sharedOutcome } from '~/utils/single-flight.server'
import { redirectWithToast } from '~/utils/toast.server'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: clientAreaStyles }]

const PASSWORD_ERROR = 'Erreur mot de passe'
const hidden = ['newPassword']

export async function loader({ params }: LoaderFunctionArgs) {
  assertClientAreaOpen()
  return data(
    {
      email: params.email ?? '',
      formKey: newFormKey(),
      constraint: constraintsOf(NewPasswordFormSchema),
      mailConstraint: accountMailConstraint,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

export async function action({ request, params }: ActionFunctionArgs) {
  assertClientAreaOpen()
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: NewPasswordFormSchema })
  if (submission.status !== 'success') {
    return data(
      { result: submission.reply({ formErrors: [colon(PASSWORD_ERROR, messages.invalidForm)], hideFields: hidden }), expired: null },
      { status: 400 },
    )
  }
  const email = params.email ?? ''
  const token = params.token ?? ''
  const { newPassword } = submission.value
  try {
    await sharedOutcome(['new-password', formKeyOf(formData), email, token, newPassword], () =>
      setFirstPassword(request, { email, token, newPassword }),
    )
  } catch (error) {
    // The link's token was used or has expired: the page says so and offers a new mail.
    if (error instanceof ApiFieldErrors && (error.errors.token || error.errors.email)) {
      return data({ result: undefined, expired: [...(error.errors.token ?? []), ...(error.errors.email ?? [])][0] }, { status: 400 })
    }
    const reply = replyWithApiError(submission, error, {}, { title: PASSWORD_ERROR, fields: hidden, hideFields: hidden })
    return data({ ...reply.data, expired: null }, reply.init ?? undefined)
  }
  return redirectWithToast(request, CLIENT_AREA_PATH, { kind: 'success', message: 'Votre mot de passe a été mis à jour' })
}

export const meta: MetaFunction = ({ error }) =>
  error ? errorPageMeta(error) : clientPageMeta('Choisir mon mot de passe', 'Choisissez le mot de passe de votre compte client.')

export default function NewPasswordRoute() {
  const { email, formKey, constraint, mailConstraint } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const isPending = useIsPending()
  const [form, fields] = useServerForm({
    id: 'new-password',
    lastResult: actionData?.result as SubmissionResult<string[]> | undefined,
    constraint,
  })
  return (
    <div className="container page-narrow">
      <header className="page-header">
        <h1>Choisir mon mot de passe</h1>
        <p className="lead">
          Compte client <strong>{email}</strong>
        </p>
      </header>
      {actionData?.expired ? (
        <ExpiredLink email={email} message={actionData.expired} constraint={mailConstraint} />
      ) : (
        <section className="card form-card" aria-labelledby="password-title">
          <h2 id="password-title">Votre mot de passe</h2>
          <Form method="post" {...getFormProps(form)}>
            <FormErrors form={form} />
            <input type="hidden" name={FORM_KEY} value={formKey} />
            {/* For password managers: the account the new password belongs to. */}
            <input type="hidden" name="username" autoComplete="username" value={email} />
            <PasswordField
              label={NEW_PASSWORD_LABEL}
              inputProps={{ ...getInputProps(fields.newPassword, { type: 'password' }), autoComplete: 'new-password' }}
              errors={fields.newPassword.errors}
            />
            <div className="form-actions">
              <Button type="submit" pending={isPending} pendingLabel="Enregistrement…">
                Enregistrer mon mot de passe
              </Button>
            </div>
          </Form>
        </section>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <ClientAreaErrorBoundary />
}
