import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, type MetaFunction, useLoaderData, useNavigation } from '@remix-run/react'
import { Right } from '#contract/rights'
import { requireRight, staffApiFailure } from '~/admin/auth.server'
import { AdminErrorBoundary } from '~/components/admin/admin-error-boundary'
import { adminMeta } from '~/components/admin/admin-meta'
import { frenchCount } from '~/components/admin/list-query'
import { listContactMessages, markContactMessage } from '~/models/admin.server'
import { httpError, loadFailure } from '~/utils/errors.server'
import { readForm } from '~/utils/form.server'
import { redirectWithToast } from '~/utils/toast.server'

const PAGE_SIZE = 20
const received = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' })

/** The list's address: `page` from 1, `unread=1` for the unread messages only. */
function readQuery(url: URL) {
  const page = url.searchParams.get('page') ?? ''
  return { page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1, unread: url.searchParams.get('unread') === '1' }
}

const searchOf = ({ page, unread }: { page: number; unread: boolean }) => {
  const params = new URLSearchParams({ ...(unread ? { unread: '1' } : {}), ...(page > 1 ? { page: String(page) } : {}) })
  return params.size ? `?${params}` : ''
}

/** The contact messages visitors sent (right 2, decision 0002): newest first, by pages, marked read or unread. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRight(request, Right.ViewClients)
  const query = readQuery(new URL(request.url))
  const list = await listContactMessages(request, { ...query, size: PAGE_SIZE }).catch(async (error) => {
    await staffApiFailure(request, error)
    return loadFailure(error)
  })
  return {
    query,
    total: list.total,
    unread: list.unread,
    last: Math.max(1, Math.ceil(list.total / PAGE_SIZE)),
    messages: list.items.map((message) => ({
      ...message,
      // « lundi 23 novembre 2026 à 05:50 »
      when: received.format(new Date(message.createdAt)),
    })),
  }
}

/** `intent=read` or `intent=unread`, `id`: idempotent, so a second click changes nothing. */
export async function action({ request }: ActionFunctionArgs) {
  await requireRight(request, Right.ViewClients)
  const formData = await readForm(request)
  const intent = formData.get('intent')
  const id = String(formData.get('id') ?? '')
  if ((intent !== 'read' && intent !== 'unread') || !/^[1-9]\d{0,8}$/.test(id)) httpError(400, 'Ce formulaire n’existe pas.')
  try {
    await markContactMessage(request, Number(id), intent === 'read')
  } catch (error) {
    await staffApiFailure(request, error)
    const url = new URL(request.url)
    return redirectWithToast(request, `${url.pathname}${url.search}`, {
      kind: 'error',
      message: error instanceof Error ? error.message : String(error),
    })
  }
  const url = new URL(request.url)
  return redirectWithToast(request, `${url.pathname}${url.search}#message-${id}`, {
    kind: 'success',
    message: intent === 'read' ? 'Le message est marqué comme lu.' : 'Le message est marqué comme non lu.',
  })
}

export const meta: MetaFunction = ({ error }) => adminMeta('Messages', error)

export default function AdminMessagesRoute() {
  const { query, total, unread, last, messages } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <>
      <header className="admin-page-header">
        <h1>Messages</h1>
        <p>
          {query.unread
            ? frenchCount(total, 'message non lu', { plural: 'messages non lus', none: 'aucun message non lu' })
            : `${frenchCount(total, 'message reçu', { plural: 'messages reçus', none: 'aucun message reçu' })} · ${frenchCount(unread, 'non lu', { plural: 'non lus', none: 'aucun non lu' })}`}
        </p>
        <p>{query.unread ? <Link to=".">Voir tous les messages</Link> : <Link to="?unread=1">Voir les messages non lus</Link>}</p>
      </header>
      {messages.length ? (
        <ol className="admin-messages">
          {messages.map((message) => (
            <li key={message.id} id={`message-${message.id}`} className={message.readAt ? 'is-read' : 'is-unread'}>
              <article aria-labelledby={`message-${message.id}-title`}>
                <header>
                  <h2 id={`message-${message.id}-title`}>
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
                <Form method="post" replace preventScrollReset>
                  <input type="hidden" name="id" value={message.id} />
                  <button type="submit" name="intent" value={message.readAt ? 'unread' : 'read'} className="button" disabled={busy}>
                    {message.readAt ? 'Marquer comme non lu' : 'Marquer comme lu'}
                  </button>
                </Form>
              </article>
            </li>
          ))}
        </ol>
      ) : (
        <p className="admin-empty">{query.unread ? 'Aucun message non lu.' : 'Aucun message pour l’instant.'}</p>
      )}
      {last > 1 ? (
        <nav className="pagination" aria-label="Pages des messages">
          <ul>
            <li>{query.page > 1 ? <Link to={searchOf({ ...query, page: query.page - 1 }) || '.'}>‹ Précédente</Link> : null}</li>
            <li aria-current="page">{`Page ${query.page} sur ${last}`}</li>
            <li>{query.page < last ? <Link to={searchOf({ ...query, page: query.page + 1 })}>Suivante ›</Link> : null}</li>
          </ul>
        </nav>
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
