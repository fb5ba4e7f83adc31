import type { LoaderFunctionArgs } from '@remix-run/node'
import { answerFile } from '~/admin/file-route.server'
import { ADMIN_HEADERS } from '~/components/admin/admin-page'
import { buildSurveyResultsPdf } from '~/registrations/survey-results-pdf.server'
import { readOfferResults } from './admin.surveys_.$id/results.server'

/**
 * GET /admin/surveys/{id}.pdf (right 7): an offer's survey results as a PDF, the spreads drawn and the averages per
 * session (app/registrations/survey-results-pdf.server.ts). The login and the 403 page are the surveys page's.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return answerFile(request, '/admin/surveys', async () => {
    const { id, results } = await readOfferResults(request, params.id)
    const pdf = await buildSurveyResultsPdf({ results })
    return new Response(new Uint8Array(pdf), {
      headers: {
        ...ADMIN_HEADERS,
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="questionnaires-${id}.pdf"`,
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })
}
