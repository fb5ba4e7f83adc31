// Zod-free and out of the contract on purpose: the survey page (public) and the staff charts import the questions in the browser.

/** The scores of a satisfaction survey (issue 31 point 4, decision 0040), each from 1 to 5. */
export const surveyScores = ['satisfaction', 'objectives', 'teaching', 'recommendation'] as const
export type SurveyScore = (typeof surveyScores)[number]

/** Each score's question, as the survey asks it and the staff charts name it. */
export const surveyQuestions: Record<SurveyScore, string> = {
  satisfaction: 'Votre satisfaction globale',
  objectives: 'L’atteinte des objectifs de la formation',
  teaching: 'La qualité de l’animation',
  recommendation: 'Recommanderiez-vous cette formation à un proche\u00a0?',
}

/** The words of the scale, from 1 to 5. */
export const scoreLabels = ['Pas du tout', 'Peu', 'Moyennement', 'Bien', 'Tout à fait'] as const

/** A score from 4 up counts as satisfied, as reaching the objectives, as recommending: what the figures count. */
export const GOOD_SCORE = 4

export type SurveyKind = 'hot' | 'cold'
export const surveyKindLabels: Record<SurveyKind, string> = { hot: 'à chaud', cold: 'à froid' }

/** The longest comment and complaint. */
export const SURVEY_TEXT_MAX = 2000

export const unknownSurveyMessage = 'Ce lien de questionnaire n’est pas valide.'
export const answeredSurveyMessage = 'Vous avez déjà répondu à ce questionnaire. Merci pour votre réponse\u00a0!'

/** Each score's short name, for the charts' rows, legends and the export's columns. */
export const scoreShortNames: Record<SurveyScore, string> = {
  satisfaction: 'Satisfaction globale',
  objectives: 'Objectifs atteints',
  teaching: 'Animation',
  recommendation: 'Recommandation',
}
