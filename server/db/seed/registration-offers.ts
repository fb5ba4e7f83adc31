import { requireOffer } from '../../../content/catalogue'
import { discountedEuros, formatEuros } from '../../../content/prices'
import { registrationCategories, type RegistrationCategory } from '../../contract/registration'

/**
 * The registration types of section 2 and the sessions the seed dates for each, in French. Prices are read from
 * the offer catalogue (sections 1 and 9), but the events', which the specification leaves out of it; a session is
 * placed `weeks` weeks after the day the seed runs, on `weekday` (0 Sunday … 6 Saturday), so that a new site
 * always shows upcoming dates.
 */

const nbsp = '\u00a0'
const euros = (amount: number) => `${amount}${nbsp}€`

/** The formats of an offer in the catalogue: its group one first, then its individual one. */
const GROUP = 0
const INDIVIDUAL = 1

/** The price of a format of an offer of the catalogue, in euros: the seed retypes none. */
function amountOf(path: string, format = GROUP): number {
  const price = requireOffer(path).formats?.[format]?.price
  if (price?.kind !== 'amount') throw new Error(`seed: no price in the catalogue for ${path}`)
  return price.euros
}

/** How many days the group format of an offer lasts, in the catalogue. */
const daysOf = (path: string) => requireOffer(path).formats![GROUP].duration.count

/**
 * A price of the catalogue (`times` over: a whole stay) as the offer's page says it, under its promotion when it
 * has one: `92,50 € au lieu de 185 €`.
 */
function priceOf(path: string, { format = GROUP, times = 1 } = {}): string {
  const amount = amountOf(path, format) * times
  const promo = requireOffer(path).promo
  return promo ? `${formatEuros(discountedEuros(amount, promo))} au lieu de ${formatEuros(amount)}` : euros(amount)
}
const stages = {
  initiation: '/stages/consciousness-initiation',
  sagacity: '/stages/sagacity',
  meditation: '/stages/meditation',
  eatWell: '/stages/eat-well',
  foreignTrip: '/stages/foreign-trip',
}
const trainings = {
  lifeCoaching: '/training-life-coaching',
  becomeCoach: '/training-become-coach',
  /** The four trainer trainings share their formats and prices. */
  trainers: '/trainer-trainings/supervisor',
}
const school = { place: 'École Sens & Parole', address: '12 rue des Tilleuls, 69004 Lyon' }

export interface SeedSession {
  weeks: number
  weekday: number
  /** Consecutive days (eat-well, foreign trip); the `Date` text then names the first and last days. */
  days?: number
  /** Trainings: days spread every other week, summed up in `Calendrier`. */
  spreadDays?: number
  data: Record<string, string>
}

export interface SeedOffer {
  subcategory: string
  titleSubcategory: string
  titleRegistration: string
  link: string
  /** When the offer's fields differ from its category's. */
  dataNameList?: string[][]
  dataNameClient: string[]
  /** What the `Horaires` field says and what the `Date` text ends with. */
  hours: string
  common: Record<string, string>
  sessions: SeedSession[]
}

export interface SeedCategory {
  titleCategory: string
  idPage: number
  dataNameList: string[][]
  offers: SeedOffer[]
}

const name = ['firstName', 'secondName']
const contact = [...name, 'phone']
const postal = [...contact, 'address', 'zip', 'city']

