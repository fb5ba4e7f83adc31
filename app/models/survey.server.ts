import type {
  SurveyAnswerValues,
  SurveyFiguresAnswer,
  SurveyInvitationAnswer,
  SurveyOfferResults,
  SurveyOffersAnswer,
} from '#contract/surveys'
import { callApi } from '~/utils/api.server'
import { createTtlCache } from '~/utils/cache.server'
import { config } from '~/utils/config.server'
import { settle } from '~/utils/errors.server'

// The published figures are the same for every visitor: one short-lived copy, forgotten when the content version
// moves (an answer received moves it: server/routes/content-version.ts).
const figuresCache = createTtlCache<'figures', SurveyFiguresAnswer>(() => config.contentCacheMs)

/** GET survey/{token}: the session a mailed survey link is about (404 for an unknown link). */
export function getSurvey(request: Request, token: string) {
  return callApi<SurveyInvitationAnswer>(request, {
    path: `survey/${encodeURIComponent(token)}`,
    action: 'ouvrir le questionnaire',
    kind: 'client',
  })
}

/** POST survey/{token}: the answer (409 once answered). */
export function answerSurvey(request: Request, token: string, values: SurveyAnswerValues) {
  const form = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]))
  return callApi<{ success: true }>(request, {
    method: 'POST',
    path: `survey/${encodeURIComponent(token)}`,
    action: 'envoyer vos réponses',
    kind: 'client',
    body: { form },
  })
}

/** The published figures; none when the API cannot say them (a page never shows a figure it could not check). */
export async function surveyFiguresForVisitor(request: Request): Promise<SurveyFiguresAnswer | undefined> {
  const read = await settle(
    figuresCache.get('figures', () =>
      callApi<SurveyFiguresAnswer>(request, { path: 'survey-figures', action: 'charger les chiffres de l’école' }),
    ),
  )
  return read.ok ? read.data : undefined
}

/** GET surveys (right 7): the offers with surveys, one page. */
export function listSurveyOffers(request: Request, { page, size }: { page: number; size: number }) {
  return callApi<SurveyOffersAnswer>(request, { path: `surveys?page=${page}&size=${size}`, action: 'charger les questionnaires' })
}

/** GET surveys/{typeId} (right 7): an offer's results per session, and its answers. */
export function getOfferSurveyResults(request: Request, typeId: number) {
  return callApi<SurveyOfferResults>(request, { path: `surveys/${typeId}`, action: 'charger les réponses aux questionnaires' })
}
