import { z } from 'zod'
import { splitList } from './common'

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

export function parseRights(value: string | null | undefined): number[] {
  return splitList(value).map(Number).filter((n) => Number.isInteger(n))
}

export function hasRight(rights: readonly number[], right: Right): boolean {
  return rights.includes(right) || rights.includes(Right.FullAdmin)
}

/** Rights as the specification writes them: a `;`-separated list of known right numbers. */
export const rightsList = z
  .string({ error: 'Liste de droits attendue, par exemple «\u00a02;3\u00a0»' })
  .trim()
  .regex(/^\d+(;\d+)*$/, 'Liste de droits attendue, par exemple «\u00a02;3\u00a0»')
  .refine((value) => parseRights(value).every((n) => knownRights.includes(n)), {
    message: `Droits connus\u00a0: ${knownRights.join(', ')}`,
  })
