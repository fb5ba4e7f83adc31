import { sessionPlacesSentence } from '../claims'
import { site } from '../site'
import { frenchTexts } from '../typography'

/** Texts of /method (page 3): the roots, the four steps, the pedagogy and the frequent questions. */
export const methodTexts = frenchTexts({
  'hero-title': `<h1>La méthode ${site.school.shortName}</h1>`,
  'hero-text':
    '<p>Une pédagogie qui allie communication consciente, pleine présence et coaching, pensée pour être vécue avant d’être comprise.</p>',
  'roots-title': '<h2>Trois sources, une même attention</h2>',
  'roots-text': `<p>Notre méthode s’est construite au fil des accompagnements menés depuis la création de l’école, en ${site.school.founded}. Elle puise à trois sources complémentaires :</p><ul><li><strong>La communication consciente</strong>, héritière de la communication non violente : distinguer les faits des interprétations, reconnaître ses émotions et ses besoins, formuler des demandes claires.</li><li><strong>La pleine présence</strong> : revenir au corps et à la respiration pour accueillir ce qui est là, avant de réagir.</li><li><strong>Le coaching humaniste</strong> : faire confiance aux ressources de chacun et l’aider à trouver ses propres réponses.</li></ul>`,
  'steps-title': '<h2>Quatre temps pour avancer</h2>',
  'step-1':
    '<h3>Accueillir</h3><p>Prendre le temps de reconnaître ce que l’on vit, sans chercher tout de suite à le résoudre. Un espace sûr, où l’on peut tout dire.</p>',
  'step-2':
    '<h3>Écouter</h3><p>Entendre ce qui se joue derrière les mots : les émotions, les besoins, les valeurs qui nous animent, chez soi comme chez l’autre.</p>',
  'step-3':
    '<h3>Clarifier</h3><p>Mettre des mots justes sur la situation, poser un objectif réaliste et identifier les premiers pas possibles.</p>',
  'step-4': '<h3>Agir</h3><p>Oser la conversation, la décision ou le changement, puis prendre le temps d’en tirer les enseignements.</p>',
  'practice-title': '<h2>Une pédagogie par l’expérience</h2>',
  'practice-text':
    '<p>Dans nos formations, 30 % du temps est consacré aux apports théoriques et 70 % à la pratique : jeux de rôle, mises en situation, séances supervisées et temps de pleine présence. Chacun avance à partir de ses propres situations, en petit groupe, dans un cadre confidentiel.</p><p>Entre deux journées, des exercices simples permettent d’ancrer ce qui a été découvert dans la vie de tous les jours.</p>',
  'faq-title': '<h2>Questions fréquentes</h2>',
  'faq-1-question': '<p>Faut-il une expérience préalable pour suivre un stage ou une formation ?</p>',
  'faq-1-answer':
    '<p>Non. Nos stages et le premier module de formation sont ouverts à toutes et à tous. Seules les formations de formateurs demandent d’avoir déjà suivi un parcours de coaching.</p>',
  'faq-2-question': '<p>La méthode convient-elle aussi au monde professionnel ?</p>',
  'faq-2-answer':
    '<p>Oui. Nos formateurs accompagnent managers, indépendants et équipes depuis plus de 15 ans : les mêmes principes apaisent une réunion tendue comme une discussion en famille.</p>',
  'faq-3-question': '<p>Les séances peuvent-elles se faire à distance ?</p>',
  'faq-3-answer': `<p>${sessionPlacesSentence} Les stages et formations ont lieu à Lyon, en petit groupe ; certaines formations existent aussi en individuel.</p>`,
  'faq-4-question': '<p>Comment savoir quel accompagnement me correspond ?</p>',
  'faq-4-answer':
    '<p>Le plus simple est d’en parler : la première séance découverte est offerte et sans engagement. Nous vous orientons vers la formule la plus juste pour vous.</p>',
})
