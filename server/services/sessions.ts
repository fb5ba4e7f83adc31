import { and, eq, lt, ne, or, sql } from 'drizzle-orm'
import { retention } from '../contract/retention-rules'
import type { Database } from '../db'
import { session } from '../db/schema'
import { recordSessionExpiry } from './access-log'
import { hashToken, newToken } from './tokens'

export type SessionKind = 'staff' | 'client'

export const sessionCookie: Record<SessionKind, string> = { staff: 'school_admin', client: 'school_client' }

/** A session ends after this long without a request, and in any case after the absolute limit. */
export const SESSION_IDLE_MS = retention.sessionIdleHours * 60 * 60 * 1000
export const SESSION_ABSOLUTE_MS = retention.sessionMaxDays * 24 * 60 * 60 * 1000
// last_seen_at is written at most this often, to keep reads cheap.
const TOUCH_AFTER_MS = 60 * 1000

export async function createSession(db: Database, kind: SessionKind, subjectId: number): Promise<string> {
  const token = newToken()
  await db.insert(session).values({
    idHash: hashToken(token),
    kind,
    staffUserId: kind === 'staff' ? subjectId : null,
    clientId: kind === 'client' ? subjectId : null,
  })
  return token
}

/** The subject id of a live session, or null. */
export async function readSession(db: Database, kind: SessionKind, token: string | undefined): Promise<number | null> {
  if (!token || token.length > 100) return null
  const idHash = hashToken(token)
  const [row] = await db
    .select()
    .from(session)
    .where(and(eq(session.idHash, idHash), eq(session.kind, kind)))
  if (!row) return null
  const now = Date.now()
  if (now - row.lastSeenAt.getTime() > SESSION_IDLE_MS || now - row.createdAt.getTime() > SESSION_ABSOLUTE_MS) {
    const ended = await db.delete(session).where(eq(session.idHash, idHash)).returning({ staffUserId: session.staffUserId })
    // Once, by the request that ended it: the trail tells a staff member's session that ran out.
    const staffUserId = ended[0]?.staffUserId
    if (staffUserId) await recordSessionExpiry(db, staffUserId)
    return null
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(session)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(session.idHash, idHash))
  }
  return kind === 'staff' ? row.staffUserId : row.clientId
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
