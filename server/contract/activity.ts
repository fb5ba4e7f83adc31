import { z } from 'zod'
import { activityActions, activityEntities, type ActivityEntity } from './activity-entities'
import { isoDate, paged, pageNumber, pageSize, strictId } from './common'
import { Right } from './rights'

export * from './activity-entities'

/** One field that changed: its value before and after (null when absent); `hidden` for secrets (passwords). */
export const ActivityChange = z.object({
  before: z.unknown(),
  after: z.unknown(),
  hidden: z.literal(true).optional(),
})

/** One staff write or access, as the activity log keeps it. */
export const ActivityEntry = z.object({
  id: z.number(),
  /** ISO 8601 time of the write. */
  at: z.string(),
  /** The staff user who wrote (null once that account is deleted) and its name at that time. */
  staffUserId: z.number().nullable(),
  staffName: z.string(),
  entity: z.enum(activityEntities as unknown as [ActivityEntity, ...ActivityEntity[]]),
  entityId: z.number(),
  /** What the entity was called at that time (a client's name, an image's role, a page's name…). */
  label: z.string(),
  action: z.enum(activityActions),
  /** The fields that changed, by name. */
  changes: z.record(z.string(), ActivityChange),
})
export type ActivityEntry = z.infer<typeof ActivityEntry>

/** GET activity/latest: the latest writes of the entities the caller may view (`limit` 20 by default, at most 200). */
export const ActivityLatestQuery = z.object({ limit: pageSize(20) })

/** GET activity/{entity}/{id}: the writes of one entity, newest first. */
export const ActivityEntityParams = z.object({ id: strictId })
export const ActivityEntityQuery = z.object({ limit: pageSize(100) })

/**
 * GET activity: the whole trail, writes and accesses (right 1), newest first, by pages; filtered by staff account
 * (`staff`, its id), by what was done (`kind`), and by days of the school (`from`, `to`: yyyy-mm-dd in Paris, both
 * included).
 */
export const ActivityTrailQuery = z
  .object({
    staff: strictId.optional(),
    kind: z.enum(activityActions, { error: 'Type d’action inconnu' }).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    page: pageNumber,
    size: pageSize(50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'La date de fin précède la date de début',
  })
export type ActivityTrailQuery = z.input<typeof ActivityTrailQuery>
export const ActivityTrailPage = paged(ActivityEntry)
export type ActivityTrailPage = z.infer<typeof ActivityTrailPage>

/**
 * POST user/me/forbidden: a back-office page the site refused to the connected staff member for want of a right,
 * for the trail (the API logs its own refusals itself).
 */
export const ForbiddenPageSchema = z.object({
  path: z
    .string({ error: 'Chemin attendu' })
    .max(500, 'Chemin trop long')
    .regex(/^\/admin(\/[!-~]*)?$/, 'Chemin du back-office attendu'),
})

/**
 * The right that views an entity, hence its activity (decision 0002): clients 2, images 4, page texts 10, blog
 * and news texts 11, registrations and their types 7, staff accounts 1, contact messages 2.
 */
export const activityViewRight: Record<ActivityEntity, Right> = {
  client: Right.ViewClients,
  image: Right.Images,
  page: Right.EditMainTexts,
  blog: Right.EditItemTexts,
  news: Right.EditItemTexts,
  registration: Right.ViewRegistrations,
  registration_type: Right.ViewRegistrations,
  staff_user: Right.FullAdmin,
  contact_message: Right.ViewClients,
  mail: Right.FullAdmin,
  setting: Right.FullAdmin,
}
