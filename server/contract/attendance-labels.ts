// The words of attendance and certificates, without zod: the session's page names them in the browser, where a contract
// module would bring zod (and its JIT probe, which the admin pages' CSP reports as an eval).

/** A half-day: `am` (matin) or `pm` (après-midi). */
export const halves = ['am', 'pm'] as const
export type Half = (typeof halves)[number]
export const halfLabels: Record<Half, string> = { am: 'matin', pm: 'après-midi' }

/** How a certificate came to be: first issued, issued again as it was, or corrected (decision 0039). */
export const certificateKinds = ['issue', 'reissue', 'correction'] as const
export const certificateKindLabels: Record<(typeof certificateKinds)[number], string> = {
  issue: 'Émission',
  reissue: 'Réémission',
  correction: 'Correction',
}
