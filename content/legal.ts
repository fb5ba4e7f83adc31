/**
 * The publisher's legal identity and the host, for the legal notice (replace with the real registrations).
 * Apart from the site's configuration because only the legal notice's texts use it: the browser never needs it.
 */
export const legal = {
  company: 'SARL École Sens & Parole',
  capital: '10 000 €',
  registration: 'RCS Lyon 512 345 678',
  vatNumber: 'FR 42 512 345 678',
  trainingDeclaration: '84 69 15243 69, enregistrée auprès du préfet de la région Auvergne-Rhône-Alpes',
  host: { name: 'OVH SAS', address: '2 rue Kellermann, 59100 Roubaix, France', phone: '1007', site: 'https://www.ovhcloud.com/fr/' },
} as const
