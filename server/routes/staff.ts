import { randomBytes } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { id, strictId, SuccessAnswer } from '../contract/common'
import { Right } from '../contract/rights'
import { StaffAddSchema, StaffPasswordResetAnswer, StaffPasswordResetSchema, StaffUpdateSchema, StaffUser } from '../contract/user'
import { parse } from '../errors'
import { requireRecentProof } from '../services/second-factor'
import { closeSessionsOf, createStaff, deleteStaff, listStaff, staffAnswer, unknownStaff, updateStaff } from '../services/staff'
import { parsePath } from '../services/strict-params'

const StaffParams = z.object({ id })
const StaffIdParams = z.object({ id: strictId })
const fullAdmin = { rights: [Right.FullAdmin] as [typeof Right.FullAdmin] }

/** Staff management (right 1): the user/* calls beyond login, logout and me. */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/user/all',
    { config: { doc: { summary: 'Every staff user with its rights', tag: 'user', access: fullAdmin, response: z.array(StaffUser) } } },
    async () => (await listStaff(app.db)).map(staffAnswer),
  )

  app.post(
    '/user/add',
    {
      config: {
        doc: {
          summary:
            'Adds a staff user {user, password, rights: "2;3", email?}; the names admin, administrateur, root and sa are refused (400)',
          tag: 'user',
          access: fullAdmin,
          body: StaffAddSchema,
          response: StaffUser,
        },
      },
    },
    async (request) => {
      const row = await createStaff(request, parse(StaffAddSchema, request.body))
      return staffAnswer(row)
    },
  )

  app.put(
    '/user/:id',
    {
      config: {
        doc: {
          summary:
            'Changes the password, the rights and/or the email of a staff user; a new password ends that user’s other sessions and is mailed to them. The last full admin keeps right 1 (400 under rights).',
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
      await requireRecentProof(request, input)
      return staffAnswer(await updateStaff(request, params.id, { rights: input.rights, password: input.password, email: input.email }))
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
      await requireRecentProof(request, input)
      const generated = input.password ? null : randomBytes(12).toString('base64url')
      const row = await updateStaff(request, params.id, { password: input.password ?? generated! })
      return { user: staffAnswer(row), password: generated }
    },
  )

  app.post(
    '/user/:id/sessions/close',
    {
      config: {
        doc: {
          summary: 'Ends every session of a staff member (ASVS 7.4.5); the caller’s own current session stays',
          tag: 'user',
          access: fullAdmin,
          params: StaffIdParams,
          response: SuccessAnswer,
        },
      },
    },
    async (request) => {
      const params = parsePath(StaffIdParams, request.params, unknownStaff)
      await closeSessionsOf(request, params.id)
      return { success: true }
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
      await deleteStaff(request, params.id)
      return { success: true }
    },
  )
}
