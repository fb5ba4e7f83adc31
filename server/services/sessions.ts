import { and, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm'
import { retention } from '../contract/retention-rules'
import type { Database } from '../db'
import { session, staffUser } from '../db/schema'
import { recordSessionExpiry } from './access-log'
import { hashToken, newToken } from './tokens'

export type SessionKind = 'staff' | 'client'

export const sessionCookie: Record<SessionKind, string> = { staff: 'school_admin', client: 'school_client' }

/** How long a session lives: without a request (`idleMs`), and in all (`maxMs`). */
export interface SessionLimits {
  idleMs: number
  maxMs: number
}

/** A client's session ends after this long without a request, and in any case after the absolute limit. */
export const SESSION_IDLE_MS = retention.sessionIdleHours * 60 * 60 * 1000
export const SESSION_ABSOLUTE_MS = retention.sessionMaxDays * 24 * 60 * 60 * 1000
export const clientSessionLimits: SessionLimits = { idleMs: SESSION_IDLE_MS, maxMs: SESSION_ABSOLUTE_MS }
// last_seen_at is written at most this often, to keep reads cheap.
const TOUCH_AFTER_MS = 60 * 1000

/** Why a session ended when a request came with it: too long without a request, or too long in all. */
export type SessionEnd = 'idle' | 'max'

/**
 * Opens a session; `browser` is the label `browserOf` made of the login's User-Agent, `provedAt` the time of the
 * login's proof (the API's clock) that a change of password, factor or rights reads (decision 0037).
 */
export async function createSession(db: Database, kind: SessionKind, subjectId: number, browser = '', provedAt?: Date): Promise<string> {
  const token = newToken()
  await db.insert(session).values({
    idHash: hashToken(token),
    kind,
    browser,
    ...(provedAt ? { lastProofAt: provedAt } : {}),
    staffUserId: kind === 'staff' ? subjectId : null,
    clientId: kind === 'client' ? subjectId : null,
  })
  return token
}

/** A live session: its subject's id, and for a staff session the account, read with it in the same query. */
export interface LiveSession {
  id: number
  lastProofAt: Date
  staff: typeof staffUser.$inferSelect | null
}

/**
 * The subject of a live session, why it ended if it just did, or null (no such session). A staff session comes
 * with its account: one query instead of two on every staff call (PGlite spends about a millisecond on each).
 */
export async function readSession(
  db: Database,
  kind: SessionKind,
  token: string | undefined,
  limits: SessionLimits = clientSessionLimits,
): Promise<LiveSession | { ended: SessionEnd } | null> {
  if (!token || token.length > 100) return null
  const idHash = hashToken(token)
  const [found] = await db
    .select({ row: session, staff: staffUser })
    .from(session)
    .leftJoin(staffUser, eq(staffUser.id, session.staffUserId))
    .where(and(eq(session.idHash, idHash), eq(session.kind, kind)))
  if (!found) return null
  const { row, staff } = found
  const now = Date.now()
  const end = now - row.createdAt.getTime() > limits.maxMs ? 'max' : now - row.lastSeenAt.getTime() > limits.idleMs ? 'idle' : null
  if (end) {
    const ended = await db.delete(session).where(eq(session.idHash, idHash)).returning({ staffUserId: session.staffUserId })
    // Once, by the request that ended it: the trail tells a staff member's session that ran out.
    const staffUserId = ended[0]?.staffUserId
    if (staffUserId) await recordSessionExpiry(db, staffUserId, end)
    return { ended: end }
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(session)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(session.idHash, idHash))
  }
  const id = kind === 'staff' ? row.staffUserId : row.clientId
  return id === null ? null : { id, lastProofAt: row.lastProofAt, staff }
}

/** The holder of this session proved password and code again (a re-authentication, decision 0037). */
export async function recordProof(db: Database, token: string, at: Date): Promise<void> {
  await db
    .update(session)
    .set({ lastProofAt: at })
    .where(eq(session.idHash, hashToken(token)))
}

export async function deleteSession(db: Database, token: string | undefined): Promise<void> {
  if (token) await db.delete(session).where(eq(session.idHash, hashToken(token)))
}

/** Ends every session of a subject (password change, account deletion), except the one of `exceptToken`. */
export async function deleteSessionsOf(db: Database, kind: SessionKind, subjectId: number, exceptToken?: string): Promise<void> {
  const column = kind === 'staff' ? session.staffUserId : session.clientId
  const kept = exceptToken ? ne(session.idHash, hashToken(exceptToken)) : undefined
  await db.delete(session).where(and(eq(session.kind, kind), eq(column, subjectId), kept))
}

export const sessionCount = (db: Database) => db.select({ n: sql<number>`count(*)::int` }).from(session)

/** The sessions that `readSession` would refuse at `at` (the retention rule deletes them every day). */
export const expiredSessions = (at: Date) =>
  or(lt(session.lastSeenAt, new Date(at.getTime() - SESSION_IDLE_MS)), lt(session.createdAt, new Date(at.getTime() - SESSION_ABSOLUTE_MS)))

/** A staff member's open sessions, the latest first: when each started, was last used, and in which browser. */
export async function openSessionsOf(db: Database, staffUserId: number, limits: SessionLimits, currentToken: string | undefined) {
  const now = Date.now()
  const rows = await db
    .select()
    .from(session)
    .where(
      and(
        eq(session.kind, 'staff'),
        eq(session.staffUserId, staffUserId),
        gt(session.lastSeenAt, new Date(now - limits.idleMs)),
        gt(session.createdAt, new Date(now - limits.maxMs)),
      ),
    )
    .orderBy(desc(session.lastSeenAt))
  const current = currentToken ? hashToken(currentToken) : null
  return rows.map((row) => ({
    startedAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    browser: row.browser,
    current: row.idHash === current,
  }))
}
