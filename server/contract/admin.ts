import { z } from 'zod'
import { ActivityEntry } from './activity'
import { ContactMessageItem } from './contact'

/**
 * GET admin/summary: the figures of the admin home, each part present only when the caller holds its right
 * (clients and messages: 2; registrations: 7; images: 4); `activity` holds the latest writes the caller may view.
 */
export const AdminSummary = z.object({
  user: z.string(),
  /** The rights held, as numbers (1 holds them all). */
  rights: z.array(z.number()),
  clients: z.object({ total: z.number() }).optional(),
  registrations: z
    .object({
      /** Sessions from today on, and the places taken in them. */
      upcoming: z.number(),
      placesTaken: z.number(),
    })
    .optional(),
  messages: z.object({ unread: z.number(), latest: z.array(ContactMessageItem) }).optional(),
  images: z.object({ total: z.number(), unused: z.number() }).optional(),
  activity: z.array(ActivityEntry),
  /** Right 1 only: the daily backup (BACKUP_DIR set or not), when the last one succeeded and the latest failure since. */
  backups: z
    .object({
      configured: z.boolean(),
      lastSucceededAt: z.string().nullable(),
      lastFile: z.string().nullable(),
      lastError: z.string().nullable(),
    })
    .optional(),
})
export type AdminSummary = z.infer<typeof AdminSummary>
