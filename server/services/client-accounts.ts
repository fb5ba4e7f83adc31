import { and, eq, isNotNull, isNull, lt, notExists, type SQL, sql } from 'drizzle-orm'
import { retention } from '../contract/retention-rules'
import type { Database } from '../db'
import { client, registrationClient, session } from '../db/schema'
import { purgeOldTokens } from './account-tokens'
import type { ClientRow } from './clients'
import { hashPassword } from './passwords'

/** Client accounts (section 5): a client row with an account address, confirmed by mail, with a password. */

const ABANDONED_SIGNUP_MS = retention.unconfirmedAccountDays * 24 * 60 * 60 * 1000

/** The client of an account address; with `withPassword`, only one whose password is set. */
export async function findAccount(db: Database, email: string, { withPassword = false } = {}): Promise<ClientRow | null> {
  const [row] = await db
    .select()
    .from(client)
    .where(and(eq(client.accountEmail, email), withPassword ? isNotNull(client.passwordHash) : undefined))
  return row ?? null
}

/**
 * The client row of an account address, created on the first request (confirmed later, by the link). The retention of
 * idle accounts counts from `at`, the API clock's time, until a first login (`recordLogin`) moves it.
 */
export async function findOrCreateAccount(db: Database, email: string, at: Date): Promise<ClientRow> {
  const [created] = await db
    .insert(client)
    .values({ email, accountEmail: email, lastLoginAt: at })
    .onConflictDoNothing({ target: client.accountEmail })
    .returning()
  return created ?? (await findAccount(db, email))!
}

/** The mailed link proved the address: the account is confirmed, once (the first time stays). */
export async function confirmAccount(db: Database, clientId: number): Promise<void> {
  await db
    .update(client)
    .set({ confirmedAt: sql`coalesce(${client.confirmedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(client.id, clientId))
}

/** Sets an account's password, which confirms it too. */
export async function setPassword(db: Database, clientId: number, password: string): Promise<void> {
  await db
    .update(client)
    .set({ passwordHash: await hashPassword(password), confirmedAt: sql`coalesce(${client.confirmedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(client.id, clientId))
}

/** Accounts asked for but never confirmed (mistyped or someone else's address) do not stay in the client list. */
export async function purgeAbandoned(db: Database): Promise<void> {
  await purgeOldTokens(db)
  await db.delete(client).where(abandonedSignups(db, new Date()))
}

/** The accounts still unconfirmed `unconfirmedAccountDays` after they were asked for, at `at`, in no registration. */
export function abandonedSignups(db: Database, at: Date) {
  return and(
    isNotNull(client.accountEmail),
    isNull(client.confirmedAt),
    isNull(client.passwordHash),
    lt(client.createdAt, new Date(at.getTime() - ABANDONED_SIGNUP_MS)),
    notExists(db.select({ id: registrationClient.id }).from(registrationClient).where(eq(registrationClient.clientId, client.id))),
  )
}

/** A login: the retention of idle accounts counts from it, and it cancels a pending deletion's warning. */
export async function recordLogin(db: Database, clientId: number, at: Date): Promise<void> {
  await db.update(client).set({ lastLoginAt: at, retentionWarnedAt: null }).where(eq(client.id, clientId))
}

/** The sessions of a client, for its data export. */
export async function clientSessions(db: Database, clientId: number) {
  return db
    .select({ createdAt: session.createdAt, lastSeenAt: session.lastSeenAt })
    .from(session)
    .where(and(eq(session.kind, 'client'), eq(session.clientId, clientId)))
}

/**
 * Erases a client (RGPD): its row, account, sessions and tokens (ON DELETE CASCADE); its places in registrations
 * stay, anonymised, since the school keeps the count of places taken, not who took them. With `onlyIf`, only while
 * the client's row, locked first, still meets it (an idle account that logged in meanwhile stays); answers whether
 * it was erased.
 */
export async function eraseClient(db: Database, clientId: number, onlyIf?: SQL): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (onlyIf) {
      const [still] = await tx
        .select({ id: client.id })
        .from(client)
        .where(and(eq(client.id, clientId), onlyIf))
        .for('update')
      if (!still) return false
    }
    await tx.update(registrationClient).set({ clientId: null, anonymised: true }).where(eq(registrationClient.clientId, clientId))
    await tx.delete(client).where(eq(client.id, clientId))
    return true
  })
}
