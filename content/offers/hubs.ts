import { pageIds } from '../pages'
import { hub } from './build'

/** The pages that lead to the offers: /coaching, the three categories and the three family indexes. */
export const hubPages = [
  hub('/coaching', pageIds.coaching, {
    title: 'Coaching : séances et formations',
    cardTitle: 'Coaching',
    summary: 'Séances individuelles et formations certifiantes, pour avancer soi-même ou faire de l’accompagnement son métier.',
    description:
      'Séances de coaching de vie, pour les professionnels de la relation d’aide ou en entreprise, et formations de coach : toutes nos propositions, depuis 2009.',
    entityBase: 0,
    pictures: [],
    sections: [
      { heading: 'Les séances', paths: ['/session-life-coaching', '/session-become-coach', '/session-business-coaching'] },
      {
        heading: 'Les formations',
        paths: ['/training-life-coaching-first-module', '/training-life-coaching', '/training-become-coach', '/training-business-coaching'],
      },
    ],
    buttons: [{ to: '/stages', label: 'Découvrir nos stages' }],
  }),
  hub('/life-coaching', pageIds.lifeCoaching, {
    title: 'Coaching de vie',
    cardTitle: 'Coaching de vie',
    summary: 'Retrouver de la clarté, poser ses choix et avancer à son rythme.',
    description:
      'Coaching de vie à Lyon, par téléphone ou en visio : séances individuelles, stages et formation au coaching de vie, avec des coachs de plus de 18 ans d’expérience.',
    entityBase: 0,
    pictures: [
      'Une femme écrit dans un carnet près d’une fenêtre baignée de lumière',
      'Un sentier qui s’ouvre sur une vallée au lever du jour',
    ],
    sections: [
      {
        heading: 'Nos propositions en coaching de vie',
        paths: ['/stages', '/session-life-coaching', '/training-life-coaching-first-module', '/training-life-coaching'],
      },
    ],
  }),
  hub('/become-coach', pageIds.becomeCoach, {
    title: 'Devenir coach',
    cardTitle: 'Devenir coach',
    summary: 'Faire de l’écoute et de l’accompagnement son métier, avec une formation exigeante et humaine.',
    description:
      'Devenir coach avec l’École Sens & Parole : séance pour les professionnels de la relation d’aide, formation de coach et formations de formateurs.',
    entityBase: 0,
    pictures: [
      'Un petit groupe assis en cercle échange dans une salle lumineuse',
      'Une formatrice accompagne un exercice d’écoute en binôme',
    ],
    sections: [
      { heading: 'Votre parcours pour devenir coach', paths: ['/session-become-coach', '/training-become-coach', '/trainer-trainings'] },
    ],
  }),
  hub('/business-coaching', pageIds.businessCoaching, {
    title: 'Coaching professionnel',
    cardTitle: 'Coaching professionnel',
    summary: 'Managers, indépendants, équipes : clarifier vos objectifs et apaiser vos relations de travail.',
    description:
      'Coaching professionnel et formation à la communication non blessante pour les organisations : séances sur mesure et formation sur devis, à Lyon ou chez vous.',
    entityBase: 0,
    pictures: [
      'Une équipe échange autour d’une table dans un bureau clair',
      'Deux collègues en conversation apaisée devant une baie vitrée',
    ],
    sections: [
      { heading: 'Nos propositions pour les professionnels', paths: ['/session-business-coaching', '/training-business-coaching'] },
    ],
  }),
  hub('/events', pageIds.events, {
    title: 'Événements',
    cardTitle: 'Événements',
    summary: 'Webinaires, salons, conférences et ateliers : venir nous rencontrer près de chez vous ou en ligne.',
    description:
      'Webinaires gratuits, salons, conférences et ateliers de l’École Sens & Parole : découvrez la communication consciente et rencontrez nos coachs.',
    entityBase: 0,
    pictures: ['Une salle de conférence chaleureuse, des chaises disposées en arc de cercle'],
    sections: [
      { heading: 'Nos rendez-vous', paths: ['/events/webinars', '/events/tradeshows', '/events/conferences', '/events/workshops'] },
    ],
    familyPrefix: 'events',
  }),
  hub('/stages', pageIds.stages, {
    title: 'Stages',
    cardTitle: 'Stages',
    summary: 'Une demi-journée à trois jours pour s’initier, méditer, prendre soin de soi ou partir se ressourcer.',
    description:
      'Cinq stages pour s’initier à la conscience de soi, affiner son discernement, méditer, prendre soin de son alimentation ou partir se ressourcer à l’étranger.',
    entityBase: 0,
    pictures: ['Des coussins de méditation disposés en cercle sur un parquet clair'],
    sections: [
      {
        heading: 'Nos cinq stages',
        paths: ['/stages/consciousness-initiation', '/stages/sagacity', '/stages/meditation', '/stages/eat-well', '/stages/foreign-trip'],
      },
    ],
  }),
  hub('/trainer-trainings', pageIds.trainerTrainings, {
    title: 'Formations de formateurs',
    cardTitle: 'Formations de formateurs',
    summary:
      'Transmettre à votre tour : superviser, former à la communication consciente, au coaching de pleine conscience ou professionnel.',
    description:
      'Quatre formations de formateurs pour coachs confirmés : supervision, communication consciente, coaching de pleine conscience et coaching professionnel.',
    entityBase: 0,
    pictures: ['Une formatrice devant un tableau couvert de notes colorées'],
    sections: [
      {
        heading: 'Nos quatre formations de formateurs',
        paths: [
          '/trainer-trainings/supervisor',
          '/trainer-trainings/conscious-communication',
          '/trainer-trainings/mindfulness-coaching',
          '/trainer-trainings/business-coaching',
        ],
      },
    ],
  }),
]
