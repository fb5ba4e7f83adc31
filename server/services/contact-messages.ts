import { and, asc, count, desc, eq, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { ContactMessage, ContactMessageItem } from '../contract/contact'
import type { ContactMessageSort } from '../contract/contact-fields'
import type { Database } from '../db'
import { contactMessage } from '../db/schema'
import { staffTransaction } from './activity'
import { pageOfRows } from './list-pages'

type ContactMessageRow = typeof contactMessage.$inferSelect

export function contactMessageAnswer(row: ContactMessageRow): ContactMessageItem {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    personalPhone: row.personalPhone,
    subject: row.subject,
    message: row.message,
    business: row.business,
    professionalPhone: row.professionalPhone,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    mailed: row.mailedAt !== null,
  }
}

/** Messages not archived and unread: what the admin home and the inbox count. */
export const unreadInInbox = and(isNull(contactMessage.archivedAt), isNull(contactMessage.readAt))

interface ListQuery {
  unreadOnly: boolean
  archived: boolean
  sort: ContactMessageSort
  page: number
  size: number
}

/**
 * The order of a sort: the column, then the reception time and the id (newest first, whatever the direction), so
 * that pages never overlap; names and subjects case-insensitively.
 */
function orderOf(sort: ContactMessageSort): SQL[] {
  const direction = sort.startsWith('-') ? desc : asc
  const newest = [desc(contactMessage.createdAt), desc(contactMessage.id)]
  switch (sort.replace(/^-/, '')) {
    case 'name':
      return [direction(sql`lower(${contactMessage.fullName})`), ...newest]
    case 'subject':
      return [direction(sql`lower(${contactMessage.subject})`), ...newest]
    default:
      return [direction(contactMessage.createdAt), direction(contactMessage.id)]
  }
}

/** Messages of the inbox or the archive (all or the unread ones) in the order asked, one page, and the counts staff need. */
export async function listContactMessages(db: Database, { unreadOnly, archived, sort, page, size }: ListQuery) {
  const where = and(
    archived ? isNotNull(contactMessage.archivedAt) : isNull(contactMessage.archivedAt),
    unreadOnly ? isNull(contactMessage.readAt) : undefined,
  )
  const [{ rows, total }, [{ unread }]] = await Promise.all([
    pageOfRows(db, contactMessage, where, orderOf(sort), { page, size }),
    db.select({ unread: count() }).from(contactMessage).where(unreadInInbox),
  ])
  return { items: rows.map(contactMessageAnswer), total, unread }
}

export async function findContactMessage(db: Database, id: number): Promise<ContactMessageItem | null> {
  const [row] = await db.select().from(contactMessage).where(eq(contactMessage.id, id))
  return row ? contactMessageAnswer(row) : null
}

/** Marks a message read, keeping the first reading time when read again, or unread; null when no message has this id. */
export async function markContactMessageRead(db: Database, id: number, read: boolean): Promise<ContactMessageItem | null> {
  const [row] = await db
    .update(contactMessage)
    .set({ readAt: read ? sql`coalesce(${contactMessage.readAt}, now())` : null })
    .where(eq(contactMessage.id, id))
    .returning()
  return row ? contactMessageAnswer(row) : null
}

/**
 * Stores a visitor's message, once: the same message again within `duplicateWindowMs` (double click, refresh,
 * back) has the same fingerprint and stores nothing (null). Older fingerprints are released first, so that the
 * same words may be sent again another day. Dated `at`, the API clock's time, which its retention reads.
 */
export async function storeContactMessage(
  db: Database,
  message: ContactMessage,
  fingerprint: string,
  duplicateWindowMs: number,
  at: Date,
): Promise<{ id: number } | null> {
  await db
    .update(contactMessage)
    .set({ fingerprint: null })
    .where(and(isNotNull(contactMessage.fingerprint), lt(contactMessage.createdAt, new Date(at.getTime() - duplicateWindowMs))))
  const [stored] = await db
    .insert(contactMessage)
    .values({
      fullName: message.fullName,
      email: message.email,
      personalPhone: message.personalPhone ?? '',
      subject: message.subject ?? '',
      message: message.message,
      business: message.business ?? '',
      professionalPhone: message.professionalPhone ?? '',
      fingerprint,
      createdAt: at,
      // Its mail to the school is written with it (routes/contact.ts): the outbox delivers it.
      mailedAt: sql`now()`,
    })
    .onConflictDoNothing({ target: contactMessage.fingerprint })
    .returning({ id: contactMessage.id })
  return stored ?? null
}

const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' })

/** How the activity log names a message: by number and date, never by the visitor's personal data. */
const labelOf = (row: ContactMessageRow) => `n°\u00a0${row.id} du ${day.format(row.createdAt)}`

/**
 * Archives a message (out of the inbox) or puts it back, with its activity entry; archiving again keeps the first
 * time. Null when no message has this id.
 */
export async function archiveContactMessage(request: FastifyRequest, id: number, archived: boolean): Promise<ContactMessageItem | null> {
  return staffTransaction(request, async (tx, record) => {
    const [before] = await tx.select().from(contactMessage).where(eq(contactMessage.id, id)).for('update')
    if (!before) return null
    if ((before.archivedAt !== null) === archived) return contactMessageAnswer(before)
    const [row] = await tx
      .update(contactMessage)
      .set({ archivedAt: archived ? new Date() : null })
      .where(eq(contactMessage.id, id))
      .returning()
    await record({
      entity: 'contact_message',
      entityId: id,
      action: archived ? 'archive' : 'unarchive',
      label: labelOf(row),
      before: null,
      after: null,
    })
    return contactMessageAnswer(row)
  })
}

/** Deletes a message for good (the legal notice keeps them three years at most); false when no message has this id. */
export async function deleteContactMessage(request: FastifyRequest, id: number): Promise<boolean> {
  return staffTransaction(request, async (tx, record) => {
    const [row] = await tx.delete(contactMessage).where(eq(contactMessage.id, id)).returning()
    if (!row) return false
    // What the visitor wrote leaves with the message: the log keeps only its number and date.
    await record({ entity: 'contact_message', entityId: id, action: 'delete', label: labelOf(row), before: null, after: null })
    return true
  })
}
