import type { FastifyPluginAsync } from 'fastify'
import { AdminSummary } from '../contract/admin'
import { hasRight, Right } from '../contract/rights'
import { staffOf } from '../plugins/auth'
import { readActivity, viewableEntities } from '../services/activity'
import { clientFigures, imageFigures, messageFigures, registrationFigures } from '../services/admin-summary'
import { backupFigures } from '../services/backup-daily'

/** The figures of the admin home in one call, each part only for the rights the caller holds. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/admin/summary',
    {
      config: {
        doc: {
          summary:
            'The admin home: clients (right 2), upcoming registrations and places taken (7), unread contact messages and the latest 5 (2), images and unused ones (4), the daily backup (1), and the latest 10 staff writes the caller may view',
          tag: 'admin',
          access: 'staff',
          response: AdminSummary,
        },
      },
    },
    async (request) => {
      const staff = await staffOf(request)
      const may = (right: Right) => hasRight(staff.rights, right)
      const [clients, registrations, messages, images, activity, backups] = await Promise.all([
        may(Right.ViewClients) ? clientFigures(app.db) : undefined,
        may(Right.ViewRegistrations) ? registrationFigures(app.db) : undefined,
        may(Right.ViewClients) ? messageFigures(app.db) : undefined,
        may(Right.Images) ? imageFigures(app.db) : undefined,
        readActivity(app.db, { entities: viewableEntities(staff.rights), limit: 10 }),
        may(Right.FullAdmin) ? backupFigures(app.db, Boolean(app.config.backupDir)) : undefined,
      ])
      return { user: staff.user, rights: staff.rights, clients, registrations, messages, images, activity, backups }
    },
  )
}
