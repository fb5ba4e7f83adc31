import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { StaffLoginSchema } from '../contract/user'
import { staffUser } from '../db/schema'
import { parse, unauthorized } from '../errors'
import { clearSessionCookie, currentStaff, sessionToken, setSessionCookie } from '../plugins/auth'
import { verifyPassword } from '../services/passwords'
import { clear, hit } from '../services/rate-limit'
import { createSession, deleteSession } from '../services/sessions'

const LOGIN_WINDOW_SECONDS = 15 * 60

export const userRoutes: FastifyPluginAsync = async (app) => {
  app.post('/user/login', async (request, reply) => {
    const { user, password } = parse(StaffLoginSchema, request.body)
    const userKey = `staff-login:user:${user.toLowerCase()}`
    await hit(
      app.db,
      [
        { key: `staff-login:ip:${request.ip}`, max: 30, windowSeconds: LOGIN_WINDOW_SECONDS },
        { key: userKey, max: 10, windowSeconds: LOGIN_WINDOW_SECONDS },
      ],
      'Trop de tentatives de connexion.',
    )
    const [row] = await app.db.select().from(staffUser).where(eq(staffUser.user, user))
    if (!(await verifyPassword(row?.passwordHash, password)) || !row) {
      throw unauthorized('Identifiant ou mot de passe incorrect.')
    }
    await clear(app.db, userKey)
    // A new session id at every login (no fixation); the previous one, if any, ends.
    await deleteSession(app.db, sessionToken(request, 'staff'))
    setSessionCookie(reply, 'staff', await createSession(app.db, 'staff', row.id))
    return { isConnected: true, user: row.user, rights: row.rights }
  })

  app.post('/user/logout', async (request, reply) => {
    await deleteSession(app.db, sessionToken(request, 'staff'))
    clearSessionCookie(reply, 'staff')
    return { success: true }
  })

  app.get('/user/me', async (request) => {
    const staff = await currentStaff(request)
    if (!staff) throw unauthorized()
    return { isConnected: true, user: staff.user, rights: staff.rightsText }
  })
}
