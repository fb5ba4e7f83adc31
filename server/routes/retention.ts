import type { FastifyPluginAsync } from 'fastify'
import { RetentionForecast } from '../contract/retention'
import { Right } from '../contract/rights'
import { applyRetention, retentionForecast } from '../services/retention'

/** The retention rules (decision 0030): applied once a day by the due work, shown to the administrators. */
export const retentionRoutes: FastifyPluginAsync = async (app) => {
  app.dueWork.add('retention', (now) => applyRetention(app, now))

  app.get(
    '/admin/retention',
    {
      config: {
        doc: {
          summary: 'Each retention rule with how many rows it deletes in the next 30 days (counts only)',
          tag: 'admin',
          access: { rights: [Right.FullAdmin] },
          response: RetentionForecast,
        },
      },
    },
    async () => retentionForecast(app.db, app.clock.now()),
  )
}
