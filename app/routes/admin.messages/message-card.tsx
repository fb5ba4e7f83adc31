import { Form } from '@remix-run/react'
import type { ContactMessageItem } from '#contract/contact'
import { DeleteItemForm } from '~/components/admin/delete-item'

export type ShownMessage = ContactMessageItem & { when: string }

interface MessageCardProps {
  message: ShownMessage
  formKey: string
  busy: boolean
}

/** One message: who wrote, when, the text; mark it read or unread, archive it or put it back, delete it. */
export function MessageCard({ message, formKey, busy }: MessageCardProps) {
  const titleId = `message-${message.id}-title`
  return (
    <article aria-labelledby={titleId}>
      <header>
        <h2 id={titleId}>
          {message.subject || 'Sans objet'}
          {message.readAt ? null : <span className="admin-badge">non lu</span>}
        </h2>
        <p>
          {message.fullName} · <a href={`mailto:${message.email}`}>{message.email}</a>
          {message.personalPhone ? (
            <>
              {' '}
              · <a href={`tel:${message.personalPhone.replace(/[^\d+]/g, '')}`}>{message.personalPhone}</a>
            </>
          ) : null}{' '}
          · <time dateTime={message.createdAt}>{message.when}</time>
        </p>
      </header>
      <p className="admin-message-text">{message.message}</p>
      <div className="admin-message-actions">
        <Form method="post" replace preventScrollReset>
          <input type="hidden" name="id" value={message.id} />
          <button type="submit" name="intent" value={message.readAt ? 'unread' : 'read'} className="button" disabled={busy}>
            {message.readAt ? 'Marquer comme non lu' : 'Marquer comme lu'}
          </button>
        </Form>
        <Form method="post" replace preventScrollReset>
          <input type="hidden" name="id" value={message.id} />
          <button type="submit" name="intent" value={message.archivedAt ? 'unarchive' : 'archive'} className="button" disabled={busy}>
            {message.archivedAt ? 'Remettre dans la boîte de réception' : 'Archiver'}
          </button>
        </Form>
        <DeleteItemForm id={message.id} what="le message" formKey={formKey} />
      </div>
    </article>
  )
}
