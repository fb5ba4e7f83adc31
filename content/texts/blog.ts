import { frenchTexts } from '../typography'

/** Texts of /blog (page 31); the articles come from `GET blog/all` and `GET blog/byId/{id}`. */
export const blogTexts = frenchTexts({
  'hero-title': '<h1>Le blog</h1>',
  'hero-text': '<p>Des articles pour apprivoiser la communication consciente au quotidien : en famille, au travail, et avec soi-même.</p>',
  empty: '<p>Aucun article dans cette rubrique pour le moment. Les autres rubriques vous attendent !</p>',
})
