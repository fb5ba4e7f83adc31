import { and, asc, count, desc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { FailedMailItem } from '../contract/mail'
import type { Database } from '../db'
import { mailOutbox, type StoredMail } from '../db/schema'
import { notFound } from '../errors'
import { staffTransaction } from './activity'
import { pageOfRows } from './list-pages'
import type { Mail, Mailer } from './mail'
import { mailsFailed, mailsQueued, mailsRefused, mailsSent, oldestDueMail } from './metrics'

const RETRY_BASE_MS = 60_000
const RETRY_MAX_MS = 60 * 60_000
/** A process that took a mail and died leaves it to another after this long. */
const LOCK_MS = 5 * 60_000
/** Mails one run sends at most, so that other due work is not kept waiting behind a long queue. */
const BATCH = 100

export interface EnqueueOptions {
  /** Makes the mail unique: a second mail with the same key is not written (exactly once, e.g. a reminder). */
  key?: string
  /** Not sent before this time. */
  notBefore?: Date
}

/**
 * Writes a mail into the outbox with the caller's database or transaction: it is sent after the commit, and only if
 * the commit happens. Answers whether it was written (false: its key was used already).
 */
export async function enqueueMail(db: Database, mail: Mail, { key, notBefore }: EnqueueOptions = {}): Promise<boolean> {
  const written = await db
    .insert(mailOutbox)
    .values({ key, mail: storedMail(mail), notBefore })
    .onConflictDoNothing({ target: mailOutbox.key })
    .returning({ id: mailOutbox.id })
  return written.length > 0
}

function storedMail({ attachments, ...mail }: Mail): StoredMail {
  return {
    ...mail,
    attachments: attachments?.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      base64: Buffer.from(content).toString('base64'),
    })),
  }
}

function mailOf({ attachments, ...mail }: StoredMail, id: number, createdAt: Date): Mail {
  return {
    ...mail,
    attachments: attachments?.map(({ filename, contentType, base64 }) => ({
      filename,
      contentType,
      content: Buffer.from(base64, 'base64'),
    })),
    // One Message-ID per outbox row: should a process die between the SMTP server's « OK » and the row's update, the
    // mail sent again carries the same id, which mail servers and clients use to keep one copy.
    messageKey: `outbox-${id}-${createdAt.getTime()}`,
  }
}

/** The delay before the attempt after `attempts` failed ones. */
export const retryDelayMs = (attempts: number) => Math.min(RETRY_BASE_MS * 2 ** (attempts - 1), RETRY_MAX_MS)

/**
 * Sends the mails due at `now`, each taken by one process only (`FOR UPDATE SKIP LOCKED`); a failure is retried
 * with backoff, and given up after `attempts` (MAIL_ATTEMPTS: 10 by default, about 5 hours).
 */
export async function deliverDueMails(db: Database, mailer: Mailer, now: Date, log: FastifyBaseLogger, attempts: number): Promise<void> {
  for (let sent = 0; sent < BATCH; sent++) {
    const row = await claimDueMail(db, now)
    if (!row) return
    try {
      await mailer.send(mailOf(row.mail, row.id, row.createdAt))
      await db.update(mailOutbox).set({ sentAt: now, lockedUntil: null, lastError: null }).where(eq(mailOutbox.id, row.id))
      mailsSent.inc()
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const givenUp = row.attempts >= attempts
      mailsRefused.inc()
      if (givenUp) mailsFailed.inc()
      log[givenUp ? 'error' : 'warn'](
        { err: error, mailId: row.id, attempts: row.attempts },
        givenUp ? 'mail given up' : 'mail not sent, retried later',
      )
      await db
        .update(mailOutbox)
        .set({
          lockedUntil: null,
          lastError: message.slice(0, 500),
          ...(givenUp ? { failedAt: now } : { notBefore: new Date(now.getTime() + retryDelayMs(row.attempts)) }),
        })
        .where(eq(mailOutbox.id, row.id))
    }
  }
}

/** The outbox's gauges at `now`, read from the database (every API process's mails): waiting, and the oldest due. */
export async function measureOutbox(db: Database, now: Date): Promise<void> {
  const waiting = and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt))
  const [row] = await db
    .select({
      queued: count(),
      oldestDue: sql<
        string | null
      >`min(coalesce(${mailOutbox.notBefore}, ${mailOutbox.createdAt})) FILTER (WHERE coalesce(${mailOutbox.notBefore}, ${mailOutbox.createdAt}) <= ${now})`,
    })
    .from(mailOutbox)
    .where(waiting)
  mailsQueued.set(row.queued)
  oldestDueMail.set(row.oldestDue ? Math.max(0, (now.getTime() - new Date(row.oldestDue).getTime()) / 1000) : 0)
}

async function claimDueMail(db: Database, now: Date) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        or(isNull(mailOutbox.notBefore), lte(mailOutbox.notBefore, now)),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true })
  const [row] = await db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + LOCK_MS), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, sql`(${due})`))
    .returning()
  return row
}

/** The mails given up, newest first, one page. */
export async function listFailedMails(db: Database, page: number, size: number): Promise<{ items: FailedMailItem[]; total: number }> {
  const failed = isNotNull(mailOutbox.failedAt)
  const { rows, total } = await pageOfRows(db, mailOutbox, failed, [desc(mailOutbox.failedAt), desc(mailOutbox.id)], { page, size })
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      to: row.mail.to,
      subject: row.mail.subject,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      failedAt: row.failedAt!.toISOString(),
    })),
  }
}

/** Staff send a mail given up again: due at once, its attempts counted anew, and the log says who. 404 otherwise. */
export async function resendFailedMail(request: FastifyRequest, id: number): Promise<void> {
  await staffTransaction(request, async (tx, record) => {
    const [row] = await tx
      .update(mailOutbox)
      .set({ failedAt: null, notBefore: null, attempts: 0, lastError: null })
      .where(and(eq(mailOutbox.id, id), isNotNull(mailOutbox.failedAt)))
      .returning()
    if (!row) throw notFound('Cet e-mail n’est pas parmi les envois abandonnés.')
    await record({
      entity: 'mail',
      entityId: id,
      action: 'resend',
      label: `«\u00a0${row.mail.subject}\u00a0» à ${row.mail.to}`,
      before: {},
      after: {},
    })
  })
}
