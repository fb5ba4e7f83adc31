import { capitalise, sessionPlaces, specialistSession } from '../claims'
import { days, euros, GROUP, halfDays, halfPrice, INDIVIDUAL, session, theoryPractice, trainerTraining, training } from './build'

/** Sessions (page 13), trainings (page 14) and trainer trainings (page 12): sections 1 and 9. */
export const sessionAndTrainingPages = [
  session('session-life-coaching', {
    title: 'Séance de coaching de vie',
    cardTitle: 'Séance de coaching de vie',
    summary: 'Trois quarts d’heure pour faire le point, clarifier ce qui compte pour vous et repartir avec un premier pas concret.',
    description:
      'Une séance de coaching de vie de 3/4 h par téléphone ou en visio, avec un coach certifié de l’École Sens & Parole : écoute, clarté et premiers pas concrets.',
    entityBase: 10,
    pictures: ['Une tasse de thé posée près d’un téléphone et d’un carnet ouvert', 'Un chemin de forêt baigné d’une lumière douce'],
    stars: 2,
    formats: [
      {
        label: 'Séance individuelle',
        duration: { unit: 'minutes', count: 45 },
        price: euros(65, 'session'),
        channel: capitalise(sessionPlaces.remote),
      },
    ],
  }),
  session('session-become-coach', {
    title: specialistSession.name,
    cardTitle: specialistSession.name,
    summary: 'Thérapeutes, soignants, enseignants, travailleurs sociaux : une séance pour prendre du recul sur votre pratique.',
    description:
      'Une séance de 3/4 h pour les spécialistes de la relation d’aide : analyser une situation, prendre soin de sa posture et préparer un projet de coach.',
    entityBase: 20,
    pictures: ['Deux fauteuils face à face dans un cabinet lumineux', 'Des mains ouvertes posées sur une table en bois'],
    stars: 3,
    formats: [
      {
        label: 'Séance individuelle',
        duration: { unit: 'minutes', count: 45 },
        price: euros(90, 'session'),
        channel: capitalise(sessionPlaces.schoolOrRemote),
      },
    ],
  }),
  session('session-business-coaching', {
    title: 'Séance de coaching professionnel',
    cardTitle: 'Séance de coaching professionnel',
    summary: 'Une heure pour un manager, un indépendant ou un dirigeant : un objectif clair et un plan d’action réaliste.',
    description:
      'Séance de coaching professionnel d’une heure, au tarif sur mesure selon votre statut et votre objectif, avec un coach de plus de 15 ans d’expérience en entreprise.',
    entityBase: 30,
    pictures: ['Un bureau rangé avec un carnet et une plante verte', 'Une personne regarde la ville depuis une grande fenêtre'],
    stars: 3,
    formats: [
      {
        label: 'Séance individuelle',
        duration: { unit: 'minutes', count: 60 },
        price: { kind: 'custom', basis: 'selon votre statut professionnel et votre objectif' },
        channel: capitalise(sessionPlaces.schoolOrRemote),
      },
    ],
  }),
  training('training-life-coaching-first-module', {
    title: 'Formation au coaching de vie : premier module',
    cardTitle: 'Premier module de la formation au coaching de vie',
    summary: 'Trois jours ou trois demi-journées pour découvrir les fondements du coaching de vie avant de vous engager plus loin.',
    description:
      'Le premier module de la formation au coaching de vie : écoute, questionnement et posture, en 3 jours non consécutifs en groupe ou 3 demi-journées en individuel.',
    entityBase: 10,
    pictures: [
      'Un cahier de formation ouvert sur une table avec des crayons de couleur',
      'Trois personnes échangent en souriant lors d’une pause',
    ],
    stars: 2,
    formats: [
      { label: GROUP, duration: days(3, true), price: { kind: 'ask' } },
      { label: INDIVIDUAL, duration: halfDays(3), price: { kind: 'ask' } },
    ],
  }),
  training('training-life-coaching', {
    title: 'Formation au coaching de vie',
    cardTitle: 'Formation au coaching de vie',
    summary: 'La formation complète pour accompagner les personnes dans leurs choix de vie, avec une pratique supervisée.',
    description:
      'Formation complète au coaching de vie : 18 jours non consécutifs en groupe ou 18 demi-journées en individuel, avec des formateurs de plus de 18 ans d’expérience.',
    entityBase: 20,
    pictures: [
      'Un groupe en formation, assis en cercle autour d’une formatrice',
      'Deux stagiaires pratiquent une séance de coaching en binôme',
    ],
    stars: 5,
    formats: [
      { label: GROUP, duration: days(18, true), price: euros(185, 'person-day') },
      { label: INDIVIDUAL, duration: halfDays(18), price: euros(235, 'half-day') },
    ],
  }),
  training('training-become-coach', {
    title: 'Formation pour devenir coach',
    cardTitle: 'Formation de coach',
    summary: 'Douze jours pour acquérir les outils et la posture du coach, et commencer à accompagner vos premiers clients.',
    description:
      'Devenir coach : 12 jours non consécutifs en groupe ou 12 demi-journées en individuel, pour les professionnels de la relation d’aide et les personnes en reconversion.',
    entityBase: 30,
    pictures: ['Une future coach prend des notes pendant une mise en situation', 'Un tableau couvert de schémas sur l’écoute active'],
    stars: 4,
    formats: [
      { label: GROUP, duration: days(12, true), price: euros(185, 'person-day') },
      { label: INDIVIDUAL, duration: halfDays(12), price: euros(235, 'half-day') },
    ],
  }),
  training('training-business-coaching', {
    title: 'Formation à la communication non blessante pour les organisations',
    cardTitle: 'Communication non blessante en entreprise',
    summary: 'Trois jours ou trois demi-journées pour des échanges plus clairs et plus sereins au sein de vos équipes.',
    description:
      'Formation à la communication non blessante pour les entreprises et les associations : 3 jours non consécutifs ou 3 demi-journées, sur devis, 70 % de pratique.',
    entityBase: 40,
    pictures: ['Une équipe en atelier autour de post-it colorés', 'Deux collègues se serrent la main après une discussion apaisée'],
    stars: 3,
    promo: halfPrice,
    shares: theoryPractice,
    formats: [
      { label: GROUP, duration: days(3, true), price: { kind: 'quote' } },
      { label: INDIVIDUAL, duration: halfDays(3), price: { kind: 'quote' } },
    ],
  }),
  trainerTraining('supervisor', {
    title: 'Formation de superviseur de coachs',
    cardTitle: 'Superviseur de coachs',
    summary: 'Accompagner des coachs en exercice, prendre soin de leur posture et de la qualité de leur travail.',
    description:
      'Devenez superviseur de coachs : 3 jours en groupe ou 3 demi-journées en individuel, 30 % de théorie et 70 % de pratique, avec l’École Sens & Parole.',
    entityBase: 10,
    pictures: ['Deux coachs échangent autour d’un carnet de supervision', 'Une salle calme avec deux chaises près d’une fenêtre'],
    stars: 5,
  }),
  trainerTraining('conscious-communication', {
    title: 'Formation de formateur en communication consciente',
    cardTitle: 'Formateur en communication consciente',
    summary: 'Transmettre la communication consciente à des groupes, avec une pédagogie vivante et bienveillante.',
    description:
      'Devenez formateur en communication consciente : concevoir et animer des ateliers, 3 jours en groupe ou 3 demi-journées en individuel, 70 % de pratique.',
    entityBase: 20,
    pictures: [
      'Une formatrice anime un atelier devant un petit groupe attentif',
      'Des cartes de sentiments et de besoins étalées sur une table',
    ],
    stars: 4,
  }),
  trainerTraining('mindfulness-coaching', {
    title: 'Formation de formateur en coaching de pleine conscience',
    cardTitle: 'Formateur en coaching de pleine conscience',
    summary: 'Guider d’autres coachs vers une pratique ancrée dans la présence et l’attention au corps.',
    description:
      'Devenez formateur en coaching de pleine conscience : transmettre la présence, la méditation et l’écoute du corps, 3 jours en groupe ou 3 demi-journées en individuel.',
    entityBase: 30,
    pictures: ['Une personne médite assise face à un lac au petit matin', 'Un groupe pratique une respiration guidée les yeux fermés'],
    stars: 4,
  }),
  trainerTraining('business-coaching', {
    title: 'Formation de formateur en coaching professionnel',
    cardTitle: 'Formateur en coaching professionnel',
    summary: 'Former des managers et des coachs d’entreprise au coaching professionnel et à la communication non blessante.',
    description:
      'Devenez formateur en coaching professionnel : transmettre les outils du coaching en entreprise, 3 jours en groupe ou 3 demi-journées en individuel, 70 % de pratique.',
    entityBase: 40,
    pictures: ['Un formateur présente un schéma à une équipe de managers', 'Une salle de réunion lumineuse prête pour une formation'],
    stars: 5,
  }),
]
