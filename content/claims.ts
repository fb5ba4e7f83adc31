import { site } from './site'

/**
 * What the school may claim about itself (section 9) and the facts its pages repeat, each stated once: every
 * page, card, PDF and default text that quotes a figure, says where sessions take place or names the 90 € session
 * takes its words from here, so that no two pages can say different things (tests: content/claims.test.ts).
 */
export const schoolClaims = {
  founded: site.school.founded,
  /** Years of experience of the trainers: « plus de 18 ans » in life coaching, « plus de 15 ans » in business. */
  trainerExperience: { lifeCoaching: 18, businessCoaching: 15 },
} as const

/** `95 %`: a figure as the pages show it (non-breaking space before the sign). */
export const figureValue = (percent: number) => `${percent}\u00a0%`

/**
 * The figures the school publishes (indicator 2 of Qualiopi, decision 0040) are computed by the API from the answers
 * to its satisfaction surveys, never typed: each one's meaning, by the score it counts (4 or 5 out of 5).
 */
export const surveyFigureLabels = {
  satisfaction: 'des stagiaires se disent satisfaits de leur formation',
  objectives: 'des stagiaires estiment avoir atteint les objectifs de leur formation',
  recommendation: 'des stagiaires recommandent la formation à leurs proches',
} as const

export interface PublishedFigure {
  score: string
  percent: number
  answers: number
  period: string
}

/** A published figure as every page and document words it: « 96 % », its meaning, « sur 58 stagiaires, 2026 ». */
export function figureLine({ score, percent, answers, period }: PublishedFigure) {
  return {
    value: figureValue(percent),
    label: surveyFigureLabels[score as keyof typeof surveyFigureLabels] ?? score,
    basis: `sur ${new Intl.NumberFormat('fr-FR').format(answers)}\u00a0stagiaires, ${period}`,
  }
}

/** What a page says where no figure reaches the minimum of answers. */
export const noFigureSentence = (minimum: number) =>
  `Nos résultats de satisfaction seront publiés dès qu’ils porteront sur au moins ${minimum}\u00a0réponses à nos questionnaires.`

/**
 * Where the individual sessions take place. Section 1 says it for the life-coaching session only (« by phone or
 * video »); the two others also take place at the school.
 */
export const sessionPlaces = {
  remote: 'par téléphone ou en visio',
  schoolOrRemote: 'à l’école, à Lyon, ou en visio',
} as const

/** The 90 € session of section 1 (« session for helping-relation specialists »): its one name. */
export const specialistSession = {
  name: 'Séance pour les professionnels de la relation d’aide',
  /** Within a sentence: « une séance pour les professionnels de la relation d’aide ». */
  inSentence: 'une séance pour les professionnels de la relation d’aide',
} as const

/** The one sentence that says where every kind of session takes place (school page, method page). */
export const sessionPlacesSentence =
  `Les séances de coaching de vie ont lieu ${sessionPlaces.remote}\u00a0; ` +
  `les séances pour les professionnels de la relation d’aide et de coaching professionnel, ${sessionPlaces.schoolOrRemote}.`

/** `Par téléphone…`: a fact at the start of a sentence or a line. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
