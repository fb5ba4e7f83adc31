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

interface ConfirmDeleteItemProps extends DeleteItemProps {
  question: string
  children?: ReactNode
  cancelTo: string
}

/** The confirmation step: the question, what is lost, and `confirm=yes`. */
export function ConfirmDeleteItem({ id, what, formKey, question, children, cancelTo }: ConfirmDeleteItemProps) {
  const isPending = useIsPendingIntent('delete')
  return (
    <section className="admin-section admin-confirm" aria-labelledby="confirm-delete-title">
      <h2 id="confirm-delete-title">{question}</h2>
      {children}
      <Form method="post" className="admin-confirm-actions">
        <input type="hidden" name={FORM_KEY} value={formKey} />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="confirm" value="yes" />
        <Button type="submit" name="intent" value="delete" className="button-danger" pending={isPending} pendingLabel="Suppression…">
          Supprimer {what} définitivement
        </Button>
        <Link to={cancelTo}>Annuler</Link>
      </Form>
    </section>
  )
}
