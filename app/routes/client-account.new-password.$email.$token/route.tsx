import { type SubmissionResult } from '@conform-to/react'
import type { LinksFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { clientRouteMeta, linkPageHeaders } from '~/client-area/client-meta'
import { MailedLinkPage } from '~/client-area/form-page'
import { FormErrors, FormSubmit, getFormProps, NewPasswordField, useIsPending, useServerForm } from '~/components/ui'
import clientAreaStyles from '~/styles/client-area.css'
import { FORM_KEY } from '~/utils/form-key'
import { action, loader } from './new-password.server'

// One server module per route (docs/decisions/0009).
export { action, loader }

export const headers = linkPageHeaders

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: clientAreaStyles }]

export const meta = clientRouteMeta('Choisir mon mot de passe', 'Choisissez le mot de passe de votre compte client.')

export default function NewPasswordRoute() {
  const { email, formKey, constraint } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const isPending = useIsPending()
  const [form, fields] = useServerForm({
    id: 'new-password',
    lastResult: actionData?.result as SubmissionResult<string[]> | undefined,
    constraint,
  })
  return (
    <MailedLinkPage
      title="Choisir mon mot de passe"
      lead={
        <>
          Compte client <strong>{email}</strong>
        </>
      }
      expired={actionData?.expired}
      cardId="password-title"
      cardTitle="Votre mot de passe"
    >
      <Form method="post" {...getFormProps(form)}>
        <FormErrors form={form} />
        <input type="hidden" name={FORM_KEY} value={formKey} />
        {/* For password managers: the account the new password belongs to. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <NewPasswordField meta={fields.newPassword} />
        <FormSubmit pending={isPending} pendingLabel="Enregistrement…">
          Enregistrer mon mot de passe
        </FormSubmit>
      </Form>
    </MailedLinkPage>
  )
}

export { ClientAreaErrorBoundary as ErrorBoundary } from '~/client-area/client-area-closed'
