import type { Database } from '..'
import { client } from '../schema'

// French names, many with accents, ligatures, hyphens and particles: what the filter and the order must handle.
const firstNames = [
  'Éric',
  'Zoé',
  'Hélène',
  'Anaïs',
  'Chloé',
  'Léa',
  'Noémie',
  'Jérôme',
  'Amélie',
  'Françoise',
  'Gaëlle',
  'Raphaël',
  'Joël',
  'Inès',
  'Cécile',
  'Benoît',
  'Loïc',
  'Océane',
  'Thérèse',
  'André',
  'Agnès',
  'Clément',
  'Aurélie',
  'Stéphane',
  'Frédéric',
  'Séverine',
  'Valérie',
  'Michèle',
  'Marie',
  'Jean',
  'Pierre',
  'Sophie',
  'Claire',
  'Thomas',
  'Julien',
  'Camille',
  'Lucas',
  'Manon',
  'Nicolas',
  'Isabelle',
  'Paul',
  'Jeanne',
  'Hugo',
  'Louise',
  'Marc-Antoine',
  'Anne-Sophie',
  'Maëlys',
  'Gérard',
  'Solène',
  'Étienne',
]
const secondNames = [
  'Lefèvre',
  'Dupont',
  'Bérenger',
  'Lemaître',
  'Gauthier',
  'Leroy',
  'Moreau',
  'Girard',
  'Duchêne',
  'Lévêque',
  'Bénard',
  'Châtelain',
  'Rivière',
  'Mercier',
  'Faure',
  'Brûlé',
  'Lacroix',
  'Noël',
  'Renaud',
  'Roux',
  'Théron',
  "D'Almeida",
  'Le Goff',
  'Béranger-Dumas',
  'Martin',
  'Bernard',
  'Petit',
  'Durand',
  'Dubois',
  'Fontaine',
  'Chevalier',
  'Garnier',
  'Rousseau',
  'Blanc',
  'Guérin',
  'Muller',
  'Henry',
  'Perrin',
  'Morel',
  'Mathieu',
  'Clément',
  'Gaillard',
  'Barbier',
  'Arnaud',
  'Mérieux',
  'Cœur',
  'de Sévigné',
  'Zola',
  'Œillet',
  'Ébrard',
]
const cities = [
  ['Paris', '75011'],
  ['Lyon', '69003'],
  ['Saint-Étienne', '42000'],
  ['Orléans', '45000'],
  ['Besançon', '25000'],
  ['Nîmes', '30000'],
  ['Angoulême', '16000'],
  ['Évreux', '27000'],
  ['Créteil', '94000'],
  ['Béziers', '34500'],
  ['Sète', '34200'],
  ['Nantes', '44000'],
  ['Rennes', '35000'],
  ['Grenoble', '38000'],
  ['Périgueux', '24000'],
  ['Marseille', '13001'],
  ['Toulouse', '31000'],
  ['Bordeaux', '33000'],
  ['Lille', '59000'],
  ['Aix-en-Provence', '13100'],
] as const
const businesses = ['Atelier Lumière', 'Cabinet Hélios', 'Crèche Les Écureuils', 'Mairie de Créteil', 'Société Générale', 'Hôpital Nord']
const notes = [
  'Rappeler en septembre',
  'A suivi le stage de méditation',
  'Préfère être contactée par e-mail',
  'Intéressé par la formation de coach',
]

/** ASCII of a name for an e-mail address: « Hélène D'Almeida » → « helene.dalmeida ». */
const asciiOf = (text: string) =>
  text
    .replace(/œ/gi, 'oe')
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase()

/** A small deterministic generator (mulberry32), so that two seeds of the same size are the same clients. */
function generator(seed: number) {
  let state = seed >>> 0
  return (max: number) => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) % max
  }
}

/** The i-th client of the many-clients seed: realistic fields, a unique e-mail. */
export function manyClient(index: number, pick = generator(index + 1)): typeof client.$inferInsert {
  const firstName = firstNames[pick(firstNames.length)]
  const secondName = secondNames[pick(secondNames.length)]
  const [city, zip] = cities[pick(cities.length)]
  const company = pick(5) === 0
  const phone = () =>
    `0${6 + pick(2)} ${String(pick(100)).padStart(2, '0')} ${String(pick(100)).padStart(2, '0')} ${String(pick(100)).padStart(2, '0')} ${String(pick(100)).padStart(2, '0')}`
  return {
    type: company ? 'Entreprise' : 'Tous publics',
    firstName,
    secondName,
    phone: phone(),
    email: `${asciiOf(firstName)}.${asciiOf(secondName)}.${index + 1}@exemple.fr`,
    address: `${1 + pick(120)} rue ${['de la Paix', 'Victor-Hugo', 'des Écoles', 'du Moulin'][pick(4)]}`,
    zip,
    city,
    country: 'France',
    note: pick(4) === 0 ? notes[pick(notes.length)] : '',
    business: company ? businesses[pick(businesses.length)] : '',
    professionalPhone: company ? phone() : '',
  }
}

/**
 * Adds `count` clients without accounts (tests and the bench): 10,000 in a few seconds, in batches of one
 * insert each (1,000 rows keep a statement well under PostgreSQL's 65,535 parameters).
 */
export async function seedManyClients(db: Database, count: number, { batch = 1000 } = {}): Promise<void> {
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, offset) => manyClient(start + offset))
    await db.insert(client).values(rows)
  }
}
