import { site } from './site'

/**
 * What the school may claim about itself (section 9), with one wording for each statistic, so that every page
 * that quotes a figure says the same thing.
 */
export const schoolClaims = {
  founded: site.school.founded,
  /** Years of experience of the trainers: « plus de 18 ans » in life coaching, « plus de 15 ans » in business. */
  trainerExperience: { lifeCoaching: 18, businessCoaching: 15 },
  figures: [
    { percent: 95, label: 'des personnes accompagnées recommandent l’école à leurs proches' },
    { percent: 80, label: 'des personnes coachées atteignent l’objectif fixé au début de leur accompagnement' },
    { percent: 98, label: 'des stagiaires se disent satisfaits de leur formation' },
    { percent: 74, label: 'des coachs formés exercent dans l’année qui suit leur certification' },
    { percent: 79, label: 'des équipes formées constatent des relations de travail plus sereines' },
    { percent: 99, label: 'de réussite à la certification de fin de formation' },
  ],
} as const
