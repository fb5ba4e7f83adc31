import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { ping } from '../db'
import { HttpError } from '../errors'

const HealthAnswer = z.object({ status: z.literal('ok'), content: z.enum(['ready', 'preparing']) })

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    { config: { doc: { summary: 'The API and its database answer', tag: 'meta', access: 'public', response: HealthAnswer } } },
    async () => {
      try {
        await ping(app.db)
      } catch (error) {
        app.log.error({ err: error }, 'database unreachable')
        throw new HttpError(503, 'La base de données ne répond pas.')
      }
      return { status: 'ok', content: app.readiness.content }
    },
  )
}
