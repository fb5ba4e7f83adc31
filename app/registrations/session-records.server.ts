import { strToU8, zipSync } from 'fflate'
import { hasInformation, offerByPath } from '#content/catalogue'
import { staffLoadFailure } from '~/admin/auth.server'
import { getAttendance, getCertificates } from '~/models/attendance.server'
import { declarationForVisitor, offerInformationForVisitor } from '~/models/offer-information.server'
import { getRegistrationsForStaff, getRegistrationTypes } from '~/models/registration.server'
import { getOfferSurveyResults } from '~/models/survey.server'
import { offerPdf } from '~/offers/documents.server'
import { informationItems, updatedOnLabel } from '~/offers/information.server'
import { idParam, notFound } from '~/utils/errors.server'
import { buildAttendancePdf, buildCertificatePdf } from './session-documents.server'
import { surveyAnswersCsv } from './survey-answers.server'
import { buildSurveyResultsPdf } from './survey-results-pdf.server'

/**
 * The records of one session for staff (decision 0039): its attendance sheets and its audit folder, both made on
 * each request from the API's records, so that the documents and the grid never disagree.
 */

/** A read of the API refused (an ended session, a right withdrawn: their pages) or failed (its French error page). */
const failed = (request: Request) => staffLoadFailure(request, { notFoundOn404: true })

/** The session of `idText`, its type and the catalogue's offer its type links to (none for an event without page). */
async function sessionOf(request: Request, idText: string | undefined) {
  const id = idParam(idText)
  const [registrations, types] = await Promise.all([getRegistrationsForStaff(request), getRegistrationTypes(request)]).catch(
    failed(request),
  )
  const registration = registrations.find((one) => one.id === id)
  const type = registration && types.find((one) => one.id === registration.id_registration_type)
  if (!registration || !type) notFound()
  return { id, registration, type, offer: offerByPath(type.link) }
}

/** The attendance sheets of a session: one page per half-day, blank for signatures or filled from the grid. */
export async function attendanceSheets(request: Request, idText: string | undefined, filled: boolean) {
  const { id, type } = await sessionOf(request, idText)
  const [attendance, declaration] = await Promise.all([getAttendance(request, id), declarationForVisitor(request)]).catch(failed(request))
  return buildAttendancePdf({ attendance, title: type.title_registration, filled, declaration })
}

/** One file of the audit folder: its path in the ZIP and its bytes (or text, written as UTF-8). */
export interface AuditPart {
  name: string
  content: Uint8Array | string
}

/** The ZIP of an audit folder: each part a file, compressed. Another part (the surveys' results) is one more entry. */
export function buildAuditZip(parts: AuditPart[]): Uint8Array {
  return zipSync(
    Object.fromEntries(parts.map((part) => [part.name, typeof part.content === 'string' ? strToU8(part.content) : part.content])),
    { level: 6 },
  )
}

/**
 * The audit folder's parts of a session: the offer's information as the site publishes it (Qualiopi indicator 1),
 * its programme, the attendance sheets (blank and filled), every certificate issued, and the session's survey answers
 * and their results.
 */
export async function auditParts(request: Request, idText: string | undefined): Promise<AuditPart[]> {
  const { id, type, offer, registration } = await sessionOf(request, idText)
  const [attendance, certificates, declaration, surveys] = await Promise.all([
    getAttendance(request, id),
    getCertificates(request, id),
    declarationForVisitor(request),
    getOfferSurveyResults(request, type.id),
  ]).catch(failed(request))
  const parts: AuditPart[] = []
  const readme = [
    `Dossier d’audit de la session du ${registration.event_date} : ${type.title_registration}`,
    `Fait le ${new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date())}.`,
    '',
    '1-offre : les informations de l’offre telles que le site les publie (indicateur 1) et son programme.',
    '2-emargement : les feuilles d’émargement par demi-journée, vierges et remplies (R6332-26).',
    '3-certificats : chaque certificat de réalisation émis, réémissions et corrections comprises (L6353-1).',
    '4-satisfaction : les réponses aux questionnaires « à chaud » et « à froid » de la session (indicateurs 2 et 30), et leurs résultats (répartition et moyenne des notes).',
  ]
  parts.push({ name: 'LISEZ-MOI.txt', content: readme.join('\n') })
  if (offer && hasInformation(offer)) {
    const information = await offerInformationForVisitor(request, offer).catch(failed(request))
    const lines = [offer.title, updatedOnLabel(information.updatedAt), '']
    for (const item of informationItems(offer, information)) lines.push(item.label, ...item.lines, '')
    if (declaration) lines.push(declaration)
    parts.push({ name: '1-offre/informations.txt', content: lines.join('\n') })
  }
  if (offer?.documents) parts.push({ name: '1-offre/programme.pdf', content: await offerPdf(request, offer, 'programme') })
  const title = type.title_registration
  parts.push({
    name: '2-emargement/feuilles-vierges.pdf',
    content: await buildAttendancePdf({ attendance, title, filled: false, declaration }),
  })
  parts.push({
    name: '2-emargement/feuilles-remplies.pdf',
    content: await buildAttendancePdf({ attendance, title, filled: true, declaration }),
  })
  for (const certificate of certificates) {
    parts.push({ name: `3-certificats/${certificate.number}.pdf`, content: await buildCertificatePdf(certificate) })
  }
  const answers = surveys.answers.filter((answer) => answer.registrationId === id)
  parts.push({ name: '4-satisfaction/reponses.csv', content: surveyAnswersCsv(answers) })
  parts.push({
    name: '4-satisfaction/resultats.pdf',
    content: await buildSurveyResultsPdf({ results: surveys, session: { id, date: registration.event_date } }),
  })
  return parts
}
