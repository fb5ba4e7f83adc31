import { frenchTexts } from '../typography'

/** Texts of /news (page 15); the news items themselves come from `GET news/all`. */
export const newsTexts = frenchTexts({
  'hero-title': '<h1>Actualités</h1>',
  'hero-text':
    '<p>Les nouvelles de l’école : prochaines sessions, rencontres, nouveautés pédagogiques et moments partagés avec nos stagiaires.</p>',
  empty: '<p>Aucune actualité pour le moment : revenez bientôt, ou écrivez-nous pour connaître les prochaines dates.</p>',
})
