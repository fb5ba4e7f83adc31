import { browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser'

/**
 * The browser's half of a passkey ceremony (decision 0041): the options come from a resource route of the site (which
 * asks the API for a challenge), the authenticator answers, and the page's form posts that answer with the
 * challenge's id. Runs in the browser only: a passkey needs JavaScript, TOTP does not.
 */

export interface CeremonyAnswer {
  challenge: string
  response: string
}

export const passkeysSupported = () => typeof window !== 'undefined' && browserSupportsWebAuthn()

/** What the person reads when a ceremony did not end with an answer. */
function frenchError(error: unknown): string {
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'Cette clé d’accès est déjà enregistrée.'
    if (error.code === 'ERROR_CEREMONY_ABORTED') return 'La demande a été annulée.'
  }
  if (error instanceof Error && error.name === 'NotAllowedError') return 'La demande a été annulée ou a expiré.'
  return 'La clé d’accès n’a pas répondu. Réessayez.'
}

/** POSTs to the options route (same origin: the site's checks apply) and answers its JSON, or throws its message. */
async function optionsOf(url: string) {
  const answer = await fetch(url, { method: 'POST', body: new URLSearchParams({ intent: 'options' }) })
  // The session ended: the login page, which comes back here.
  if (answer.redirected) {
    window.location.assign(answer.url)
    throw new CeremonyError('Votre session a pris fin\u00a0: connectez-vous de nouveau.')
  }
  const body = (await answer.json().catch(() => null)) as { challenge?: string; options?: unknown; message?: string } | null
  if (!answer.ok || !body?.challenge) throw new CeremonyError(body?.message ?? 'La demande n’a pas abouti. Réessayez.')
  return body as { challenge: string; options: never }
}

export class CeremonyError extends Error {}

/** Asks the options, lets the authenticator answer them with `start`, and gives that answer with its challenge. */
async function ceremony(optionsUrl: string, start: (options: { optionsJSON: never }) => Promise<unknown>): Promise<CeremonyAnswer> {
  const { challenge, options } = await optionsOf(optionsUrl)
  try {
    return { challenge, response: JSON.stringify(await start({ optionsJSON: options })) }
  } catch (error) {
    throw new CeremonyError(frenchError(error))
  }
}

/** Creates a passkey for the connected member: the answer to post with `intent=add-passkey`. */
export const createPasskey = (optionsUrl: string) => ceremony(optionsUrl, startRegistration)

/** Signs a login challenge with one of the site's passkeys: the answer to post with `intent=passkey`. */
export const signInWithPasskey = (optionsUrl: string) => ceremony(optionsUrl, startAuthentication)
