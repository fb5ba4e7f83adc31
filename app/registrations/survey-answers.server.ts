import { scoreShortNames, surveyKindLabels, surveyScores } from '#content/survey-questions'
import { todayInParis } from '#contract/dates'
import type { SurveyAnswerItem } from '#contract/surveys'
import { CSV_BOM, csvRow } from '~/utils/csv'
import { formatDate } from './registrations'

/**
 * The answers to a session's or an offer's surveys as a French spreadsheet reads them (app/utils/csv.ts): the staff's
 * export (`/admin/surveys/{id}.csv`) and the audit folder's results (decision 0040).
 */
export function surveyAnswersCsv(answers: SurveyAnswerItem[]): string {
  const header = [
    'Session',
    'Questionnaire',
    'Reçue le',
    ...surveyScores.map((name) => scoreShortNames[name]),
    'Commentaire',
    'Réclamation',
    'Démonstration',
  ]
  const rows = answers.map((answer) => [
    formatDate(answer.eventDate),
    surveyKindLabels[answer.kind],
    todayInParis(new Date(answer.answeredAt)),
    ...surveyScores.map((name) => answer[name]),
    answer.comment,
    answer.complaint,
    answer.demo ? 'oui' : 'non',
  ])
  return CSV_BOM + [header, ...rows].map(csvRow).join('')
}
