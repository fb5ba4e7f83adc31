import { and, count, desc, gte, inArray, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm'
import { todayInParis } from '../contract/dates'
import type { Database } from '../db'
import { client, contactMessage, image, pageImage, registration, registrationClient, registrationType } from '../db/schema'
import { contactMessageAnswer, unreadInInbox } from './contact-messages'

/** The figures of the admin home, counted by the database. */

export async function clientFigures(db: Database) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(client)
    .where(or(isNull(client.accountEmail), isNotNull(client.confirmedAt)))
  return { total }
}

export async function registrationFigures(db: Database) {
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

export async function messageFigures(db: Database) {
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
export async function imageFigures(db: Database) {
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
