import type { SubmissionResult } from '@conform-to/react'
import type { LinksFunction } from '@remix-run/node'
import { Form, Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import type { Client } from '#contract/client'
import { AccountMailForm } from '~/client-area/account-mail-form'
import { clientPageMeta, errorPageMeta } from '~/client-area/client-meta'
import { PasswordChangeForm } from '~/components/password-change-form'
import { Banner, Button, useIsPending } from '~/components/ui'
import clientAreaStyles from '~/styles/client-area.css'
import type { FormConstraint } from '~/utils/form-constraints.server'
import type { QueryHandle } from '~/utils/page-cache-handle'
import { AccountForm } from './account-form'
import { type CancelAnswer, CancelRegistration } from './cancel-registration'
import { action, loader } from './client-account.server'
import { LoginForm } from './login-form'
import { type MyRegistrationLists, MyRegistrations } from './my-registrations'

// One server module per route (docs/decisions/0009).
export { action, loader }

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: clientAreaStyles }]

/** The page a visitor who logs in here is brought back to. */
export const handle: QueryHandle = { cacheQuery: ['redirectTo'] }

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error
    ? errorPageMeta(error)
    : data?.connected
      ? clientPageMeta('Mon compte client', 'Vos inscriptions, vos informations et votre mot de passe.')
      : clientPageMeta(
          'Espace client',
          'Connectez-vous à votre espace client ou créez votre compte pour vous inscrire aux stages, formations et événements.',
        )

/** The result of the form that was sent: several forms share this page's action, told apart by `intent`. */
function resultOf(actionData: { result: SubmissionResult<string[]> } | undefined, intent: string) {
  return actionData?.result.initialValue?.intent === intent ? actionData.result : undefined
}

export default function ClientAccountRoute() {
  const loaderData = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const result = actionData && 'result' in actionData ? (actionData as { result: SubmissionResult<string[]> }) : undefined
  if (!loaderData.connected) {
    return (
      <div className="container">
        <header className="page-header">
          <h1>Espace client</h1>
          <p className="lead">Connectez-vous pour retrouver vos inscriptions, ou créez votre compte en quelques instants.</p>
        </header>
        {loaderData.sessionEnded ? <Banner kind="error">{loaderData.sessionEnded}</Banner> : null}
        {loaderData.redirectTo ? (
          <Banner kind="info" dismissible={false}>
            Connectez-vous ou créez votre compte pour confirmer votre inscription{'\u00a0'}: vous reviendrez ensuite à la session choisie.
          </Banner>
        ) : null}
        <div className="account-choice">
          <section className="card" aria-labelledby="login-title">
            <h2 id="login-title">Se connecter</h2>
            <LoginForm
              result={resultOf(result, 'login')}
              constraint={loaderData.constraints.login}
              redirectTo={loaderData.redirectTo ?? undefined}
            />
          </section>
          <section className="card" aria-labelledby="create-title">
            <h2 id="create-title">Créer un compte</h2>
            <p>
              Indiquez votre adresse e-mail{'\u00a0'}: vous recevrez un lien pour confirmer votre compte, puis choisir votre mot de passe.
            </p>
            <AccountMailForm
              id="create-account"
              result={resultOf(result, 'create')}
              constraint={loaderData.constraints.create}
              resend={loaderData.resend}
              redirectTo={loaderData.redirectTo ?? undefined}
              submitLabel="Créer mon compte"
            />
          </section>
        </div>
      </div>
    )
  }
  const cancelling = actionData && 'cancel' in actionData ? (actionData as CancelAnswer) : null
  return (
    <ClientArea
      cancelling={cancelling}
      client={loaderData.client}
      registrations={loaderData.registrations}
      registrationsError={loaderData.registrationsError}
      constraints={loaderData.constraints}
      result={result}
    />
  )
}

function ClientArea({
  cancelling,
  client,
  registrations,
  registrationsError,
  constraints,
  result,
}: {
  /** The answer of `intent=cancel-registration` without `confirm=yes`: the page asks first. */
  cancelling: CancelAnswer | null
  client: Client
  registrations: MyRegistrationLists | null
  registrationsError: string | null
  constraints: { account: FormConstraint; password: FormConstraint }
  result?: { result: SubmissionResult<string[]> }
}) {
  const loggingOut = useIsPending({ formAction: '/client-account/logout' })
  return (
    <div className="container client-area">
      <header className="page-header">
        <h1>Mon compte client</h1>
        <p className="lead">{client.firstName ? `Bonjour ${client.firstName}, voici` : 'Voici'} votre espace personnel.</p>
        <nav aria-label="Dans mon compte">
          <ul className="account-nav">
            <li>
              <a href="#inscriptions">Mes inscriptions</a>
            </li>
            <li>
              <a href="#informations">Mes informations</a>
            </li>
            <li>
              <a href="#mot-de-passe">Mot de passe</a>
            </li>
            <li>
              <a href="#donnees">Mes données personnelles</a>
            </li>
          </ul>
        </nav>
      </header>
      {cancelling ? <CancelRegistration {...cancelling} /> : null}
      <MyRegistrations registrations={registrations} error={registrationsError} />
      <section id="informations" className="card account-section" aria-labelledby="account-title">
        <h2 id="account-title">Mes informations</h2>
        <AccountForm client={client} result={resultOf(result, 'update')} constraint={constraints.account} />
      </section>
      <section id="mot-de-passe" className="card account-section" aria-labelledby="password-title">
        <h2 id="password-title">Changer de mot de passe</h2>
        <PasswordChangeForm
          result={resultOf(result, 'password')}
          constraint={constraints.password}
          forgottenHref="/client-account/new-link"
        />
      </section>
      <section id="donnees" className="card account-section" aria-labelledby="data-title">
        <h2 id="data-title">Mes données personnelles</h2>
        <p>
          Conformément au RGPD, vous pouvez obtenir toutes les données que l’école conserve à votre sujet, ou supprimer votre compte. Vos
          inscriptions passées restent comptées, sans votre nom.
        </p>
        <div className="form-actions">
          {/* Plain links: the file comes as an attachment, or an error brings the visitor back here. */}
          <a href="/client-account/export" className="button button-secondary">
            Télécharger mes données (JSON)
          </a>
          <Link to="/client-account/delete" className="button button-secondary">
            Supprimer mon compte
          </Link>
        </div>
      </section>
      <Form method="post" action="/client-account/logout" className="account-logout">
        <Button type="submit" variant="secondary" pending={loggingOut}>
          Se déconnecter
        </Button>
      </Form>
    </div>
  )
}

export { ClientAreaErrorBoundary as ErrorBoundary } from '~/client-area/client-area-closed'
