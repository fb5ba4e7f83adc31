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
  figures: [
    { percent: 95, label: 'des personnes accompagnées recommandent l’école à leurs proches' },
    { percent: 80, label: 'des personnes coachées atteignent l’objectif fixé au début de leur accompagnement' },
    { percent: 98, label: 'des stagiaires se disent satisfaits de leur formation' },
    { percent: 74, label: 'des coachs formés exercent dans l’année qui suit leur certification' },
    { percent: 79, label: 'des équipes formées constatent des relations de travail plus sereines' },
    { percent: 99, label: 'de réussite à la certification de fin de formation' },
  ],
} as const

/** `95 %`: a figure as the pages show it (non-breaking space before the sign). */
export const figureValue = (percent: number) => `${percent}\u00a0%`

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
