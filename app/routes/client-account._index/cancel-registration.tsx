import { Form, Link } from '@remix-run/react'
import { site } from '#content/site'
import { Banner, Button, useIsPendingIntent } from '~/components/ui'
import { FORM_KEY } from '~/utils/form-key'
import type { MyRegistration } from './my-registrations'

/** Whom a client writes to for what the client area does not do (a cancellation past its deadline). */
export const schoolContact = `${site.school.email} ou ${site.school.phone}`

/** What the action answers to `intent=cancel-registration` without `confirm=yes`: the page that asks first. */
export interface CancelAnswer {
  cancel: Pick<MyRegistration, 'id' | 'title' | 'date' | 'typeTitle' | 'cancelUntil' | 'cancellable'>
  /** The API's refusal of a confirmed cancellation. */
  error?: string
  /** The rendered form's key: a double click cancels once. */
  formKey: string
}

/**
 * The confirmation step of a client's cancellation (issue 28), the client area's `ConfirmStep`: a form posting
 * `intent=cancel-registration` with `confirm=yes`; past the deadline, whom to contact instead.
 */
export function CancelRegistration({ cancel, error, formKey }: CancelAnswer) {
  const isPending = useIsPendingIntent('cancel-registration')
  const session = `${cancel.title} du ${cancel.date}`
  return (
    <section className="card account-section" aria-labelledby="cancel-title" id="annulation">
      {cancel.cancellable ? (
        <>
          <h2 id="cancel-title">Annuler mon inscription{'\u00a0'}?</h2>
          {error ? <Banner kind="error">{error}</Banner> : null}
          <p>
            Vous êtes sur le point d’annuler votre inscription à la session «{'\u00a0'}
            {session}
            {'\u00a0'}» ({cancel.typeTitle}). Votre place sera proposée à la liste d’attente{'\u00a0'}; l’école et vous-même recevrez un
            e-mail.
          </p>
          <Form method="post" className="form-actions">
            <input type="hidden" name="registrationId" value={cancel.id} />
            <input type="hidden" name="confirm" value="yes" />
            <input type="hidden" name={FORM_KEY} value={formKey} />
            <Button type="submit" name="intent" value="cancel-registration" pending={isPending} pendingLabel="Annulation…">
              Oui, annuler mon inscription
            </Button>
            <Link to="/client-account#inscriptions">Garder mon inscription</Link>
          </Form>
        </>
      ) : (
        <>
          <h2 id="cancel-title">Annulation en ligne impossible</h2>
          <p>
            Le délai d’annulation en ligne de la session «{'\u00a0'}
            {session}
            {'\u00a0'}» est passé (jusqu’au {cancel.cancelUntil}). Pour l’annuler, contactez l’école{'\u00a0'}: {schoolContact}.
          </p>
          <p>
            <Link to="/client-account#inscriptions">Retour à mes inscriptions</Link>
          </p>
        </>
      )}
    </section>
  )
}
