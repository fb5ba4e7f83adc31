import { sessionPlacesSentence } from '../claims'
import { site } from '../site'
import { frenchTexts } from '../typography'

const { school } = site

/**
 * Texts of the school page (page 4), at /{school slug}: history, team, values and place. Its six figures are not
 * texts of the page: it shows them from `content/claims.ts`, like the offer pages and the PDFs.
 */
export const schoolTexts = frenchTexts({
  'hero-title': `<h1>L’école ${school.shortName}</h1>`,
  'hero-text': `<p>Depuis ${school.founded}, à Lyon, une école à taille humaine où l’on apprend à communiquer avec conscience et à accompagner avec justesse.</p>`,
  'history-title': '<h2>Notre histoire</h2>',
  'history-text': `<p>L’école est née en ${school.founded} d’une conviction de sa fondatrice, ${site.founder.name} : la qualité de nos relations se cultive, et elle s’apprend. D’abord quelques stages dans un petit atelier des pentes de la Croix-Rousse, puis une formation de coach, puis une équipe qui s’agrandit au fil des promotions.</p><p>Aujourd’hui, l’école propose des séances individuelles, des stages, des formations certifiantes de coach et des formations de formateurs, avec toujours la même exigence : des groupes restreints, une pédagogie vivante et un suivi personnalisé.</p>`,
  'stats-title': '<h2>L’école en chiffres</h2>',
  'stats-note': '<p>Source : questionnaires de fin de parcours et suivi de nos promotions.</p>',
  'team-title': '<h2>Une équipe de formateurs expérimentés</h2>',
  'team-text':
    '<p>Nos formateurs sont tous coachs certifiés et praticiens de la communication consciente. Ils comptent plus de 18 ans d’expérience en coaching de vie et plus de 15 ans en coaching professionnel, auprès de particuliers, de managers et d’équipes.</p><p>Chacun continue de se former et travaille sous supervision : c’est notre manière de garantir un accompagnement sérieux, éthique et à jour.</p>',
  'values-title': '<h2>Ce qui nous tient à cœur</h2>',
  'values-text':
    '<ul><li><strong>La bienveillance exigeante</strong> : accueillir chacun tel qu’il est, et l’aider à grandir.</li><li><strong>La présence</strong> : être pleinement là, en séance comme en formation.</li><li><strong>La responsabilité</strong> : chacun reste l’auteur de ses choix.</li><li><strong>La transmission</strong> : partager des outils simples, qui servent longtemps après la formation.</li></ul>',
  'place-title': '<h2>Nous trouver</h2>',
  'place-text': `<p>L’école vous accueille au ${school.address.street}, ${school.address.zip} ${school.address.city}, sur les pentes de la Croix-Rousse (métro C, arrêt Croix-Rousse). ${sessionPlacesSentence}</p><p>Pour toute question : <a href="mailto:${school.email}">${school.email}</a>.</p>`,
})
