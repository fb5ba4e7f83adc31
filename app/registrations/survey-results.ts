import { type SurveyKind, surveyKindLabels, surveyScores, type SurveySessionResult } from '#contract/surveys'
import type { Spreads } from '~/components/admin/survey-charts'
import { formatDate } from './registrations'

/** The spreads of sessions added up: per score, how many gave 1, 2… 5 over all of them. */
const sum = (sessions: SurveySessionResult[]): Spreads =>
  Object.fromEntries(
    surveyScores.map((name) => [
      name,
      [0, 1, 2, 3, 4].map((index) => sessions.reduce((total, one) => total + one.spreads[name][index], 0)),
    ]),
  ) as Spreads

/**
 * An offer's results per survey (« à chaud », then « à froid », each only when sent): its counts, the spread of all
 * its answers and its sessions (oldest first, each labelled by its date). What the staff page and the PDF show.
 */
export function surveysByKind(sessions: SurveySessionResult[]) {
  return (['hot', 'cold'] as SurveyKind[]).flatMap((kind) => {
    const ofKind = sessions.filter((one) => one.kind === kind)
    if (!ofKind.length) return []
    const answered = ofKind.filter((one) => one.answers)
    return [
      {
        kind,
        label: surveyKindLabels[kind],
        answers: answered.reduce((total, one) => total + one.answers, 0),
        invited: ofKind.reduce((total, one) => total + one.invited, 0),
        demo: ofKind.reduce((total, one) => total + one.demo, 0),
        total: sum(answered),
        sessions: ofKind.map((one) => ({ ...one, label: formatDate(one.eventDate) })),
      },
    ]
  })
}

export type SurveyOfKind = ReturnType<typeof surveysByKind>[number]
