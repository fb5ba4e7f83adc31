import { site } from '../site'
import { frenchTexts } from '../typography'

/** Texts of the home page (page 2), as html blocks addressed by text id. /podcast shows them too. */
export const homeTexts = frenchTexts({
  'hero-title': '<h1>Apprendre à se parler, apprendre à s’écouter</h1>',
  'hero-text':
    '<p>Depuis 2009, notre école accompagne celles et ceux qui veulent communiquer avec justesse et bienveillance : en séance de coaching, en stage ou en formation certifiante.</p>',
  'free-session-title': '<h2>Votre première séance découverte est offerte</h2>',
  'free-session-text':
    '<p>Trois quarts d’heure par téléphone ou en visio pour faire le point sur votre situation, vos besoins et la façon dont nous pouvons vous accompagner. Sans engagement, et en toute confidentialité.</p>',
  'cards-title': '<h2>Trois chemins pour avancer</h2>',
  'cards-text':
    '<p>Y voir plus clair dans sa vie, faire de l’accompagnement son métier ou apaiser sa vie professionnelle : chaque chemin commence par une écoute attentive de ce que vous vivez.</p>',
  'card-life-coaching':
    '<h3>Coaching de vie</h3><p>Retrouver de la clarté, poser ses choix et avancer à son rythme, accompagné par un coach certifié.</p>',
  'card-become-coach':
    '<h3>Devenir coach</h3><p>Une formation exigeante et humaine pour faire de l’écoute et de l’accompagnement votre métier.</p>',
  'card-business-coaching':
    '<h3>Coaching professionnel</h3><p>Managers, indépendants, équipes : clarifier vos objectifs et apaiser vos relations de travail.</p>',
  'school-title': `<h2>Une école lyonnaise, depuis ${site.school.founded}</h2>`,
  'school-text': `<p>Fondée à Lyon en ${site.school.founded} par ${site.founder.name}, notre école réunit des formateurs qui comptent plus de 18 ans d’expérience en coaching de vie et plus de 15 ans en coaching professionnel. Nous y transmettons bien plus que des outils : une façon d’être en relation, présente, claire et respectueuse de chacun.</p>`,
  'testimonial-text':
    '<p>J’étais venue pour apprendre à mieux communiquer au travail. Je suis repartie avec une autre manière d’écouter mes proches, et de m’écouter moi-même.</p>',
  'testimonial-author': '<p>Claire, participante au stage de méditation</p>',
})
