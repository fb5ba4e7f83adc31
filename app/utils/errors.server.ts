import { ApiError, ApiFieldErrors } from './api.server'
import type { DisplayError } from './api-errors'
import { logFailure, logMiss } from './log.server'

/**
 * The one way a loader or an action stops with an HTTP status: a page route's error boundary (GeneralErrorBoundary)
 * shows the page of that status (404, 403) or the French `message` it reads from the JSON body; a resource route
 * (a file, a PDF) answers that body as it is.
 */
export function httpError(status: number, message: string = defaultMessages[status] ?? 'Erreur inconnue'): never {
  throw new Response(JSON.stringify({ message }), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } })
}

const defaultMessages: Record<number, string> = {
  403: 'Vous n’avez pas le droit d’entrer ici !',
  404: 'La page demandée n’existe pas.',
}

export function notFound(): never {
  return httpError(404)
}

/** An id of the site's addresses and forms: a positive decimal integer in range, else null. */
export function idOf(value: string | null | undefined): number | null {
  return /^[1-9]\d{0,8}$/.test(value ?? '') ? Number(value) : null
}

/** An id of a path (`/blog/{id}`, `/registration/…/{id}`): a positive decimal integer in range, else the 404 page. */
export function idParam(value: string | undefined): number {
  return idOf(value) ?? notFound()
}

// Every API read of a loader is one of two kinds:
// - required: the page cannot show without it; its failure is the page's error (`.catch(loadFailure)`);
// - settled: the page shows without it, with a French message or a fallback in its place (`settle(call)`).

/**
 * A required read failed: the error page shows the catalogue's 'title : message' (« Le serveur ne répond pas »…).
 * A 404 of the API is not this page's 404: it is told as the 502 of a call that failed.
 */
export function loadFailure(error: unknown): never {
  if (!(error instanceof ApiError)) throw error
  return httpError(error.status === null ? 503 : error.status >= 500 ? error.status : 502, error.message)
}

/** The outcome of an API read that a page survives: the data, or the catalogue's French error to show. */
export type Settled<T> = { ok: true; data: T } | { ok: false; status: number | null; error: DisplayError; message: string }

/**
 * Waits for an API read and turns an API failure into a value, so that a page renders its frame and a French
 * message (or a fallback) instead of failing as a whole. Anything else (a bug) still throws.
 */
export async function settle<T>(call: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await call }
  } catch (error) {
    if (error instanceof ApiFieldErrors) {
      logFailure('une lecture de l’API a été refusée', error.message)
      return { ok: false, status: 400, error: { title: null, message: error.message }, message: error.message }
    }
    if (!(error instanceof ApiError)) throw error
    // A 404 is what was asked for not being there (the read of a client's registrations when the client is gone, which
    // makes its page the 404 page): a warning, where the API failing is an error for whoever watches the logs.
    if (error.status === 404) logMiss('une lecture de l’API n’a rien trouvé', error.message)
    else logFailure('une lecture de l’API a échoué', error.message)
    return { ok: false, status: error.status, error: error.display, message: error.message }
  }
}

/** `settle` for a read whose failure the page replaces silently (default texts, no registrations listed). */
export async function orElse<T>(call: Promise<T>, fallback: T): Promise<T> {
  const settled = await settle(call)
  return settled.ok ? settled.data : fallback
}
