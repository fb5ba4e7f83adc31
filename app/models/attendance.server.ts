import type { Certificate, CertificateRequest, SessionAttendance } from '#contract/attendance'
import { callApi } from '~/utils/api.server'

// Attendance per half-day and certificates of completion (decision 0039): staff's calls (rights 7 and 8) and the client's.

/** GET registration/{id}/attendance (right 7): the half-days, the participants and their presences. */
export function getAttendance(request: Request, id: number) {
  return callApi<SessionAttendance>(request, { path: `registration/${id}/attendance`, action: 'charger les présences' })
}

/** PUT registration/{id}/attendance (rights 7 and 8): the whole grid, `{clientId}:{date}:{am|pm}` per half-day present. */
export function saveAttendance(request: Request, id: number, present: string[]) {
  return callApi<SessionAttendance>(request, {
    method: 'PUT',
    path: `registration/${id}/attendance`,
    body: { json: { present } },
    action: 'enregistrer les présences',
  })
}

/** PUT registration/{id}/schedule (rights 7 and 8): days, trainer, hours of a morning and an afternoon, as typed. */
export function saveSchedule(request: Request, id: number, schedule: Record<string, string>) {
  return callApi<SessionAttendance>(request, {
    method: 'PUT',
    path: `registration/${id}/schedule`,
    body: { json: schedule },
    action: 'enregistrer le déroulé de la session',
  })
}

/** GET registration/{id}/certificates (right 7): every issue, re-issues and corrections included. */
export function getCertificates(request: Request, id: number) {
  return callApi<Certificate[]>(request, { path: `registration/${id}/certificates`, action: 'charger les certificats' })
}

/** POST registration/{id}/certificates (rights 7 and 8): the missing ones, or one participant's again. */
export function issueCertificates(request: Request, id: number, body: CertificateRequest) {
  return callApi<{ issued: Certificate[] }>(request, {
    method: 'POST',
    path: `registration/${id}/certificates`,
    body: { json: body },
    action: 'émettre les certificats',
  })
}

/** GET client/certificate/{registrationId}: the connected client's latest certificate of a session (404: none). */
export function getMyCertificate(request: Request, registrationId: number) {
  return callApi<Certificate>(request, { path: `client/certificate/${registrationId}`, action: 'charger votre certificat', kind: 'client' })
}
