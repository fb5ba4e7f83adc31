import type { Client, ClientFieldName, ClientList, ClientSort } from '#contract/client'
import type { ClientAccount } from '#contract/client-account'
import type { ClientRegistration, ClientRegistrations, Registration } from '#contract/registration'
import { ApiError, callApi, fetchFileFromApi, sendToApi } from '~/utils/api.server'
import { writeRegistrations } from './registration.server'

/**
 * The client calls of the School API (section 7 and the client area of DESIGN.md), including the two
 * registration calls made with the client's session (confirm, calendar file): registration.server.ts keeps
 * the public reads it shares with the offer pages. Every call is of kind 'client': a 401 reads
 * 'Erreur de connexion : <server message>'.
 */

type Success = { success: true }

/** A client call that sends a JSON body. */
function sendAsClient<T>(request: Request, method: 'POST' | 'PUT', path: string, action: string, json: object) {
  return callApi<T>(request, { method, path, action, kind: 'client', body: { json } })
}

/** POST client/create_account: a confirmation link, or for an existing account a new-password link. */
export function requestAccountMail(request: Request, email: string) {
  return sendAsClient<Success>(request, 'POST', 'client/create_account', 'envoyer l’e-mail', { email })
}

/** PUT client/confirm_account: consumes the mailed token and answers the token of the password page. */
export async function confirmAccount(request: Request, link: { email: string; token: string }): Promise<string> {
  const answer = await sendAsClient<Success & { token: string }>(request, 'PUT', 'client/confirm_account', 'confirmer le compte', link)
  return answer.token
}

/** PUT client/password through the link: no old password. */
export function setFirstPassword(request: Request, input: { email: string; token: string; newPassword: string }) {
  return sendAsClient<Success>(request, 'PUT', 'client/password', 'enregistrer le mot de passe', input)
}

/** PUT client/password for the connected client. */
export function changePassword(request: Request, input: { oldPassword: string; newPassword: string }) {
  return sendAsClient<Success>(request, 'PUT', 'client/password', 'changer le mot de passe', input)
}

/** POST client/login: the client and the API's session id (its cookie school_client), to keep in the site's session. */
export function loginClient(request: Request, credentials: { email: string; password: string }) {
  return openClientSession(request, 'client/login', credentials)
}

/** POST client/login_link: mails a login link to an account's address (the same answer for any address). */
export function requestLoginLink(request: Request, email: string) {
  return sendAsClient<Success>(request, 'POST', 'client/login_link', 'envoyer l’e-mail', { email })
}

/** POST client/login_with_link: consumes the mailed token and logs in, as client/login does. */
export function loginWithLink(request: Request, link: { email: string; token: string }) {
  return openClientSession(request, 'client/login_with_link', link)
}

async function openClientSession(request: Request, path: string, body: Record<string, string>) {
  const call = { method: 'POST', path, action: 'se connecter', kind: 'client', body: { json: body } } as const
  const { data, cookies } = await sendToApi<{ isConnected: true; client: Client }>(request, call)
  const clientToken = cookies.school_client
  if (!clientToken) throw new ApiError(null, { title: 'Erreur pour se connecter', message: 'Erreur inconnue' })
  return { client: data.client, clientToken }
}

export function logoutClient(request: Request) {
  return callApi<Success>(request, { method: 'POST', path: 'client/logout', action: 'se déconnecter', kind: 'client' })
}

/** GET client/me: the connected client (401 once the API's session has ended). */
export function getCurrentClient(request: Request) {
  return callApi<Client>(request, { path: 'client/me', action: 'charger votre compte', kind: 'client' })
}

/**
 * PUT client/update/{id}, where the id is always the connected client's own, read from client/me and never
 * from a form: the API refuses any other id to a client anyway.
 */
export function updateClient(request: Request, clientId: number, fields: Partial<Record<ClientFieldName, string>>) {
  return sendAsClient<Client>(request, 'PUT', `client/update/${clientId}`, 'mettre à jour vos informations', fields)
}

/**
 * GET client/account: the client area's page in one call (the client, their registrations, their certificates). Its
 * failures read as those of the registrations did when the page asked for them apart: the page shows them in their place.
 */
export function getClientAccount(request: Request) {
  return callApi<ClientAccount>(request, { path: 'client/account', action: 'charger vos inscriptions', kind: 'client' })
}

