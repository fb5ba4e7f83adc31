import type { FailedMailList } from '#contract/mail'
import { callApi } from '~/utils/api.server'

/** GET admin/mails/failed: the mails the outbox gave up, newest first, by pages (right 1). */
export function listFailedMails(request: Request, { page, size }: { page: number; size: number }) {
  return callApi<FailedMailList>(request, {
    path: `admin/mails/failed?page=${page}&size=${size}`,
    action: 'charger les e-mails non envoyés',
  })
}

/** POST admin/mails/{id}/resend: the mail is due again at once. */
export function resendFailedMail(request: Request, id: number) {
  return callApi<{ success: true }>(request, { method: 'POST', path: `admin/mails/${id}/resend`, action: 'renvoyer l’e-mail' })
}
