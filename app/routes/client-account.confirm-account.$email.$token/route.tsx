import type { LinksFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { clientRouteMeta, linkPageHeaders } from '~/client-area/client-meta'
import { MailedLinkButton, MailedLinkPage } from '~/client-area/form-page'
import clientAreaStyles from '~/styles/client-area.css'
import { action, loader } from './confirm-account.server'

// One server module per route (docs/decisions/0009).
export { action, loader }

export const headers = linkPageHeaders

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: clientAreaStyles }]

export const meta = clientRouteMeta('Confirmer mon compte', 'Confirmez votre compte client pour choisir votre mot de passe.')

export default function ConfirmAccountRoute() {
  const { email } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <MailedLinkPage
      title="Confirmer mon compte"
      lead="Une dernière étape avant de choisir votre mot de passe."
      expired={actionData?.expired}
      cardId="confirm-title"
      cardTitle="Votre adresse e-mail"
    >
      <p>
        Confirmez que l’adresse <strong>{email}</strong> est bien la vôtre.
      </p>
      <MailedLinkButton error={actionData?.error} pendingLabel="Confirmation en cours…">
        Confirmer mon compte
      </MailedLinkButton>
    </MailedLinkPage>
  )
}

export { ClientAreaErrorBoundary as ErrorBoundary } from '~/client-area/client-area-closed'
