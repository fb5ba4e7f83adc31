// Zod-free on purpose: the back-office pages import the rights in the browser (docs/decisions/0010). The zod
// schema of a rights list lives beside the staff accounts, in ./user.ts.
import { splitList } from './text'

/** Staff rights of section 6. 1 holds every other right. 5 is the "further image-add right" (decision 0002). */
export const Right = {
  FullAdmin: 1,
  ViewClients: 2,
  AddClient: 3,
  Images: 4,
  AddImage: 5,
  ViewRegistrations: 7,
  EditRegistrations: 8,
  EditMainTexts: 10,
  EditItemTexts: 11,
} as const
export type Right = (typeof Right)[keyof typeof Right]

export const knownRights: readonly number[] = Object.values(Right)

/** What each right lets a staff member do, in French: the labels of the staff accounts page and the admin home. */
export const rightMeanings: Record<Right, string> = {
  [Right.FullAdmin]: 'Administration complète\u00a0: tous les droits et les comptes du personnel',
  [Right.ViewClients]: 'Voir les clients',
  [Right.AddClient]: 'Ajouter et modifier des clients',
  [Right.Images]: 'Gérer les images',
  [Right.AddImage]: 'Ajouter des images',
  [Right.ViewRegistrations]: 'Voir les inscriptions',
  [Right.EditRegistrations]: 'Ajouter et modifier des inscriptions',
  [Right.EditMainTexts]: 'Modifier les textes principaux (blog, liste des actualités, pages)',
  [Right.EditItemTexts]: 'Modifier les textes des articles et des actualités',
}

/**
 * What each right opens, in a sentence: shown beside its checkbox on the staff accounts page. A right that is of no
 * use alone says which one it brings (`neededRights`).
 */
export const rightDetails: Record<Right, string> = {
  [Right.FullAdmin]: 'Tout le back-office, y compris la création et la suppression des comptes du personnel.',
  [Right.ViewClients]: 'La liste des clients, leur fiche, l’export CSV et les messages du formulaire de contact.',
  [Right.AddClient]: 'Créer des clients et modifier leurs données dans la liste. Donne aussi «\u00a0Voir les clients\u00a0».',
  [Right.Images]: 'La bibliothèque d’images\u00a0: crédits, emplacements sur les pages, suppression.',
  [Right.AddImage]: 'Envoyer de nouvelles images. Donne aussi «\u00a0Gérer les images\u00a0».',
  [Right.ViewRegistrations]: 'Les sessions de chaque inscription, leurs participants et leur liste en CSV.',
  [Right.EditRegistrations]:
    'Créer, modifier et supprimer des sessions, inscrire et désinscrire des clients. Donne aussi «\u00a0Voir les inscriptions\u00a0».',
  [Right.EditMainTexts]: 'Les textes des pages du site (le lien «\u00a0Modifier ce texte\u00a0» sous chacun), du blog et des actualités.',
  [Right.EditItemTexts]: 'Créer, modifier et supprimer les articles du blog et les actualités.',
}

/**
 * Rights that are of no use without another (their pages are the other's pages): the one each needs, which the
 * API grants with it whenever rights are written, and the staff page says so.
 */
export const neededRights: Partial<Record<Right, Right>> = {
  [Right.AddClient]: Right.ViewClients,
  [Right.AddImage]: Right.Images,
  [Right.EditRegistrations]: Right.ViewRegistrations,
}

/** `rights` with the rights they need added (none beside right 1, which holds them all). */
export function withNeededRights(rights: readonly number[]): number[] {
  if (rights.includes(Right.FullAdmin)) return [...rights]
  const needed = rights.map((right) => neededRights[right as Right]).filter((right): right is Right => right !== undefined)
  return [...new Set([...rights, ...needed])]
}

export function parseRights(value: string | null | undefined): number[] {
  return splitList(value)
    .map(Number)
    .filter((n) => Number.isInteger(n))
}

export function hasRight(rights: readonly number[], right: Right): boolean {
  return rights.includes(right) || rights.includes(Right.FullAdmin)
}

/** True when the staff member holds at least one of `required` (a menu entry several rights open). */
export function hasAnyRight(rights: readonly number[], required: readonly Right[]): boolean {
  return required.some((right) => hasRight(rights, right))
}
