import { asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { id, splitList } from '../contract/common'
import { Client, ClientAddSchema, ClientUpdateSchema } from '../contract/client'
import { hasRight, Right } from '../contract/rights'
import { client } from '../db/schema'
import { notFound, parse, ValidationError } from '../errors'
import { currentStaff } from '../plugins/auth'
import { clientAnswer, clientValues, findClient, type ClientRow } from '../services/clients'

const ClientParams = z.object({ id })

export const clientRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/client/getAll',
    {
      config: {
        doc: {
          summary: 'Every client (accounts asked for but not yet confirmed excepted), by name',
          tag: 'client',
          access: { rights: [Right.ViewClients] },
          response: z.array(Client),
        },
      },
    },
    async () => {
      const rows = await app.db
        .select()
        .from(client)
        .where(or(isNull(client.accountEmail), isNotNull(client.confirmedAt)))
        .orderBy(asc(sql`lower(${client.secondName})`), asc(sql`lower(${client.firstName})`), asc(client.id))
      return rows.map(clientAnswer)
    },
  )

  app.post(
    '/client/add',
    {
      config: {
        doc: {
          summary: 'Adds a client (without account); firstName and secondName are required',
          tag: 'client',
          access: { rights: [Right.AddClient] },
          body: ClientAddSchema,
          response: Client,
        },
      },
    },
    async (request) => {
      const fields = parse(ClientAddSchema, request.body)
      const values = clientValues(fields)
      const [row] = await app.db
        .insert(client)
        .values({ ...values, type: values.type || 'Tous publics' })
        .returning()
      return clientAnswer(row)
    },
  )

  app.put(
    '/client/update/:id',
    {
      config: {
        doc: {
          summary:
            'Updates the given fields of a client (staff holding right 3), or of the connected client on its own id: a client cannot change its e-mail nor the staff note (400 when they differ from the stored ones)',
          tag: 'client',
          access: { rights: [Right.AddClient], orSelf: true },
          params: ClientParams,
          body: ClientUpdateSchema,
          response: Client,
        },
      },
    },
    async (request) => {
      const params = parse(ClientParams, request.params)
      const fields = parse(ClientUpdateSchema, request.body)
      const row = await findClient(app.db, params.id)
      if (!row) throw notFound('Ce client n’existe pas.')
      const staff = await currentStaff(request)
      // The guard let the caller in as staff holding right 3, or as this very client.
      if (!staff || !hasRight(staff.rights, Right.AddClient)) refuseStaffOnlyChanges(row, fields)
      const values = clientValues(fields)
      if (!Object.keys(values).length) return clientAnswer(row)
      const [updated] = await app.db
        .update(client)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(client.id, row.id))
        .returning()
      return clientAnswer(updated)
    },
  )
}

/**
 * A client's own form shows the e-mail read-only and no note: sending them unchanged is fine, changing them
 * is a 400 under the field.
 */
function refuseStaffOnlyChanges(row: ClientRow, fields: z.output<typeof ClientUpdateSchema>) {
  const errors: Record<string, string[]> = {}
  const sameList = (a: string, b: string) => splitList(a).join(';').toLowerCase() === splitList(b).join(';').toLowerCase()
  if (fields.email !== undefined && !sameList(fields.email, row.email)) {
    errors.email = ['L’adresse e-mail ne peut pas être modifiée depuis votre compte. Écrivez-nous pour la changer']
  }
  if (fields.note !== undefined && fields.note !== row.note) {
    errors.note = ['Ce champ est réservé à l’école']
  }
  if (Object.keys(errors).length) throw new ValidationError(errors)
}
