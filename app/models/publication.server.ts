import type { ApiCall } from '~/utils/api.server'

/** What staff ask of an article or a news item (decision 0036): the intents of DESIGN.md's form contract. */
export type PublicationChange = { intent: 'publish'; publishAt?: string } | { intent: 'unpublish' } | { intent: 'discard-draft' }

const actions = {
  publish: (what: string) => `publier ${what}`,
  unpublish: (what: string) => `retirer ${what} du site`,
  'discard-draft': (what: string) => `abandonner le brouillon de ${what}`,
} as const

/** The API call of a change: POST {owner}/publish|unpublish|discard-draft, `publishAt` as typed (Paris time). */
export function publicationCall(owner: string, change: PublicationChange, what: string): ApiCall {
  const body = change.intent === 'publish' ? { json: change.publishAt ? { publishAt: change.publishAt } : {} } : undefined
  return { method: 'POST', path: `${owner}/${change.intent}`, action: actions[change.intent](what), ...(body ? { body } : {}) }
}
