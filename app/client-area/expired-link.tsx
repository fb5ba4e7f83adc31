import type { FormConstraint } from '~/utils/form-constraints.server'
import { AccountMailForm } from './account-mail-form'

export const EXPIRED_LINK_TITLE = 'Ce lien n’est plus valable'

/**
 * A mailed link that has been used, has expired or was cut: the API's French explanation and, at once, the way
 * to ask for a new mail to the same address.
 */
export function ExpiredLink({ email, message, constraint }: { email: string; message: string; constraint: FormConstraint }) {
  return (
    <section className="card" aria-labelledby="expired-title">
      <h2 id="expired-title">{EXPIRED_LINK_TITLE}</h2>
      <p role="alert">{message}</p>
      <p>Recevez un nouveau lien à votre adresse e-mail, valable 24{'\u00a0'}heures.</p>
      <AccountMailForm
        id="new-link"
        action="/client-account/new-link"
        resend={null}
        constraint={constraint}
        defaultEmail={email}
        submitLabel="Recevoir un nouveau lien"
      />
    </section>
  )
}
