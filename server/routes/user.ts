import type { FastifyPluginAsync } from 'fastify'
import { ForbiddenPageSchema } from '../contract/activity'
import { SuccessAnswer } from '../contract/common'
import { OwnPasswordSchema, OwnSessions, StaffCodeStepSchema, StaffLoginSchema, StaffSession } from '../contract/user'
import { HttpError, parse, unauthorized } from '../errors'
import { clearSessionCookie, currentStaff, logInStaff, sessionToken, staffOf } from '../plugins/auth'
import { recordAccess } from '../services/access-log'
import { admitCodeStep, admitLogin, loginSucceeded } from '../services/login-throttle'
import { verifyPassword } from '../services/passwords'
import { hit } from '../services/rate-limit'
import {
  endPendingLogin,
  factorLabels,
  needsReauth,
  readPendingLogin,
  requireRecentProof,
  startPendingLogin,
  verifySecondFactor,
} from '../services/second-factor'
import { deleteSession } from '../services/sessions'
import { requestSource } from '../services/source-address'
import { changeOwnPassword, closeOtherSessions, findStaffByName, ownSessions } from '../services/staff'

const LOGIN_WINDOW_SECONDS = 15 * 60
const askCode = 'Saisissez le code à six chiffres de votre application d’authentification, ou un code de secours.'
const wrongCode = 'Code incorrect ou déjà utilisé.'
const pendingEnded = 'Votre connexion a expiré\u00a0: saisissez de nouveau votre identifiant et votre mot de passe.'

export const userRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/user/login',
    {
      config: {
        doc: {
          summary:
            'Staff login: sets the school_admin cookie. An account with a second factor answers 401 { secondFactor: true, pendingLogin } without `code`; step 2 posts { pendingLogin, code } (decision 0037). Throttled as the client login (decision 0019)',
          tag: 'user',
          access: 'public',
          body: StaffLoginSchema.or(StaffCodeStepSchema),
          response: StaffSession,
        },
      },
    },
    async (request, reply) => {
      const body = request.body as Record<string, unknown> | null
      const step = body && typeof body === 'object' && 'pendingLogin' in body ? parse(StaffCodeStepSchema, body) : null
      const now = app.clock.now()
      const pending = step ? await readPendingLogin(app.db, step.pendingLogin, now) : null
      if (step && !pending) throw unauthorized(pendingEnded)
      const input = step ? null : parse(StaffLoginSchema, body)
      const user = pending?.user ?? input!.user
      const attempt = { kind: 'staff', account: user, source: requestSource(request) } as const
      // The code step counts against the same throttle as the password (decision 0019).
      await (step ? admitCodeStep(app.db, attempt) : admitLogin(app.db, attempt))
      const row = pending ?? (await findStaffByName(app.db, user))
      if (input && (!(await verifyPassword(row?.passwordHash, input.password)) || !row)) {
        await recordAccess(app.db, {
          action: 'login_failed',
          staffUserId: row?.id ?? null,
          staffName: row?.user ?? user,
          label: row ? 'mot de passe incorrect' : 'identifiant inconnu',
        })
        throw unauthorized('Identifiant ou mot de passe incorrect.')
      }
      const account = row!
      let label = 'mot de passe'
      if (account.totpSecret) {
        const code = step?.code ?? input?.code
        if (code === undefined) {
          const pendingLogin = await startPendingLogin(app.db, account.id, now)
          throw new HttpError(401, askCode, {}, { secondFactor: true, pendingLogin })
        }
        const factor = await verifySecondFactor(app.db, account, code, now)
        if (!factor) {
          await recordAccess(app.db, { action: 'login_failed', staffUserId: account.id, staffName: account.user, label: 'code incorrect' })
          throw new HttpError(401, wrongCode, {}, { secondFactor: true })
        }
        if (step) await endPendingLogin(app.db, step.pendingLogin)
        label = factorLabels[factor]
      }
      await loginSucceeded(app.db, attempt)
      const session = await logInStaff(request, reply, account, label)
      return { ...session, secondFactor: !!account.totpSecret, reauthNeeded: false }
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
          beforeSecondFactor: true,
          trailOnly: true,
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
    {
      config: {
        doc: { summary: 'The connected staff user', tag: 'user', access: 'staff', beforeSecondFactor: true, response: StaffSession },
      },
    },
    async (request) => {
      const staff = await staffOf(request)
      return {
        isConnected: true,
        user: staff.user,
        rights: staff.rightsText,
        secondFactor: staff.hasFactor,
        reauthNeeded: needsReauth(staff, app.clock.now()),
      }
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
      await requireRecentProof(request, { currentPassword: input.oldPassword, code: input.code })
      await changeOwnPassword(request, input)
      return { success: true }
    },
  )
}
