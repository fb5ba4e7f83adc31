import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ApiConfig } from '../config'
import { hasRight, parseRights, type Right } from '../contract/rights'
import { forbidden, HttpError, unauthorized } from '../errors'
import { recordAccess } from '../services/access-log'
import { browserOf } from '../services/browser-label'
import { recordLogin } from '../services/client-accounts'
import {
  clientSessionLimits,
  createSession,
  deleteSession,
  type LiveSession,
  readSession,
  sessionCookie,
  type SessionEnd,
  type SessionKind,
  type SessionLimits,
} from '../services/sessions'

export interface Staff {
  id: number
  user: string
  rights: number[]
  rightsText: string
  /** Whether the account has enrolled its second factor: until then only enrolment is open (decision 0037). */
  hasFactor: boolean
  /** When this session's holder last proved password and code. */
  lastProofAt: Date
}

// Each request reads its sessions at most once.
const staffCache = new WeakMap<FastifyRequest, Promise<Staff | null>>()
const clientCache = new WeakMap<FastifyRequest, Promise<number | null>>()
// Why the staff session a request came with ended, when that request ended it.
const staffEnds = new WeakMap<FastifyRequest, SessionEnd>()

/** How long a session of `kind` lives: the staff's limits are the configuration's (issue 29). */
export function sessionLimitsOf(config: Pick<ApiConfig, 'staffIdleMinutes' | 'staffMaxHours'>, kind: SessionKind): SessionLimits {
  if (kind === 'client') return clientSessionLimits
  return { idleMs: config.staffIdleMinutes * 60_000, maxMs: config.staffMaxHours * 3_600_000 }
}

export function sessionToken(request: FastifyRequest, kind: SessionKind): string | undefined {
  return request.cookies[sessionCookie[kind]]
}

/** Who holds this request's session of `kind`, as `find` makes it of the live session, or null; read once per request. */
function sessionHolder<T>(
  request: FastifyRequest,
  kind: SessionKind,
  cache: WeakMap<FastifyRequest, Promise<T | null>>,
  find: (live: LiveSession) => T | null,
): Promise<T | null> {
  let pending = cache.get(request)
  if (!pending) {
    const { db, config } = request.server
    pending = readSession(db, kind, sessionToken(request, kind), sessionLimitsOf(config, kind)).then((read) => {
      if (read === null) return null
      if ('ended' in read) {
        if (kind === 'staff') staffEnds.set(request, read.ended)
        return null
      }
      return find(read)
    })
    cache.set(request, pending)
  }
  return pending
}

/** The connected staff user, or null. */
export function currentStaff(request: FastifyRequest): Promise<Staff | null> {
  return sessionHolder(request, 'staff', staffCache, ({ staff: row, lastProofAt }) => {
    if (!row) return null
    return { id: row.id, user: row.user, rights: parseRights(row.rights), rightsText: row.rights, hasFactor: !!row.totpSecret, lastProofAt }
  })
}

/**
 * The id of the connected client, or null. The session's row is enough: deleting a client deletes its sessions
 * (foreign key), so a second read of the client on every call of the client area would find it anyway (issue 33).
 */
export function currentClientId(request: FastifyRequest): Promise<number | null> {
  return sessionHolder(request, 'client', clientCache, ({ id }) => id)
}

const colonAndAfter = '\u00a0: connectez-vous de nouveau.'

/** The 401 of a staff call without a live session: why, when this very request found its session ended. */
function staffUnauthorized(request: FastifyRequest) {
  const end = staffEnds.get(request)
  // A session cookie that opens nothing: ended elsewhere (a logout, a password changed, closed by an administrator).
  if (!end) return sessionToken(request, 'staff') ? unauthorized(`Votre session a pris fin${colonAndAfter}`) : unauthorized()
  const { staffIdleMinutes, staffMaxHours } = request.server.config
  const after = end === 'idle' ? `${staffIdleMinutes}\u00a0minutes sans activité` : `${staffMaxHours}\u00a0heures`
  return unauthorized(`Votre session a pris fin après ${after}${colonAndAfter}`)
}

export const enrolFirst = 'Activez d’abord l’authentification à deux facteurs de votre compte (page «\u00a0Sécurité du compte\u00a0»).'

/**
 * Route guard: 401 when no staff user is connected, 403 when the user lacks one of the rights, and 403
 * `{ enrolment: true }` for an account without its second factor, but on the routes that enrolment needs.
 */
export function requireRight(...rights: Right[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const staff = await currentStaff(request)
    if (!staff) throw staffUnauthorized(request)
    if (!staff.hasFactor && !request.routeOptions.config.doc?.beforeSecondFactor) {
      throw new HttpError(403, enrolFirst, {}, { enrolment: true })
    }
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
  if (!staff) throw staffUnauthorized(request)
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
  setSessionCookie(reply, kind, await createSession(db, kind, id, browserOf(request.headers['user-agent']), request.server.clock.now()))
  if (kind === 'client') await recordLogin(db, id, request.server.clock.now())
}

/**
 * A staff login that succeeded (password and code, passkey, setup link): its session starts and the login is logged
 * with what proved it (`proof`, in French); answers what every staff login answers.
 */
export async function logInStaff(
  request: FastifyRequest,
  reply: FastifyReply,
  account: { id: number; user: string; rights: string },
  proof: string,
) {
  await startSession(request, reply, 'staff', account.id)
  await recordAccess(request.server.db, { action: 'login', staffUserId: account.id, staffName: account.user, label: proof })
  return { isConnected: true as const, user: account.user, rights: account.rights }
}

export function clearSessionCookie(reply: FastifyReply, kind: SessionKind) {
  reply.clearCookie(sessionCookie[kind], { path: '/' })
}
