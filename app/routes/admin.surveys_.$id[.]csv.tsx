import type { LoaderFunctionArgs } from '@remix-run/node'
import { answerFile } from '~/admin/file-route.server'
import { ADMIN_HEADERS } from '~/components/admin/admin-page'
import { surveyAnswersCsv } from '~/registrations/survey-answers.server'
import { readOfferResults } from './admin.surveys_.$id/results.server'

/**
 * GET /admin/surveys/{id}.csv (right 7): every answer of an offer's surveys, as a French spreadsheet reads it
 * (app/utils/csv.ts). The login and the 403 page are the surveys page's (app/admin/file-route.server.ts).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return answerFile(request, '/admin/surveys', async () => {
    const { id, results } = await readOfferResults(request, params.id)
    return new Response(surveyAnswersCsv(results.answers), {
      headers: {
        ...ADMIN_HEADERS,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="questionnaires-${id}.csv"`,
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })
}
