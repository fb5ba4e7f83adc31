import type { LinksFunction } from '@remix-run/node'
import { Form, Link, type MetaFunction, useActionData } from '@remix-run/react'
import { clientPageMeta, errorPageMeta } from '~/client-area/client-meta'
import { Banner, FormSubmit, useIsPending } from '~/components/ui'
import clientAreaStyles from '~/styles/client-area.css'
import { action, loader } from './delete-account.server'

// One server module per route (docs/decisions/0009).
export { action, loader }

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: clientAreaStyles }]

export const meta: MetaFunction = ({ error }) =>
  error ? errorPageMeta(error) : clientPageMeta('Supprimer mon compte', 'Supprimer votre compte client et vos données personnelles.')

export default function DeleteAccountRoute() {
  const actionData = useActionData<typeof action>()
  const isPending = useIsPending()
  return (
    <div className="container page-narrow">
      <header className="page-header">
        <h1>Supprimer mon compte</h1>
      </header>
      <section className="card danger-zone" aria-labelledby="delete-title">
        <h2 id="delete-title">Voulez-vous vraiment supprimer votre compte{'\u00a0'}?</h2>
        <p>
          Cette action est définitive{'\u00a0'}: votre compte, vos informations personnelles et vos connexions seront effacés. L’école garde
          seulement le nombre de places prises à ses sessions, sans votre nom.
        </p>
        <p>
          Vous pouvez d’abord <a href="/client-account/export">télécharger toutes vos données (JSON)</a>.
        </p>
        <Form method="post">
          {actionData?.error ? <Banner kind="error">{actionData.error}</Banner> : null}
          <FormSubmit
            className="button-danger"
            pending={isPending}
            pendingLabel="Suppression en cours…"
            after={<Link to="/client-account">Annuler et revenir à mon compte</Link>}
          >
            Supprimer définitivement mon compte
          </FormSubmit>
        </Form>
      </section>
    </div>
  )
}

export { ClientAreaErrorBoundary as ErrorBoundary } from '~/client-area/client-area-closed'
