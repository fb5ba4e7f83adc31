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
import { frenchCount, type ListQuery, listSearch, readList } from '~/components/admin/list-query'
import { Pagination } from '~/components/admin/pagination'
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

/** The list's address: `page` from 1, `unread=1` for the unread messages only, `archived=1` for the archive. */
const MESSAGES = { sorts: [], defaultSort: '', filters: ['archived', 'unread'] } as const
const isOn = (query: ListQuery, filter: (typeof MESSAGES.filters)[number]) => query.filters?.[filter] === '1'

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
  const query = readList(new URL(request.url), MESSAGES)
  const filter = { unread: isOn(query, 'unread'), archived: isOn(query, 'archived') }
  const list = await listContactMessages(request, { page: query.page, ...filter, size: PAGE_SIZE }).catch(async (error) => {
    await staffApiFailure(request, error)
    return loadFailure(error)
  })
  return {
    query,
    ...filter,
    total: list.total,
    unreadCount: list.unread,
    size: list.size,
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

function summaryOf({ archived, unread, total, unreadCount }: { archived: boolean; unread: boolean; total: number; unreadCount: number }) {
  if (archived) return frenchCount(total, 'message archivé', { plural: 'messages archivés', none: 'aucun message archivé' })
  if (unread) return frenchCount(total, 'message non lu', { plural: 'messages non lus', none: 'aucun message non lu' })
  const received = frenchCount(total, 'message reçu', { plural: 'messages reçus', none: 'aucun message reçu' })
  return `${received} · ${frenchCount(unreadCount, 'non lu', { plural: 'non lus', none: 'aucun non lu' })}`
}

export default function AdminMessagesRoute() {
  const data = useLoaderData<typeof loader>()
  const { query, archived, unread, total, size, messages, formKey } = data
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
        <h1>{archived ? 'Messages archivés' : 'Messages'}</h1>
        <p>{summaryOf(data)}</p>
        <p className="admin-message-views">
          {archived ? (
            <Link to=".">Retour à la boîte de réception</Link>
          ) : (
            <>
              {unread ? <Link to=".">Voir tous les messages</Link> : <Link to="?unread=1">Voir les messages non lus</Link>}
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
          {archived ? 'Aucun message archivé.' : unread ? 'Aucun message non lu.' : 'Aucun message pour l’instant.'}
        </p>
      )}
      <Pagination
        page={query.page}
        total={total}
        size={size}
        to={(page) => listSearch(query, { page }, MESSAGES.defaultSort) || '?'}
        label="Pages des messages"
      />
    </>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
