import { z } from 'zod'
import { paged, pageNumber, pageSize, strictId } from './common'

/** A mail the outbox gave up after its last attempt (GET admin/mails/failed). */
export const FailedMailItem = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number(),
  /** What the mail server answered the last time. */
  lastError: z.string().nullable(),
  /** ISO 8601 times: written, and given up. */
  createdAt: z.string(),
  failedAt: z.string(),
})
export type FailedMailItem = z.infer<typeof FailedMailItem>

export const FailedMailList = paged(FailedMailItem)
export type FailedMailList = z.infer<typeof FailedMailList>

/** Newest given up first. */
export const FailedMailsQuery = z.object({ page: pageNumber, size: pageSize(50) })

export const MailParams = z.object({ id: strictId })
