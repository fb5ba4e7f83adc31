import type { FastifyError, FastifyInstance } from 'fastify'
import { HttpError, ValidationError } from '../errors'

const frenchMessages: Record<number, string> = {
  400: 'La requête est invalide.',
  401: 'Vous n’êtes pas connecté.',
  403: 'Vous n’avez pas le droit de faire cette action.',
  404: 'Cette ressource n’existe pas.',
  405: 'Cette méthode n’est pas acceptée ici.',
  406: 'Ce format de réponse n’est pas disponible.',
  413: 'Le contenu envoyé est trop volumineux.',
  415: 'Ce type de contenu n’est pas accepté ici.',
  429: 'Trop de tentatives. Réessayez plus tard.',
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
      return reply.status(error.statusCode).headers(error.headers).send({ message: error.message })
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
