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
  /** The publisher's legal identity and the host, for the legal notice: replace with the real registrations. */
  legal: {
    company: 'SARL École Sens & Parole',
    capital: '10 000 €',
    registration: 'RCS Lyon 512 345 678',
    vatNumber: 'FR 42 512 345 678',
    trainingDeclaration: '84 69 15243 69, enregistrée auprès du préfet de la région Auvergne-Rhône-Alpes',
    host: { name: 'OVH SAS', address: '2 rue Kellermann, 59100 Roubaix, France', phone: '1007', site: 'https://www.ovhcloud.com/fr/' },
  },
  copyrightYear: 2025,
  updatedOn: 'mai 2025',
} as const
