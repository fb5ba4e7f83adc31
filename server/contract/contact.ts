import { z } from 'zod'
import { optionalText, requiredEmail, requiredText } from './common'

export const CONTACT_MESSAGE_MAX = 2000

/** POST contact/sendMessage (form-encoded). `business` and `professionalPhone` are sent empty by the site. */
export const ContactMessageSchema = z.object({
  fullName: requiredText(255),
  email: requiredEmail(255),
  personalPhone: optionalText(255),
  subject: optionalText(255),
  message: requiredText(CONTACT_MESSAGE_MAX),
  business: optionalText(255),
  professionalPhone: optionalText(255),
})
export type ContactMessage = z.output<typeof ContactMessageSchema>
