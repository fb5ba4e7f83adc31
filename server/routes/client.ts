import { eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { Client, ClientAddSchema, ClientGetAllQuery, ClientList, ClientListQuery, ClientUpdateSchema } from '../contract/client'
import { id, PAGE_SIZE_MAX, splitList, strictId } from '../contract/common'
import { hasRight, Right } from '../contract/rights'
import { client } from '../db/schema'
import { notFound, parse, ValidationError } from '../errors'
import { currentStaff } from '../plugins/auth'
import { staffTransaction } from '../services/activity'
import { listClients } from '../services/client-list'
import { clientAnswer, type ClientRow, clientValues, findClient } from '../services/clients'
import { parsePath } from '../services/strict-params'

const ClientParams = z.object({ id })
const ClientIdParams = z.object({ id: strictId })
const unknownClient = 'Ce client n’existe pas.'
/** How a client is named in the activity log. */
const labelOf = (row: ClientRow) => `${row.firstName} ${row.secondName}`.trim()

export const clientRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/client/getAll',
    {
      config: {
        doc: {
          summary:
            'Every client (accounts asked for but not yet confirmed excepted), by name in French order; q filters (case and accents ignored), sort orders, page and size (both optional) cut one page',
          tag: 'client',
          access: { rights: [Right.ViewClients] },
          querystring: ClientGetAllQuery,
          response: z.array(Client),
        },
      },
    },
    async (request) => {
      const query = parse(ClientGetAllQuery, request.query)
      const paged = query.page !== undefined || query.size !== undefined
      const { rows } = await listClients(app.db, {
        q: query.q,
        sort: query.sort,
        ...(paged ? { page: query.page ?? 1, size: Math.min(query.size ?? 50, PAGE_SIZE_MAX) } : {}),
      })
      return rows.map(clientAnswer)
    },
  )

  app.get(
    '/client/list',
    {
      config: {
        doc: {
          summary:
            'One page of clients with the total of the filtered list: q filters firstName, secondName, email, phone, city, business, note and professionalPhone (substring, case and accents ignored); sort is name (surname then first name), id or a client field, "-" before it for descending; size at most 200',
          tag: 'client',
          access: { rights: [Right.ViewClients] },
          querystring: ClientListQuery,
          response: ClientList,
        },
      },
    },
    async (request) => {
      const query = parse(ClientListQuery, request.query)
      const { rows, total } = await listClients(app.db, query)
      return { items: rows.map(clientAnswer), total, page: query.page, size: query.size }
    },
  )

  app.get(
    '/client/:id',
    {
      config: {
        doc: {
          summary: 'One client; 404 for an unknown id or one that is not a plain positive integer',
          tag: 'client',
          access: { rights: [Right.ViewClients] },
          params: ClientIdParams,
          response: Client,
        },
      },
    },
    async (request) => {
      const params = parsePath(ClientIdParams, request.params, unknownClient)
      const row = await findClient(app.db, params.id)
      if (!row) throw notFound(unknownClient)
      return clientAnswer(row)
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
      const row = await staffTransaction(request, async (tx, record) => {
        const [created] = await tx
          .insert(client)
          .values({ ...values, type: values.type || 'Tous publics' })
          .returning()
        await record({
          entity: 'client',
          entityId: created.id,
          action: 'create',
          label: labelOf(created),
          before: null,
          after: clientAnswer(created),
        })
        return created
      })
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
      const byStaff = staff !== null && hasRight(staff.rights, Right.AddClient)
      if (!byStaff) refuseStaffOnlyChanges(row, fields)
      const values = clientValues(fields)
      if (!Object.keys(values).length) return clientAnswer(row)
      const update = (tx: typeof app.db) =>
        tx
          .update(client)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(client.id, row.id))
          .returning()
      if (!byStaff) return clientAnswer((await update(app.db))[0])
      // Staff edits are logged; a client's own edits are not staff activity.
      const updated = await staffTransaction(request, async (tx, record) => {
        const [after] = await update(tx)
        await record({
          entity: 'client',
          entityId: row.id,
          action: 'update',
          label: labelOf(after),
          before: clientAnswer(row),
          after: clientAnswer(after),
        })
        return after
      })
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
