import { todayInParis } from '#contract/dates'
import { isRegistrationCategory, type Registration, type RegistrationType } from '#contract/registration'
import { getRegistrationListing } from '~/models/registration.server'
import { loadFailure, notFound } from '~/utils/errors.server'
import { availability, formatDate, registrationPath, registrationPlace, registrationTitle } from './registrations'
import { shownDateText } from './session-date'

/** A dated registration as the lists show it. */
export interface ListedRegistration {
  id: number
  eventDate: string
  /** dd/mm/yyyy (section 3). */
  displayDate: string
  title: string
  /** The full date text staff typed ('Date'), when there is one. */
  dateText: string | null
  place: string | null
  /** « Plus que 2 places », « Complet »: null when the session has no limit. */
  availability: string | null
  href: string
}

/** The route's category and subcategory, or the 404 page for any other than section 2's. */
export function assertCategory(category: string | undefined, subcategory: string | undefined): { category: string; subcategory: string } {
  if (!category || !subcategory || !isRegistrationCategory(category, subcategory)) notFound()
  return { category, subcategory }
}

/**
 * Types and registrations of one subcategory (or every one), in one API call; a failure shows the catalogue's
 * message on the error page.
 */
export async function loadRegistrations(
  request: Request,
  of: { category: string; subcategory: string } | null = null,
): Promise<{ types: RegistrationType[]; registrations: Registration[] }> {
  return getRegistrationListing(request, of ?? {}).catch(loadFailure)
}

export function isUpcoming(registration: Registration, today = todayInParis()): boolean {
  return registration.event_date.slice(0, 10) >= today
}

/** The upcoming registrations of some types, soonest first. */
export function upcomingOf(types: RegistrationType[], registrations: Registration[]): ListedRegistration[] {
  const typesById = new Map(types.map((type) => [type.id, type]))
  const today = todayInParis()
  return registrations
    .filter((registration) => typesById.has(registration.id_registration_type) && isUpcoming(registration, today))
    .sort((a, b) => a.event_date.localeCompare(b.event_date) || a.id - b.id)
    .map((registration) => {
      const type = typesById.get(registration.id_registration_type)!
      return {
        id: registration.id,
        eventDate: registration.event_date.slice(0, 10),
        displayDate: formatDate(registration.event_date),
        title: registrationTitle(registration, type),
        dateText: shownDateText(registration.event_date, registration.data.Date),
        place: registrationPlace(registration),
        availability: availability(registration),
        href: registrationPath(type, registration.id),
      }
    })
}
