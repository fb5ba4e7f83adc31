import { eq } from 'drizzle-orm'
import type { AccessAction } from '../contract/activity-entities'
import type { Database } from '../db'
import { activity, staffUser } from '../db/schema'

/** One access of a staff member, as the trail records it (decision 0035). */
export interface Access {
  action: AccessAction
  /** The account (null: a name that is no account, for a failed login). */
  staffUserId: number | null
  /** The account's name at that time, or the name typed at a failed login. */
  staffName: string
  /** The factor of a login, the reason of a failure, the page or call refused. */
  label?: string
  /** The account it concerns, when another than the actor's (a member's sessions closed by an administrator). */
  entityId?: number
}

/**
 * Writes an access into the trail, on its own: a refusal or a failed login writes nothing else. Logged on the staff
 * account (id 0 for a name that is no account), with no field changes.
 */
export async function recordAccess(db: Database, { action, staffUserId, staffName, label = '', entityId }: Access): Promise<void> {
  await db.insert(activity).values({ staffUserId, staffName, entity: 'staff_user', entityId: entityId ?? staffUserId ?? 0, label, action })
}

const endLabels = { idle: 'sans activité', max: 'durée maximale atteinte' } as const

/** A staff member's session that ran out, told by the request that came with it, and why. */
export async function recordSessionExpiry(db: Database, staffUserId: number, end: keyof typeof endLabels): Promise<void> {
  const [account] = await db.select({ user: staffUser.user }).from(staffUser).where(eq(staffUser.id, staffUserId))
  if (account) await recordAccess(db, { action: 'session_expired', staffUserId, staffName: account.user, label: endLabels[end] })
}
