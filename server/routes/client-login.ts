import type { FastifyReply, FastifyRequest } from 'fastify'
import { startSession } from '../plugins/auth'
import { clientAnswer, type ClientRow } from '../services/clients'
import { loginSucceeded } from '../services/login-throttle'
import { requestSource } from '../services/source-address'

/**
 * A client login that succeeded (password, or a mailed login link): the throttle of this address and source starts
 * afresh and the session starts; answers what every client login answers.
 */
export async function logInClient(request: FastifyRequest, reply: FastifyReply, row: ClientRow, email: string) {
  await loginSucceeded(request.server.db, { kind: 'client', account: email, source: requestSource(request) })
  await startSession(request, reply, 'client', row.id)
  return { isConnected: true, client: clientAnswer(row) }
}
