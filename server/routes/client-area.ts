import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { IdParams, SuccessAnswer } from '../contract/common'
import { todayInParis } from '../contract/dates'
import { ClientExport, ClientRegistration, ClientRegistrations } from '../contract/registration'
import { Right } from '../contract/rights'
import type { Database } from '../db'
import { notFound, parse } from '../errors'
import { clearSessionCookie, requireClient } from '../plugins/auth'
import { clientSessions, eraseClient } from '../services/client-accounts'
import { clientAnswer, findClient, requireConnectedClient } from '../services/clients'
import { cancelRegistration } from '../services/registration-cancellation'
import { icsFileName, registrationIcs } from '../services/registration-mails'
import { isParticipant } from '../services/registration-places'
import { findRegistrationType, registrationTypeAnswer } from '../services/registration-types'
import { findRegistration, registrationAnswers, registrationsOfClient } from '../services/registrations'
import { parsePath } from '../services/strict-params'

/**
 * What the client area needs beyond section 7: the client's registrations, the RGPD rights, calendar files; and
 * the same registrations of one client for staff (the back-office's client page).
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
    async (request) => {
      const all = await registrationsOf(app.db, await requireClient(request))
      const today = todayInParis()
      return {
        upcoming: all.filter((item) => item.registration.event_date >= today),
        past: all.filter((item) => item.registration.event_date < today).reverse(),
      }
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

async function registrationsOf(db: Database, clientId: number): Promise<ClientRegistration[]> {
  const rows = await registrationsOfClient(db, clientId)
  const answers = await registrationAnswers(
    db,
    rows.map((row) => row.registration),
    false,
  )
  return rows.map((row, index) => ({
    registration: answers[index],
    type: registrationTypeAnswer(row.type),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  }))
}
