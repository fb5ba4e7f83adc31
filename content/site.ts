/**
 * Configuration of the content: the names and external links the pages use. Change them here, not in
 * components (the founder page and the school page take their routes from these slugs).
 */
export const site = {
  school: {
    name: 'École Sens & Parole',
    shortName: 'Sens & Parole',
    /** Route of the school page: a short slug of the school. */
    slug: 'sens-et-parole',
    founded: 2009,
    email: 'contact@sens-et-parole.fr',
    phone: '+33 4 78 00 00 00',
    address: { street: '12 rue des Tilleuls', zip: '69004', city: 'Lyon', country: 'FR' },
  },
  founder: {
    name: 'Hélène Garnier',
    /** Route of the founder page: /{name}. */
    slug: 'helene-garnier',
  },
  links: {
    map: 'https://www.openstreetmap.org/search?query=12%20rue%20des%20Tilleuls%2069004%20Lyon',
    facebookGroup: 'https://www.facebook.com/groups/sens-et-parole',
    facebookPage: 'https://www.facebook.com/sens.et.parole',
    linkedin: 'https://www.linkedin.com/company/sens-et-parole',
  },
  /** What the footer and the client area's pages say while CLIENT_AREA is off (section 2). */
  clientAreaOffAlert: 'Page en cours d’actualisation septembre 2024',
  copyrightYear: 2025,
  updatedOn: 'mai 2025',
} as const
