import { z } from 'zod'

/**
 * Drafts and scheduled publishing of articles and news items (issue 30, decision 0036): where an item stands, and
 * the forms that move it.
 */

export const publicationStates = ['draft', 'scheduled', 'published'] as const
export const PublicationState = z.enum(publicationStates)
export type PublicationState = z.infer<typeof PublicationState>

/** What staff read of an item besides its texts: its state, when it goes live if scheduled, whether edits wait. */
export const Publication = z.object({
  state: PublicationState,
  /** The instant (ISO) a scheduled item goes live; null otherwise. */
  publishAt: z.string().nullable(),
  /** A published item whose title or texts were edited since: « Publier les modifications » makes them live. */
  hasDraft: z.boolean(),
})
export type Publication = z.infer<typeof Publication>

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/
export const publishAtMessage = 'Date et heure attendues au format aaaa-mm-jjThh:mm'

/**
 * `publishAt` as `<input type="datetime-local">` sends it, Paris time: `yyyy-mm-ddThh:mm` naming a real day and
 * time (the API turns it into an instant and refuses one in the past). Empty: publish now.
 */
export const publishAt = z
  .string({ error: publishAtMessage })
  .trim()
  .refine((value) => {
    const match = WALL_CLOCK.exec(value)
    if (!match) return false
    const day = new Date(`${match[1]}T00:00:00Z`)
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(match[1]) && Number(match[2]) < 24 && Number(match[3]) < 60
  }, publishAtMessage)

/** POST blog|news/{id}/publish: now, or at `publishAt` (an item not published yet). */
export const PublishSchema = z.object({
  publishAt: z.union([z.literal('').transform(() => undefined), publishAt]).optional(),
})
export type Publish = z.input<typeof PublishSchema>

/** The date and the time of a `publishAt`, for the API's conversion to an instant in Paris. */
export function wallClockOf(value: string): { date: string; hour: number; minute: number } {
  const [, date, hour, minute] = WALL_CLOCK.exec(value)!
  return { date, hour: Number(hour), minute: Number(minute) }
}

export const publishAtInPast = 'Ce moment est déjà passé\u00a0: choisissez une date et une heure à venir.'
export const publishedNotScheduled =
  'Déjà publié\u00a0: publiez les modifications maintenant, ou retirez-le du site avant de programmer sa publication.'
