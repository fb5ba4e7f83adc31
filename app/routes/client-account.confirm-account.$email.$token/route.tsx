import type { LinksFunction } from '@remix-run/node'
import { Form, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { ClientAreaErrorBoundary } from '~/client-area/client-area-closed'
import { clientPageMeta, errorPageMeta, linkPageHeaders } from '~/client-area/client-meta'
import { ExpiredLink } from '~/client-area/expired-link'
import { Banner, Button, useIsPending } from '~/components/ui'
import clientAreaStyles from '~/styles/client-area.css'
import { FORM_KEY } from '~/utils/form-key'
import { action, loader } from './confirm-account.server'

// One server module per route (docs/decisions/0009).
export { action, loader }

export const headers = linkPageHeaders

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: clientAreaStyles }]

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
