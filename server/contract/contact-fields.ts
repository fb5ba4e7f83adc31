// The orders of the contact message list as plain data, without zod: the back-office's message page uses them in the
// browser (its sort headers), where zod's first parse would try `new Function`, which the CSP refuses.

/** Orders of the message list (`sort`, `-` before it for descending): received, sender's name, subject. */
export const contactMessageSortFields = ['date', 'name', 'subject'] as const
export type ContactMessageSortField = (typeof contactMessageSortFields)[number]
export type ContactMessageSort = ContactMessageSortField | `-${ContactMessageSortField}`
