import { z } from 'zod'
import { id, isoDate, messages } from './common'
import { Client } from './client'

/** The registration categories and subcategories of section 2; anything else is a 404. */
export const registrationCategories = {
  event: ['webinars', 'tradeshows', 'conferences', 'workshops'],
  stage: ['consciousness-initiation', 'sagacity', 'meditation', 'eat-well', 'foreign-trip'],
  training: [
    'training-life-coaching-first-module',
    'training-life-coaching',
    'training-become-coach',
    'trainer-trainings',
  ],
} as const
export type RegistrationCategory = keyof typeof registrationCategories

export function isRegistrationCategory(category: string, subcategory?: string): category is RegistrationCategory {
  if (!Object.hasOwn(registrationCategories, category)) return false
  if (subcategory === undefined) return true
  return (registrationCategories[category as RegistrationCategory] as readonly string[]).includes(subcategory)
}

/** Keys of `data`: the field name with its spaces replaced by underscores (section 3). */
export function dataKey(fieldName: string): string {
  return fieldName.trim().replace(/\s+/g, '_')
}

export const RegistrationType = z.object({
  id: z.number(),
  category: z.string(),
  subcategory: z.string(),
  title_category: z.string(),
  title_subcategory: z.string(),
  title_registration: z.string(),
  link: z.string(),
  id_page: z.number().nullable(),
  id_image: z.number().nullable(),
  /** Blocks of field names, e.g. [["Date", "Horaires"], ["Lieu"]]. */
  data_name_list: z.array(z.array(z.string())),
  /** Client fields that must be filled before confirming, e.g. ["firstName", "phone"]. */
  data_name_client: z.array(z.string()),
})
export type RegistrationType = z.infer<typeof RegistrationType>

export const Registration = z.object({
  id: z.number(),
  id_registration_type: z.number(),
  event_date: z.string(),
  data: z.record(z.string(), z.string()),
  /** Number of linked clients. */
  participants: z.number(),
  /** Ids of the linked clients: only for staff holding the view-registrations right. */
  clientIds: z.array(z.number()).optional(),
})
export type Registration = z.infer<typeof Registration>

const dataRecord = z.record(z.string(), z.string().max(2000, messages.tooLong(2000)))

/** POST registration (multipart): every part other than these two is a `data` entry. */
export const RegistrationCreateSchema = z.object({
  id_registration_type: id,
  event_date: isoDate,
  data: dataRecord.default({}),
})

/** PUT registration/{id} (JSON). */
export const RegistrationUpdateSchema = z.object({
  id_registration_type: id.optional(),
  event_date: isoDate.optional(),
  data: dataRecord.optional(),
})

/** Answer of linking (staff) and confirming (client). */
export const RegistrationLinkAnswer = z.object({ registration: Registration, client: Client })
