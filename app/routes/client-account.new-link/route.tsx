import type { SubmissionResult } from '@conform-to/react'
import type { LinksFunction } from '@remix-run/node'
import { Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { AccountMailForm } from '~/client-area/account-mail-form'
import { ClientAreaErrorBoundary } from '~/client-area/client-area-closed'
import { clientPageMeta, errorPageMeta } from '~/client-area/client-meta'
import clientAreaStyles from '~/styles/client-area.css'
import { action, loader } from './new-link.server'

// One server module per route (docs/decisions/0009).
export { action, loader }

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: clientAreaStyles }]

export const meta: MetaFunction = ({ error }) =>
  error ? errorPageMeta(error) : clientPageMeta('Mot de passe oublié', 'Recevez par e-mail un lien pour choisir un nouveau mot de passe.')

export default function NewLinkRoute() {
  const { resend, mailConstraint } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as { result: SubmissionResult<string[]> } | undefined
  return (
    <div className="container page-narrow">
      <header className="page-header">
        <h1>Mot de passe oublié</h1>
        <p className="lead">
          Mot de passe oublié, lien expiré ou déjà utilisé{'\u00a0'}? Indiquez l’adresse e-mail de votre compte client{'\u00a0'}: nous vous
          envoyons un lien pour choisir un nouveau mot de passe.
        </p>
      </header>
      <section className="card form-card" aria-labelledby="new-link-title">
        <h2 id="new-link-title">Recevoir un lien par e-mail</h2>
        <AccountMailForm
          id="new-link"
          result={actionData?.result}
          constraint={mailConstraint}
          resend={resend}
          submitLabel="Recevoir un nouveau lien"
        />
      </section>
      <p>
        <Link to="/client-account">Retour à l’espace client</Link>
      </p>
    </div>
  )
}

export function ErrorBoundary() {
  return <ClientAreaErrorBoundary />
}
