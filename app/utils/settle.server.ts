import { ApiError } from './api.server'
import type { DisplayError } from './api-errors'

/** The outcome of an API read that a page survives: the data, or the catalogue's French error to show. */
export type Settled<T> = { ok: true; data: T } | { ok: false; status: number | null; error: DisplayError }

/**
 * Waits for an API read and turns an ApiError into a value, so that a page renders its frame and a French
 * message instead of failing as a whole. Anything else (a bug) still throws.
 */
export async function settle<T>(call: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await call }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    console.error(error.message)
    return { ok: false, status: error.status, error: error.display }
  }
}
