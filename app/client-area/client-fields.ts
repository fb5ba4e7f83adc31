import { type ClientFieldName, clientFieldNames } from '#contract/client-fields'

// What the client pages need of their forms besides the schemas (./client.server.ts): plain data, no zod.

/** The fields of the client's own account form: all but the school's note. */
export const accountFieldNames = clientFieldNames.filter((name) => name !== 'note')

export function isClientFieldName(name: string): name is ClientFieldName {
  return (clientFieldNames as readonly string[]).includes(name)
}

/**
 * The fields a registration asks of the client (`data_name_client`), each required; the names the client cannot
 * fill in (unknown, or the school's note) are left out, as the API leaves them out.
 */
export function requiredClientFields(names: readonly string[]): ClientFieldName[] {
  return names.filter((name): name is ClientFieldName => isClientFieldName(name) && name !== 'note')
}
