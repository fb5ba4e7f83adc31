import type { FormConstraint } from '~/utils/form-constraints.server'
import { AccountMailForm } from './account-mail-form'

export const EXPIRED_LINK_TITLE = 'Ce lien n’est plus valable'

/** What each kind of mailed link offers once it no longer works: a new link of the same kind. */
const renewals = {
  account: {
    action: '/client-account/new-link',
    intent: 'create',
    note: 'Recevez un nouveau lien à votre adresse e-mail, valable 24\u00a0heures.',
    submitLabel: 'Recevoir un nouveau lien',
  },
  login: {
    action: '/client-account/login-link',
    intent: 'login-link',
    note: 'Recevez un nouveau lien de connexion à votre adresse e-mail, valable 15\u00a0minutes.',
    submitLabel: 'Recevoir un nouveau lien de connexion',
  },
} as const

/**
 * A mailed link that has been used, has expired or was cut: the API's French explanation and, at once, the way
 * to ask for a new mail to the same address.
 */
export function ExpiredLink({
  email,
  message,
  constraint,
  kind = 'account',
}: {
  email: string
  message: string
  constraint: FormConstraint
  kind?: keyof typeof renewals
}) {
  const { action, intent, note, submitLabel } = renewals[kind]
  return (
    <section className="card" aria-labelledby="expired-title">
      <h2 id="expired-title">{EXPIRED_LINK_TITLE}</h2>
      <p role="alert">{message}</p>
      <p>{note}</p>
      <AccountMailForm
        id="new-link"
        action={action}
        intent={intent}
        resend={null}
        constraint={constraint}
        defaultEmail={email}
        submitLabel={submitLabel}
      />
    </section>
  )
}
