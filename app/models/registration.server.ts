import type {
  HeldPlace,
  Registration,
  RegistrationCandidate,
  RegistrationListing,
  RegistrationParticipant,
  RegistrationType,
  RegistrationTypeUpdate,
  WaitingListPage,
} from '#contract/registration'
import { type ApiCall, callApi } from '~/utils/api.server'
import { createTtlCache } from '~/utils/cache.server'
import { config } from '~/utils/config.server'

/**
 * The public listings, by query: every registration page asks for one, and most requests then skip the API round
 * trip (app/utils/cache.server.ts). A write through this process forgets them at once; one through another, as
 * soon as the content version moves.
 */
const listingCache = createTtlCache<string, RegistrationListing>(() => config.contentCacheMs)

/** A write to the API that changes the registrations, their types or their participants: lists show it at once. */
export async function writeRegistrations<T>(request: Request, call: ApiCall): Promise<T> {
  try {
    return await callApi<T>(request, call)
  } finally {
    listingCache.forget()
  }
}

/** GET registration_type/all: the kinds of offers people register to (category, subcategory, field names). */
export function getRegistrationTypes(request: Request) {
  return callApi<RegistrationType[]>(request, { path: 'registration_type/all', action: 'charger les types d’inscription', kind: 'client' })
}

/**
 * GET registration/listing: the types of one subcategory (or one category, or all) and their registrations, in
 * one call: what a public registration page shows.
 */
export function getRegistrationListing(request: Request, of: { category?: string; subcategory?: string } = {}) {
  const query = new URLSearchParams(Object.entries(of).filter((entry): entry is [string, string] => entry[1] !== undefined))
  const path = `registration/listing${query.size ? `?${query}` : ''}`
  return listingCache.get(path, () => callApi<RegistrationListing>(request, { path, action: 'charger les inscriptions', kind: 'client' }))
}

/** GET registration/place/{token}: the place a waiting list's mail holds (410 once gone); never takes it. */
export function getHeldPlace(request: Request, token: string) {
  return callApi<HeldPlace>(request, {
    path: `registration/place/${encodeURIComponent(token)}`,
    action: 'lire la place réservée',
    kind: 'client',
  })
}

/** POST registration/place/{token}: takes the held place (410 once gone). */
export function takeHeldPlace(request: Request, token: string) {
  return writeRegistrations<{ registration: Registration; type: RegistrationType }>(request, {
    method: 'POST',
    path: `registration/place/${encodeURIComponent(token)}`,
    action: 'prendre la place',
    kind: 'client',
  })
}

// The registration handler (staff): the API decides the rights (7 to view, 8 to change).

/** GET registration/all with the staff session: the client ids come with right 7. */
export function getRegistrationsForStaff(request: Request) {
  return callApi<Registration[]>(request, { path: 'registration/all', action: 'charger les inscriptions' })
}

/** POST registration: the type, the date and every field of the type's blocks (form-encoded). */
export function createRegistration(request: Request, form: Record<string, string>) {
  return writeRegistrations<Registration>(request, { method: 'POST', path: 'registration', body: { form }, action: 'créer l’inscription' })
}

/** PATCH registration/{id}: only the date, the places (as typed; null: no limit) and the data entries sent change. */
export function patchRegistration(
  request: Request,
  id: number,
  changes: { event_date?: string; places?: string | null; data?: Record<string, string> },
) {
  return writeRegistrations<Registration>(request, {
    method: 'PATCH',
    path: `registration/${id}`,
    body: { json: changes },
    action: 'modifier l’inscription',
  })
}

/** DELETE registration/{id}: `confirm` when clients are linked to it (409 otherwise). */
export function deleteRegistration(request: Request, id: number, confirm: boolean) {
  return writeRegistrations<{ deleted: number; participants: number }>(request, {
    method: 'DELETE',
    path: `registration/${id}${confirm ? '?confirm=true' : ''}`,
    action: 'supprimer l’inscription',
  })
}

/** GET registration/{id}/participants (right 7): the linked clients by name (decision 0016). */
export function getParticipants(request: Request, id: number) {
  return callApi<RegistrationParticipant[]>(request, { path: `registration/${id}/participants`, action: 'charger les participants' })
}

/** GET registration/{id}/candidates (right 8): at most 20 clients the client list's search finds for `q`. */
export function getCandidates(request: Request, id: number, q: string) {
  return callApi<RegistrationCandidate[]>(request, {
    path: `registration/${id}/candidates?${new URLSearchParams({ q })}`,
    action: 'chercher les clients',
  })
}

/** PUT registration/{id}/link/{clientId} (right 8): 400 naming the client fields the type requires. */
export function linkParticipant(request: Request, id: number, clientId: number) {
  return writeRegistrations<unknown>(request, { method: 'PUT', path: `registration/${id}/link/${clientId}`, action: 'inscrire le client' })
}

/** DELETE registration/{id}/link/{clientId} (right 8). */
export function unlinkParticipant(request: Request, id: number, clientId: number) {
  return writeRegistrations<Registration>(request, {
    method: 'DELETE',
    path: `registration/${id}/link/${clientId}`,
    action: 'désinscrire le client',
  })
}

/** The paging of a waiting list: `page` from 1, `size` rows. */
type WaitingPaging = { page: number; size: number }
const waitingQuery = ({ page, size }: WaitingPaging) => new URLSearchParams({ page: String(page), size: String(size) })

/** GET registration/{id}/waiting (right 7): one page of the waiting list in order, and how many wait (issue 28). */
export function getWaitingList(request: Request, id: number, paging: WaitingPaging) {
  return callApi<WaitingListPage>(request, {
    path: `registration/${id}/waiting?${waitingQuery(paging)}`,
    action: 'charger la liste d’attente',
  })
}

/**
 * PUT registration/{id}/waiting/{clientId}/up or /offer (right 8): one place up, or a free place held for them now;
 * answers the list's page at `paging` as it is after the change.
 */
export function changeWaitingList(request: Request, id: number, clientId: number, change: 'up' | 'offer', paging: WaitingPaging) {
  return writeRegistrations<WaitingListPage>(request, {
    method: 'PUT',
    path: `registration/${id}/waiting/${clientId}/${change}?${waitingQuery(paging)}`,
    action: change === 'up' ? 'modifier la liste d’attente' : 'proposer la place',
  })
}

/**
 * PUT registration_type/{id} (right 8): a type's titles, link, page, image and field lists, all sent at once, as
 * the form gave them (ids as typed, client field names as posted): the API checks them and names each wrong one.
 */
export function updateRegistrationType(request: Request, id: number, type: Record<keyof RegistrationTypeUpdate, unknown>) {
  return writeRegistrations<RegistrationType>(request, {
    method: 'PUT',
    path: `registration_type/${id}`,
    body: { json: type },
    action: 'modifier le type d’inscription',
  })
}
