import type { Registration, RegistrationType } from '#contract/registration'

export const HANDLER_PATH = '/admin/registration-handler'

/** The four groups of the landing (section 2): events, stages, and the trainings split in two. */
export const registrationGroups = [
  { title: 'Événements', category: 'event', subcategories: ['webinars', 'tradeshows', 'conferences', 'workshops'] },
  {
    title: 'Stages',
    category: 'stage',
    subcategories: ['consciousness-initiation', 'sagacity', 'meditation', 'eat-well', 'foreign-trip'],
  },
  {
    title: 'Formations en coaching de vie',
    category: 'training',
    subcategories: ['training-life-coaching-first-module', 'training-life-coaching'],
  },
  { title: 'Formations de coachs et de formateurs', category: 'training', subcategories: ['training-become-coach', 'trainer-trainings'] },
] as const

export const subcategoryPath = (type: Pick<RegistrationType, 'category' | 'subcategory'>) =>
  `${HANDLER_PATH}/${type.category}/${type.subcategory}`

/** Sessions to come of a type and the places they have taken. */
export function countsOf(type: RegistrationType, registrations: Registration[], today: string) {
  const upcoming = registrations.filter((r) => r.id_registration_type === type.id && r.event_date.slice(0, 10) >= today)
  return { sessions: upcoming.length, places: upcoming.reduce((sum, r) => sum + r.participants, 0) }
}
