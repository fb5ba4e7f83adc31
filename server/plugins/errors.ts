import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError, ValidationError } from '../errors'

const frenchMessages: Record<number, string> = {
  400: 'La requête est invalide.',
  401: 'Vous n’êtes pas connecté.',
  403: 'Vous n’avez pas le droit de faire cette action.',
  404: 'Cette ressource n’existe pas.',
  405: 'Cette méthode n’est pas acceptée ici.',
  406: 'Ce format de réponse n’est pas disponible.',
  408: 'La requête a mis trop de temps à arriver.',
  413: 'Le contenu envoyé est trop volumineux.',
  414: 'L’adresse demandée est trop longue.',
  415: 'Ce type de contenu n’est pas accepté ici.',
  429: 'Trop de tentatives. Réessayez plus tard.',
  431: 'L’adresse ou les en-têtes de la requête sont trop longs.',
  500: 'Une erreur interne est survenue. Réessayez plus tard.',
}

/**
 * Every error answer is `{ message }` in French (plus `errors` per field for a 400); a 500 is logged with its
 * stack and answered without it.
 */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | ValidationError, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.status(400).send({ message: error.message, errors: error.errors })
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ ...error.extra, message: error.message })
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
    if (status >= 500) {
      request.log.error({ err: error }, 'unexpected error')
      return reply.status(500).send({ message: frenchMessages[500] })
    }
    request.log.info({ code: (error as FastifyError).code, status }, 'request refused')
    return reply.status(status).send({ message: frenchMessages[status] ?? frenchMessages[400] })
  })

  app.setNotFoundHandler((_request, reply) => {
    return reply.status(404).send({ message: frenchMessages[404] })
  })
}

/**
 * What Fastify answers before any route or hook: a badly encoded URL (`/%`, `/blog/%E0%A4%A`), a path parameter
 * over the router's length. Given as the `frameworkErrors` option, in French like every other answer.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500
  if (status === 500) request.log.error({ err: error }, 'unexpected error')
  else request.log.info({ code: error.code, status }, 'request refused')
  return reply.status(status).send({ message: status === 400 ? 'L’adresse demandée est mal encodée.' : frenchMessages[status] })
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers or URL over Node's size limit, a
 * malformed request line, a request too slow to arrive): the `clientErrorHandler` option, as Fastify's own
 * but in French.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[status]
  const body = JSON.stringify({ message: frenchMessages[status] })
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}
