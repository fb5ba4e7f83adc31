import { colon } from '#contract/common'

/**
 * Which row of the error catalogue (section 8) applies to a call: client and registration calls have
 * their own 401 title and French unknown error; the admin login has its own 401 title; the staff session's read
 * (`user/me`) keeps the API's 401 message, which says why a session ended.
 */
export type CallKind = 'client' | 'staffLogin' | 'staffSession' | 'other'

export interface DisplayError {
  title: string | null
  message: string
}

export interface ErrorContext {
  /** French phrase naming what failed, e.g. « envoyer le message ». */
  action: string
  kind: CallKind
}

/** The catalogue of section 8 for an answer with an error status. */
export function describeStatus(status: number, serverMessage: string | undefined, { action, kind }: ErrorContext): DisplayError {
  if (status === 401 && kind === 'client') return { title: 'Erreur de connexion', message: serverMessage ?? '' }
  if (status === 401 && kind === 'staffLogin') return { title: 'Erreur pour se connecter', message: serverMessage ?? '' }
  if (status === 401 && kind === 'staffSession') return { title: null, message: serverMessage ?? '' }
  if (status === 404) return { title: `Erreur pour ${action}`, message: 'La requête n’existe pas' }
  if (status >= 500) return { title: `Erreur serveur pour ${action}`, message: serverMessage || 'Le serveur ne répond pas' }
  // Beyond the catalogue: the API explains a conflict (a full session, issue 28), a link gone, a refused size or too
  // many tries in French; say it as it is.
  if ([409, 410, 413, 429].includes(status) && serverMessage) return { title: `Erreur pour ${action}`, message: serverMessage }
  return { title: `Erreur pour ${action}`, message: kind === 'client' ? 'Erreur inconnue' : 'Unknown error' }
}

/** No answer (API down, refused connection, time-out). */
export function describeNoResponse({ action }: ErrorContext): DisplayError {
  return { title: `Erreur serveur pour ${action}`, message: 'Le serveur ne répond pas' }
}

/** The request could not even be built: the raw message, without title. */
export function describeSetupFailure(error: unknown): DisplayError {
  return { title: null, message: error instanceof Error ? error.message : String(error) }
}

/** 'title : message', with the non-breaking space of French typography. */
export function formatError({ title, message }: DisplayError): string {
  return title ? colon(title, message) : message
}
