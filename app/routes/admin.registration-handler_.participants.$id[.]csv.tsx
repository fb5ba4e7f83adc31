import type { LoaderFunctionArgs } from '@remix-run/node'
import { Right } from '#contract/rights'
import { requireRight, staffLoadFailure } from '~/admin/auth.server'
import { answerFile } from '~/admin/file-route.server'
import { getParticipants } from '~/models/registration.server'
import { CSV_BOM, csvRow } from '~/utils/csv'
import { privateDownload } from '~/utils/download.server'
import { idParam } from '~/utils/errors.server'

/**
 * GET /admin/registration-handler/participants/{id}.csv (right 7): the participants of a session for the day's
 * list, as a French spreadsheet reads it (UTF-8 with BOM, `;`, formula-escaped cells: app/utils/csv.ts). The file
 * has no page of its own: the login and the 403 page are the handler's landing's (app/admin/file-route.server.ts).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return answerFile(request, '/admin/registration-handler', () => participantsFile(request, params.id))
}

async function participantsFile(request: Request, idText: string | undefined) {
  await requireRight(request, Right.ViewRegistrations)
  const id = idParam(idText)
  const participants = await getParticipants(request, id).catch(staffLoadFailure(request, { notFoundOn404: true }))
  const header = ['Numéro du client', 'Prénom', 'Nom', 'E-mail', 'Téléphone', 'Ville', 'Confirmée par le client']
  const rows = participants.map((person) => [
    person.clientId,
    person.firstName,
    person.secondName,
    person.email,
    person.phone,
    person.city,
    person.confirmedAt ? 'oui' : 'non',
  ])
  return privateDownload(CSV_BOM + [header, ...rows].map(csvRow).join(''), `participants-${id}.csv`)
}
