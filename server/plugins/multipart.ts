import type { Multipart } from '@fastify/multipart'
import type { FastifyError, FastifyRequest } from 'fastify'
import { HttpError } from '../errors'

export const brokenMultipartMessage = 'Le formulaire envoyé est incomplet ou mal formé. Envoyez-le de nouveau.'

/**
 * Hands each part of a multipart body to `handle`, in order. A body that cannot be read as one (cut short, without
 * a boundary or with another one than announced) is the French 400 (issue 27: busboy's errors answered 500);
 * Fastify's own errors (a limit reached: 413) keep their status.
 */
export async function forEachPart(request: FastifyRequest, handle: (part: Multipart) => Promise<void> | void): Promise<void> {
  try {
    for await (const part of request.parts()) await handle(part)
  } catch (error) {
    if (typeof (error as FastifyError).statusCode === 'number') throw error
    request.log.info({ err: error }, 'multipart body refused')
    throw new HttpError(400, brokenMultipartMessage)
  }
}
