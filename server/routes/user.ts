import type { FastifyPluginAsync } from 'fastify'
import { ForbiddenPageSchema } from '../contract/activity'
import { SuccessAnswer } from '../contract/common'
import { OwnPasswordSchema, OwnSessions, StaffLoginSchema, StaffSession } from '../contract/user'
import { parse, unauthorized } from '../errors'
import { clearSessionCookie, currentStaff, sessionToken, staffOf, startSession } from '../plugins/auth'
import { recordAccess } from '../services/access-log'
import { admitLogin, loginSucceeded } from '../services/login-throttle'
import { verifyPassword } from '../services/passwords'
import { hit } from '../services/rate-limit'
import { deleteSession } from '../services/sessions'
import { requestSource } from '../services/source-address'
import { changeOwnPassword, closeOtherSessions, findStaffByName, ownSessions } from '../services/staff'

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
        await recordAccess(app.db, {
          action: 'login_failed',
          staffUserId: row?.id ?? null,
          staffName: row?.user ?? user,
          label: row ? 'mot de passe incorrect' : 'identifiant inconnu',
        })
        throw unauthorized('Identifiant ou mot de passe incorrect.')
      }
      await loginSucceeded(app.db, attempt)
      await startSession(request, reply, 'staff', row.id)
      await recordAccess(app.db, { action: 'login', staffUserId: row.id, staffName: row.user, label: 'mot de passe' })
      return { isConnected: true, user: row.user, rights: row.rights }
    },
  )

  app.post(
    '/user/logout',
    { config: { doc: { summary: 'Staff logout', tag: 'user', access: 'public', response: SuccessAnswer } } },
    async (request, reply) => {
      const staff = await currentStaff(request)
      await deleteSession(app.db, sessionToken(request, 'staff'))
      clearSessionCookie(reply, 'staff')
      if (staff) await recordAccess(app.db, { action: 'logout', staffUserId: staff.id, staffName: staff.user })
      return { success: true }
    },
  )

  app.get(
    '/user/me/sessions',
    {
      config: {
        doc: {
          summary: 'The connected staff member’s open sessions, the latest used first (issue 29)',
          tag: 'user',
          access: 'staff',
          response: OwnSessions,
        },
      },
    },
    (request) => ownSessions(request),
  )

  app.post(
    '/user/me/sessions/close-others',
    {
      config: {
        doc: {
          summary: 'Ends the connected staff member’s other sessions (ASVS 7.4.3)',
          tag: 'user',
          access: 'staff',
          response: SuccessAnswer,
        },
      },
    },
    async (request) => {
      await closeOtherSessions(request)
      return { success: true }
    },
  )

  app.post(
    '/user/me/forbidden',
    {
      config: {
        doc: {
          summary: 'A back-office page the site refused to the connected staff member, for the trail (decision 0035)',
          tag: 'user',
          access: 'staff',
          body: ForbiddenPageSchema,
          response: SuccessAnswer,
        },
      },
    },
    async (request) => {
      const { path } = parse(ForbiddenPageSchema, request.body)
      const staff = await staffOf(request)
      await recordAccess(app.db, { action: 'forbidden', staffUserId: staff.id, staffName: staff.user, label: path })
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
