import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Right } from '#contract/rights'
import { ADMIN_LOGIN, getStaffState, requireRight, staffApiFailure } from '~/admin/auth.server'
import { ADMIN_HEADERS } from '~/components/admin/admin-page'
import { getParticipants } from '~/models/registration.server'
import { ApiError } from '~/utils/api.server'
import { CSV_BOM, csvRow } from '~/utils/csv'
import { idParam, loadFailure, notFound } from '~/utils/errors.server'

/**
 * GET /admin/registration-handler/participants/{id}.csv (right 7): the participants of a session for the day's
 * list, as a French spreadsheet reads it (UTF-8 with BOM, `;`, formula-escaped cells: app/utils/csv.ts).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  try {
    return await participantsFile(request, params.id)
  } catch (error) {
    // The guards throw the pages' answers (403, 404): a file's address answers its message, never cached.
    if (error instanceof Response) for (const [name, value] of Object.entries(ADMIN_HEADERS)) error.headers.set(name, value)
    throw error
  }
}

async function participantsFile(request: Request, idText: string | undefined) {
  // Not connected: the login comes back to the handler's landing (the file has no page of its own).
  if (!(await getStaffState(request)).staff)
    return redirect(`${ADMIN_LOGIN}?${new URLSearchParams({ redirectTo: '/admin/registration-handler' })}`, { headers: ADMIN_HEADERS })
  await requireRight(request, Right.ViewRegistrations)
  const id = idParam(idText)
  const participants = await getParticipants(request, id).catch(async (error) => {
    await staffApiFailure(request, error)
    if (error instanceof ApiError && error.status === 404) notFound()
    return loadFailure(error)
  })
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
  return new Response(CSV_BOM + [header, ...rows].map(csvRow).join(''), {
    headers: {
      ...ADMIN_HEADERS,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="participants-${id}.csv"`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
