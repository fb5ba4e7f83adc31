import type { RegistrationCandidate } from '#contract/registration'
import { staffApiFailure } from '~/admin/auth.server'
import { getCandidates } from '~/models/registration.server'
import { ApiError, ApiFieldErrors } from '~/utils/api.server'

/** The search for a client to link (`?view=id&q=…`): the clients found, or the API's refusal of `q`. */
export type CandidateSearch = { q: string; found: RegistrationCandidate[]; errors: string[] | null; message: string | null }

export async function searchCandidates(request: Request, id: number, q: string): Promise<CandidateSearch> {
  try {
    return { q, found: await getCandidates(request, id, q), errors: null, message: null }
  } catch (error) {
    await staffApiFailure(request, error)
    if (error instanceof ApiFieldErrors) return { q, found: [], errors: error.errors.q ?? [error.message], message: null }
    if (error instanceof ApiError) return { q, found: [], errors: null, message: error.message }
    throw error
  }
}
