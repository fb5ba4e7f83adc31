import { type ErrorResponse, isRouteErrorResponse, Link, useRouteError } from '@remix-run/react'
import type { ReactNode } from 'react'

/** A page for a status; `undefined` leaves the error to the default pages. */
type StatusHandler = (info: { error: ErrorResponse }) => ReactNode | undefined

export const NOT_FOUND_MESSAGE = 'Oups! La page que vous demandez n’existe pas.'
export const FORBIDDEN_MESSAGE = 'Vous n’avez pas le droit d’entrer ici !'

/** An error page: its title, what it says, and a button back to a home page (the site's unless told). */
function ErrorPage({
  title,
  home = { to: '/', label: 'Retour à l’accueil' },
  children,
}: {
  title: string
  home?: { to: string; label: string }
  children?: ReactNode
}) {
  return (
    <section className="error-page container">
      <h1>{title}</h1>
      {children}
      <p>
        <Link to={home.to} className="button button-primary">
          {home.label}
        </Link>
      </p>
    </section>
  )
}

const defaultStatusHandlers: Record<number, StatusHandler> = {
  404: () => <ErrorPage title={NOT_FOUND_MESSAGE} />,
  403: () => <ErrorPage title={FORBIDDEN_MESSAGE} home={{ to: '/admin/home', label: 'Retour à l’accueil de l’administration' }} />,
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
    <ErrorPage title="Désolés, la page n’a pas pu s’afficher">
      <p role="alert">{message}</p>
    </ErrorPage>
  )
}
