import type { FastifyPluginAsync } from 'fastify'
import { itemRoutes, newsItems } from './items'

/** News items have the routes of every kind of item, and no other. */
export const newsRoutes: FastifyPluginAsync = async (app) => itemRoutes(app, newsItems)
