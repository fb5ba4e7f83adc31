import { z } from 'zod'
import { messages, requiredText } from './common'

/**
 * Passkeys of staff accounts (decision 0041). The browser's answers are SimpleWebAuthn's JSON; their shape and sizes
 * are bounded here, and the library checks the rest (signature, challenge, origin).
 */

const refused = 'Réponse de la clé d’accès invalide'
const base64url = (max: number) =>
  z
    .string({ error: refused })
    .max(max, refused)
    .regex(/^[A-Za-z0-9_-]*$/, refused)
/** The opaque id of a ceremony's challenge, as the options answered it. */
const ceremony = z.string({ error: messages.required }).min(1, messages.required).max(100, 'Demande inconnue')
const transports = z
  .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'], { error: refused }))
  .max(8)
  .optional()

const credential = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key', { error: refused }),
  // Extensions are neither asked nor read.
  clientExtensionResults: z.object({}).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform'], { error: refused }).optional(),
}

export const RegistrationResponse = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(16_000),
    authenticatorData: base64url(8000).optional(),
    publicKey: base64url(4000).optional(),
    publicKeyAlgorithm: z.number({ error: refused }).int().optional(),
    transports,
  }),
})

export const AuthenticationResponse = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(8000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
})

/** POST user/me/passkeys: the browser's answer to the options, and the name its owner gives the passkey. */
export const PasskeyAddSchema = z.object({
  challenge: ceremony,
  name: requiredText(60),
  response: RegistrationResponse,
})

/** POST user/login/passkey: the browser's answer to the login options. */
export const PasskeyLoginSchema = z.object({ challenge: ceremony, response: AuthenticationResponse })

/** The options of a ceremony for the browser, and the id of its challenge to send back with the answer. */
export const PasskeyCeremony = z.object({ challenge: z.string(), options: z.record(z.string(), z.unknown()) })
export type PasskeyCeremony = z.infer<typeof PasskeyCeremony>

export const PasskeyItem = z.object({ id: z.number(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() })
export type PasskeyItem = z.infer<typeof PasskeyItem>

/** GET user/me/passkeys: `available` is false where the site has no domain name (WebAuthn refuses an IP address). */
export const OwnPasskeys = z.object({ available: z.boolean(), items: z.array(PasskeyItem) })
export type OwnPasskeys = z.infer<typeof OwnPasskeys>
