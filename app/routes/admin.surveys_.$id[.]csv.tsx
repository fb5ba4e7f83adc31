import type { LoaderFunctionArgs } from '@remix-run/node'
import { answerFile } from '~/admin/file-route.server'
import { surveyAnswersCsv } from '~/registrations/survey-answers.server'
import { privateDownload } from '~/utils/download.server'
import { readOfferResults } from './admin.surveys_.$id/results.server'

/**
 * GET /admin/surveys/{id}.csv (right 7): every answer of an offer's surveys, as a French spreadsheet reads it
 * (app/utils/csv.ts). The login and the 403 page are the surveys page's (app/admin/file-route.server.ts).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return answerFile(request, '/admin/surveys', async () => {
    const { id, results } = await readOfferResults(request, params.id)
    return privateDownload(surveyAnswersCsv(results.answers), `questionnaires-${id}.csv`)
  })
}
