import type { LinksFunction } from '@remix-run/node'
import { Form, Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { clientPageMeta, errorPageMeta, linkPageHeaders } from '~/client-area/client-meta'
import { Button, useIsPending } from '~/components/ui'
import clientAreaStyles from '~/styles/client-area.css'
import { FORM_KEY } from '~/utils/form-key'
import { action, loader } from './place.server'

// One server module per route (docs/decisions/0009).
export { action, loader }

export const headers = linkPageHeaders

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: clientAreaStyles }]

export const meta: MetaFunction = ({ error }) =>
  error ? errorPageMeta(error) : clientPageMeta('Une place vous attend', 'La place libérée d’une session complète, réservée pour vous.')

/** The page of a waiting list's mailed link (issue 28): the place held, and the one button that takes it. */
export default function HeldPlaceRoute() {
  const loaded = useLoaderData<typeof loader>()
  const posted = useActionData<typeof action>()
  const isPending = useIsPending()
  const gone = posted?.gone ?? loaded.gone
  const place = loaded.place
  return (
    <div className="container page-narrow">
      <header className="page-header">
        <h1>{gone || !place ? 'Ce lien n’est plus valable' : 'Une place vous attend'}</h1>
      </header>
      {gone || !place ? (
        <section className="card">
          <p>{gone}</p>
          <p>
            <Link to="/registration">Voir les prochaines dates</Link> ou <Link to="/contact">écrire à l’école</Link>.
          </p>
        </section>
      ) : (
        <section className="card form-card" aria-labelledby="place-title">
          <h2 id="place-title">
            {place.title}, le <time dateTime={place.eventDate}>{place.displayDate}</time>
          </h2>
          <p>
            {place.firstName ? `${place.firstName}, une` : 'Une'} place s’est libérée pour cette session
            {place.typeTitle !== place.title ? ` (${place.typeTitle})` : ''}
            {'\u00a0'}: elle vous est réservée jusqu’au {place.until}.
          </p>
          <Form method="post">
            <input type="hidden" name={FORM_KEY} value={loaded.formKey ?? ''} />
            <Button type="submit" pending={isPending} pendingLabel="Inscription en cours…">
              Prendre ma place
            </Button>
          </Form>
          <p>Sans réponse de votre part, elle sera proposée à la personne suivante de la liste d’attente.</p>
        </section>
      )}
    </div>
  )
}

export { ClientAreaErrorBoundary as ErrorBoundary } from '~/client-area/client-area-closed'
