import { and, eq, gt, lte, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { Right } from '../contract/rights'
import type { Database } from '../db'
import { staffSetupToken, staffUser } from '../db/schema'
import { notFound } from '../errors'
import { recordActivity } from './activity'
import { addStaffUser, type StaffRow } from './staff'
import { hashToken, newToken } from './tokens'

/**
 * The first start without ADMIN_PASSWORD (ASVS 6.3.2, decision 0038): no account exists until the owner opens the
 * link `npm start` prints, `/admin/setup/{token}`, and chooses the full admin's name and password there.
 */

/** A setup link works 24 hours after the start that printed it. */
export const SETUP_LIFETIME_MS = 24 * 60 * 60 * 1000

export const invalidSetupLink = 'Ce lien de création du compte d’administration n’est pas valable.'

const staffCount = async (db: Database) => (await db.select({ n: sql<number>`count(*)::int` }).from(staffUser))[0].n

/** The page of a setup link, from the site's public address. */
export function setupLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/admin/setup/${token}`
}

/**
 * A new setup token, stored hashed, valid 24 hours from `now`. The hash cannot be printed again: each start prints a
 * new one, and the links printed by earlier starts keep working until their own expiry or the account's creation
 * (several API processes started together each print theirs, and any of them works). Expired ones are deleted.
 */
export async function issueSetupToken(db: Database, now: Date): Promise<string> {
  const token = newToken()
  await db.delete(staffSetupToken).where(lte(staffSetupToken.expiresAt, now))
  await db.insert(staffSetupToken).values({ tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + SETUP_LIFETIME_MS) })
  return token
}

/** Once an account exists, no setup link may open another. */
export async function deleteSetupTokens(db: Database): Promise<void> {
  await db.delete(staffSetupToken)
}

/** Whether `token` opens the setup page at `now`: known, not expired, and still no staff account. */
export async function isSetupTokenValid(db: Database, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: staffSetupToken.tokenHash })
    .from(staffSetupToken)
    .where(and(eq(staffSetupToken.tokenHash, hashToken(token)), gt(staffSetupToken.expiresAt, now)))
  return !!row && (await staffCount(db)) === 0
}

/**
 * Creates the full admin with a setup token, which dies with every other one: all the tokens are deleted in the
 * statement that checks this one, so that two setups at once (with one link or two) cannot both create an account.
 * An unknown, expired or used token is the 404 of `invalidSetupLink`, whatever the fields (no detail leaks).
 */
export async function createFirstAdmin(
  request: FastifyRequest,
  input: { token: string; user: string; password: string },
): Promise<StaffRow> {
  const now = request.server.clock.now()
  const tokenHash = hashToken(input.token)
  return request.server.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    const deleted = await tx.delete(staffSetupToken).returning()
    const mine = deleted.find((row) => row.tokenHash === tokenHash && row.expiresAt > now)
    // Throwing rolls the deletion back: the other links still work.
    if (!mine || (await staffCount(tx)) > 0) throw notFound(invalidSetupLink)
    const row = await addStaffUser(tx, { user: input.user, password: input.password, rights: String(Right.FullAdmin) })
    await recordActivity(
      tx,
      { id: row.id, user: row.user },
      {
        entity: 'staff_user',
        entityId: row.id,
        action: 'create',
        label: row.user,
        before: null,
        after: { user: row.user, rights: row.rights },
      },
    )
    return row
  })
}
