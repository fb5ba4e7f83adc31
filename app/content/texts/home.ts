/** Texts of the home page (page 2), as html blocks addressed by text id. */
export const homeTexts = {
  'hero-title': '<h1>Apprendre à se parler, apprendre à s’écouter</h1>',
  'hero-text':
    '<p>Depuis 2009, notre école accompagne celles et ceux qui veulent communiquer avec justesse et bienveillance : en séance de coaching, en stage ou en formation certifiante.</p>',
  'free-session-title': '<h2>Votre première séance découverte est offerte</h2>',
  'free-session-text':
    '<p>Trois quarts d’heure par téléphone ou en visio pour faire le point sur votre situation, vos besoins et la façon dont nous pouvons vous accompagner. Sans engagement.</p>',
  'card-life-coaching':
    '<h3>Coaching de vie</h3><p>Retrouver de la clarté, poser ses choix et avancer à son rythme, accompagné par un coach certifié.</p>',
  'card-become-coach':
    '<h3>Devenir coach</h3><p>Une formation exigeante et humaine pour faire de l’écoute et de l’accompagnement votre métier.</p>',
  'card-business-coaching':
    '<h3>Coaching professionnel</h3><p>Managers, indépendants, équipes : clarifier vos objectifs et apaiser vos relations de travail.</p>',
} as const
