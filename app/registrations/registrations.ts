import type { Registration, RegistrationType } from '#contract/registration'
import { dataKey } from '#contract/registration-categories'
import { shownDateText } from './session-date'

/** yyyy-mm-dd as section 3 shows it: dd/mm/yyyy. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-')
  return `${day}/${month}/${year}`
}

/** The fields that name a session, in order of preference. */
export const TITLE_FIELDS = ['Titre', 'Intitulé', 'Thème']
const PLACE_FIELDS = ['Lieu', 'Adresse']

function firstField(registration: Registration, names: string[]): string | null {
  return names.map((name) => registration.data[dataKey(name)]?.trim()).find(Boolean) ?? null
}

/** What people call a session: its title or theme when staff gave one, the type's name otherwise. */
export function registrationTitle(registration: Registration, type: RegistrationType): string {
  return firstField(registration, TITLE_FIELDS) ?? type.title_registration
}

export function registrationPlace(registration: Registration): string | null {
  return firstField(registration, PLACE_FIELDS)
}

/** The page of a registration (section 2). */
export function registrationPath(type: Pick<RegistrationType, 'category' | 'subcategory'>, registrationId: number): string {
  return `/registration/${type.category}/${type.subcategory}/${registrationId}`
}

/** What is left of a session's places as the public pages say it (issue 28); null when it has no limit. */
export function availability(registration: Pick<Registration, 'places' | 'taken' | 'held'>): string | null {
  if (registration.places === null) return null
  const left = registration.places - registration.taken - registration.held
  if (left <= 0) return 'Complet'
  if (left === 1) return 'Plus qu’une place'
  return left <= 5 ? `Plus que ${left} places` : `${left} places disponibles`
}

/** Whether no place of a session is left for a new participant. */
export const isFull = (registration: Pick<Registration, 'places' | 'taken' | 'held'>) =>
  registration.places !== null && registration.places - registration.taken - registration.held <= 0

/** One field of a session's data as people read it: its name and what staff typed. */
export type DataField = { label: string; value: string }

/**
 * The data of a registration in the blocks `data_name_list` orders, without the fields left empty. Its « Date »
 * text is the date of `event_date` when the two disagree (`shownDateText`), unless staff see it `asTyped`.
 */
export function dataBlocks(type: RegistrationType, registration: Registration, { asTyped = false } = {}): DataField[][] {
  const valueOf = (label: string) => {
    const value = registration.data[dataKey(label)]?.trim() ?? ''
    // A session with places says what is left (`availability`): no « Places disponibles » text says something else.
    if (label === 'Places disponibles' && registration.places !== null) return ''
    return label === 'Date' && !asTyped ? (shownDateText(registration.event_date, value) ?? '') : value
  }
  return type.data_name_list
    .map((block) => block.map((label) => ({ label, value: valueOf(label) })).filter((field) => field.value))
    .filter((block) => block.length > 0)
}
