/** The items of a training offer's information (Qualiopi's indicator 1), as people read them, in the reference's order. */
export const informationItemLabels = [
  'Objectifs',
  'Prérequis',
  'Public',
  'Durée',
  'Méthodes mobilisées',
  'Modalités d’évaluation',
  'Délai d’accès',
  'Accessibilité aux personnes en situation de handicap',
  'Contact handicap',
  'Tarif',
]
