import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { IdParams } from '../contract/common'
import {
  Registration,
  RegistrationCandidate,
  RegistrationCandidatesQuery,
  RegistrationClientParams,
  RegistrationLinkAnswer,
  RegistrationParticipant,
} from '../contract/registration'
import { Right } from '../contract/rights'
import { notFound, parse } from '../errors'
import { clientAnswer, findClient, requireConnectedClient } from '../services/clients'
import {
  candidatesOf,
  confirmRegistration,
  linkParticipant,
  participantsOf,
  unlinkParticipant,
} from '../services/registration-participants'
import { registrationAnswer, requireRegistration, seesClients, unknownRegistration } from '../services/registrations'
import { parsePath } from '../services/strict-params'

/** The clients of a registration: linked by staff (right 8), listed for staff (right 7), or confirming it themselves. */
export const registrationParticipantRoutes: FastifyPluginAsync = async (app) => {
  /** The registration (404 when unknown) and the client, when it exists, of a link's path. */
  const linkOf = async (request: FastifyRequest) => {
    const params = parse(RegistrationClientParams, request.params)
    const row = await requireRegistration(app.db, params.id)
    return { row, clientId: params.clientId, person: await findClient(app.db, params.clientId) }
  }

  app.put(
    '/registration/:id/link/:clientId',
    {
      config: {
        doc: {
          summary:
            'Links a client to a registration (staff). 400 naming the client fields the type requires (data_name_client) that are empty; linking twice keeps one link',
          tag: 'registration',
          access: { rights: [Right.EditRegistrations] },
          params: RegistrationClientParams,
          response: RegistrationLinkAnswer,
        },
      },
    },
    async (request) => {
      const { row, person } = await linkOf(request)
      if (!person) throw notFound('Ce client n’existe pas.')
      await linkParticipant(request, row, person)
      return { registration: await registrationAnswer(app.db, row, await seesClients(request)), client: clientAnswer(person) }
    },
  )

  app.get(
    '/registration/:id/participants',
    {
      config: {
        doc: {
          summary:
            'The clients linked to a registration, with their names and contact details (decision 0016), in the order they were linked',
          tag: 'registration',
          access: { rights: [Right.ViewRegistrations] },
          params: IdParams,
          response: z.array(RegistrationParticipant),
        },
      },
    },
    async (request) => {
      const params = parse(IdParams, request.params)
      await requireRegistration(app.db, params.id)
      return participantsOf(app.db, params.id)
    },
  )

  app.get(
    '/registration/:id/candidates',
    {
      config: {
        doc: {
          summary:
            'Clients to link to a registration (decision 0016): at most 20 found by the search of client/list for q (2 to 100 characters, case and accents ignored), by name, each with linked when already a participant; 404 for an unknown or malformed id',
          tag: 'registration',
          access: { rights: [Right.EditRegistrations] },
          params: IdParams,
          querystring: RegistrationCandidatesQuery,
          response: z.array(RegistrationCandidate),
        },
      },
    },
    async (request) => {
      const params = parsePath(IdParams, request.params, unknownRegistration)
      await requireRegistration(app.db, params.id)
      const { q } = parse(RegistrationCandidatesQuery, request.query)
      return candidatesOf(app.db, params.id, q)
    },
  )

  app.delete(
    '/registration/:id/link/:clientId',
    {
      config: {
        doc: {
          summary: 'Unlinks a client from a registration (staff); 404 when that client is not linked to it',
          tag: 'registration',
          access: { rights: [Right.EditRegistrations] },
          params: RegistrationClientParams,
          response: Registration,
        },
      },
    },
    async (request) => {
      const { row, clientId, person } = await linkOf(request)
      await unlinkParticipant(request, row, clientId, person)
      return registrationAnswer(app.db, row, await seesClients(request))
    },
  )

  app.put(
    '/registration/:id/confirm',
    {
      config: {
        doc: {
          summary:
            'The connected client confirms a registration: linked once, the client is mailed a confirmation with the .ics and the school a notification. 400 naming the missing client fields (data_name_client), or on event_date for a past session',
          tag: 'registration',
          access: 'client',
          params: IdParams,
          response: RegistrationLinkAnswer,
        },
      },
    },
    async (request) => {
      const person = await requireConnectedClient(request)
      const row = await requireRegistration(app.db, parse(IdParams, request.params).id)
      await confirmRegistration(request, row, person)
      return { registration: await registrationAnswer(app.db, row, false), client: clientAnswer(person) }
    },
  )
}
