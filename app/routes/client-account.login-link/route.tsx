import type { LinksFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { clientRouteMeta } from '~/client-area/client-meta'
import { AccountMailPage } from '~/client-area/form-page'
import clientAreaStyles from '~/styles/client-area.css'
import type { QueryHandle } from '~/utils/page-cache-handle'
import { action, loader } from './login-link.server'

// One server module per route (docs/decisions/0009).
export { action, loader }

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: clientAreaStyles }]

/** The page the link brings the visitor back to once logged in. */
export const handle: QueryHandle = { cacheQuery: ['redirectTo'] }

export const meta = clientRouteMeta('Recevoir un lien de connexion', 'Connectez-vous à votre espace client par un lien reçu par e-mail.')

export default function LoginLinkRoute() {
  const { redirectTo } = useLoaderData<typeof loader>()
  return (
    <AccountMailPage
      title="Recevoir un lien de connexion"
      lead={
        <>
          Indiquez l’adresse e-mail de votre compte client{'\u00a0'}: nous vous envoyons un lien qui vous connecte sans mot de passe,
          valable 15{'\u00a0'}minutes et une seule fois. Il fonctionne même après trop de tentatives de connexion.
        </>
      }
      cardId="login-link-title"
      cardTitle="Votre adresse e-mail"
      id="login-link"
      intent="login-link"
      redirectTo={redirectTo ?? undefined}
      submitLabel="Recevoir un lien de connexion"
    />
  )
}

export { ClientAreaErrorBoundary as ErrorBoundary } from '~/client-area/client-area-closed'
