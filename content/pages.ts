import { site } from './site'

/**
 * The page registry: every content page and the page id under which the API stores its texts and images
 * (section 9 fixes home 2, about 32, coaching 36, registration 29, blog 31 and 38, offer pages 10 to 14;
 * pages with images fall in 1 to 27, which the admin image view loads). An offer family (events, stages…)
 * shares one page id; its sub-pages address their blocks by text id prefix and entity id range.
 */
export const pages = {
  founder: { id: 1, name: 'Fondatrice', route: `/${site.founder.slug}` },
  home: { id: 2, name: 'Accueil', route: '/' },
  method: { id: 3, name: 'La méthode', route: '/method' },
  school: { id: 4, name: 'L’école', route: `/${site.school.slug}` },
  lifeCoaching: { id: 5, name: 'Coaching de vie', route: '/life-coaching' },
  becomeCoach: { id: 6, name: 'Devenir coach', route: '/become-coach' },
  businessCoaching: { id: 7, name: 'Coaching professionnel', route: '/business-coaching' },
  contact: { id: 8, name: 'Contact', route: '/contact' },
  legalNotice: { id: 9, name: 'Mentions légales', route: '/legal-notice' },
  events: { id: 10, name: 'Événements', route: '/events' },
  stages: { id: 11, name: 'Stages', route: '/stages' },
  trainerTrainings: { id: 12, name: 'Formations de formateurs', route: '/trainer-trainings' },
  sessions: { id: 13, name: 'Séances', route: null },
  trainings: { id: 14, name: 'Formations', route: null },
  news: { id: 15, name: 'Actualités', route: '/news' },
  clientAccount: { id: 16, name: 'Compte client', route: '/client-account' },
  registration: { id: 29, name: 'Inscriptions', route: '/registration' },
  blog: { id: 31, name: 'Blog', route: '/blog' },
  about: { id: 32, name: 'À propos', route: '/about' },
  coaching: { id: 36, name: 'Coaching', route: '/coaching' },
  blogArticles: { id: 38, name: 'Articles du blog', route: null },
} as const satisfies Record<string, { id: number; name: string; route: string | null }>

export type PageKey = keyof typeof pages
export const pageIds = Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, page.id])) as {
  [K in PageKey]: (typeof pages)[K]['id']
}
