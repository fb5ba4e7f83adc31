import type { LoaderFunctionArgs } from '@remix-run/node'
import { scoreShortNames, surveyKindLabels, surveyScores } from '#content/survey-questions'
import { todayInParis } from '#contract/dates'
import { answerFile } from '~/admin/file-route.server'
import { ADMIN_HEADERS } from '~/components/admin/admin-page'
import { formatDate } from '~/registrations/registrations'
import { CSV_BOM, csvRow } from '~/utils/csv'
import { readOfferResults } from './admin.surveys_.$id/results.server'

/**
 * GET /admin/surveys/{id}.csv (right 7): every answer of an offer's surveys, as a French spreadsheet reads it
 * (app/utils/csv.ts). The login and the 403 page are the surveys page's (app/admin/file-route.server.ts).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return answerFile(request, '/admin/surveys', async () => {
    const { id, results } = await readOfferResults(request, params.id)
    const header = [
      'Session',
      'Questionnaire',
      'Reçue le',
      ...surveyScores.map((name) => scoreShortNames[name]),
      'Commentaire',
      'Réclamation',
      'Démonstration',
    ]
    const rows = results.answers.map((answer) => [
      formatDate(answer.eventDate),
      surveyKindLabels[answer.kind],
      todayInParis(new Date(answer.answeredAt)),
      ...surveyScores.map((name) => answer[name]),
      answer.comment,
      answer.complaint,
      answer.demo ? 'oui' : 'non',
    ])
    return new Response(CSV_BOM + [header, ...rows].map(csvRow).join(''), {
      headers: {
        ...ADMIN_HEADERS,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="questionnaires-${id}.csv"`,
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })
}
