import type { LinksFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { clientRouteMeta, linkPageHeaders } from '~/client-area/client-meta'
import { MailedLinkButton, MailedLinkPage } from '~/client-area/form-page'
import clientAreaStyles from '~/styles/client-area.css'
import { action, loader } from './login-link.server'

// One server module per route (docs/decisions/0009).
export { action, loader }

export const headers = linkPageHeaders

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: clientAreaStyles }]

export const meta = clientRouteMeta('Se connecter par e-mail', 'Connectez-vous à votre espace client avec le lien reçu par e-mail.')

export default function LoginWithLinkRoute() {
  const { email } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <MailedLinkPage
      title="Se connecter par e-mail"
      lead="Le lien reçu par e-mail vous connecte à votre espace client, une seule fois."
      expired={actionData?.expired}
      kind="login"
      cardId="login-link-title"
      cardTitle="Votre compte client"
    >
      <p>
        Connectez-vous au compte client de l’adresse <strong>{email}</strong>.
      </p>
      <MailedLinkButton error={actionData?.error} pendingLabel="Connexion en cours…">
        Me connecter
      </MailedLinkButton>
    </MailedLinkPage>
  )
}

export { ClientAreaErrorBoundary as ErrorBoundary } from '~/client-area/client-area-closed'
