import { days, euros, event, halfDays, halfPrice, stage } from './build'

/** Stages (page 11, section 9) and events (page 10: no price in the specification). */
export const stageAndEventPages = [
  stage('consciousness-initiation', {
    title: 'Stage d’initiation à la conscience de soi',
    cardTitle: 'Initiation à la conscience de soi',
    summary: 'Une demi-journée pour découvrir, en douceur, comment l’attention à soi change la relation aux autres.',
    description:
      'Stage d’initiation à la conscience de soi à Lyon : une demi-journée de découverte, en petit groupe, pour apprendre à s’écouter avant de parler. 20 € par personne.',
    entityBase: 10,
    pictures: ['Une main posée sur le cœur, dans une lumière du matin', 'Un petit groupe assis sur des coussins échange à voix basse'],
    stars: 1,
    formats: [{ label: 'Stage en groupe', duration: halfDays(1), price: euros(20, 'person') }],
  }),
  stage('sagacity', {
    title: 'Stage sagacité : affiner son discernement',
    cardTitle: 'Sagacité',
    summary: 'Une journée pour apprendre à discerner les faits, les ressentis et les interprétations, et décider plus sereinement.',
    description:
      'Stage sagacité d’une journée : distinguer faits, ressentis et interprétations pour décider avec discernement. 92,50 € au lieu de 185 € par personne (-50 %).',
    entityBase: 20,
    pictures: ['Une loupe posée sur un carnet de notes manuscrites', 'Une personne réfléchit, le regard tourné vers un jardin'],
    stars: 2,
    promo: halfPrice,
    formats: [{ label: 'Stage en groupe', duration: days(1), price: euros(185, 'person') }],
  }),
  stage('meditation', {
    title: 'Stage de méditation de pleine conscience',
    cardTitle: 'Méditation',
    summary: 'Une journée de pratique guidée pour installer la méditation dans votre quotidien, même très chargé.',
    description:
      'Stage de méditation de pleine conscience d’une journée à Lyon : pratiques guidées, marche consciente et conseils pour méditer au quotidien. 185 € la journée.',
    entityBase: 30,
    pictures: ['Une personne médite en tailleur sur un tapis, face à une fenêtre', 'Un bol chantant posé sur un plancher en bois'],
    stars: 2,
    formats: [{ label: 'Stage en groupe', duration: days(1), price: euros(185, 'day') }],
  }),
  stage('eat-well', {
    title: 'Stage bien manger en conscience',
    cardTitle: 'Bien manger',
    summary: 'Deux jours pour retrouver le plaisir de manger, écouter sa faim et faire la paix avec son assiette.',
    description:
      'Stage bien manger en conscience sur 2 jours : écoute des sensations, repas en pleine conscience et cuisine simple. 185 € par jour et par personne.',
    entityBase: 40,
    pictures: ['Une table dressée avec des légumes de saison colorés', 'Des mains pétrissent une pâte sur un plan de travail fariné'],
    stars: 3,
    formats: [{ label: 'Stage en groupe', duration: days(2), price: euros(185, 'person-day') }],
  }),
  stage('foreign-trip', {
    title: 'Stage voyage : se ressourcer à l’étranger',
    cardTitle: 'Voyage à l’étranger',
    summary: 'Trois jours loin du quotidien pour marcher, méditer et se parler autrement, dans un lieu choisi pour son calme.',
    description:
      'Stage voyage de 3 jours à l’étranger : marche, méditation et communication consciente dans un lieu ressourçant. 92,50 € au lieu de 185 € par jour et par personne.',
    entityBase: 50,
    pictures: ['Un sentier côtier au bord d’une mer calme au coucher du soleil', 'Un groupe de marcheurs sur un chemin de montagne'],
    stars: 4,
    promo: halfPrice,
    formats: [{ label: 'Stage en groupe', duration: days(3), price: euros(185, 'person-day') }],
  }),
  event('webinars', {
    title: 'Webinaires',
    cardTitle: 'Webinaires',
    summary: 'En ligne, depuis chez vous, pour découvrir un thème et poser vos questions à nos coachs.',
    description:
      'Les webinaires de l’École Sens & Parole : des rendez-vous en ligne pour découvrir la communication consciente, le coaching de vie ou nos formations. Prochaines dates.',
    entityBase: 10,
    pictures: ['Un ordinateur portable ouvert sur une table près d’une tasse fumante', 'Une coach parle face à sa caméra, souriante'],
    stars: 1,
  }),
  event('tradeshows', {
    title: 'Salons',
    cardTitle: 'Salons',
    summary: 'Retrouvez-nous sur les salons du bien-être, de la formation et de l’emploi pour un échange de vive voix.',
    description:
      'L’École Sens & Parole sur les salons du bien-être, de la formation et de l’emploi : venez rencontrer nos coachs et nos formateurs. Prochaines dates et inscriptions.',
    entityBase: 20,
    pictures: ['Un stand accueillant avec des plantes et des brochures', 'Deux personnes discutent devant un stand de salon'],
    stars: 1,
  }),
  event('conferences', {
    title: 'Conférences',
    cardTitle: 'Conférences',
    summary: 'Une soirée pour comprendre, avec des exemples concrets, ce que la communication consciente change au quotidien.',
    description:
      'Les conférences de l’École Sens & Parole sur la communication consciente, l’écoute et le coaching : une soirée pour comprendre et échanger. Prochaines dates.',
    entityBase: 30,
    pictures: ['Une conférencière s’adresse à un public attentif', 'Un auditorium aux fauteuils rouges sous une lumière tamisée'],
    stars: 2,
  }),
  event('workshops', {
    title: 'Ateliers',
    cardTitle: 'Ateliers',
    summary: 'De la pratique en petit groupe pour expérimenter un outil concret et repartir avec.',
    description:
      'Les ateliers de l’École Sens & Parole : de la pratique en petit groupe pour expérimenter l’écoute et l’expression consciente. Prochaines dates.',
    entityBase: 40,
    pictures: ['Un petit groupe en atelier autour d’une table ronde', 'Des feuilles et des crayons éparpillés après un exercice'],
    stars: 3,
  }),
]
