import { type ErrorResponse, isRouteErrorResponse, Link, useRouteError } from '@remix-run/react'
import type { ReactNode } from 'react'

/** A page for a status; `undefined` leaves the error to the default pages. */
type StatusHandler = (info: { error: ErrorResponse }) => ReactNode | undefined

export const NOT_FOUND_MESSAGE = 'Oups! La page que vous demandez n’existe pas.'
export const FORBIDDEN_MESSAGE = 'Vous n’avez pas le droit d’entrer ici !'

const defaultStatusHandlers: Record<number, StatusHandler> = {
  404: () => (
    <section className="error-page container">
      <h1>{NOT_FOUND_MESSAGE}</h1>
      <p>
        <Link to="/" className="button button-primary">
          Retour à l’accueil
        </Link>
      </p>
    </section>
  ),
  403: () => (
    <section className="error-page container">
      <h1>{FORBIDDEN_MESSAGE}</h1>
      <p>
        <Link to="/admin/home" className="button button-primary">
          Retour à l’accueil de l’administration
        </Link>
      </p>
    </section>
  ),
}

/** The one error boundary of the site: a page per status (404, 403), the error's French message otherwise. */
export function GeneralErrorBoundary({ statusHandlers = {} }: { statusHandlers?: Record<number, StatusHandler> }) {
  const error = useRouteError()
  if (typeof document !== 'undefined' && !isRouteErrorResponse(error)) console.error(error)
  if (isRouteErrorResponse(error)) {
    const page = statusHandlers[error.status]?.({ error }) ?? defaultStatusHandlers[error.status]?.({ error })
    if (page !== undefined) return <>{page}</>
  }
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'object' && error.data && 'message' in error.data
      ? String(error.data.message)
      : 'Une erreur inattendue est survenue. Réessayez dans un instant.'
  return (
    <section className="error-page container">
      <h1>Désolés, la page n’a pas pu s’afficher</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to="/" className="button button-primary">
          Retour à l’accueil
        </Link>
      </p>
    </section>
  )
}
