import { count, desc, isNull } from 'drizzle-orm'
import type { ContactMessageItem } from '../contract/contact'
import type { Database } from '../db'
import { contactMessage } from '../db/schema'

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
    mailed: row.mailedAt !== null,
  }
}

/** Messages newest first (all, or the unread ones), one page, and the counts staff need. */
export async function listContactMessages(db: Database, { unreadOnly, page, size }: { unreadOnly: boolean; page: number; size: number }) {
  const where = unreadOnly ? isNull(contactMessage.readAt) : undefined
  const [rows, [{ total }], [{ unread }]] = await Promise.all([
    db
      .select()
      .from(contactMessage)
      .where(where)
      .orderBy(desc(contactMessage.createdAt), desc(contactMessage.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(contactMessage).where(where),
    db.select({ unread: count() }).from(contactMessage).where(isNull(contactMessage.readAt)),
  ])
  return { items: rows.map(contactMessageAnswer), total, unread }
}
