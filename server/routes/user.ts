import type { FastifyPluginAsync } from 'fastify'
import { SuccessAnswer } from '../contract/common'
import { OwnPasswordSchema, StaffLoginSchema, StaffSession } from '../contract/user'
import { parse, unauthorized } from '../errors'
import { clearSessionCookie, sessionToken, staffOf, startSession } from '../plugins/auth'
import { admitLogin, loginSucceeded } from '../services/login-throttle'
import { verifyPassword } from '../services/passwords'
import { hit } from '../services/rate-limit'
import { deleteSession } from '../services/sessions'
import { requestSource } from '../services/source-address'
import { changeOwnPassword, findStaffByName } from '../services/staff'

const LOGIN_WINDOW_SECONDS = 15 * 60

export const userRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/user/login',
    {
      config: {
        doc: {
          summary: 'Staff login: sets the school_admin cookie. Throttled as the client login (decision 0019)',
          tag: 'user',
          access: 'public',
          body: StaffLoginSchema,
          response: StaffSession,
        },
      },
    },
    async (request, reply) => {
      const { user, password } = parse(StaffLoginSchema, request.body)
      const attempt = { kind: 'staff', account: user, source: requestSource(request) } as const
      await admitLogin(app.db, attempt)
      const row = await findStaffByName(app.db, user)
      if (!(await verifyPassword(row?.passwordHash, password)) || !row) {
        throw unauthorized('Identifiant ou mot de passe incorrect.')
      }
      await loginSucceeded(app.db, attempt)
      await startSession(request, reply, 'staff', row.id)
      return { isConnected: true, user: row.user, rights: row.rights }
    },
  )

  app.post(
    '/user/logout',
    { config: { doc: { summary: 'Staff logout', tag: 'user', access: 'public', response: SuccessAnswer } } },
    async (request, reply) => {
      await deleteSession(app.db, sessionToken(request, 'staff'))
      clearSessionCookie(reply, 'staff')
      return { success: true }
    },
  )

  app.get(
    '/user/me',
    { config: { doc: { summary: 'The connected staff user', tag: 'user', access: 'staff', response: StaffSession } } },
    async (request) => {
      const staff = await staffOf(request)
      return { isConnected: true, user: staff.user, rights: staff.rightsText }
    },
  )

  app.put(
    '/user/me/password',
    {
      config: {
        doc: {
          summary: 'The connected staff user changes their own password (oldPassword, newPassword); their other sessions end',
          tag: 'user',
          access: 'staff',
          body: OwnPasswordSchema,
          response: SuccessAnswer,
        },
      },
    },
    async (request) => {
      const input = parse(OwnPasswordSchema, request.body)
      const staff = await staffOf(request)
      // A stolen session must not try passwords at will.
      await hit(app.db, [{ key: `staff-password:user:${staff.id}`, max: 10, windowSeconds: LOGIN_WINDOW_SECONDS }], 'Trop de tentatives.')
      await changeOwnPassword(request, input)
      return { success: true }
    },
  )
}
