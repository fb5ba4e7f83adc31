import { asc, eq, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { parseRights, withNeededRights } from '../contract/rights'
import type { StaffUser } from '../contract/user'
import type { Database } from '../db'
import { staffUser } from '../db/schema'
import { notFound, ValidationError } from '../errors'
import { sessionLimitsOf, sessionToken, staffOf } from '../plugins/auth'
import { recordAccess } from './access-log'
import { createWithActivity, staffTransaction } from './activity'
import { hashPassword, verifyPassword } from './passwords'
import { deleteSessionsOf, openSessionsOf } from './sessions'
import { sendStaffSecurityMail } from './staff-security-mails'

/** Staff users (section 3: user, password, rights) and their writes, each logged. */

export type StaffRow = typeof staffUser.$inferSelect

/** Rights as stored: each number once, in order (`3;2;3` is `2;3`), with the rights they need (`8` is `7;8`). */
export function normaliseRights(rights: string): string {
  return withNeededRights([...new Set(parseRights(rights))])
    .sort((a, b) => a - b)
    .join(';')
}

export const unknownStaff = 'Ce compte n’existe pas.'
const lastAdmin = 'Il doit rester au moins un administrateur complet (droit 1).'

export const isFullAdmin = (rights: string) => parseRights(rights).includes(1)

export function staffAnswer(row: StaffRow): StaffUser {
  return { id: row.id, user: row.user, rights: row.rights, email: row.email }
}

/**
 * Adds a staff user (the admin page and `npm run staff -- add`). User names are unique whatever their case, so
 * that « Claire » and « claire » are never two accounts; a taken name is the 400 under `user`.
 */
export async function addStaffUser(
  db: Database,
  input: { user: string; password: string; rights: string; email?: string | null },
): Promise<StaffRow> {
  const taken = () => new ValidationError({ user: ['Cet identifiant est déjà utilisé'] })
  const [same] = await db
    .select({ id: staffUser.id })
    .from(staffUser)
    .where(sql`lower(${staffUser.user}) = lower(${input.user})`)
  if (same) throw taken()
  const [row] = await db
    .insert(staffUser)
    .values({
      user: input.user,
      passwordHash: await hashPassword(input.password),
      rights: normaliseRights(input.rights),
      email: input.email ?? null,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw taken()
  return row
}

/** A staff account in the activity log: its name, rights and address; a new password shows as a masked change. */
const logged = (row: StaffRow, passwordChanged = false) => ({
  user: row.user,
  rights: row.rights,
  email: row.email,
  ...(passwordChanged ? { password: row.passwordHash } : {}),
})

export async function listStaff(db: Database): Promise<StaffRow[]> {
  return db.select().from(staffUser).orderBy(asc(staffUser.user))
}

/** The account of a user name as typed at the login (its case included). */
export async function findStaffByName(db: Database, user: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffUser).where(eq(staffUser.user, user))
  return row ?? null
}

/** Adds a staff user from the admin page, with its log entry. */
export async function createStaff(
  request: FastifyRequest,
  input: { user: string; password: string; rights: string; email?: string | null },
): Promise<StaffRow> {
  return createWithActivity(
    request,
    'staff_user',
    (tx) => addStaffUser(tx, input),
    (row) => ({ label: row.user, after: logged(row) }),
  )
}

/**
 * Locks every staff row for the transaction, so that two admins removing each other at the same moment cannot
 * leave the school without one; answers the target (404 when unknown) and the full admins.
 */
async function lockStaff(tx: Database, targetId: number): Promise<{ target: StaffRow; admins: StaffRow[] }> {
  const rows = await tx.select().from(staffUser).orderBy(asc(staffUser.id)).for('update')
  const target = rows.find((row) => row.id === targetId)
  if (!target) throw notFound(unknownStaff)
  return { target, admins: rows.filter((row) => isFullAdmin(row.rights)) }
}

/**
 * Changes the rights, password and/or address of a staff user, with the guard of the last full admin as a 400 field
 * error, and its log entry; a new password ends that user's sessions (but the caller's own) and is mailed to them.
 */
export async function updateStaff(
  request: FastifyRequest,
  targetId: number,
  input: { rights?: string; password?: string; email?: string | null },
): Promise<StaffRow> {
  const me = await staffOf(request)
  const passwordHash = input.password ? await hashPassword(input.password) : undefined
  const updated = await staffTransaction(request, async (tx, record) => {
    const { target, admins } = await lockStaff(tx, targetId)
    const rights = input.rights === undefined ? undefined : normaliseRights(input.rights)
    if (rights !== undefined && isFullAdmin(target.rights) && !isFullAdmin(rights) && admins.length === 1) {
      throw new ValidationError({ rights: [lastAdmin] }, lastAdmin)
    }
    const [row] = await tx
      .update(staffUser)
      .set({
        ...(rights !== undefined ? { rights } : {}),
        ...(passwordHash ? { passwordHash } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
      })
      .where(eq(staffUser.id, target.id))
      .returning()
    const action = passwordHash && rights === undefined && input.email === undefined ? 'password' : 'update'
    await record({
      entity: 'staff_user',
      entityId: row.id,
      action,
      label: row.user,
      before: logged(target, !!passwordHash),
      after: logged(row, !!passwordHash),
    })
    if (passwordHash) await sendStaffSecurityMail(tx, row.id, 'password', request)
    return row
  })
  if (passwordHash) {
    await deleteSessionsOf(request.server.db, 'staff', updated.id, updated.id === me.id ? sessionToken(request, 'staff') : undefined)
  }
  return updated
}

/** Deletes a staff user and its sessions: not the caller's own account, not the last full admin (400). */
export async function deleteStaff(request: FastifyRequest, targetId: number): Promise<void> {
  const me = await staffOf(request)
  await staffTransaction(request, async (tx, record) => {
    const { target, admins } = await lockStaff(tx, targetId)
    if (target.id === me.id) {
      const message = 'Vous ne pouvez pas supprimer votre propre compte.'
      throw new ValidationError({ id: [message] }, message)
    }
    if (isFullAdmin(target.rights) && admins.length === 1) throw new ValidationError({ id: [lastAdmin] }, lastAdmin)
    // Sessions go with the row (ON DELETE CASCADE).
    await tx.delete(staffUser).where(eq(staffUser.id, target.id))
    await record({ entity: 'staff_user', entityId: target.id, action: 'delete', label: target.user, before: logged(target), after: null })
  })
}

/**
 * The connected staff user changes their own password, the old one checked (a 400 when wrong); their other
 * sessions end.
 */
export async function changeOwnPassword(request: FastifyRequest, input: { oldPassword: string; newPassword: string }): Promise<void> {
  const { db } = request.server
  const staff = await staffOf(request)
  const [row] = await db.select().from(staffUser).where(eq(staffUser.id, staff.id))
  if (!(await verifyPassword(row?.passwordHash, input.oldPassword))) {
    throw new ValidationError({ oldPassword: ['Mot de passe actuel incorrect'] })
  }
  const passwordHash = await hashPassword(input.newPassword)
  await staffTransaction(request, async (tx, record) => {
    await tx.update(staffUser).set({ passwordHash }).where(eq(staffUser.id, staff.id))
    const masked = { password: null }
    await record({
      entity: 'staff_user',
      entityId: staff.id,
      action: 'password',
      label: staff.user,
      before: masked,
      after: { password: passwordHash },
    })
    await sendStaffSecurityMail(tx, staff.id, 'password', request)
  })
  await deleteSessionsOf(db, 'staff', staff.id, sessionToken(request, 'staff'))
}

/** The connected staff member's open sessions, the latest first, this one marked. */
export async function ownSessions(request: FastifyRequest) {
  const staff = await staffOf(request)
  const { db, config } = request.server
  const items = await openSessionsOf(db, staff.id, sessionLimitsOf(config, 'staff'), sessionToken(request, 'staff'))
  return { items, idleMinutes: config.staffIdleMinutes, maxHours: config.staffMaxHours }
}

/** Ends the connected staff member's other sessions (ASVS 7.4.3); this one stays. */
export async function closeOtherSessions(request: FastifyRequest): Promise<void> {
  const staff = await staffOf(request)
  await deleteSessionsOf(request.server.db, 'staff', staff.id, sessionToken(request, 'staff'))
  await recordAccess(request.server.db, {
    action: 'sessions_closed',
    staffUserId: staff.id,
    staffName: staff.user,
    label: 'ses autres sessions',
  })
}

/** An administrator ends every session of a member (a lost laptop, someone who left); a 404 for no such account. */
export async function closeSessionsOf(request: FastifyRequest, targetId: number): Promise<void> {
  const staff = await staffOf(request)
  const { db } = request.server
  const [target] = await db.select({ id: staffUser.id, user: staffUser.user }).from(staffUser).where(eq(staffUser.id, targetId))
  if (!target) throw notFound(unknownStaff)
  await deleteSessionsOf(db, 'staff', target.id, target.id === staff.id ? sessionToken(request, 'staff') : undefined)
  await recordAccess(db, {
    action: 'sessions_closed',
    staffUserId: staff.id,
    staffName: staff.user,
    label: `les sessions de ${target.user}`,
    entityId: target.id,
  })
}

/** The connected staff member's own address for the security mails (null: none). */
export async function ownEmail(request: FastifyRequest): Promise<{ email: string | null }> {
  const staff = await staffOf(request)
  const [row] = await request.server.db.select({ email: staffUser.email }).from(staffUser).where(eq(staffUser.id, staff.id))
  return { email: row?.email ?? null }
}

/** The connected staff member sets or removes their own address, with its log entry. */
export async function changeOwnEmail(request: FastifyRequest, email: string | null): Promise<{ email: string | null }> {
  const staff = await staffOf(request)
  return staffTransaction(request, async (tx, record) => {
    const [before] = await tx.select({ email: staffUser.email }).from(staffUser).where(eq(staffUser.id, staff.id)).for('update')
    await tx.update(staffUser).set({ email }).where(eq(staffUser.id, staff.id))
    await record({ entity: 'staff_user', entityId: staff.id, action: 'update', label: staff.user, before, after: { email } })
    return { email }
  })
}
