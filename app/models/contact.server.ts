import type { ContactMessage } from '#contract/contact'
import { callApi } from '~/utils/api.server'

/** POST contact/sendMessage, form-encoded; business and professionalPhone are hidden and sent empty. */
export function sendContactMessage(request: Request, message: Omit<ContactMessage, 'business' | 'professionalPhone'>) {
  return callApi<{ success: true }>(request, {
    method: 'POST',
    path: 'contact/sendMessage',
    action: 'envoyer le message',
    body: {
      form: {
        fullName: message.fullName,
        email: message.email,
        personalPhone: message.personalPhone ?? '',
        subject: message.subject ?? '',
        message: message.message,
        business: '',
        professionalPhone: '',
      },
    },
  })
}
