import { z } from 'zod'
import { ReauthFields, secondFactorCode } from '#contract/user'
import { AddPasskeyForm, RemovePasskeyForm } from '~/admin/passkeys/actions.server'

/**
 * The page's forms, told apart by `intent`: closing one's other sessions, enrolling the TOTP factor with a code of
 * it, regenerating the recovery codes (with the password and a code when the last proof is old, decision 0037), and
 * adding and removing passkeys (decision 0041).
 */
export const SecurityForms = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('close-other-sessions') }),
  z.object({ intent: z.literal('enable-totp'), code: secondFactorCode }),
  z.object({ intent: z.literal('regenerate-recovery-codes'), ...ReauthFields.shape }),
  AddPasskeyForm,
  RemovePasskeyForm,
])
