import { and, count, desc, gte, inArray, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { AdminSummary } from '../contract/admin'
import { todayInParis } from '../contract/dates'
import { hasRight, Right } from '../contract/rights'
import type { Database } from '../db'
import { client, contactMessage, image, pageImage, registration, registrationClient, registrationType } from '../db/schema'
import { staffOf } from '../plugins/auth'
import { readActivity, viewableEntities } from '../services/activity'
import { contactMessageAnswer, unreadInInbox } from '../services/contact-messages'

/** The figures of the admin home in one call, each part only for the rights the caller holds. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/admin/summary',
    {
      config: {
        doc: {
          summary:
            'The admin home: clients (right 2), upcoming registrations and places taken (7), unread contact messages and the latest 5 (2), images and unused ones (4), and the latest 10 staff writes the caller may view',
          tag: 'admin',
          access: 'staff',
          response: AdminSummary,
        },
      },
    },
    async (request) => {
      const staff = await staffOf(request)
      const may = (right: Right) => hasRight(staff.rights, right)
      const [clients, registrations, messages, images, activity] = await Promise.all([
        may(Right.ViewClients) ? clientFigures(app.db) : undefined,
        may(Right.ViewRegistrations) ? registrationFigures(app.db) : undefined,
        may(Right.ViewClients) ? messageFigures(app.db) : undefined,
        may(Right.Images) ? imageFigures(app.db) : undefined,
        readActivity(app.db, { entities: viewableEntities(staff.rights), limit: 10 }),
      ])
      return { user: staff.user, rights: staff.rights, clients, registrations, messages, images, activity }
    },
  )
}

async function clientFigures(db: Database) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(client)
    .where(or(isNull(client.accountEmail), isNotNull(client.confirmedAt)))
  return { total }
}

async function registrationFigures(db: Database) {
  const upcoming = gte(registration.eventDate, todayInParis())
  const [[sessions], [places]] = await Promise.all([
    db.select({ n: count() }).from(registration).where(upcoming),
    db
      .select({ n: count() })
      .from(registrationClient)
      .where(inArray(registrationClient.registrationId, db.select({ id: registration.id }).from(registration).where(upcoming))),
  ])
  return { upcoming: sessions.n, placesTaken: places.n }
}

async function messageFigures(db: Database) {
  const [[{ unread }], latest] = await Promise.all([
    db.select({ unread: count() }).from(contactMessage).where(unreadInInbox),
    db
      .select()
      .from(contactMessage)
      .where(isNull(contactMessage.archivedAt))
      .orderBy(desc(contactMessage.createdAt), desc(contactMessage.id))
      .limit(5),
  ])
  return { unread, latest: latest.map(contactMessageAnswer) }
}

/** Unused: shown at no page entity and by no registration type. */
async function imageFigures(db: Database) {
  const [[{ total }], [{ unused }]] = await Promise.all([
    db.select({ total: count() }).from(image),
    db
      .select({ unused: count() })
      .from(image)
      .where(
        and(
          notExists(
            db
              .select({ one: sql`1` })
              .from(pageImage)
              .where(sql`${pageImage.imageId} = ${image.id}`),
          ),
          notExists(
            db
              .select({ one: sql`1` })
              .from(registrationType)
              .where(sql`${registrationType.idImage} = ${image.id}`),
          ),
        ),
      ),
  ])
  return { total, unused }
}
