import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import {
  activityEntities,
  activityEntityLabels,
  ActivityEntityParams,
  ActivityEntityQuery,
  ActivityEntry,
  ActivityLatestQuery,
  activityViewRight,
} from '../contract/activity'
import { parse } from '../errors'
import { staffOf } from '../plugins/auth'
import { readActivity, viewableEntities } from '../services/activity'
import { parsePath } from '../services/strict-params'

/** The activity log: the latest writes for the admin home, and the history of one entity. */
export const activityRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/activity/latest',
    {
      config: {
        doc: {
          summary: 'The latest staff writes, newest first, of the entities the caller may view (decision 0002)',
          tag: 'activity',
          access: 'staff',
          querystring: ActivityLatestQuery,
          response: z.array(ActivityEntry),
        },
      },
    },
    async (request) => {
      const { limit } = parse(ActivityLatestQuery, request.query)
      const staff = await staffOf(request)
      return readActivity(app.db, { entities: viewableEntities(staff.rights), limit })
    },
  )

  // One route per entity, so that each declares the right that views it.
  for (const entity of activityEntities) {
    app.get(
      `/activity/${entity}/:id`,
      {
        config: {
          doc: {
            summary: `The staff writes of one ${activityEntityLabels[entity]} (${entity}), newest first`,
            tag: 'activity',
            access: { rights: [activityViewRight[entity]] },
            params: ActivityEntityParams,
            querystring: ActivityEntityQuery,
            response: z.array(ActivityEntry),
          },
        },
      },
      async (request) => {
        const { id } = parsePath(ActivityEntityParams, request.params)
        const { limit } = parse(ActivityEntityQuery, request.query)
        return readActivity(app.db, { entities: [entity], entityId: id, limit })
      },
    )
  }
}
