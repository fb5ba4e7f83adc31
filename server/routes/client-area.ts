import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { ClientAccount } from '../contract/client-account'
import { IdParams, SuccessAnswer } from '../contract/common'
import { ClientExport, ClientRegistration, ClientRegistrations } from '../contract/registration'
import { Right } from '../contract/rights'
import { notFound, parse } from '../errors'
import { clearSessionCookie, requireClient } from '../plugins/auth'
import { clientSessions, eraseClient } from '../services/client-accounts'
import { clientAccount, registrationsOf, upcomingAndPast } from '../services/client-area'
import { clientAnswer, findClient, requireConnectedClient } from '../services/clients'
import { cancelRegistration } from '../services/registration-cancellation'
import { icsFileName, registrationIcs } from '../services/registration-mails'
import { isParticipant } from '../services/registration-places'
import { findRegistrationType } from '../services/registration-types'
import { findRegistration } from '../services/registrations'
import { parsePath } from '../services/strict-params'

/**
 * What the client area needs beyond section 7: its page's data in one call, the client's registrations, the RGPD
 * rights, calendar files; and the same registrations of one client for staff (the back-office's client page).
 */
export const clientAreaRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/client/:id/registrations',
    {
      config: {
        doc: {
          summary:
            'The registrations of one client with their types, by date (staff holding rights 2 and 7: who is registered to what is registration data, decision 0002); 404 for an unknown client',
          tag: 'client',
          access: { rights: [Right.ViewClients, Right.ViewRegistrations] },
          params: IdParams,
          response: z.array(ClientRegistration),
        },
      },
    },
    async (request) => {
      const params = parsePath(IdParams, request.params, 'Ce client n’existe pas.')
      if (!(await findClient(app.db, params.id))) throw notFound('Ce client n’existe pas.')
      return registrationsOf(app.db, params.id)
    },
  )

  app.get(
    '/client/registrations',
    {
      config: {
        doc: {
          summary: 'The registrations of the connected client with their types: upcoming (soonest first) and past (latest first)',
          tag: 'client',
          access: 'client',
          response: ClientRegistrations,
        },
      },
    },
    async (request) => upcomingAndPast(app.db, await requireClient(request)),
  )

  app.get(
    '/client/account',
    {
      config: {
        doc: {
          summary:
            'The client area’s page in one call: the connected client, their registrations as client/registrations answers them, and their certificates as client/certificates does',
          tag: 'client',
          access: 'client',
          response: ClientAccount,
        },
      },
    },
    async (request) => {
      const account = await clientAccount(app.db, await requireClient(request))
      if (!account) throw notFound()
      return account
    },
  )

  app.get(
    '/client/export',
    {
      config: {
        doc: {
          summary: 'Everything the school holds about the connected client, as a JSON file (RGPD right of access)',
          tag: 'client',
          access: 'client',
          response: ClientExport,
        },
      },
    },
    async (request, reply) => {
      const row = await requireConnectedClient(request)
      const sessions = await clientSessions(app.db, row.id)
      reply.header('content-disposition', 'attachment; filename="mes-donnees-sens-et-parole.json"')
      return {
        exportedAt: new Date().toISOString(),
        client: clientAnswer(row),
        account: {
          email: row.accountEmail,
          confirmedAt: row.confirmedAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        },
        registrations: await registrationsOf(app.db, row.id),
        sessions: sessions.map((item) => ({ createdAt: item.createdAt.toISOString(), lastSeenAt: item.lastSeenAt.toISOString() })),
      }
    },
  )

  app.delete(
    '/client/me',
    {
      config: {
        doc: {
          summary:
            'Deletes the connected client and its account, sessions and tokens (RGPD erasure); its places in registrations stay, anonymised',
          tag: 'client',
          access: 'client',
          response: SuccessAnswer,
        },
      },
    },
    async (request, reply) => {
      const clientId = await requireClient(request)
      await eraseClient(app.db, clientId)
      clearSessionCookie(reply, 'client')
      return { success: true }
    },
  )

  app.delete(
    '/client/registrations/:id',
    {
      config: {
        doc: {
          summary:
            'The connected client cancels one of their registrations, until the deadline of its type (cancel_days before the session): the place goes to the waiting list, the client and the school are mailed. 404 when not registered; 409 past the deadline, naming whom to write to',
          tag: 'client',
          access: 'client',
          params: IdParams,
          response: SuccessAnswer,
        },
      },
    },
    async (request) => {
      const person = await requireConnectedClient(request)
      const params = parse(IdParams, request.params)
      await cancelRegistration(request, params.id, person)
      return { success: true as const }
    },
  )

  app.get(
    '/registration/:id/ics',
    {
      config: {
        doc: {
          summary: 'A calendar file (text/calendar) of a registration the connected client is linked to; 404 otherwise',
          tag: 'registration',
          access: 'client',
          params: IdParams,
          response: 'binary',
        },
      },
    },
    async (request, reply) => {
      const clientId = await requireClient(request)
      const params = parse(IdParams, request.params)
      const row = (await isParticipant(app.db, params.id, clientId)) ? await findRegistration(app.db, params.id) : null
      const type = row ? await findRegistrationType(app.db, row.idRegistrationType) : null
      if (!row || !type) throw notFound('Cette inscription n’existe pas.')
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${icsFileName(row)}"`)
        .send(registrationIcs(app.config, type, row))
    },
  )
}
