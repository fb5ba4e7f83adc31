import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, type MetaFunction, useActionData } from '@remix-run/react'
import { forgetClient, requireClient, sessionEndedRedirect } from '~/client-area/auth.server'
import { assertClientAreaOpen } from '~/client-area/client-area.server'
import { ClientAreaErrorBoundary } from '~/client-area/client-area-closed'
import { clientPageMeta, errorPageMeta } from '~/client-area/client-meta'
import { Banner } from '~/components/ui/banner'
import { Button } from '~/components/ui/button'
import { deleteClientAccount } from '~/models/client.server'
import clientAreaStyles from '~/styles/client-area.css'
import { ApiError } from '~/utils/api.server'
import { readForm } from '~/utils/form.server'
import { useIsPending } from '~/utils/misc'
import { getSession } from '~/utils/session.server'
import { sharedOutcome } from '~/utils/single-flight.server'
import { redirectWithToast } from '~/utils/toast.server'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: clientAreaStyles }]

export async function loader({ request }: LoaderFunctionArgs) {
  assertClientAreaOpen()
  await requireClient(request)
  return null
}

/** RGPD right to erasure: the API erases the client; the site forgets the session and says goodbye. */
export async function action({ request }: ActionFunctionArgs) {
  assertClientAreaOpen()
  await readForm(request)
  await requireClient(request)
  const clientToken = (await getSession(request)).get('clientToken') ?? ''
  try {
    // A second click without JavaScript finds the account gone: it shares the first one's goodbye.
    await sharedOutcome(['delete-account', clientToken], () => deleteClientAccount(request))
  } catch (error) {
    const ended = await sessionEndedRedirect(request, error)
    if (ended) return ended
    if (error instanceof ApiError) return data({ error: error.message }, { status: error.status ?? 503 })
    throw error
  }
  const session = await forgetClient(request)
  const goodbye = 'Votre compte et vos données personnelles ont été supprimés. Au revoir, et merci de votre confiance\u00a0!'
  return redirectWithToast(request, '/', { kind: 'success', message: goodbye }, session)
}

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
          <div className="form-actions">
            <Button type="submit" className="button-danger" pending={isPending} pendingLabel="Suppression en cours…">
              Supprimer définitivement mon compte
            </Button>
            <Link to="/client-account">Annuler et revenir à mon compte</Link>
          </div>
        </Form>
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <ClientAreaErrorBoundary />
}
