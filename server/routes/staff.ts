import { asc, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { id, SuccessAnswer } from '../contract/common'
import { Right } from '../contract/rights'
import { StaffAddSchema, StaffUpdateSchema, StaffUser } from '../contract/user'
import type { Database } from '../db'
import { staffUser } from '../db/schema'
import { notFound, parse, ValidationError } from '../errors'
import { sessionToken, staffOf } from '../plugins/auth'
import { hashPassword } from '../services/passwords'
import { deleteSessionsOf } from '../services/sessions'
import { addStaffUser, isFullAdmin, normaliseRights, staffAnswer, type StaffRow } from '../services/staff'

const StaffParams = z.object({ id })
const lastAdmin = 'Il doit rester au moins un administrateur complet (droit 1).'
const fullAdmin = { rights: [Right.FullAdmin] as [typeof Right.FullAdmin] }

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
        doc: { summary: 'Adds a staff user {user, password, rights: "2;3"}', tag: 'user', access: fullAdmin, body: StaffAddSchema, response: StaffUser },
      },
    },
    async (request) => staffAnswer(await addStaffUser(app.db, parse(StaffAddSchema, request.body))),
  )

  app.put(
    '/user/:id',
    {
      config: {
        doc: {
          summary:
            'Changes the password and/or the rights of a staff user; a new password ends that user’s other sessions. The last full admin keeps right 1.',
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
      const me = await staffOf(request)
      const passwordHash = input.password ? await hashPassword(input.password) : undefined
      const updated = await app.db.transaction(async (tx) => {
        const { target, admins } = await lockStaff(tx as unknown as Database, params.id)
        const rights = input.rights === undefined ? undefined : normaliseRights(input.rights)
        if (rights !== undefined && isFullAdmin(target.rights) && !isFullAdmin(rights) && admins.length === 1) {
          throw new ValidationError({ rights: [lastAdmin] }, lastAdmin)
        }
        const [row] = await tx
          .update(staffUser)
          .set({ ...(rights !== undefined ? { rights } : {}), ...(passwordHash ? { passwordHash } : {}) })
          .where(eq(staffUser.id, target.id))
          .returning()
        return row
      })
      if (passwordHash) {
        await deleteSessionsOf(app.db, 'staff', updated.id, updated.id === me.id ? sessionToken(request, 'staff') : undefined)
      }
      return staffAnswer(updated)
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
      await app.db.transaction(async (tx) => {
        const { target, admins } = await lockStaff(tx as unknown as Database, params.id)
        if (target.id === me.id) {
          const message = 'Vous ne pouvez pas supprimer votre propre compte.'
          throw new ValidationError({ id: [message] }, message)
        }
        if (isFullAdmin(target.rights) && admins.length === 1) throw new ValidationError({ id: [lastAdmin] }, lastAdmin)
        // Sessions go with the row (ON DELETE CASCADE).
        await tx.delete(staffUser).where(eq(staffUser.id, target.id))
      })
      return { success: true }
    },
  )
}

/**
 * Locks every staff row for the transaction, so that two admins removing each other at the same moment cannot
 * leave the school without one; answers the target (404 when unknown) and the full admins.
 */
async function lockStaff(tx: Database, targetId: number): Promise<{ target: StaffRow; admins: StaffRow[] }> {
  const rows = await tx.select().from(staffUser).orderBy(asc(staffUser.id)).for('update')
  const target = rows.find((row) => row.id === targetId)
  if (!target) throw notFound('Ce compte n’existe pas.')
  return { target, admins: rows.filter((row) => isFullAdmin(row.rights)) }
}
