import { Form, Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Button, useIsPendingIntent } from '~/components/ui'
import { FORM_KEY } from '~/utils/form-key'

interface DeleteItemProps {
  id: number
  /** What goes, in the button's words (« l’actualité », « l’article »). */
  what: string
  formKey: string
}

/** `intent=delete`, `id`: the page answers the confirmation step first (app/admin/text-items.server.ts). */
export function DeleteItemForm({ id, what, formKey }: DeleteItemProps) {
  return (
    <Form method="post">
      <input type="hidden" name={FORM_KEY} value={formKey} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" name="intent" value="delete" variant="secondary" className="button-danger">
        Supprimer {what}
      </Button>
    </Form>
  )
}

interface ConfirmStepProps {
  /** The section's heading, the question asked. */
  question: string
  /** What is lost, said before the button. */
  children?: ReactNode
  intent: string
  /** The hidden fields that name what goes (`id`, `clientId`…), sent again with `confirm=yes`. */
  fields: Record<string, string | number>
  formKey: string | null
  /** Where the form posts (the page's own address by default). */
  action?: string
  confirmLabel: string
  pendingLabel: string
  /** Where « Annuler » leads; or `cancel`, what takes its place (a button closing a dialog). */
  cancelTo?: string
  cancel?: ReactNode
  /** A required box whose ticking is the `confirm=yes` (a session with participants); a hidden field otherwise. */
  acknowledge?: ReactNode
  /** Unique in the page; the heading's id is `${id}-title`. */
  id?: string
  headingLevel?: 2 | 3
  /** `section` (a step of the page) by default; `div` inside a dialog, which the heading names already. */
  as?: 'section' | 'div'
}

/**
 * The one confirmation step of the back-office, wherever a person or a thing disappears: the question, what is
 * lost, the same form posted again with `confirm=yes`, and a way back. A page or an action answers it (no
 * JavaScript needed); with JavaScript it shows in place, the same way.
 */
export function ConfirmStep({
  question,
  children,
  intent,
  fields,
  formKey,
  action,
  confirmLabel,
  pendingLabel,
  cancelTo,
  cancel,
  acknowledge,
  id = 'confirm-step',
  headingLevel = 2,
  as: Frame = 'section',
}: ConfirmStepProps) {
  const isPending = useIsPendingIntent(intent)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <Frame
      className={Frame === 'section' ? 'admin-section admin-confirm' : undefined}
      id={id}
      aria-labelledby={Frame === 'section' ? `${id}-title` : undefined}
    >
      <Heading id={`${id}-title`}>{question}</Heading>
      {children}
      <Form method="post" action={action} className="admin-confirm-form">
        <input type="hidden" name="intent" value={intent} />
        {formKey ? <input type="hidden" name={FORM_KEY} value={formKey} /> : null}
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {acknowledge ? (
          <p>
            <input type="checkbox" id={`${id}-acknowledge`} name="confirm" value="yes" required />{' '}
            <label htmlFor={`${id}-acknowledge`}>{acknowledge}</label>
          </p>
        ) : (
          <input type="hidden" name="confirm" value="yes" />
        )}
        <p className="admin-confirm-actions">
          <Button type="submit" className="button-danger" pending={isPending} pendingLabel={pendingLabel}>
            {confirmLabel}
          </Button>
          {cancel ?? <Link to={cancelTo ?? '.'}>Annuler</Link>}
        </p>
      </Form>
    </Frame>
  )
}

interface ConfirmDeleteItemProps extends DeleteItemProps {
  question: string
  children?: ReactNode
  cancelTo: string
}

/** The confirmation step of an item's deletion: the question, what is lost, and `confirm=yes`. */
export function ConfirmDeleteItem({ id, what, formKey, question, children, cancelTo }: ConfirmDeleteItemProps) {
  return (
    <ConfirmStep
      question={question}
      intent="delete"
      fields={{ id }}
      formKey={formKey}
      confirmLabel={`Supprimer ${what} définitivement`}
      pendingLabel="Suppression…"
      cancelTo={cancelTo}
      id="confirm-delete"
    >
      {children}
    </ConfirmStep>
  )
}
