import { inArray, lt, or, type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import { todayInParis } from '../contract/dates'
import type { RetentionForecast } from '../contract/retention'
import { retention, type RetentionRuleId, retentionRules } from '../contract/retention-rules'
import type { Database } from '../db'
import {
  accountToken,
  activity,
  client,
  contactMessage,
  mailOutbox,
  rateLimit,
  registration,
  registrationWaiting,
  retentionRun,
  session,
} from '../db/schema'
import { expiredTokens } from './account-tokens'
import { abandonedSignups } from './client-accounts'
import {
  eraseIdleAccounts,
  idleAccountsDueBy,
  idleAccountsWarnedBy,
  monthsBefore,
  warnIdleAccounts,
  yearsBefore,
} from './retention-accounts'
import { expiredSessions } from './sessions'

/**
 * The retention rules (decision 0030) as the API applies them: once a day, by the first API process whose due work
 * runs on a new day of the API clock. Their durations and French texts are in contract/retention-rules.ts.
 */

const DAY_MS = 24 * 60 * 60 * 1000
const FORECAST_DAYS = 30

/**
 * A rule that deletes the rows of one table that are due at a time. `time` says which clock the table's own code
 * reads: the API clock (`api`), or the system's, for the sessions, tokens and counters that their services expire by
 * `Date.now()` and SQL `now()`.
 */
interface TableRule {
  id: Exclude<RetentionRuleId, 'client-accounts'>
  table: PgTable
  time: 'api' | 'system'
  due: (db: Database, at: Date) => SQL | undefined
}

const tableRules: TableRule[] = [
  {
    id: 'contact-messages',
    table: contactMessage,
    time: 'api',
    due: (_db, at) => lt(contactMessage.createdAt, yearsBefore(at, retention.contactMessageYears)),
  },
  { id: 'unconfirmed-accounts', table: client, time: 'system', due: abandonedSignups },
  { id: 'sessions', table: session, time: 'system', due: (_db, at) => expiredSessions(at) },
  { id: 'account-tokens', table: accountToken, time: 'system', due: (_db, at) => expiredTokens(at) },
  {
    id: 'waiting-lists',
    table: registrationWaiting,
    time: 'api',
    due: (db, at) =>
      inArray(
        registrationWaiting.registrationId,
        db
          .select({ id: registration.id })
          .from(registration)
          .where(lt(registration.eventDate, todayInParis(at))),
      ),
  },
  {
    id: 'sent-mails',
    table: mailOutbox,
    time: 'api',
    due: (_db, at) => {
      const before = monthsBefore(at, retention.sentMailMonths)
      return or(lt(mailOutbox.sentAt, before), lt(mailOutbox.failedAt, before))
    },
  },
  // The trail's rows are dated by the database's clock (`at` defaults to now()), the system's.
  { id: 'activity', table: activity, time: 'system', due: (_db, at) => lt(activity.at, monthsBefore(at, retention.activityMonths)) },
  // The longest window of a rate limit is an hour (rate-limit.ts): a day-old counter counts nothing any more.
  {
    id: 'attempt-counters',
    table: rateLimit,
    time: 'system',
    due: (_db, at) => lt(rateLimit.windowStart, new Date(at.getTime() - DAY_MS)),
  },
]

/** The time a rule reads at `later` ms after now. */
const timeOf = (rule: TableRule, now: Date, later = 0) => new Date((rule.time === 'api' ? now.getTime() : Date.now()) + later)

export type RetentionContext = Pick<FastifyInstance, 'db' | 'config' | 'log'>

/**
 * The due task: the first process to write the day's row applies every rule, so the rules run once a day whatever
 * the number of API processes, and a restart on the same day does not run them again. A run cut short (a crash) is
 * made up by the next day's, since every rule deletes all that is older than its limit.
 */
export async function applyRetention(app: RetentionContext, now: Date): Promise<void> {
  const [claimed] = await app.db
    .insert(retentionRun)
    .values({ day: todayInParis(now), ranAt: now })
    .onConflictDoNothing()
    .returning({ day: retentionRun.day })
  if (!claimed) return
  const deleted: Partial<Record<RetentionRuleId, number>> = {}
  for (const rule of tableRules) {
    const rows = await app.db
      .delete(rule.table)
      .where(rule.due(app.db, timeOf(rule, now)))
      .returning({ one: sql<number>`1` })
    deleted[rule.id] = rows.length
  }
  const warned = await warnIdleAccounts(app, now)
  deleted['client-accounts'] = await eraseIdleAccounts(app.db, now)
  app.log.info({ day: claimed.day, deleted, warned }, 'retention rules applied')
}

/** Each rule with what it deletes in the next month (counts only: no personal data leaves the database). */
export async function retentionForecast(db: Database, now: Date): Promise<RetentionForecast> {
  const later = FORECAST_DAYS * DAY_MS
  const until = new Date(now.getTime() + later)
  const counts = new Map<RetentionRuleId, number>()
  for (const rule of tableRules) counts.set(rule.id, await db.$count(rule.table, rule.due(db, timeOf(rule, now, later))))
  counts.set('client-accounts', await idleAccountsDueBy(db, now, until))
  const warnings = await idleAccountsWarnedBy(db, until)
  return {
    until: until.toISOString(),
    rules: retentionRules.map((rule) => ({
      ...rule,
      deletedCount: counts.get(rule.id) ?? 0,
      warningCount: rule.id === 'client-accounts' ? warnings : null,
    })),
  }
}
