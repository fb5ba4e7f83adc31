import type { LoaderFunctionArgs } from '@remix-run/node'
import { answerFile } from '~/admin/file-route.server'
import { buildSurveyResultsPdf } from '~/registrations/survey-results-pdf.server'
import { privateDownload } from '~/utils/download.server'
import { readOfferResults } from './admin.surveys_.$id/results.server'

/**
 * GET /admin/surveys/{id}.pdf (right 7): an offer's survey results as a PDF, the spreads drawn and the averages per
 * session (app/registrations/survey-results-pdf.server.ts). The login and the 403 page are the surveys page's.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return answerFile(request, '/admin/surveys', async () => {
    const { id, results } = await readOfferResults(request, params.id)
    const pdf = await buildSurveyResultsPdf({ results })
    return privateDownload(new Uint8Array(pdf), `questionnaires-${id}.pdf`)
  })
}
