import { and, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { colon } from '../contract/common'
import { retention } from '../contract/retention-rules'
import type { Database } from '../db'
import { client } from '../db/schema'
import { eraseClient } from './client-accounts'
import { enqueueMail } from './outbox'

/**
 * The rule of idle client accounts (decision 0030): `accountIdleYears` after the last login, a mail warns that the
 * account goes `accountWarningDays` later; a login meanwhile clears the warning (client-accounts.ts's `recordLogin`),
 * otherwise the account is erased as its owner would erase it (registrations kept, anonymised).
 */

const DAY_MS = 24 * 60 * 60 * 1000
const WARNING_MS = retention.accountWarningDays * DAY_MS

export type AccountsContext = Pick<FastifyInstance, 'db' | 'config'>

/** `months` calendar months before `at`. */
export function monthsBefore(at: Date, months: number): Date {
  const before = new Date(at)
  before.setUTCMonth(before.getUTCMonth() - months)
  return before
}

export const yearsBefore = (at: Date, years: number) => monthsBefore(at, 12 * years)

/** Accounts whose last login is older than the idle duration at `at`, not warned yet. */
const toWarn = (at: Date) =>
  and(
    isNotNull(client.accountEmail),
    isNull(client.retentionWarnedAt),
    lte(client.lastLoginAt, yearsBefore(at, retention.accountIdleYears)),
  )

/** Accounts warned at least `accountWarningDays` before `at` and not logged in since (a login clears the warning). */
const toErase = (at: Date) => and(isNotNull(client.accountEmail), lte(client.retentionWarnedAt, new Date(at.getTime() - WARNING_MS)))

const deadlineFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' })

function warningMail(app: AccountsContext, person: { to: string; firstName: string }, deletedOn: Date) {
  const site = app.config.publicUrl.replace(/\/$/, '')
  const deadline = deadlineFormat.format(deletedOn)
  return {
    to: person.to,
    replyTo: app.config.schoolEmail,
    subject: colon('Votre compte client sera supprimé', `le ${deadline}`),
    text: [
      person.firstName ? `Bonjour ${person.firstName},` : 'Bonjour,',
      `Vous ne vous êtes pas connecté à votre compte client depuis ${retention.accountIdleYears}\u00a0ans. Comme l’annoncent nos mentions légales, nous le supprimerons le ${deadline}, avec vos coordonnées. Vos inscriptions passées resteront dans nos registres, anonymisées.`,
      `Pour garder votre compte, il suffit de vous y connecter d’ici là\u00a0:`,
      `${site}/client-account`,
      'Sans connexion de votre part, vous n’avez rien à faire.',
    ].join('\n\n'),
  }
}

/** Warns the accounts idle at `now`, each once: the update claims it, and its mail is written in the same transaction. */
export async function warnIdleAccounts(app: AccountsContext, now: Date): Promise<number> {
  return app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    const warned = await tx
      .update(client)
      .set({ retentionWarnedAt: now })
      .where(toWarn(now))
      .returning({ id: client.id, accountEmail: client.accountEmail, firstName: client.firstName })
    const deletedOn = new Date(now.getTime() + WARNING_MS)
    for (const person of warned) {
      const mail = warningMail(app, { to: person.accountEmail!, firstName: person.firstName }, deletedOn)
      await enqueueMail(tx, mail, { key: `retention-warning:${person.id}:${now.toISOString().slice(0, 10)}` })
    }
    return warned.length
  })
}

/**
 * Erases the accounts whose warning ran out at `now` through the account deletion of the client area; each one only
 * if, its row locked, it still is due (a login in between clears the warning and keeps it).
 */
export async function eraseIdleAccounts(db: Database, now: Date): Promise<number> {
  const due = await db.select({ id: client.id }).from(client).where(toErase(now))
  let erased = 0
  for (const { id } of due) if (await eraseClient(db, id, toErase(now))) erased++
  return erased
}

/** How many accounts a run at `at` would erase: the ones warned by then, and the idle ones the next run warns. */
export async function idleAccountsDueBy(db: Database, now: Date, at: Date): Promise<number> {
  const warnedBy = new Date(Math.min(now.getTime(), at.getTime() - WARNING_MS))
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(client)
    .where(or(toErase(at), toWarn(warnedBy)))
  return row.n
}

/** How many warning mails the runs until `at` write. */
export async function idleAccountsWarnedBy(db: Database, at: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(client)
    .where(toWarn(at))
  return row.n
}
