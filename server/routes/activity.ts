import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import {
  activityEntities,
  activityEntityLabels,
  ActivityEntityParams,
  ActivityEntityQuery,
  ActivityEntry,
  ActivityLatestQuery,
  ActivityTrailPage,
  ActivityTrailQuery,
  activityViewRight,
} from '../contract/activity'
import { Right } from '../contract/rights'
import { parse } from '../errors'
import { staffOf } from '../plugins/auth'
import { readActivity, readTrail, viewableEntities } from '../services/activity'
import { parsePath } from '../services/strict-params'

/** The activity log: the whole trail, the latest writes for the admin home, and the history of one entity. */
export const activityRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/activity',
    {
      config: {
        doc: {
          summary: 'The trail: every staff write and access, newest first, filtered by account, kind and Paris days (decision 0035)',
          tag: 'activity',
          access: { rights: [Right.FullAdmin] },
          querystring: ActivityTrailQuery,
          response: ActivityTrailPage,
        },
      },
    },
    async (request) => readTrail(app.db, parse(ActivityTrailQuery, request.query)),
  )

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
