import { Link } from '@remix-run/react'
import { Banner, GeneralErrorBoundary, site } from '~/components/ui'

/** The page of the client area and registrations while CLIENT_AREA is off (section 2). */
export function ClientAreaClosed() {
  return (
    <section className="error-page container">
      <h1>Espace client et inscriptions</h1>
      <Banner kind="info" dismissible={false}>
        {/* From content/site.ts, not the footer's module: importing it would give the footer a chunk of its own. */}
        {site.clientAreaOffAlert}
      </Banner>
      <p>Pour vous inscrire à un stage, une formation ou un événement, écrivez-nous{'\u00a0'}: nous vous répondons personnellement.</p>
      <p className="form-actions centered-actions">
        <Link to="/contact" className="button button-primary">
          Nous contacter
        </Link>
        <Link to="/" className="button button-secondary">
          Retour à l’accueil
        </Link>
      </p>
    </section>
  )
}

/** The error boundary of the client-area and registration routes: the alert page when the area is off. */
export function ClientAreaErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        503: ({ error }) =>
          typeof error.data === 'object' && error.data && 'clientAreaClosed' in error.data ? <ClientAreaClosed /> : undefined,
      }}
    />
  )
}
