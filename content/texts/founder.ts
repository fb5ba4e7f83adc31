import { site } from '../site'
import { frenchTexts } from '../typography'

const { name } = site.founder

/** Texts of the founder page (page 1), at /{founder slug}. */
export const founderTexts = frenchTexts({
  'hero-title': `<h1>${name}, fondatrice de l’école</h1>`,
  'hero-text':
    '<p>Coach certifiée, formatrice en communication consciente, et convaincue qu’une conversation sincère peut changer le cours d’une journée, parfois d’une vie.</p>',
  'story-title': '<h2>Son parcours</h2>',
  'story-text': `<p>Après une quinzaine d’années en ressources humaines dans des entreprises de la région lyonnaise, ${name} découvre la communication non violente lors d’un conflit d’équipe qu’aucun outil de gestion ne parvenait à dénouer. C’est une révélation : derrière chaque tension, des besoins qui cherchent à être entendus.</p><p>Elle se forme alors au coaching, à la pleine conscience et à la supervision, puis accompagne pendant plusieurs années des particuliers, des managers et des équipes. En ${site.school.founded}, elle fonde à Lyon l’école ${site.school.shortName}, pour transmettre une approche qui réunit ces trois dimensions.</p><p>Elle cumule aujourd’hui plus de 18 ans d’expérience en coaching de vie, forme les futurs coachs de l’école et supervise l’équipe pédagogique.</p>`,
  'approach-title': '<h2>Sa façon d’accompagner</h2>',
  'approach-text':
    '<p>Hélène accueille chacun là où il en est, sans jugement ni recette toute faite. Elle écoute beaucoup, questionne avec délicatesse et aide à transformer une difficulté en une demande claire, que l’on peut adresser à soi-même ou aux autres.</p><ul><li>Une écoute attentive de ce qui est dit, et de ce qui ne l’est pas encore.</li><li>Des outils concrets, expérimentés en séance plutôt qu’expliqués.</li><li>Un cadre confidentiel, bienveillant et exigeant à la fois.</li></ul>',
  'quote-text': '<p>Bien communiquer, ce n’est pas trouver les bons mots : c’est d’abord être vraiment là, pour l’autre et pour soi.</p>',
  'quote-author': `<p>${name}</p>`,
  'cta-title': '<h2>Échanger avec Hélène</h2>',
  'cta-text':
    '<p>Hélène reçoit en séance individuelle et anime les formations de formateurs. Pour lui poser une question ou convenir d’un premier échange, écrivez-nous.</p>',
})
