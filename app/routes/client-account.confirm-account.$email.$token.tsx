import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { assertClientAreaOpen } from '~/client-area/client-area.server'
import { ClientAreaErrorBoundary } from '~/client-area/client-area-closed'
import { clientPageMeta, errorPageMeta } from '~/client-area/client-meta'
import { ExpiredLink } from '~/client-area/expired-link'
import { accountMailConstraint } from '~/client-area/forms.server'
import { Banner } from '~/components/ui/banner'
import { Button } from '~/components/ui/button'
import { confirmAccount } from '~/models/client.server'
import clientAreaStyles from '~/styles/client-area.css'
import { ApiError, ApiFieldErrors } from '~/utils/api.server'
import { readForm } from '~/utils/form.server'
import { FORM_KEY } from '~/utils/form-key'
import { useIsPending } from '~/utils/misc'
import { formKeyOf, newFormKey, sharedOutcome } from '~/utils/single-flight.server'
import { redirectWithToast } from '~/utils/toast.server'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: clientAreaStyles }]

const CONFIRMED = 'La confirmation a été effectuée.'

export async function loader({ params }: LoaderFunctionArgs) {
  assertClientAreaOpen()
  // Opening the link changes nothing (mail scanners open links): only the button's POST confirms.
  return data(
    { email: params.email ?? '', formKey: newFormKey(), mailConstraint: accountMailConstraint },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

export async function action({ request, params }: ActionFunctionArgs) {
  assertClientAreaOpen()
  const formData = await readForm(request)
  const email = params.email ?? ''
  const token = params.token ?? ''
  let passwordToken: string
  try {
    passwordToken = await sharedOutcome(['confirm-account', formKeyOf(formData), email, token], () =>
      confirmAccount(request, { email, token }),
    )
  } catch (error) {
    // A used, expired or cut link (400 on the token or the address): the page says so and offers a new mail.
    if (error instanceof ApiFieldErrors)
      return data({ expired: Object.values(error.errors).flat()[0] ?? error.message, error: null }, { status: 400 })
    if (error instanceof ApiError) return data({ expired: null, error: error.message }, { status: error.status ?? 503 })
    throw error
  }
  const next = `/client-account/new-password/${encodeURIComponent(email)}/${encodeURIComponent(passwordToken)}`
  return redirectWithToast(request, next, { kind: 'success', message: CONFIRMED })
}

export const meta: MetaFunction = ({ error }) =>
  error ? errorPageMeta(error) : clientPageMeta('Confirmer mon compte', 'Confirmez votre compte client pour choisir votre mot de passe.')

export default function ConfirmAccountRoute() {
  const { email, formKey, mailConstraint } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const isPending = useIsPending()
  return (
    <div className="container page-narrow">
      <header className="page-header">
        <h1>Confirmer mon compte</h1>
        <p className="lead">Une dernière étape avant de choisir votre mot de passe.</p>
      </header>
      {actionData?.expired ? (
        <ExpiredLink email={email} message={actionData.expired} constraint={mailConstraint} />
      ) : (
        <section className="card form-card" aria-labelledby="confirm-title">
          <h2 id="confirm-title">Votre adresse e-mail</h2>
          <p>
            Confirmez que l’adresse <strong>{email}</strong> est bien la vôtre.
          </p>
          <Form method="post">
            <input type="hidden" name={FORM_KEY} value={formKey} />
            {actionData?.error ? <Banner kind="error">{actionData.error}</Banner> : null}
            <Button type="submit" pending={isPending} pendingLabel="Confirmation en cours…">
              Confirmer mon compte
            </Button>
          </Form>
        </section>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <ClientAreaErrorBoundary />
}
