import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, type MetaFunction, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import type { ContactMessageItem } from '#contract/contact'
import { type ContactMessageSort, contactMessageSortFields } from '#contract/contact-fields'
import { Right } from '#contract/rights'
import { readAdminAction } from '~/admin/action.server'
import { requireRight, staffApiFailure, staffLoadFailure } from '~/admin/auth.server'
import { listPageOf } from '~/admin/list.server'
import { deleteItem, type DeleteStep } from '~/admin/text-items.server'
import { adminMeta } from '~/components/admin/admin-meta'
import { DataTable } from '~/components/admin/data-table'
import { ConfirmDeleteItem } from '~/components/admin/delete-item'
import { frenchCount, isPastLastPage, lastPageOf, type ListQuery, listSearch, readList } from '~/components/admin/list-query'
import {
  archiveContactMessage,
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  markContactMessage,
} from '~/models/admin.server'
import { newFormKey } from '~/utils/single-flight.server'
import { redirectWithToast } from '~/utils/toast.server'
import { MessageForms } from './forms.server'
import { messageColumns, type ShownMessage } from './message-columns'

const PAGE_SIZE = 20
const received = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' })

/**
 * The list's address: `page` from 1, `sort` (`-date`, newest first, by default), `unread=1` for the unread messages
 * only, `archived=1` for the archive.
 */
const MESSAGES = { sorts: contactMessageSortFields, defaultSort: '-date', filters: ['archived', 'unread'] } as const
const isOn = (query: ListQuery, filter: (typeof MESSAGES.filters)[number]) => query.filters?.[filter] === '1'
/** What the API is asked for the list at `query`, but the page. */
const messagesOf = (query: ListQuery) => ({
  sort: query.sort as ContactMessageSort,
  unread: isOn(query, 'unread'),
  archived: isOn(query, 'archived'),
})

const shown = (message: ContactMessageItem): ShownMessage => ({
  ...message,
  // « lundi 23 novembre 2026 à 05:50 »
  when: received.format(new Date(message.createdAt)),
})

/**
 * The contact messages visitors sent (right 2, decision 0002): the inbox newest first (or sorted by a column), by
 * pages, marked read or unread; archived ones leave it for the archive (`archived=1`), and a message can be deleted
 * for good. Past the last page, the 404 page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRight(request, Right.ViewClients)
  const query = readList(new URL(request.url), MESSAGES)
  const { sort, ...filter } = messagesOf(query)
  const answer = await listContactMessages(request, { sort, ...filter, page: query.page, size: PAGE_SIZE }).catch(staffLoadFailure(request))
  return {
    list: listPageOf(query, MESSAGES, { ...answer, items: answer.items.map(shown) }),
    ...filter,
    unreadCount: answer.unread,
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
 * The list's address after a change (a message marked, archived, deleted): the same page, or its new last page when
 * the message that left the list emptied the last one, rather than the 404 page of an address past the end.
 */
async function backToList(request: Request, url: URL): Promise<string> {
  const here = `${url.pathname}${url.search}`
  const query = readList(url, MESSAGES)
  if (query.page === 1) return here
  // A failed count: the same page, whose loader then tells the failure.
  const total = await listContactMessages(request, { ...messagesOf(query), page: 1, size: 1 }).then(
    (answer) => answer.total,
    () => null,
  )
  if (total === null || !isPastLastPage(query, total, PAGE_SIZE)) return here
  return `${url.pathname}${listSearch(query, { page: lastPageOf(total, PAGE_SIZE) }, MESSAGES.defaultSort)}`
}

/**
 * `intent=read`, `unread`, `archive` or `unarchive` with `id`: idempotent, so a second click changes nothing.
 * `intent=delete` with `id` answers the confirmation step, then deletes with `confirm=yes`.
 */
export async function action({ request }: ActionFunctionArgs) {
  const posted = await readAdminAction(request, { right: Right.ViewClients, schema: MessageForms, noFieldErrors: true })
  const url = new URL(request.url)
  if (posted.intent === 'delete') {
    return deleteItem(request, posted, {
      handler: 'messages',
      find: async (id) => (await getContactMessage(request, id).then((message) => message && shown(message))) ?? null,
      remove: (id) => deleteContactMessage(request, id),
      redirectTo: () => backToList(request, url),
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
    const message = error instanceof Error ? error.message : String(error)
    return redirectWithToast(request, `${url.pathname}${url.search}`, { kind: 'error', message })
  }
  // A message archived or put back leaves this list: no anchor to return to.
  const anchor = intent === 'read' || intent === 'unread' ? `#message-${id}` : ''
  return redirectWithToast(request, `${await backToList(request, url)}${anchor}`, { kind: 'success', message: mark.done })
}

export const meta: MetaFunction = ({ error }) => adminMeta('Messages', error)

function summaryOf({ archived, unread, total, unreadCount }: { archived: boolean; unread: boolean; total: number; unreadCount: number }) {
  if (archived) return frenchCount(total, 'message archivé', { plural: 'messages archivés', none: 'aucun message archivé' })
  if (unread) return frenchCount(total, 'message non lu', { plural: 'messages non lus', none: 'aucun message non lu' })
  const received = frenchCount(total, 'message reçu', { plural: 'messages reçus', none: 'aucun message reçu' })
  return `${received} · ${frenchCount(unreadCount, 'non lu', { plural: 'non lus', none: 'aucun non lu' })}`
}

export default function AdminMessagesRoute() {
  const { list, archived, unread, unreadCount, formKey } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>() as DeleteStep<ShownMessage> | undefined
  const location = useLocation()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  // Another view of the list: its first page, in the same order.
  const view = (filters: Record<string, string>) => listSearch(list.query, { page: 1, filters }, MESSAGES.defaultSort) || '.'
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
        <p className="admin-message-views">
          {archived ? (
            <Link to={view({})}>Retour à la boîte de réception</Link>
          ) : (
            <>
              {unread ? (
                <Link to={view({})}>Voir tous les messages</Link>
              ) : (
                <Link to={view({ unread: '1' })}>Voir les messages non lus</Link>
              )}
              <Link to={view({ archived: '1' })}>Voir les messages archivés</Link>
            </>
          )}
        </p>
      </header>
      <DataTable
        list={list}
        caption={summaryOf({ archived, unread, total: list.total, unreadCount })}
        columns={messageColumns({ formKey, busy })}
        rowProps={(message) => ({ id: `message-${message.id}`, className: message.readAt ? 'is-read' : 'is-unread' })}
        empty={archived ? 'Aucun message archivé.' : unread ? 'Aucun message non lu.' : 'Aucun message pour l’instant.'}
        pagesLabel="Pages des messages"
      />
    </>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-error-boundary'
