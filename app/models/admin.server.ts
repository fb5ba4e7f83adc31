import type { AdminSummary } from '#contract/admin'
import type { ContactMessageItem, ContactMessageList } from '#contract/contact'
import { callApi } from '~/utils/api.server'

/** The back-office's own calls: the home's figures and the contact messages (right 2, decision 0002). */

/** GET admin/summary: each part only when its right is held; `activity` the latest writes the caller may view. */
export function getAdminSummary(request: Request) {
  return callApi<AdminSummary>(request, { path: 'admin/summary', action: 'charger le tableau de bord' })
}

/** GET contact/messages: newest first, by pages; `unread` keeps the unread ones. */
export function listContactMessages(request: Request, { page, size, unread }: { page: number; size: number; unread: boolean }) {
  const query = new URLSearchParams({ page: String(page), size: String(size), ...(unread ? { unread: 'true' } : {}) })
  return callApi<ContactMessageList>(request, { path: `contact/messages?${query}`, action: 'charger les messages' })
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
