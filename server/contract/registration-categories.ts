// The registration categories of section 2 as plain data, without zod: pages use them in the browser.

/** The registration categories and subcategories of section 2; anything else is a 404. */
export const registrationCategories = {
  event: ['webinars', 'tradeshows', 'conferences', 'workshops'],
  stage: ['consciousness-initiation', 'sagacity', 'meditation', 'eat-well', 'foreign-trip'],
  training: ['training-life-coaching-first-module', 'training-life-coaching', 'training-become-coach', 'trainer-trainings'],
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
