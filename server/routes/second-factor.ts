import type { FastifyPluginAsync } from 'fastify'
import { EnableTotpSchema, RecoveryCodes, RecoveryCodesSchema, SecondFactorState } from '../contract/user'
import { parse } from '../errors'
import { enableTotp, regenerateRecoveryCodes, secondFactorState } from '../services/second-factor'

/** The connected staff member's second factor (decision 0037): enrolment, state, recovery codes. */
export const secondFactorRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/user/me/second-factor',
    {
      config: {
        doc: {
          summary:
            'The connected member’s second factor: enrolled or not, recovery codes left; before enrolment the secret, its otpauth link and QR code',
          tag: 'user',
          access: 'staff',
          beforeSecondFactor: true,
          response: SecondFactorState,
        },
      },
    },
    (request) => secondFactorState(request),
  )

  app.post(
    '/user/me/second-factor',
    {
      config: {
        doc: {
          summary: 'Enrols the TOTP factor whose secret GET answered, proved by a code (400 under code); answers ten recovery codes, once',
          tag: 'user',
          access: 'staff',
          beforeSecondFactor: true,
          body: EnableTotpSchema,
          response: RecoveryCodes,
        },
      },
    },
    async (request) => ({ recoveryCodes: await enableTotp(request, parse(EnableTotpSchema, request.body).code) }),
  )

  app.post(
    '/user/me/recovery-codes',
    {
      config: {
        doc: {
          summary:
            'Ten new recovery codes, answered once (the old ones stop working); more than 5 minutes after the last proof, asks currentPassword and code (403 { reauth: true })',
          tag: 'user',
          access: 'staff',
          body: RecoveryCodesSchema,
          response: RecoveryCodes,
        },
      },
    },
    async (request) => ({ recoveryCodes: await regenerateRecoveryCodes(request, parse(RecoveryCodesSchema, request.body)) }),
  )
}
