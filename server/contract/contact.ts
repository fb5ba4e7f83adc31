import { z } from 'zod'
import { optionalText, paged, pageNumber, pageSize, requiredEmail, requiredText, strictId } from './common'
import { type ContactMessageSort, contactMessageSortFields } from './contact-fields'

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

/** A stored contact message, as staff read it. */
export const ContactMessageItem = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  personalPhone: z.string(),
  subject: z.string(),
  message: z.string(),
  business: z.string(),
  professionalPhone: z.string(),
  /** ISO 8601 times: received, and read by staff (null while unread). */
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /** ISO 8601 time staff archived it (null while in the inbox). */
  archivedAt: z.string().nullable(),
  /** Whether the mail to the school went out. */
  mailed: z.boolean(),
})
export type ContactMessageItem = z.infer<typeof ContactMessageItem>

const trueOrFalse = z.enum(['true', 'false'], { error: 'true ou false attendu' })

const sortValues = contactMessageSortFields.flatMap((field) => [field, `-${field}`]) as ContactMessageSort[]

/**
 * GET contact/messages: newest first (`sort=-date`) unless `sort` says otherwise, the inbox (messages not archived)
 * unless `archived=true`, which lists the archived ones; `unread=true` keeps the unread ones only.
 */
export const ContactMessagesQuery = z.object({
  unread: trueOrFalse.optional(),
  archived: trueOrFalse.optional(),
  sort: z
    .enum(sortValues as [ContactMessageSort, ...ContactMessageSort[]], {
      error: `Tri possible\u00a0: ${contactMessageSortFields.join(', ')} (précédé de «\u00a0-\u00a0» pour l’ordre inverse)`,
    })
    .optional()
    .default('-date'),
  page: pageNumber,
  size: pageSize(50),
})

/** The list, with the count of unread messages of the inbox. */
export const ContactMessageList = paged(ContactMessageItem).extend({ unread: z.number() })
export type ContactMessageList = z.infer<typeof ContactMessageList>

export const ContactMessageParams = z.object({ id: strictId })

/** PUT contact/messages/{id}/read: `read: false` marks it unread again. */
export const ContactReadSchema = z.object({ read: z.boolean({ error: 'true ou false attendu' }) })

/** PUT contact/messages/{id}/archive: `archived: false` puts it back in the inbox. */
export const ContactArchiveSchema = z.object({ archived: z.boolean({ error: 'true ou false attendu' }) })
