import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, type MetaFunction, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import type { ContactMessageItem } from '#contract/contact'
import { Right } from '#contract/rights'
import { readAdminAction } from '~/admin/action.server'
import { requireRight, staffApiFailure } from '~/admin/auth.server'
import { deleteItem, type DeleteStep } from '~/admin/text-items.server'
import { AdminErrorBoundary } from '~/components/admin/admin-error-boundary'
import { adminMeta } from '~/components/admin/admin-meta'
import { ConfirmDeleteItem } from '~/components/admin/delete-item'
import { frenchCount } from '~/components/admin/list-query'
import {
  archiveContactMessage,
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  markContactMessage,
} from '~/models/admin.server'
import { loadFailure } from '~/utils/errors.server'
import { newFormKey } from '~/utils/single-flight.server'
import { redirectWithToast } from '~/utils/toast.server'
import { MessageForms } from './forms.server'
import { MessageCard, type ShownMessage } from './message-card'

const PAGE_SIZE = 20
const received = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' })

interface Query {
  page: number
  unread: boolean
  archived: boolean
}

/** The list's address: `page` from 1, `unread=1` for the unread messages only, `archived=1` for the archive. */
function readQuery(url: URL): Query {
  const page = url.searchParams.get('page') ?? ''
  return {
    page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
    unread: url.searchParams.get('unread') === '1',
    archived: url.searchParams.get('archived') === '1',
  }
}

const searchOf = ({ page, unread, archived }: Query) => {
  const params = new URLSearchParams({
    ...(archived ? { archived: '1' } : {}),
    ...(unread ? { unread: '1' } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  })
  return params.size ? `?${params}` : ''
}

const shown = (message: ContactMessageItem): ShownMessage => ({
  ...message,
  // « lundi 23 novembre 2026 à 05:50 »
  when: received.format(new Date(message.createdAt)),
})

/**
 * The contact messages visitors sent (right 2, decision 0002): the inbox newest first, by pages, marked read or
 * unread; archived ones leave it for the archive (`archived=1`), and a message can be deleted for good.
 */
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
    messages: list.items.map(shown),
    formKey: newFormKey(),
  }
}

const marks = {
  read: { run: markContactMessage, value: true, done: 'Le message est marqué comme lu.' },
  unread: { run: markContactMessage, value: false, done: 'Le message est marqué comme non lu.' },
  archive: { run: archiveContactMessage, value: true, done: 'Le message est archivé.' },
  unarchive: { run: archiveContactMessage, value: false, done: 'Le message est de retour dans la boîte de réception.' },
}

/**
 * `intent=read`, `unread`, `archive` or `unarchive` with `id`: idempotent, so a second click changes nothing.
 * `intent=delete` with `id` answers the confirmation step, then deletes with `confirm=yes`.
 */
export async function action({ request }: ActionFunctionArgs) {
  const posted = await readAdminAction(request, { right: Right.ViewClients, schema: MessageForms, noFieldErrors: true })
  const url = new URL(request.url)
  const here = `${url.pathname}${url.search}`
  if (posted.intent === 'delete') {
    return deleteItem(request, posted, {
      handler: 'messages',
      find: async (id) => (await getContactMessage(request, id).then((message) => message && shown(message))) ?? null,
      remove: (id) => deleteContactMessage(request, id),
      redirectTo: here,
      success: 'Le message est supprimé.',
      errorTitle: 'Erreur pour supprimer le message',
    })
  }
  const { intent, id } = posted.value
  const mark = marks[intent]
  try {
    await mark.run(request, id, mark.value)
  } catch (error) {
    await staffApiFailure(request, error)
    return redirectWithToast(request, here, { kind: 'error', message: error instanceof Error ? error.message : String(error) })
  }
  // A message archived or put back leaves this list: no anchor to return to.
  const anchor = intent === 'read' || intent === 'unread' ? `#message-${id}` : ''
  return redirectWithToast(request, `${here}${anchor}`, { kind: 'success', message: mark.done })
}

export const meta: MetaFunction = ({ error }) => adminMeta('Messages', error)

function summaryOf({ query, total, unread }: { query: Query; total: number; unread: number }) {
  if (query.archived) return frenchCount(total, 'message archivé', { plural: 'messages archivés', none: 'aucun message archivé' })
  if (query.unread) return frenchCount(total, 'message non lu', { plural: 'messages non lus', none: 'aucun message non lu' })
  const received = frenchCount(total, 'message reçu', { plural: 'messages reçus', none: 'aucun message reçu' })
  return `${received} · ${frenchCount(unread, 'non lu', { plural: 'non lus', none: 'aucun non lu' })}`
}

export default function AdminMessagesRoute() {
  const { query, total, unread, last, messages, formKey } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>() as DeleteStep<ShownMessage> | undefined
  const location = useLocation()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  if (answer && 'confirmDelete' in answer) {
    const message = answer.confirmDelete
    return (
      <ConfirmDeleteItem
        id={message.id}
        what="le message"
        formKey={formKey}
        question={`Supprimer le message de ${message.fullName} («\u00a0${message.subject || 'Sans objet'}\u00a0»)\u00a0?`}
        cancelTo={`${location.pathname}${location.search}`}
      >
        <p>
          Reçu le {message.when}, il disparaît définitivement, et le journal d’activité n’en garde que le numéro et la date. Pour le garder
          sans l’avoir sous les yeux, archivez-le plutôt.
        </p>
      </ConfirmDeleteItem>
    )
  }
  return (
    <>
      <header className="admin-page-header">
        <h1>{query.archived ? 'Messages archivés' : 'Messages'}</h1>
        <p>{summaryOf({ query, total, unread })}</p>
        <p className="admin-message-views">
          {query.archived ? (
            <Link to=".">Retour à la boîte de réception</Link>
          ) : (
            <>
              {query.unread ? <Link to=".">Voir tous les messages</Link> : <Link to="?unread=1">Voir les messages non lus</Link>}
              <Link to="?archived=1">Voir les messages archivés</Link>
            </>
          )}
        </p>
      </header>
      {messages.length ? (
        <ol className="admin-messages">
          {messages.map((message) => (
            <li key={message.id} id={`message-${message.id}`} className={message.readAt ? 'is-read' : 'is-unread'}>
              <MessageCard message={message} formKey={formKey} busy={busy} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="admin-empty">
          {query.archived ? 'Aucun message archivé.' : query.unread ? 'Aucun message non lu.' : 'Aucun message pour l’instant.'}
        </p>
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
