import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { Client, ClientAddSchema, ClientGetAllQuery, ClientList, ClientListQuery, ClientUpdateSchema } from '../contract/client'
import { IdParams, PAGE_SIZE_MAX } from '../contract/common'
import { Right } from '../contract/rights'
import { notFound, parse } from '../errors'
import { listClients } from '../services/client-list'
import { addClient, clientAnswer, findClient, updateClient } from '../services/clients'
import { parsePath } from '../services/strict-params'

const unknownClient = 'Ce client n’existe pas.'

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
          params: IdParams,
          response: Client,
        },
      },
    },
    async (request) => {
      const params = parsePath(IdParams, request.params, unknownClient)
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
      return clientAnswer(await addClient(request, fields))
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
          params: IdParams,
          body: ClientUpdateSchema,
          response: Client,
        },
      },
    },
    async (request) => {
      const params = parse(IdParams, request.params)
      const fields = parse(ClientUpdateSchema, request.body)
      const row = await findClient(app.db, params.id)
      if (!row) throw notFound('Ce client n’existe pas.')
      return clientAnswer(await updateClient(request, row, fields))
    },
  )
}
