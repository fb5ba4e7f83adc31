import type { LoaderFunctionArgs } from '@remix-run/node'
import { Right } from '#contract/rights'
import type { SurveyAnswerItem } from '#contract/surveys'
import { requireRight, staffLoadFailure } from '~/admin/auth.server'
import { pageRows, type RowsSpec } from '~/admin/list.server'
import { getOfferSurveyResults } from '~/models/survey.server'
import { surveysByKind } from '~/registrations/survey-results'
import { idParam } from '~/utils/errors.server'

/** The answers with a comment or a complaint, newest first, 20 a page. */
const ANSWERS: RowsSpec<SurveyAnswerItem> = {
  orders: { date: (answer) => answer.answeredAt, session: (answer) => answer.eventDate },
  defaultSort: '-date',
  size: 20,
}

/** An offer's results (right 7): read from the API whole, with their file at `{id}.csv`. */
export async function readOfferResults(request: Request, idText: string | undefined) {
  await requireRight(request, Right.ViewRegistrations)
  const id = idParam(idText)
  const results = await getOfferSurveyResults(request, id).catch(staffLoadFailure(request, { notFoundOn404: true }))
  return { id, results }
}

/**
 * The page of an offer's results: per survey (« à chaud », « à froid »), the trend over its sessions, the spread of
 * all its answers, each session's spread; then the comments and complaints.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { id, results } = await readOfferResults(request, params.id)
  const kinds = surveysByKind(results.sessions)
  const written = results.answers.filter((answer) => answer.comment || answer.complaint)
  return { id, title: results.title, kinds, comments: pageRows(new URL(request.url), ANSWERS, written) }
}
