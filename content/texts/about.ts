import { site } from '../site'
import { frenchTexts } from '../typography'

/** Texts of /about (page 32): an introduction and the three cards (founder, method, school). */
export const aboutTexts = frenchTexts({
  'hero-title': '<h1>À propos de l’école</h1>',
  'hero-text': `<p>Une fondatrice, une méthode et une équipe : découvrez ce qui fait la singularité de ${site.school.shortName} depuis ${site.school.founded}.</p>`,
  'card-founder': `<h2>La fondatrice</h2><p>${site.founder.name}, coach certifiée et formatrice en communication consciente, a fondé l’école à Lyon en ${site.school.founded}. Elle en porte toujours l’esprit et la pédagogie.</p>`,
  'card-method':
    '<h2>La méthode</h2><p>Une approche qui relie communication consciente, pleine présence et coaching : comprendre ce qui se joue en soi et entre nous, puis agir avec justesse.</p>',
  'card-school':
    '<h2>L’école</h2><p>Des séances individuelles, des stages et des formations certifiantes, portés par une équipe de formateurs expérimentés et attentifs à chacun.</p>',
})
