import { site } from '../site'
import type { Duration, OfferKind, OfferPage } from './types'

/**
 * What Qualiopi's indicator 1 asks each training offer to publish (docs/decisions/0034): the texts staff edit
 * (plain text, one paragraph a line) and the duration in hours of each format. The price is not here: it is the
 * catalogue's (`formats`), shown beside these. Until staff save an offer's information, these defaults stand, dated
 * `INFORMATION_DEFAULTS_DATED` (the day their wording was last changed here).
 */
export interface OfferInformationTexts {
  objectives: string
  prerequisites: string
  audience: string
  methods: string
  evaluation: string
  accessTime: string
  accessibility: string
  accessibilityContact: string
}

export const informationTextFields = [
  'objectives',
  'prerequisites',
  'audience',
  'methods',
  'evaluation',
  'accessTime',
  'accessibility',
  'accessibilityContact',
] as const satisfies readonly (keyof OfferInformationTexts)[]

/** How each field is named on the page, in the PDF and in the form. */
export const informationLabels: Record<keyof OfferInformationTexts, string> = {
  objectives: 'Objectifs',
  prerequisites: 'Prérequis',
  audience: 'Public',
  methods: 'Méthodes mobilisées',
  evaluation: 'Modalités d’évaluation',
  accessTime: 'Délai d’accès',
  accessibility: 'Accessibilité aux personnes en situation de handicap',
  accessibilityContact: 'Contact handicap',
}

export interface OfferInformationRecord extends OfferInformationTexts {
  /** Hours of each format of the offer, in the catalogue's order. */
  hours: number[]
  /** When the record last changed (ISO 8601). */
  updatedAt: string
}

/** The offers that publish indicator 1's information: the ones people are trained in. */
export const informationKinds: readonly OfferKind[] = ['training', 'trainer-training', 'stage']

export const hasInformation = (offer: OfferPage) => informationKinds.includes(offer.kind)

/** The day the defaults below were last reworded: their « Mis à jour le ». */
export const INFORMATION_DEFAULTS_DATED = '2026-11-26T00:00:00.000Z'

/** Hours of a day and of a half-day of training, for the default durations (staff set the real ones). */
export const HOURS_PER_DAY = 7
export const HOURS_PER_HALF_DAY = 3.5

export function defaultHours(duration: Duration): number {
  if (duration.unit === 'minutes') return Math.round((duration.count / 60) * 2) / 2
  return duration.count * (duration.unit === 'day' ? HOURS_PER_DAY : HOURS_PER_HALF_DAY)
}

const accessibility =
  'Nos locaux de Lyon sont de plain-pied et accessibles en fauteuil roulant. Pour tout besoin d’adaptation (rythme, supports, ' +
  'aide humaine, accès à distance), parlez-en avant l’inscription\u00a0: nous cherchons ensemble la solution, avec nos partenaires si besoin.'
const accessibilityContact = `Hélène Garnier, référente handicap\u00a0: ${site.school.email}, ${site.school.phone.replace('+33 ', '0').replaceAll(' ', '\u00a0')}`
const accessTime =
  'Inscription possible jusqu’à 15 jours avant le début de la session, après un entretien téléphonique. ' +
  'Pour un financement par un OPCO ou un employeur, comptez un mois.'

const byKind: Record<
  'training' | 'trainer-training' | 'stage',
  (title: string) => Omit<OfferInformationTexts, 'accessibility' | 'accessibilityContact' | 'accessTime'>
> = {
  training: (title) => ({
    objectives: `À l’issue de la formation «\u00a0${title}\u00a0», vous saurez écouter sans juger, questionner avec justesse et conduire un accompagnement de bout en bout, dans une posture éthique.`,
    prerequisites: 'Aucun diplôme n’est demandé. Un entretien préalable vérifie que la formation répond à votre projet.',
    audience:
      'Toute personne qui accompagne ou souhaite accompagner les autres\u00a0: professionnels de la relation d’aide, managers, personnes en reconversion.',
    methods:
      'Apports théoriques courts, mises en situation, jeux de rôle filmés ou observés, retours du formateur et du groupe, supports remis à chaque séance.',
    evaluation:
      'Positionnement à l’entrée, mises en situation évaluées pendant la formation, questionnaire de fin de formation et attestation de fin de formation.',
  }),
  'trainer-training': (title) => ({
    objectives: `À l’issue de la formation «\u00a0${title}\u00a0», vous saurez concevoir une séquence de formation, l’animer auprès d’un groupe et évaluer ce que vos stagiaires ont acquis.`,
    prerequisites: 'Être coach certifié ou justifier d’une pratique de l’accompagnement, vérifiée lors d’un entretien préalable.',
    audience: 'Coachs et formateurs en exercice qui veulent transmettre leur pratique.',
    methods:
      'Apports théoriques (30\u00a0%), pratique (70\u00a0%)\u00a0: animation de séquences devant le groupe, analyse de pratique, supports remis.',
    evaluation: 'Animation d’une séquence évaluée par le formateur, questionnaire de fin de formation et attestation de fin de formation.',
  }),
  stage: (title) => ({
    objectives: `À l’issue du stage «\u00a0${title}\u00a0», vous aurez expérimenté des pratiques simples à reprendre seul au quotidien.`,
    prerequisites: 'Aucun.',
    audience: 'Toute personne curieuse de mieux se connaître, sans expérience préalable.',
    methods: 'Pratiques guidées en petit groupe, temps d’échange et de partage, fiches remises à la fin du stage.',
    evaluation: 'Tour de table en début et en fin de stage, questionnaire de satisfaction et attestation de présence.',
  }),
}

/** The information an offer publishes until staff save theirs. */
export function defaultInformation(offer: OfferPage): OfferInformationRecord {
  const family = byKind[offer.kind as keyof typeof byKind]
  if (!family) throw new Error(`No information for ${offer.path}`)
  return {
    ...family(offer.title),
    accessTime,
    accessibility,
    accessibilityContact,
    hours: (offer.formats ?? []).map((format) => defaultHours(format.duration)),
    updatedAt: INFORMATION_DEFAULTS_DATED,
  }
}

/** The key of an offer's information, in the API and the back-office's addresses: its text prefix. */
export const informationKey = (offer: OfferPage) => offer.textPrefix
