import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node'
import { answeredSurveyMessage, SurveyAnswerSchema, surveyKindLabels, unknownSurveyMessage } from '#contract/surveys'
import { answerSurvey, getSurvey } from '~/models/survey.server'
import { formatDate } from '~/registrations/registrations'
import { ApiError } from '~/utils/api.server'
import { readForm, replyWithApiError } from '~/utils/form.server'
import { constraintsOf } from '~/utils/form-constraints.server'
import { PRIVATE_HEADERS } from '~/utils/private-headers'
import { redirectWithToast } from '~/utils/toast.server'

/** A link that opens no survey: unknown (404), or answered already (409): the page says so instead of the form. */
function closed(error: unknown) {
  if (error instanceof ApiError && error.status === 404)
    return data({ closed: unknownSurveyMessage, survey: null, constraint: null, result: null }, { status: 404, headers: PRIVATE_HEADERS })
  if (error instanceof ApiError && error.status === 409)
    return data({ closed: answeredSurveyMessage, survey: null, constraint: null, result: null }, { status: 409, headers: PRIVATE_HEADERS })
  throw error
}

/** The survey of a mailed link (issue 31 point 4): opening it changes nothing (mail scanners open links). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  try {
    const survey = await getSurvey(request, params.token ?? '')
    if (survey.answered) return data({ closed: answeredSurveyMessage, survey: null, constraint: null }, { headers: PRIVATE_HEADERS })
    const about = { title: survey.title, date: formatDate(survey.eventDate), kind: surveyKindLabels[survey.kind] }
    return data({ closed: null, survey: about, constraint: constraintsOf(SurveyAnswerSchema) }, { headers: PRIVATE_HEADERS })
  } catch (error) {
    return closed(error)
  }
}

/** The form's POST: validated here (errors under the fields, without JavaScript too), then by the API, once. */
export async function action({ request, params }: ActionFunctionArgs) {
  const token = params.token ?? ''
  const submission = parseWithZod(await readForm(request), { schema: SurveyAnswerSchema })
  if (submission.status !== 'success') return data({ closed: null, result: submission.reply() }, { status: 400, headers: PRIVATE_HEADERS })
  try {
    await answerSurvey(request, token, submission.value)
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 409)) return closed(error)
    return replyWithApiError(submission, error)
  }
  return redirectWithToast(request, `/survey/${encodeURIComponent(token)}`, {
    kind: 'success',
    message: 'Merci, vos réponses sont enregistrées.',
  })
}
