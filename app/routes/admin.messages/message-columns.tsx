import { Form } from '@remix-run/react'
import type { ContactMessageItem } from '#contract/contact'
import type { Column } from '~/components/admin/data-table'
import { DeleteItemForm } from '~/components/admin/delete-item'

export type ShownMessage = ContactMessageItem & { when: string }

/**
 * The columns of the message list: the subject heads its row (marked « non lu »), who wrote, when, the text, then
 * the buttons that mark it read or unread, archive it or put it back, delete it.
 */
export function messageColumns({ formKey, busy }: { formKey: string; busy: boolean }): Column<ShownMessage>[] {
  return [
    {
      key: 'subject',
      label: 'Objet',
      sort: 'subject',
      cell: (message) => (
        <>
          {message.subject || 'Sans objet'}
          {message.readAt ? null : <span className="admin-badge">non lu</span>}
        </>
      ),
    },
    { key: 'name', label: 'De', sort: 'name', cell: (message) => <Sender message={message} /> },
    { key: 'date', label: 'Reçu le', sort: 'date', cell: (message) => <time dateTime={message.createdAt}>{message.when}</time> },
    {
      key: 'message',
      label: 'Message',
      cell: (message) => message.message,
      cellProps: () => ({ className: 'admin-message-text' }),
    },
    {
      key: 'actions',
      label: <span className="visually-hidden">Actions</span>,
      cell: (message) => <MessageActions message={message} formKey={formKey} busy={busy} />,
    },
  ]
}

function Sender({ message }: { message: ShownMessage }) {
  return (
    <ul className="admin-message-sender">
      <li>{message.fullName}</li>
      <li>
        <a href={`mailto:${message.email}`}>{message.email}</a>
      </li>
      {message.personalPhone ? (
        <li>
          <a href={`tel:${message.personalPhone.replace(/[^\d+]/g, '')}`}>{message.personalPhone}</a>
        </li>
      ) : null}
    </ul>
  )
}

function MessageActions({ message, formKey, busy }: { message: ShownMessage; formKey: string; busy: boolean }) {
  return (
    <div className="admin-message-actions">
      {message.readAt ? (
        <MarkForm id={message.id} intent="unread" label="Marquer comme non lu" busy={busy} />
      ) : (
        <MarkForm id={message.id} intent="read" label="Marquer comme lu" busy={busy} />
      )}
      {message.archivedAt ? (
        <MarkForm id={message.id} intent="unarchive" label="Remettre dans la boîte de réception" busy={busy} />
      ) : (
        <MarkForm id={message.id} intent="archive" label="Archiver" busy={busy} />
      )}
      <DeleteItemForm id={message.id} what="le message" formKey={formKey} />
    </div>
  )
}

/** One mark of a message (`intent` with its `id`): idempotent, so no form key. */
function MarkForm({ id, intent, label, busy }: { id: number; intent: string; label: string; busy: boolean }) {
  return (
    <Form method="post" replace preventScrollReset>
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className="button" disabled={busy}>
        {label}
      </button>
    </Form>
  )
}
