import type { SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { ConfirmStep } from '~/components/admin/delete-item'
import { Banner, Button, FormErrors, FormField, FormTextareaField, getFormProps, useIsPendingIntent, useServerForm } from '~/components/ui'
import type { FormConstraint } from '~/utils/form-constraints.server'
import { FORM_KEY } from '~/utils/form-key'
import type { MessagePreview } from './session-mails.server'

// The mails of a session's people on the registration handler (issue 28): its reminders, and staff's messages.

/** « Rappel J-7 : envoyé le … à 3 participants · Rappel J-1 : prévu le … » under a session of the list. */
export function SessionReminderLine({ texts }: { texts: string[] }) {
  if (!texts.length) return null
  return <span className="registration-reminders">{texts.join(' · ')}</span>
}

const people = (count: number) => (count === 1 ? '1 destinataire' : `${count} destinataires`)

interface MessageSession {
  id: number
  date: string
  title: string
}

/**
 * « Écrire aux participants » of the viewed session (rights 7 and 8): a link opens the form (`&message=1`); the
 * form posts `intent=message` and the page answers the recipients to confirm (`confirm=yes`), the form below
 * still holding what was typed. Works without JavaScript.
 */
export function ParticipantMessageSection({
  session,
  open,
  result,
  preview,
  constraint,
  formKey,
}: {
  session: MessageSession
  open: boolean
  result: SubmissionResult<string[]> | null
  preview: MessagePreview | null
  constraint: FormConstraint
  formKey: string
}) {
  const here = `?view=${session.id}&message=1`
  return (
    <>
      {preview ? <MessageConfirmation session={session} preview={preview} formKey={formKey} action={here} /> : null}
      <section className="admin-section" id="participant-message" aria-labelledby="message-title">
        <h2 id="message-title">Écrire aux participants</h2>
        {open || result || preview ? (
          <MessageForm session={session} result={result} preview={preview} constraint={constraint} formKey={formKey} action={here} />
        ) : (
          <p>
            <Link to={`${here}#participant-message`}>Écrire aux participants de la session du {session.date}…</Link>
          </p>
        )}
      </section>
    </>
  )
}

function MessageForm({
  session,
  result,
  preview,
  constraint,
  formKey,
  action,
}: {
  session: MessageSession
  result: SubmissionResult<string[]> | null
  preview: MessagePreview | null
  constraint: FormConstraint
  formKey: string
  action: string
}) {
  const isPending = useIsPendingIntent('message')
  const [form, fields] = useServerForm({
    id: 'message',
    lastResult: result,
    constraint,
    defaultValue: preview ? { subject: preview.subject, message: preview.message } : undefined,
  })
  const waiting = preview?.waiting ?? result?.initialValue?.waiting === 'on'
  return (
    <Form key={form.key} method="post" action={action} className="registration-message-form" {...getFormProps(form)}>
      <input type="hidden" name={FORM_KEY} value={formKey} />
      <input type="hidden" name="id" value={session.id} />
      <p className="field-help">
        Un e-mail à chaque participant confirmé de la session du {session.date} ({session.title}), signé de l’école. Les destinataires
        s’affichent avant l’envoi.
      </p>
      <FormErrors form={form} />
      <FormField meta={fields.subject} label="Objet" type="text" />
      <FormTextareaField meta={fields.message} label="Message" rows={8} />
      <p>
        <input type="checkbox" id="message-waiting" name="waiting" value="on" defaultChecked={waiting} />{' '}
        <label htmlFor="message-waiting">Écrire aussi aux personnes sur la liste d’attente</label>
      </p>
      <Button type="submit" name="intent" value="message" pending={isPending} pendingLabel="Recherche des destinataires…">
        Voir les destinataires
      </Button>
    </Form>
  )
}

/** The recipients, before anything is sent: the same message posted again with `confirm=yes`. */
function MessageConfirmation({
  session,
  preview,
  formKey,
  action,
}: {
  session: MessageSession
  preview: MessagePreview
  formKey: string
  action: string
}) {
  if (!preview.recipients.length) {
    return (
      <Banner kind="error">
        {`Personne ne recevrait ce message\u00a0: la session du ${session.date} n’a aucun participant confirmé${preview.waiting ? ' ni personne sur la liste d’attente' : ''}.`}
      </Banner>
    )
  }
  const count = people(preview.recipients.length)
  return (
    <ConfirmStep
      question={`Envoyer «\u00a0${preview.subject}\u00a0» à ${count}\u00a0?`}
      intent="message"
      fields={{ id: session.id, subject: preview.subject, message: preview.message, ...(preview.waiting ? { waiting: 'on' } : {}) }}
      formKey={formKey}
      action={action}
      confirmLabel={`Envoyer à ${count}`}
      pendingLabel="Envoi…"
      cancelTo={`?view=${session.id}`}
      id="confirm-message"
    >
      <ul className="registration-participants" aria-label="Destinataires">
        {preview.recipients.map((recipient) => (
          <li key={recipient.clientId}>
            {recipient.name || '(nom non renseigné)'} · {recipient.email}
            {recipient.waiting ? ' · liste d’attente' : null}
          </li>
        ))}
      </ul>
      <p className="admin-message-text">{preview.message}</p>
    </ConfirmStep>
  )
}
