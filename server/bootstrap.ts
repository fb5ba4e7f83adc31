import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { ApiConfig } from './config'
import { Right } from './contract/rights'
import type { Database } from './db'
import { staffUser } from './db/schema'
import { hashPassword } from './services/passwords'

/**
 * Creates the full-admin account on a database without staff. Answers the generated password when
 * ADMIN_PASSWORD was not given (to be printed once), else null.
 */
export async function ensureAdmin(db: Database, config: ApiConfig): Promise<{ user: string; password: string | null } | null> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(staffUser)
  if (n > 0) return null
  const password = config.adminPassword ?? randomBytes(12).toString('base64url')
  await db
    .insert(staffUser)
    .values({
      user: config.adminUser,
      passwordHash: await hashPassword(password),
      rights: String(Right.FullAdmin),
      // Automation enrols the first admin's factor (ADMIN_TOTP_SECRET); else it enrols at its first login.
      totpSecret: config.adminTotpSecret ?? null,
    })
    .onConflictDoNothing()
  return { user: config.adminUser, password: config.adminPassword ? null : password }
}
