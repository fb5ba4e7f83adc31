import type { LoaderFunctionArgs } from '@remix-run/node'
import { Right } from '#contract/rights'
import { requireRight } from '~/admin/auth.server'
import { answerFile } from '~/admin/file-route.server'
import { attendanceSheets } from '~/registrations/session-records.server'
import { privateDownload } from '~/utils/download.server'

/**
 * GET /admin/registration-handler/attendance/{id}.pdf (right 7): the session's attendance sheets, one page per
 * half-day (R6332-26), blank to be signed, or with `?filled=1` the presences of the grid. No page of its own: the
 * login and the 403 page are the handler's landing's.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return answerFile(request, '/admin/registration-handler', async () => {
    await requireRight(request, Right.ViewRegistrations)
    const filled = new URL(request.url).searchParams.get('filled') === '1'
    const pdf = await attendanceSheets(request, params.id, filled)
    return privateDownload(new Uint8Array(pdf), `emargement-${params.id}${filled ? '-rempli' : ''}.pdf`)
  })
}
