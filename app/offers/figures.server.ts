import { figureLine, noFigureSentence } from '#content/claims'
import type { SurveyFiguresAnswer } from '#contract/surveys'
import type { FiguresView } from './view'

/**
 * The published figures a page shows (decision 0040): an offer's own when its answers reach the minimum, else the
 * school's; none below the minimum (or when the API could not say them), with the sentence that says why.
 */
export function figuresView(answer: SurveyFiguresAnswer | undefined, offerPath?: string): FiguresView {
  const own = offerPath ? answer?.offers[offerPath] : undefined
  const figures = own ?? answer?.school ?? []
  return {
    scope: own ? 'Pour cette formation, à la fin de chaque session' : 'Pour l’ensemble de nos formations, à la fin de chaque session',
    figures: figures.map(figureLine),
    ...(figures.length ? {} : { empty: noFigureSentence(answer?.minimum ?? 10) }),
  }
}
