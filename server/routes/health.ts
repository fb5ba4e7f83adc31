import type { FastifyPluginAsync } from 'fastify'
import { ping } from '../db'
import { HttpError } from '../errors'

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => {
    try {
      await ping(app.db)
    } catch (error) {
      app.log.error({ err: error }, 'database unreachable')
      throw new HttpError(503, 'La base de données ne répond pas.')
    }
    return { status: 'ok' }
  })
}
