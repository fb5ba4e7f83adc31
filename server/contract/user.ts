import { z } from 'zod'
import { messages, password, requiredText } from './common'
import { knownRights, parseRights } from './rights'

const rightsMessage = 'Liste de droits attendue, par exemple «\u00a02;3\u00a0»'

/**
 * Rights as the specification writes them: a `;`-separated list of known right numbers. An empty list is an
 * account without rights (it opens /admin/home only); the staff page asks for at least one box.
 */
export const rightsList = z
  .string({ error: rightsMessage })
  .trim()
  .regex(/^(\d+(;\d+)*)?$/, rightsMessage)
  // One spelling per right: `01` named full admin once read as a number (issue 27).
  .refine(
    (value) => !/(^|;)0\d/.test(value),
    'Un numéro de droit s’écrit sans zéro devant, par exemple «\u00a01\u00a0» et non «\u00a001\u00a0»',
  )
  .refine((value) => parseRights(value).every((n) => knownRights.includes(n)), {
    message: `Droits connus\u00a0: ${knownRights.join(', ')}`,
  })

const typedPassword = z.string({ error: messages.required }).min(1, messages.required).max(255, messages.tooLong(255))

/** The second factor as typed: six digits of the TOTP app, or a recovery code (its dashes and spaces ignored). */
export const secondFactorCode = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(40, messages.tooLong(40))
  .regex(/^[0-9A-Za-z -]+$/, 'Les six chiffres de votre application ou un code de secours sont attendus')

/** POST user/login, step 1 (or both steps at once with `code`, decision 0037). */
export const StaffLoginSchema = z.object({
  user: requiredText(255),
  password: typedPassword,
  code: secondFactorCode.optional(),
})

/** POST user/login, step 2: the pending login that step 1 answered, and the code. */
export const StaffCodeStepSchema = z.object({
  pendingLogin: z.string({ error: messages.required }).min(1, messages.required).max(100, messages.tooLong(100)),
  code: secondFactorCode,
})

/**
 * A change of password, factor or rights more than 5 minutes after the session's last proof asks for the password
 * and a code again (decision 0037): `currentPassword` and `code`, read only then.
 */
export const ReauthFields = z.object({ currentPassword: typedPassword.optional(), code: secondFactorCode.optional() })

/** GET user/me and the answer of user/login. `rights` is the `;`-separated list of section 3. */
export const StaffSession = z.object({
  isConnected: z.literal(true),
  user: z.string(),
  rights: z.string(),
  /** False until the account enrolled its second factor: only enrolment is open then. */
  secondFactor: z.boolean(),
  /** Whether a change of password, factor or rights would ask for the password and a code again now. */
  reauthNeeded: z.boolean(),
})
export type StaffSession = z.infer<typeof StaffSession>

export const StaffUser = z.object({ id: z.number(), user: z.string(), rights: z.string(), email: z.string().nullable() })
export type StaffUser = z.infer<typeof StaffUser>

/**
 * Names that tell nothing of who holds the account and that an attacker tries first (ASVS 6.3.2, issue 29): refused
 * for any staff account, whatever their case, spaces around included.
 */
export const reservedStaffNames: readonly string[] = ['admin', 'administrateur', 'root', 'sa']
export const isReservedStaffName = (name: string) => reservedStaffNames.includes(name.trim().toLowerCase())
export const reservedStaffNameMessage =
  'Cet identifiant est réservé (admin, administrateur, root, sa)\u00a0: choisissez un nom qui désigne la personne, par exemple son prénom'

/** The name of a staff account: the admin page, the first start's setup page and `npm run staff -- add`. */
export const staffName = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required, abort: true })
  .max(255, { error: messages.tooLong(255), abort: true })
  .regex(/^[\p{L}\p{N}._@-]+$/u, { error: 'Lettres, chiffres et . _ @ - uniquement', abort: true })
  .refine((name) => !isReservedStaffName(name), reservedStaffNameMessage)

/**
 * A staff member's address for the mails about their account's security, checked as a client's: optional, an empty
 * value (or null) is none.
 */
export const staffEmail = z
  .string({ error: messages.email })
  .trim()
  .max(255, { error: messages.tooLong(255), abort: true })
  .refine((value) => value === '' || z.regexes.email.test(value), messages.email)
  .transform((value) => (value === '' ? null : value.toLowerCase()))
  .nullable()

export const StaffAddSchema = z.object({
  user: staffName,
  password: password(),
  rights: rightsList,
  email: staffEmail.optional(),
})

export const StaffUpdateSchema = ReauthFields.extend({
  password: password().optional(),
  rights: rightsList.optional(),
  email: staffEmail.optional(),
})

/** POST user/setup (public, decision 0038): the first start's single-use token, and the full admin's name and password. */
export const StaffSetupSchema = z.object({
  token: z.string({ error: messages.required }).min(1, messages.required).max(200, messages.tooLong(200)),
  user: staffName,
  password: password(),
})

/** GET user/me/email and PUT user/me/email: the connected member's own address (null: none). */
export const OwnEmail = z.object({ email: z.string().nullable() })
export type OwnEmail = z.infer<typeof OwnEmail>
export const OwnEmailSchema = z.object({ email: staffEmail })

/** PUT user/{id}/password (right 1): the new password, or none to have one generated (answered once). */
export const StaffPasswordResetSchema = ReauthFields.extend({ password: password().optional() })
export const StaffPasswordResetAnswer = z.object({
  user: StaffUser,
  /** The generated password, shown once; null when the caller gave it. */
  password: z.string().nullable(),
})

/** PUT user/me/password (any connected staff user): the current password and the new one. */
export const OwnPasswordSchema = z.object({
  oldPassword: typedPassword,
  newPassword: password('Le nouveau mot de passe'),
  /** A code, asked when the session's last proof is older than 5 minutes (the old password is the other proof). */
  code: secondFactorCode.optional(),
})

/** GET user/me/second-factor: the factor's state; before enrolment, the secret to enrol (never after). */
export const SecondFactorState = z.object({
  enrolled: z.boolean(),
  recoveryCodesLeft: z.number(),
  enrolment: z
    .object({
      /** The base32 secret in groups of four, for typing. */
      secret: z.string(),
      /** The `otpauth://totp/…` link whose `secret` the codes are made from. */
      uri: z.string(),
      /** The link as a QR code, an SVG drawn by the API. */
      qrSvg: z.string(),
    })
    .nullable(),
})
export type SecondFactorState = z.infer<typeof SecondFactorState>

/** POST user/me/second-factor: the code proving the enrolment secret. */
export const EnableTotpSchema = z.object({ code: secondFactorCode })

/** POST user/me/recovery-codes: a re-authentication when needed. */
export const RecoveryCodesSchema = ReauthFields

/** The ten recovery codes, answered once (enrolment, regeneration). */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) })

/** GET user/me/sessions: the connected member's open sessions, the latest used first; `current` is this one. */
export const StaffSessionItem = z.object({
  startedAt: z.string(),
  lastSeenAt: z.string(),
  /** « Firefox sur Windows »: the API's label of the login's browser. */
  browser: z.string(),
  current: z.boolean(),
})
export type StaffSessionItem = z.infer<typeof StaffSessionItem>
export const OwnSessions = z.object({
  items: z.array(StaffSessionItem),
  /** The limits of a staff session (STAFF_IDLE_MINUTES, STAFF_MAX_HOURS), for the page to say them. */
  idleMinutes: z.number(),
  maxHours: z.number(),
})
export type OwnSessions = z.infer<typeof OwnSessions>
