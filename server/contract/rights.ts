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
