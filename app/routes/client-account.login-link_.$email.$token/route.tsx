import type { LinksFunction } from '@remix-run/node'
import { Form, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { ClientAreaErrorBoundary } from '~/client-area/client-area-closed'
import { clientPageMeta, errorPageMeta, linkPageHeaders } from '~/client-area/client-meta'
import { ExpiredLink } from '~/client-area/expired-link'
import { Banner, Button, useIsPending } from '~/components/ui'
import clientAreaStyles from '~/styles/client-area.css'
import { FORM_KEY } from '~/utils/form-key'
import { action, loader } from './login-link.server'

// One server module per route (docs/decisions/0009).
export { action, loader }

export const headers = linkPageHeaders

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: clientAreaStyles }]

export const meta: MetaFunction = ({ error }) =>
  error
    ? errorPageMeta(error)
    : clientPageMeta('Se connecter par e-mail', 'Connectez-vous à votre espace client avec le lien reçu par e-mail.')

export default function LoginWithLinkRoute() {
  const { email, formKey, mailConstraint } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const isPending = useIsPending()
  return (
    <div className="container page-narrow">
      <header className="page-header">
        <h1>Se connecter par e-mail</h1>
        <p className="lead">Le lien reçu par e-mail vous connecte à votre espace client, une seule fois.</p>
      </header>
      {actionData?.expired ? (
        <ExpiredLink email={email} message={actionData.expired} constraint={mailConstraint} kind="login" />
      ) : (
        <section className="card form-card" aria-labelledby="login-link-title">
          <h2 id="login-link-title">Votre compte client</h2>
          <p>
            Connectez-vous au compte client de l’adresse <strong>{email}</strong>.
          </p>
          <Form method="post">
            <input type="hidden" name={FORM_KEY} value={formKey} />
            {actionData?.error ? <Banner kind="error">{actionData.error}</Banner> : null}
            <Button type="submit" pending={isPending} pendingLabel="Connexion en cours…">
              Me connecter
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
