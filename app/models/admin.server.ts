import type { AdminSummary } from '#contract/admin'
import type { ContactMessageItem, ContactMessageList } from '#contract/contact'
import type { ContactMessageSort } from '#contract/contact-fields'
import { ApiError, callApi } from '~/utils/api.server'

/** The back-office's own calls: the home's figures and the contact messages (right 2, decision 0002). */

/** GET admin/summary: each part only when its right is held; `activity` the latest writes the caller may view. */
export function getAdminSummary(request: Request) {
  return callApi<AdminSummary>(request, { path: 'admin/summary', action: 'charger le tableau de bord' })
}

interface MessagesQuery {
  sort: ContactMessageSort
  page: number
  size: number
  unread: boolean
  archived: boolean
}

/** GET contact/messages: in `sort`'s order, by pages; the inbox, or the archive with `archived`; `unread` keeps the unread ones. */
export function listContactMessages(request: Request, { sort, page, size, unread, archived }: MessagesQuery) {
  const query = new URLSearchParams({
    sort,
    page: String(page),
    size: String(size),
    ...(unread ? { unread: 'true' } : {}),
    ...(archived ? { archived: 'true' } : {}),
  })
  return callApi<ContactMessageList>(request, { path: `contact/messages?${query}`, action: 'charger les messages' })
}

/** GET contact/messages/{id}: null when it is gone. */
export async function getContactMessage(request: Request, id: number) {
  try {
    return await callApi<ContactMessageItem>(request, { path: `contact/messages/${id}`, action: 'charger le message' })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** PUT contact/messages/{id}/read: `read: false` marks it unread again. */
export function markContactMessage(request: Request, id: number, read: boolean) {
  return callApi<ContactMessageItem>(request, {
    method: 'PUT',
    path: `contact/messages/${id}/read`,
    action: 'marquer le message',
    body: { json: { read } },
  })
}

/** PUT contact/messages/{id}/archive: `archived: false` puts it back in the inbox. */
export function archiveContactMessage(request: Request, id: number, archived: boolean) {
  return callApi<ContactMessageItem>(request, {
    method: 'PUT',
    path: `contact/messages/${id}/archive`,
    action: archived ? 'archiver le message' : 'désarchiver le message',
    body: { json: { archived } },
  })
}

/** DELETE contact/messages/{id}: for good. */
export function deleteContactMessage(request: Request, id: number) {
  return callApi(request, { method: 'DELETE', path: `contact/messages/${id}`, action: 'supprimer le message' })
}
