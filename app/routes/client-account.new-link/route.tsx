import type { LinksFunction } from '@remix-run/node'
import { clientRouteMeta } from '~/client-area/client-meta'
import { AccountMailPage } from '~/client-area/form-page'
import clientAreaStyles from '~/styles/client-area.css'
import { action, loader } from './new-link.server'

// One server module per route (docs/decisions/0009).
export { action, loader }

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: clientAreaStyles }]

export const meta = clientRouteMeta('Mot de passe oublié', 'Recevez par e-mail un lien pour choisir un nouveau mot de passe.')

export default function NewLinkRoute() {
  return (
    <AccountMailPage
      title="Mot de passe oublié"
      lead={
        <>
          Mot de passe oublié, lien expiré ou déjà utilisé{'\u00a0'}? Indiquez l’adresse e-mail de votre compte client{'\u00a0'}: nous vous
          envoyons un lien pour choisir un nouveau mot de passe.
        </>
      }
      cardId="new-link-title"
      cardTitle="Recevoir un lien par e-mail"
      id="new-link"
      submitLabel="Recevoir un nouveau lien"
    />
  )
}

export { ClientAreaErrorBoundary as ErrorBoundary } from '~/client-area/client-area-closed'
