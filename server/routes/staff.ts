import { randomBytes } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { id, strictId, SuccessAnswer } from '../contract/common'
import { Right } from '../contract/rights'
import { StaffAddSchema, StaffPasswordResetAnswer, StaffPasswordResetSchema, StaffUpdateSchema, StaffUser } from '../contract/user'
import type { Database } from '../db'
import { staffUser } from '../db/schema'
import { notFound, parse, ValidationError } from '../errors'
import { sessionToken, staffOf } from '../plugins/auth'
import { staffTransaction } from '../services/activity'
import { hashPassword } from '../services/passwords'
import { deleteSessionsOf } from '../services/sessions'
import { addStaffUser, isFullAdmin, normaliseRights, staffAnswer, type StaffRow } from '../services/staff'
import { parsePath } from '../services/strict-params'

const StaffParams = z.object({ id })
const StaffIdParams = z.object({ id: strictId })
const unknownStaff = 'Ce compte n’existe pas.'
const lastAdmin = 'Il doit rester au moins un administrateur complet (droit 1).'
const fullAdmin = { rights: [Right.FullAdmin] as [typeof Right.FullAdmin] }

/** A staff account in the activity log: its name and rights; a new password shows as a masked change. */
const logged = (row: StaffRow, passwordChanged = false) => ({
  user: row.user,
  rights: row.rights,
  ...(passwordChanged ? { password: row.passwordHash } : {}),
})

/** Staff management (right 1): the user/* calls beyond login, logout and me. */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/user/all',
    { config: { doc: { summary: 'Every staff user with its rights', tag: 'user', access: fullAdmin, response: z.array(StaffUser) } } },
    async () => (await app.db.select().from(staffUser).orderBy(asc(staffUser.user))).map(staffAnswer),
  )

  app.post(
    '/user/add',
    {
      config: {
        doc: {
          summary: 'Adds a staff user {user, password, rights: "2;3"}',
          tag: 'user',
          access: fullAdmin,
          body: StaffAddSchema,
          response: StaffUser,
        },
      },
    },
    async (request) => {
      const input = parse(StaffAddSchema, request.body)
      const row = await staffTransaction(request, async (tx, record) => {
        const created = await addStaffUser(tx, input)
        await record({
          entity: 'staff_user',
          entityId: created.id,
          action: 'create',
          label: created.user,
          before: null,
          after: logged(created),
        })
        return created
      })
      return staffAnswer(row)
    },
  )

  app.put(
    '/user/:id',
    {
      config: {
        doc: {
          summary:
            'Changes the password and/or the rights of a staff user; a new password ends that user’s other sessions. The last full admin keeps right 1 (400 under rights).',
          tag: 'user',
          access: fullAdmin,
          params: StaffParams,
          body: StaffUpdateSchema,
          response: StaffUser,
        },
      },
    },
    async (request) => {
      const params = parse(StaffParams, request.params)
      const input = parse(StaffUpdateSchema, request.body)
      return staffAnswer(await updateStaff(request, params.id, { rights: input.rights, password: input.password }))
    },
  )

  app.put(
    '/user/:id/password',
    {
      config: {
        doc: {
          summary:
            'Resets the password of a staff user: the one given, or a generated one answered once (password is null when given); ends that user’s sessions',
          tag: 'user',
          access: fullAdmin,
          params: StaffIdParams,
          body: StaffPasswordResetSchema,
          response: StaffPasswordResetAnswer,
        },
      },
    },
    async (request) => {
      const params = parsePath(StaffIdParams, request.params, unknownStaff)
      const input = parse(StaffPasswordResetSchema, request.body)
      const generated = input.password ? null : randomBytes(12).toString('base64url')
      const row = await updateStaff(request, params.id, { password: input.password ?? generated! })
      return { user: staffAnswer(row), password: generated }
    },
  )

  app.delete(
    '/user/:id',
    {
      config: {
        doc: {
          summary: 'Deletes a staff user and its sessions; not yourself, not the last full admin (400)',
          tag: 'user',
          access: fullAdmin,
          params: StaffParams,
          response: SuccessAnswer,
        },
      },
    },
    async (request) => {
      const params = parse(StaffParams, request.params)
      const me = await staffOf(request)
      await staffTransaction(request, async (tx, record) => {
        const { target, admins } = await lockStaff(tx, params.id)
        if (target.id === me.id) {
          const message = 'Vous ne pouvez pas supprimer votre propre compte.'
          throw new ValidationError({ id: [message] }, message)
        }
        if (isFullAdmin(target.rights) && admins.length === 1) throw new ValidationError({ id: [lastAdmin] }, lastAdmin)
        // Sessions go with the row (ON DELETE CASCADE).
        await tx.delete(staffUser).where(eq(staffUser.id, target.id))
        await record({
          entity: 'staff_user',
          entityId: target.id,
          action: 'delete',
          label: target.user,
          before: logged(target),
          after: null,
        })
      })
      return { success: true }
    },
  )
}

/**
 * Changes the rights and/or password of a staff user, with the guard of the last full admin as a 400 field
 * error, and its log entry; a new password ends that user's sessions (but the caller's own).
 */
async function updateStaff(request: FastifyRequest, targetId: number, input: { rights?: string; password?: string }): Promise<StaffRow> {
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
      .set({ ...(rights !== undefined ? { rights } : {}), ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(staffUser.id, target.id))
      .returning()
    const action = rights === undefined ? 'password' : 'update'
    await record({
      entity: 'staff_user',
      entityId: row.id,
      action,
      label: row.user,
      before: logged(target, !!passwordHash),
      after: logged(row, !!passwordHash),
    })
    return row
  })
  if (passwordHash) {
    await deleteSessionsOf(request.server.db, 'staff', updated.id, updated.id === me.id ? sessionToken(request, 'staff') : undefined)
  }
  return updated
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