/** GET client/registrations: upcoming (soonest first) and past (latest first). */
export function getClientRegistrations(request: Request) {
  return callApi<ClientRegistrations>(request, { path: 'client/registrations', action: 'charger vos inscriptions', kind: 'client' })
}

/** GET client/export: the API's JSON file of everything it holds about the client (RGPD right of access). */
export function exportClientData(request: Request) {
  return fetchFileFromApi(request, { path: 'client/export', action: 'télécharger vos données', kind: 'client' })
}

/** DELETE client/me: erases the client (RGPD right to erasure); registrations keep an anonymised trace. */
export function deleteClientAccount(request: Request) {
  return callApi<Success>(request, { method: 'DELETE', path: 'client/me', action: 'supprimer votre compte', kind: 'client' })
}

/**
 * PUT registration/{id}/confirm: links the connected client to the registration (once: a resend changes
 * nothing and mails nothing); the API mails the client and the school.
 */
export function confirmRegistration(request: Request, registrationId: number) {
  return writeRegistrations<{ registration: Registration; client: Client }>(request, {
    method: 'PUT',
    path: `registration/${registrationId}/confirm`,
    action: 'confirmer l’inscription',
    kind: 'client',
  })
}

/** GET registration/{id}/ics: the calendar file of a registration of the client (404 for any other). */
/** DELETE client/registrations/{id}: the connected client cancels a registration (409 past its deadline). */
export function cancelClientRegistration(request: Request, registrationId: number) {
  return writeRegistrations<Success>(request, {
    method: 'DELETE',
    path: `client/registrations/${registrationId}`,
    action: 'annuler l’inscription',
    kind: 'client',
  })
}

/** PUT registration/{id}/waitlist: the connected client joins a full session's waiting list; answers the position. */
export function joinWaitingList(request: Request, registrationId: number) {
  return writeRegistrations<{ position: number }>(request, {
    method: 'PUT',
    path: `registration/${registrationId}/waitlist`,
    action: 'rejoindre la liste d’attente',
    kind: 'client',
  })
}

/** GET registration/{id}/waitlist: the connected client's position on its waiting list (null: not on it). */
export function getWaitingPosition(request: Request, registrationId: number) {
  return callApi<{ position: number | null }>(request, {
    path: `registration/${registrationId}/waitlist`,
    action: 'lire la liste d’attente',
    kind: 'client',
  })
}

export function getRegistrationCalendar(request: Request, registrationId: number) {
  return fetchFileFromApi(request, { path: `registration/${registrationId}/ics`, action: 'télécharger le fichier agenda', kind: 'client' })
}

// The back-office's client calls (staff session; rights 2 to read, 3 to write, checked again by the API).

/** What the list asks: a filter, an order and a page (`size` at most 200). */
export interface ClientListRequest {
  q?: string
  sort?: ClientSort
  page?: number
  size?: number
}

/** GET client/list: one page of clients and the total of the filtered list. */
export function listClients(request: Request, { q, sort, page, size }: ClientListRequest) {
  const query = new URLSearchParams()
  if (q) query.set('q', q)
  if (sort) query.set('sort', sort)
  if (page) query.set('page', String(page))
  if (size) query.set('size', String(size))
  return callApi<ClientList>(request, { path: `client/list?${query}`, action: 'charger les clients' })
}

/** GET client/{id} (404 for an unknown id). */
export function getClient(request: Request, id: number) {
  return callApi<Client>(request, { path: `client/${id}`, action: 'charger le client' })
}

/** POST client/add: firstName and secondName required; a 400 names the fields in error. */
export function addClient(request: Request, fields: Partial<Record<ClientFieldName, string>>) {
  return callApi<Client>(request, { method: 'POST', path: 'client/add', action: 'ajouter un client', body: { json: fields } })
}

/** PUT client/update/{id} by staff holding right 3: any field, the note and e-mails included. */
export function updateClientByStaff(request: Request, id: number, fields: Partial<Record<ClientFieldName, string>>) {
  return callApi<Client>(request, { method: 'PUT', path: `client/update/${id}`, action: 'modifier le client', body: { json: fields } })
}

/** GET client/{id}/registrations (rights 2 and 7): the registrations the client is linked to, by date. */
export function getClientRegistrationsForStaff(request: Request, id: number) {
  return callApi<ClientRegistration[]>(request, { path: `client/${id}/registrations`, action: 'charger les inscriptions du client' })
}
