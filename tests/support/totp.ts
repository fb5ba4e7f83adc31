import { Secret, TOTP } from 'otpauth'
import type { ApiCaller } from './http'

/** The TOTP secret of the tests' first admin (ADMIN_TOTP_SECRET of the APIs they start). */
export const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

export const newTotpSecret = () => new Secret({ size: 20 }).base32

/** A six-digit code of `secret` at time step `step`, as a phone's app shows it. */
export const totpAt = (secret: string, step: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: step * 30_000 })

export const stepOf = (at: Date | number) => TOTP.counter({ period: 30, timestamp: new Date(at).getTime() })

// The last step each account used on each API: the API accepts a step once, so a second login within 30 s takes the next one.
const usedSteps = new Map<string, number>()

/**
 * A code of `secret` that the API at `scope` (its address) has not seen used: the current step's, or the next one's
 * (the API accepts one step either side). `at` is the API's time (its test clock), else now. Null when both were used.
 */
export function unusedTotp(secret: string, scope: string, at: Date | number = Date.now()): string | null {
  const key = `${scope} ${secret}`
  const now = stepOf(at)
  const step = Math.max(now, (usedSteps.get(key) ?? -1) + 1)
  if (step > now + 1) return null
  usedSteps.set(key, step)
  return totpAt(secret, step)
}

/** The login code of an account: an unused TOTP code, else one of its recovery codes (each used once). */
export function loginCode(credentials: { totpSecret: string; recoveryCodes?: string[] }, scope: string, at?: Date | number): string {
  const code = unusedTotp(credentials.totpSecret, scope, at) ?? credentials.recoveryCodes?.shift()
  if (!code) throw new Error('Both TOTP steps of this account are used on this API: advance the clock or reuse the session')
  return code
}

/**
 * Enrols the TOTP factor of the account `caller` is logged in as (an account without one), as its owner would on the
 * security page: reads the secret, proves a code of it. Answers the secret and the ten recovery codes.
 */
export async function enrolThroughApi(
  caller: ApiCaller,
  scope: string,
  at: Date | number = Date.now(),
): Promise<{ totpSecret: string; recoveryCodes: string[] }> {
  const state = await caller.get('user/me/second-factor')
  if (state.status !== 200 || !state.body.enrolment) throw new Error(`no enrolment to do: ${state.status} ${JSON.stringify(state.body)}`)
  const totpSecret = String(state.body.enrolment.secret).replace(/ /g, '')
  const enabled = await caller.post('user/me/second-factor', { json: { code: unusedTotp(totpSecret, scope, at) } })
  if (enabled.status !== 200) throw new Error(`enrolment failed: ${enabled.status} ${JSON.stringify(enabled.body)}`)
  return { totpSecret, recoveryCodes: enabled.body.recoveryCodes }
}
