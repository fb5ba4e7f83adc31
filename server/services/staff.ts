import { sql } from 'drizzle-orm'
import { parseRights, withNeededRights } from '../contract/rights'
import type { StaffUser } from '../contract/user'
import type { Database } from '../db'
import { staffUser } from '../db/schema'
import { ValidationError } from '../errors'
import { hashPassword } from './passwords'

export type StaffRow = typeof staffUser.$inferSelect

/** Rights as stored: each number once, in order (`3;2;3` is `2;3`), with the rights they need (`8` is `7;8`). */
export function normaliseRights(rights: string): string {
  return withNeededRights([...new Set(parseRights(rights))])
    .sort((a, b) => a - b)
    .join(';')
}

export const isFullAdmin = (rights: string) => parseRights(rights).includes(1)

export function staffAnswer(row: StaffRow): StaffUser {
  return { id: row.id, user: row.user, rights: row.rights }
}

/**
 * Adds a staff user (the admin page and `npm run staff -- add`). User names are unique whatever their case, so
 * that « Claire » and « claire » are never two accounts; a taken name is the 400 under `user`.
 */
export async function addStaffUser(db: Database, input: { user: string; password: string; rights: string }): Promise<StaffRow> {
  const taken = () => new ValidationError({ user: ['Cet identifiant est déjà utilisé'] })
  const [same] = await db
    .select({ id: staffUser.id })
    .from(staffUser)
    .where(sql`lower(${staffUser.user}) = lower(${input.user})`)
  if (same) throw taken()
  const [row] = await db
    .insert(staffUser)
    .values({ user: input.user, passwordHash: await hashPassword(input.password), rights: normaliseRights(input.rights) })
    .onConflictDoNothing()
    .returning()
  if (!row) throw taken()
  return row
}