export const seedCategories: Record<RegistrationCategory, SeedCategory> = {
  event: {
    titleCategory: 'Événements',
    idPage: 10,
    dataNameList: [
      ['Date', 'Horaires'],
      ['Thème', 'Intervenante'],
      ['Lieu', 'Adresse'],
      ['Tarif', 'Places disponibles'],
    ],
    offers: [
      {
        subcategory: 'webinars',
        titleSubcategory: 'Webinaires',
        titleRegistration: 'Webinaire',
        link: '/events/webinars',
        dataNameClient: name,
        hours: '19 h – 20 h 30',
        common: {
          Intervenante: 'Hélène Garnier, fondatrice de l’école',
          Lieu: 'En ligne (visioconférence)',
          Adresse: 'Le lien de connexion vous est envoyé la veille par e-mail',
          Tarif: 'Gratuit',
          Places_disponibles: '100',
        },
        sessions: [
          { weeks: 3, weekday: 2, data: { Thème: 'Dire non sans blesser' } },
          { weeks: 7, weekday: 2, data: { Thème: 'La pleine conscience au quotidien' } },
          { weeks: 11, weekday: 2, data: { Thème: 'Sortir d’un conflit par l’écoute' } },
        ],
      },
      {
        subcategory: 'tradeshows',
        titleSubcategory: 'Salons',
        titleRegistration: 'Salon',
        link: '/events/tradeshows',
        dataNameClient: name,
        hours: '10 h – 19 h',
        common: {
          Intervenante: 'L’équipe de l’école et ses formatrices',
          Tarif: 'Entrée offerte sur invitation de l’école',
          Places_disponibles: '50 invitations',
        },
        sessions: [
          {
            weeks: 6,
            weekday: 6,
            data: {
              Thème: 'Salon du bien-être et du développement personnel, stand de l’école',
              Lieu: 'Eurexpo Lyon, hall 5',
              Adresse: 'Boulevard de l’Europe, 69680 Chassieu',
            },
          },
          {
            weeks: 20,
            weekday: 6,
            data: {
              Thème: 'Salon de la formation et de la reconversion, conférences et stand',
              Lieu: 'Palais de la Mutualité',
              Adresse: '1 place Antonin-Jutard, 69003 Lyon',
            },
          },
        ],
      },
      {
        subcategory: 'conferences',
        titleSubcategory: 'Conférences',
        titleRegistration: 'Conférence',
        link: '/events/conferences',
        dataNameClient: contact,
        hours: '19 h 30 – 21 h 30',
        common: {
          Intervenante: 'Hélène Garnier',
          Lieu: 'Maison des associations de la Croix-Rousse',
          Adresse: '28 rue Denfert-Rochereau, 69004 Lyon',
          Tarif: `${euros(10)}, gratuit pour les élèves de l’école`,
          Places_disponibles: '80',
        },
        sessions: [
          { weeks: 4, weekday: 4, data: { Thème: 'La communication non blessante en famille' } },
          { weeks: 10, weekday: 4, data: { Thème: 'Coacher avec la pleine conscience' } },
          { weeks: 16, weekday: 4, data: { Thème: 'Le corps, premier messager de nos émotions' } },
        ],
      },
      {
        subcategory: 'workshops',
        titleSubcategory: 'Ateliers',
        titleRegistration: 'Atelier',
        link: '/events/workshops',
        dataNameClient: contact,
        hours: '14 h – 17 h',
        common: {
          Intervenante: 'Claire Dumas, coach certifiée de l’école',
          Lieu: school.place,
          Adresse: school.address,
          Tarif: `${euros(35)} par personne`,
          Places_disponibles: '12',
        },
        sessions: [
          { weeks: 5, weekday: 6, data: { Thème: 'L’écoute active, pas à pas' } },
          { weeks: 9, weekday: 6, data: { Thème: 'Exprimer un besoin sans reproche' } },
        ],
      },
    ],
  },
  stage: {
    titleCategory: 'Stages',
    idPage: 11,
    dataNameList: [['Date', 'Horaires', 'Durée'], ['Lieu', 'Adresse'], ['Tarif', 'Places disponibles'], ['Animation']],
    offers: [
      {
        subcategory: 'consciousness-initiation',
        titleSubcategory: 'Initiation à la conscience',
        titleRegistration: 'Stage d’initiation à la conscience',
        link: '/stages/consciousness-initiation',
        dataNameClient: contact,
        hours: '9 h 30 – 12 h 30',
        common: {
          Durée: 'Une demi-journée',
          Lieu: school.place,
          Adresse: school.address,
          Tarif: `${priceOf(stages.initiation)} par personne`,
          Places_disponibles: '14',
          Animation: 'Hélène Garnier',
        },
        sessions: [
          { weeks: 3, weekday: 6, data: {} },
          { weeks: 8, weekday: 6, data: {} },
          { weeks: 13, weekday: 6, data: {} },
        ],
      },
      {
        subcategory: 'sagacity',
        titleSubcategory: 'Sagacité',
        titleRegistration: 'Stage Sagacité',
        link: '/stages/sagacity',
        dataNameClient: contact,
        hours: '9 h 30 – 17 h',
        common: {
          Durée: '1 jour',
          Lieu: school.place,
          Adresse: school.address,
          Tarif: `${priceOf(stages.sagacity)} par personne`,
          Places_disponibles: '12',
          Animation: 'Hélène Garnier',
        },
        sessions: [
          { weeks: 4, weekday: 6, data: {} },
          { weeks: 12, weekday: 6, data: {} },
        ],
      },
      {
        subcategory: 'meditation',
        titleSubcategory: 'Méditation',
        titleRegistration: 'Stage de méditation',
        link: '/stages/meditation',
        dataNameClient: contact,
        hours: '9 h 30 – 17 h',
        common: {
          Durée: '1 jour',
          Lieu: school.place,
          Adresse: school.address,
          Tarif: priceOf(stages.meditation),
          Places_disponibles: '12',
          Animation: 'Claire Dumas',
        },
        sessions: [
          { weeks: 5, weekday: 0, data: {} },
          { weeks: 10, weekday: 0, data: {} },
          { weeks: 15, weekday: 0, data: {} },
        ],
      },
      {
        subcategory: 'eat-well',
        titleSubcategory: 'Bien manger',
        titleRegistration: 'Stage Bien manger',
        link: '/stages/eat-well',
        dataNameClient: contact,
        hours: '9 h 30 – 17 h',
        common: {
          Durée: '2 jours',
          Lieu: school.place,
          Adresse: school.address,
          Tarif: `${priceOf(stages.eatWell)} par personne et par jour, soit ${priceOf(stages.eatWell, { times: daysOf(stages.eatWell) })} les ${daysOf(stages.eatWell)}${nbsp}jours`,
          Places_disponibles: '10',
          Animation: 'Hélène Garnier et une diététicienne',
        },
        sessions: [
          { weeks: 7, weekday: 6, days: 2, data: {} },
          { weeks: 19, weekday: 6, days: 2, data: {} },
        ],
      },
      {
        subcategory: 'foreign-trip',
        titleSubcategory: 'Voyage à l’étranger',
        titleRegistration: 'Stage à l’étranger',
        link: '/stages/foreign-trip',
        dataNameClient: [...postal, 'country'],
        hours: '9 h 30 – 17 h',
        common: {
          Durée: '3 jours',
          Tarif: `${priceOf(stages.foreignTrip)} par personne et par jour, soit ${priceOf(stages.foreignTrip, { times: daysOf(stages.foreignTrip) })} les ${daysOf(stages.foreignTrip)}${nbsp}jours (voyage et hébergement non compris)`,
          Places_disponibles: '10',
          Animation: 'Hélène Garnier',
        },
        sessions: [
          {
            weeks: 14,
            weekday: 5,
            days: 3,
            data: { Lieu: 'Quinta da Serra, Sintra (Portugal)', Adresse: 'Adresse exacte et conseils de voyage envoyés à l’inscription' },
          },
          {
            weeks: 30,
            weekday: 5,
            days: 3,
            data: {
              Lieu: 'Masseria Santa Lucia, Ostuni (Italie)',
              Adresse: 'Adresse exacte et conseils de voyage envoyés à l’inscription',
            },
          },
        ],
      },
    ],
  },
  training: {
    titleCategory: 'Formations',
    idPage: 14,
    dataNameList: [['Date', 'Calendrier'], ['Format', 'Durée'], ['Lieu', 'Adresse'], ['Tarif', 'Places disponibles'], ['Formatrice']],
    offers: [
      {
        subcategory: 'training-life-coaching-first-module',
        titleSubcategory: 'Coaching de vie, premier module',
        titleRegistration: 'Formation au coaching de vie, premier module',
        link: '/training-life-coaching-first-module',
        dataNameClient: postal,
        hours: '9 h 30 – 17 h',
        common: {
          Format: 'En groupe, ou en individuel (3 demi-journées, dates à convenir)',
          Durée: '3 jours non consécutifs',
          Lieu: school.place,
          Adresse: school.address,
          Tarif: 'Sur devis, nous contacter',
          Places_disponibles: '10',
          Formatrice: 'Hélène Garnier',
        },
        sessions: [
          { weeks: 6, weekday: 6, spreadDays: 3, data: {} },
          { weeks: 18, weekday: 6, spreadDays: 3, data: {} },
        ],
      },
      {
        subcategory: 'training-life-coaching',
        titleSubcategory: 'Coaching de vie',
        titleRegistration: 'Formation au coaching de vie',
        link: '/training-life-coaching',
        dataNameClient: postal,
        hours: '9 h 30 – 17 h',
        common: {
          Format: `En groupe, ou en individuel (18 demi-journées à ${priceOf(trainings.lifeCoaching, { format: INDIVIDUAL })} chacune, dates à convenir)`,
          Durée: '18 jours non consécutifs',
          Lieu: school.place,
          Adresse: school.address,
          Tarif: `En groupe${nbsp}: ${priceOf(trainings.lifeCoaching)} par jour et par personne. En individuel${nbsp}: ${priceOf(trainings.lifeCoaching, { format: INDIVIDUAL })} la demi-journée`,
          Places_disponibles: '10',
          Formatrice: 'Hélène Garnier',
        },
        sessions: [
          { weeks: 8, weekday: 6, spreadDays: 18, data: {} },
          { weeks: 26, weekday: 6, spreadDays: 18, data: {} },
        ],
      },
      {
        subcategory: 'training-become-coach',
        titleSubcategory: 'Devenir coach',
        titleRegistration: 'Formation pour devenir coach',
        link: '/training-become-coach',
        dataNameClient: postal,
        hours: '9 h 30 – 17 h',
        common: {
          Format: `En groupe, ou en individuel (12 demi-journées à ${priceOf(trainings.becomeCoach, { format: INDIVIDUAL })} chacune, dates à convenir)`,
          Durée: '12 jours non consécutifs',
          Lieu: school.place,
          Adresse: school.address,
          Tarif: `En groupe${nbsp}: ${priceOf(trainings.becomeCoach)} par jour et par personne. En individuel${nbsp}: ${priceOf(trainings.becomeCoach, { format: INDIVIDUAL })} la demi-journée`,
          Places_disponibles: '10',
          Formatrice: 'Hélène Garnier',
        },
        sessions: [
          { weeks: 9, weekday: 5, spreadDays: 12, data: {} },
          { weeks: 24, weekday: 5, spreadDays: 12, data: {} },
        ],
      },
      {
        subcategory: 'trainer-trainings',
        titleSubcategory: 'Formations de formateurs',
        titleRegistration: 'Formation de formateurs',
        link: '/trainer-trainings',
        dataNameList: [
          ['Parcours'],
          ['Date', 'Calendrier'],
          ['Format', 'Durée'],
          ['Lieu', 'Adresse'],
          ['Tarif', 'Places disponibles'],
          ['Formatrice'],
        ],
        dataNameClient: postal,
        hours: '9 h 30 – 17 h',
        common: {
          Format: `En groupe (3 jours), ou en individuel (3 demi-journées, dates à convenir). 30${nbsp}% de théorie, 70${nbsp}% de pratique`,
          Durée: '3 jours non consécutifs',
          Lieu: school.place,
          Adresse: school.address,
          Tarif: `En groupe${nbsp}: ${priceOf(trainings.trainers)} les 3${nbsp}jours. En individuel${nbsp}: ${priceOf(trainings.trainers, { format: INDIVIDUAL })} les 3${nbsp}demi-journées`,
          Places_disponibles: '8',
          Formatrice: 'Hélène Garnier',
        },
        sessions: [
          { weeks: 10, weekday: 1, spreadDays: 3, data: { Parcours: 'Superviseur' } },
          { weeks: 17, weekday: 1, spreadDays: 3, data: { Parcours: 'Communication consciente' } },
          { weeks: 22, weekday: 1, spreadDays: 3, data: { Parcours: 'Coaching en pleine conscience' } },
        ],
      },
    ],
  },
}

/** Every category and subcategory of section 2 has its offer above: checked when the seed runs. */
export function assertEveryOfferSeeded() {
  for (const [category, subcategories] of Object.entries(registrationCategories)) {
    const seeded = seedCategories[category as RegistrationCategory].offers.map((offer) => offer.subcategory)
    const missing = subcategories.filter((subcategory) => !seeded.includes(subcategory))
    if (missing.length) throw new Error(`seed: no registration type for ${category}/${missing.join(', ')}`)
  }
}
