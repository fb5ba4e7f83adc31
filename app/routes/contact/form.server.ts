import { ContactMessageSchema } from '#contract/contact'

/** The contact form of section 5: the contract's message without its hidden fields (sent empty). */
export const ContactFormSchema = ContactMessageSchema.omit({ business: true, professionalPhone: true })
