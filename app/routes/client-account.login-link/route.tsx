import type { SubmissionResult } from '@conform-to/react'
import type { LinksFunction } from '@remix-run/node'
import { Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { AccountMailForm } from '~/client-area/account-mail-form'
import { ClientAreaErrorBoundary } from '~/client-area/client-area-closed'
import { clientPageMeta, errorPageMeta } from '~/client-area/client-meta'
import clientAreaStyles from '~/styles/client-area.css'
import type { QueryHandle } from '~/utils/page-cache-handle'
import { action, loader } from './login-link.server'

// One server module per route (docs/decisions/0009).
export { action, loader }

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: clientAreaStyles }]

/** The page the link brings the visitor back to once logged in. */
export const handle: QueryHandle = { cacheQuery: ['redirectTo'] }

export const meta: MetaFunction = ({ error }) =>
  error
    ? errorPageMeta(error)
    : clientPageMeta('Recevoir un lien de connexion', 'Connectez-vous à votre espace client par un lien reçu par e-mail.')

export default function LoginLinkRoute() {
  const { resend, mailConstraint, redirectTo } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as { result: SubmissionResult<string[]> } | undefined
  return (
    <div className="container page-narrow">
      <header className="page-header">
        <h1>Recevoir un lien de connexion</h1>
        <p className="lead">
          Indiquez l’adresse e-mail de votre compte client{'\u00a0'}: nous vous envoyons un lien qui vous connecte sans mot de passe,
          valable 15{'\u00a0'}minutes et une seule fois. Il fonctionne même après trop de tentatives de connexion.
        </p>
      </header>
      <section className="card form-card" aria-labelledby="login-link-title">
        <h2 id="login-link-title">Votre adresse e-mail</h2>
        <AccountMailForm
          id="login-link"
          intent="login-link"
          result={actionData?.result}
          constraint={mailConstraint}
          resend={resend}
          redirectTo={redirectTo ?? undefined}
          submitLabel="Recevoir un lien de connexion"
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
