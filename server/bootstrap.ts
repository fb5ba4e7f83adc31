import { eq, sql } from 'drizzle-orm'
import type { ApiConfig } from './config'
import { Right } from './contract/rights'
import type { Database } from './db'
import { staffUser } from './db/schema'
import { addStaffUser } from './services/staff'
import { deleteSetupTokens, issueSetupToken } from './services/staff-setup'

/** What a start did for the first account: created it from ADMIN_USER/ADMIN_PASSWORD, or issued a setup link. */
export type FirstAccount = { created: string } | { setupToken: string } | null

/**
 * On a database without staff (decision 0038): the full admin of ADMIN_USER/ADMIN_PASSWORD when they are given (for
 * automation), else a single-use setup token for the link the start prints; null once an account exists, whose
 * start also deletes any setup token left.
 */
export async function ensureAdmin(db: Database, config: ApiConfig, now = new Date()): Promise<FirstAccount> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(staffUser)
  if (n > 0) {
    await deleteSetupTokens(db)
    return null
  }
  if (config.adminUser && config.adminPassword) {
    const row = await addStaffUser(db, { user: config.adminUser, password: config.adminPassword, rights: String(Right.FullAdmin) })
    // Automation enrols the first admin's factor (ADMIN_TOTP_SECRET); else it enrols at its first login.
    if (config.adminTotpSecret) await db.update(staffUser).set({ totpSecret: config.adminTotpSecret }).where(eq(staffUser.id, row.id))
    await deleteSetupTokens(db)
    return { created: row.user }
  }
  return { setupToken: await issueSetupToken(db, now) }
}
