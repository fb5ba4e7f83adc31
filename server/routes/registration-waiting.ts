import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { IdParams } from '../contract/common'
import {
  HeldPlace,
  Registration,
  RegistrationClientParams,
  WaitingListPage,
  WaitingListQuery,
  WaitlistAnswer,
} from '../contract/registration'
import { Right } from '../contract/rights'
import { parse } from '../errors'
import { requireClient } from '../plugins/auth'
import { findClient, requireConnectedClient } from '../services/clients'
import { findRegistrationType, registrationTypeAnswer } from '../services/registration-types'
import {
  changeWaitingList,
  expireHolds,
  holdOfToken,
  joinWaitingList,
  takeHeldPlace,
  waitingListOf,
  waitingPosition,
} from '../services/registration-waiting'
import { registrationAnswer, requireRegistration } from '../services/registrations'

const TokenParams = z.object({ token: z.string().max(100) })

/** The waiting lists of full sessions (issue 28): joined by clients, ordered by staff, a freed place taken through its mailed link. */
export const registrationWaitingRoutes: FastifyPluginAsync = async (app) => {
  // A place held for someone whose time ran out goes to the next person, whichever API process runs it first.
  app.dueWork.add('held places', (now) => expireHolds(app, now))

  app.put(
    '/registration/:id/waitlist',
    {
      config: {
        doc: {
          summary:
            'The connected client joins the waiting list of a full session (once) and gets their position, from 1. 409 when a place is free or the client is a participant; 400 for a past session or missing client fields',
          tag: 'registration',
          access: 'client',
          params: IdParams,
          response: WaitlistAnswer,
        },
      },
    },
    async (request) => {
      const person = await requireConnectedClient(request)
      const row = await requireRegistration(app.db, parse(IdParams, request.params).id)
      return { position: await joinWaitingList(request, row, person) }
    },
  )

  app.get(
    '/registration/:id/waitlist',
    {
      config: {
        doc: {
          summary: 'The connected client’s position on the waiting list of a registration, from 1; null when not on it',
          tag: 'registration',
          access: 'client',
          params: IdParams,
          response: z.object({ position: z.number().nullable() }),
        },
      },
    },
    async (request) => {
      const clientId = await requireClient(request)
      const row = await requireRegistration(app.db, parse(IdParams, request.params).id)
      return { position: await waitingPosition(app.db, row.id, clientId) }
    },
  )

  /** A page of a session's waiting list as `WaitingListQuery` read it (its `page` and `size` answered with it). */
  const listPage = async (registrationId: number, paging: WaitingListQuery) => ({
    ...(await waitingListOf(app.db, registrationId, app.clock.now(), paging)),
    ...paging,
  })

  app.get(
    '/registration/:id/waiting',
    {
      config: {
        doc: {
          summary:
            'One page of the waiting list of a registration in order (size at most 200), positions from the list’s start, with until when a freed place is held for someone, and how many wait',
          tag: 'registration',
          access: { rights: [Right.ViewRegistrations] },
          params: IdParams,
          querystring: WaitingListQuery,
          response: WaitingListPage,
        },
      },
    },
    async (request) => {
      const row = await requireRegistration(app.db, parse(IdParams, request.params).id)
      return listPage(row.id, parse(WaitingListQuery, request.query))
    },
  )

  /** Staff move someone up the list, or offer them a free place now; both answer the list's page as the GET does. */
  const change = (kind: 'up' | 'offer') => async (request: FastifyRequest) => {
    const params = parse(RegistrationClientParams, request.params)
    // Bad paging values are refused before the change, not after it.
    const paging = parse(WaitingListQuery, request.query)
    const row = await requireRegistration(app.db, params.id)
    await changeWaitingList(request, row, params.clientId, kind)
    return listPage(row.id, paging)
  }
  for (const [kind, summary] of [
    ['up', 'Moves someone of the waiting list one place up (staff); 404 when not on it'],
    [
      'offer',
      'Holds a free place for someone of the waiting list now, whatever their position, and mails them its link (staff); 409 without a free place',
    ],
  ] as const) {
    app.put(
      `/registration/:id/waiting/:clientId/${kind}`,
      {
        config: {
          doc: {
            summary,
            tag: 'registration',
            access: { rights: [Right.EditRegistrations] },
            params: RegistrationClientParams,
            querystring: WaitingListQuery,
            response: WaitingListPage,
          },
        },
      },
      change(kind),
    )
  }

  app.get(
    '/registration/place/:token',
    {
      config: {
        doc: {
          summary:
            'The place held for someone of a waiting list, from the link of their mail: never takes it (mail scanners open links). 410 once the hold ran out or the link served',
          tag: 'registration',
          access: 'public',
          params: TokenParams,
          response: HeldPlace,
        },
      },
    },
    async (request) => {
      const { token } = parse(TokenParams, request.params)
      const { waiting, row } = await holdOfToken(app.db, token, app.clock.now())
      const [person, type] = await Promise.all([findClient(app.db, waiting.clientId), requireType(row.idRegistrationType)])
      return {
        registration: await registrationAnswer(app.db, row, false),
        type,
        firstName: person?.firstName ?? '',
        heldUntil: waiting.heldUntil!.toISOString(),
      }
    },
  )

  app.post(
    '/registration/place/:token',
    {
      config: {
        doc: {
          summary:
            'Takes the place held by the link of a waiting list mail: the person becomes a participant and gets the confirmation mails; the link serves once. 410 once the hold ran out or the link served',
          tag: 'registration',
          access: 'public',
          params: TokenParams,
          response: z.object({ registration: Registration, type: HeldPlace.shape.type }),
        },
      },
    },
    async (request) => {
      const { token } = parse(TokenParams, request.params)
      const { row, type } = await takeHeldPlace(app, token, app.clock.now())
      return { registration: await registrationAnswer(app.db, row, false), type: registrationTypeAnswer(type) }
    },
  )

  const requireType = async (typeId: number) => registrationTypeAnswer((await findRegistrationType(app.db, typeId))!)
}
