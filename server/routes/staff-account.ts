import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { OwnEmail, OwnEmailSchema, StaffSession, StaffSetupSchema } from '../contract/user'
import { notFound, parse } from '../errors'
import { logInStaff } from '../plugins/auth'
import { changeOwnEmail, ownEmail } from '../services/staff'
import { createFirstAdmin, invalidSetupLink, isSetupTokenValid } from '../services/staff-setup'

const SetupParams = z.object({ token: z.string().max(200) })
const SetupTokenState = z.object({ valid: z.literal(true) })

/** The first account of a start without ADMIN_PASSWORD (decision 0038) and the member's own address (issue 29). */
export const staffAccountRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/user/setup/:token',
    {
      config: {
        doc: {
          summary: 'Whether a setup link of the first start still works: 200, or 404 for an unknown, used or expired one (decision 0038)',
          tag: 'user',
          access: 'public',
          params: SetupParams,
          response: SetupTokenState,
        },
      },
    },
    async (request) => {
      const { token } = SetupParams.safeParse(request.params).data ?? { token: '' }
      if (!(await isSetupTokenValid(app.db, token, app.clock.now()))) throw notFound(invalidSetupLink)
      return { valid: true as const }
    },
  )

  app.post(
    '/user/setup',
    {
      config: {
        doc: {
          summary:
            'Creates the full admin {token, user, password} with the single-use link of a first start, and logs it in (sets the school_admin cookie); 404 for an unknown, used or expired token',
          tag: 'user',
          access: 'public',
          body: StaffSetupSchema,
          response: StaffSession,
        },
      },
    },
    async (request, reply) => {
      const input = parse(StaffSetupSchema, request.body)
      const row = await createFirstAdmin(request, input)
      return logInStaff(request, reply, row, 'lien de création du compte')
    },
  )

  app.get(
    '/user/me/email',
    {
      config: {
        doc: { summary: 'The connected staff member’s address for the security mails', tag: 'user', access: 'staff', response: OwnEmail },
      },
    },
    (request) => ownEmail(request),
  )

  app.put(
    '/user/me/email',
    {
      config: {
        doc: {
          summary: 'The connected staff member sets their address for the security mails (an empty one or null removes it)',
          tag: 'user',
          access: 'staff',
          body: OwnEmailSchema,
          response: OwnEmail,
        },
      },
    },
    (request) => changeOwnEmail(request, parse(OwnEmailSchema, request.body).email),
  )
}
