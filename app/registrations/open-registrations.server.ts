import { todayInParis } from '#contract/dates'
import type { Registration, RegistrationCategory, RegistrationType } from '#contract/registration'
import { getRegistrationListing } from '~/models/registration.server'
import { orElse } from '~/utils/errors.server'
import { availability, formatDate, registrationPath, registrationPlace, registrationTitle, TITLE_FIELDS } from './registrations'
import { shownDateText } from './session-date'

/** A dated registration as an offer page lists it. */
export interface ListedRegistration {
  id: number
  title: string
  /** yyyy-mm-dd, as the API stores it (for `<time>` and JSON-LD). */
  eventDate: string
  /** dd/mm/yyyy, as people read it (section 3). */
  displayDate: string
  /** The full date text staff typed in the 'Date' field, when there is one. */
  dateText: string | null
  /** The other fields staff filled in, labels with their spaces back. */
  details: { label: string; value: string }[]
  /** Where a visitor registers (section 2): /registration/{category}/{subcategory}/{id}. */
  href: string
  /** The 'Lieu' (or 'Adresse') field, for the structured data. */
  place: string | null
  /** « Plus que 2 places », « Complet »: null when the session has no limit. */
  availability: string | null
}

/** The registrations of a subcategory dated today or later, soonest first. Pure: the loader feeds it. */
export function openRegistrationsOf(
  types: RegistrationType[],
  registrations: Registration[],
  category: RegistrationCategory,
  subcategory: string,
  today: string,
): ListedRegistration[] {
  const typesById = new Map(
    types.filter((type) => type.category === category && type.subcategory === subcategory).map((type) => [type.id, type]),
  )
  return registrations
    .filter((registration) => typesById.has(registration.id_registration_type) && registration.event_date.slice(0, 10) >= today)
    .sort((a, b) => a.event_date.localeCompare(b.event_date) || a.id - b.id)
    .map((registration) => {
      const type = typesById.get(registration.id_registration_type)!
      const shown = new Set(['Date', ...TITLE_FIELDS])
      return {
        id: registration.id,
        title: registrationTitle(registration, type),
        eventDate: registration.event_date.slice(0, 10),
        displayDate: formatDate(registration.event_date),
        dateText: shownDateText(registration.event_date, registration.data.Date),
        details: Object.entries(registration.data)
          .filter(([key, value]) => !shown.has(key) && value.trim())
          .map(([key, value]) => ({ label: key.replace(/_/g, ' '), value: value.trim() })),
        href: registrationPath(type, registration.id),
        place: registrationPlace(registration),
        availability: availability(registration),
      }
    })
}

/**
 * The open registrations of a subcategory, from the API. An offer page never fails because of them: when the
 * API cannot answer (or does not know these calls yet), the page shows its placeholder blocks instead.
 */
export async function loadOpenRegistrations(
  request: Request,
  category: RegistrationCategory,
  subcategory: string,
): Promise<ListedRegistration[]> {
  const { types, registrations } = await orElse(getRegistrationListing(request, { category, subcategory }), {
    types: [],
    registrations: [],
  })
  return openRegistrationsOf(types, registrations, category, subcategory, todayInParis())
}
