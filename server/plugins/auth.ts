import { eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { hasRight, parseRights, type Right } from '../contract/rights'
import { client, staffUser } from '../db/schema'
import { forbidden, unauthorized } from '../errors'
import { recordAccess } from '../services/access-log'
import { recordLogin } from '../services/client-accounts'
import { createSession, deleteSession, readSession, sessionCookie, type SessionKind } from '../services/sessions'

export interface Staff {
  id: number
  user: string
  rights: number[]
  rightsText: string
}

// Each request reads its sessions at most once.
const staffCache = new WeakMap<FastifyRequest, Promise<Staff | null>>()
const clientCache = new WeakMap<FastifyRequest, Promise<number | null>>()

export function sessionToken(request: FastifyRequest, kind: SessionKind): string | undefined {
  return request.cookies[sessionCookie[kind]]
}

/** Who holds this request's session of `kind`, as `find` reads it from the session's id, or null; read once per request. */
function sessionHolder<T>(
  request: FastifyRequest,
  kind: SessionKind,
  cache: WeakMap<FastifyRequest, Promise<T | null>>,
  find: (id: number) => Promise<T | null>,
): Promise<T | null> {
  let pending = cache.get(request)
  if (!pending) {
    pending = readSession(request.server.db, kind, sessionToken(request, kind)).then((id) => (id === null ? null : find(id)))
    cache.set(request, pending)
  }
  return pending
}

/** The connected staff user, or null. */
export function currentStaff(request: FastifyRequest): Promise<Staff | null> {
  return sessionHolder(request, 'staff', staffCache, async (id) => {
    const [row] = await request.server.db.select().from(staffUser).where(eq(staffUser.id, id))
    return row ? { id: row.id, user: row.user, rights: parseRights(row.rights), rightsText: row.rights } : null
  })
}

/** The id of the connected client, or null. */
export function currentClientId(request: FastifyRequest): Promise<number | null> {
  return sessionHolder(request, 'client', clientCache, async (id) => {
    const [row] = await request.server.db.select({ id: client.id }).from(client).where(eq(client.id, id))
    return row?.id ?? null
  })
}

/** Route guard: 401 when no staff user is connected, 403 when the user lacks one of the rights. */
export function requireRight(...rights: Right[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const staff = await currentStaff(request)
    if (!staff) throw unauthorized()
    if (!rights.every((right) => hasRight(staff.rights, right))) {
      // The route's pattern, not the address as sent: the trail stores what the code matched.
      const label = `${request.method} ${request.routeOptions.url ?? ''}`
      await recordAccess(request.server.db, { action: 'forbidden', staffUserId: staff.id, staffName: staff.user, label })
      throw forbidden()
    }
  }
}

/** The connected staff user, for handlers behind `requireRight`. */
export async function staffOf(request: FastifyRequest): Promise<Staff> {
  const staff = await currentStaff(request)
  if (!staff) throw unauthorized()
  return staff
}

/** The connected client's id, or a 401 with the message the client area shows. */
export async function requireClient(request: FastifyRequest): Promise<number> {
  const id = await currentClientId(request)
  if (id === null) throw unauthorized('Votre session a expiré ou vous n’êtes pas connecté. Connectez-vous à votre compte client.')
  return id
}

/** The API's own session cookie: HttpOnly, no expiry (the row expires server-side). */
export function setSessionCookie(reply: FastifyReply, kind: SessionKind, token: string) {
  reply.setCookie(sessionCookie[kind], token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: reply.server.config.publicUrl.startsWith('https://'),
  })
}

/** Logs in: a new session id at every login (no fixation); the previous one of this browser, if any, ends. */
export async function startSession(request: FastifyRequest, reply: FastifyReply, kind: SessionKind, id: number) {
  const { db } = request.server
  await deleteSession(db, sessionToken(request, kind))
  setSessionCookie(reply, kind, await createSession(db, kind, id))
  if (kind === 'client') await recordLogin(db, id, request.server.clock.now())
}

export function clearSessionCookie(reply: FastifyReply, kind: SessionKind) {
  reply.clearCookie(sessionCookie[kind], { path: '/' })
}
