import { getSession } from '~/utils/session.server'
import { formKeyOf, sharedOutcome } from '~/utils/single-flight.server'

/**
 * A second identical staff POST (a double click without JavaScript, two connections at once, any site process)
 * gets the first one's outcome from the API instead of storing twice, or answering the first one's consequence as
 * an error (a name taken, an id gone): the handler, the staff member's own session and the key of the rendered
 * form are part of what must be identical (app/utils/single-flight.server.ts).
 */
export async function staffOnce<T>(
  request: Request,
  formData: FormData,
  handler: string,
  inputs: readonly (string | number)[],
  run: () => Promise<T>,
): Promise<T> {
  const staffToken = (await getSession(request)).get('staffToken') ?? ''
  return sharedOutcome([handler, staffToken, formKeyOf(formData), ...inputs.map(String)], run)
}
